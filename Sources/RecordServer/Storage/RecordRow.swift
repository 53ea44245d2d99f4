import CloudRecords
import Foundation
import GRDB

import struct CloudRecords.Record

/// A record as stored: its row in `records_record`, tombstone or live.
struct RecordRow {
  var id: Int64
  var recordName: String
  var recordType: String
  var changeTag: String
  var createdAt: Int64
  var modifiedAt: Int64
  var sequence: Int64
  var deleted: Bool
  var hasReferences: Bool
  /// The fields' JSON, as stored.
  var fieldsJSON: String?

  static let columns =
    "id, recordName, recordType, changeTag, createdAt, modifiedAt, sequence, deleted,"
    + " hasReferences"

  init(row: Row, withFields: Bool) {
    id = row[0]
    recordName = row[1]
    recordType = row[2]
    changeTag = row[3]
    createdAt = row[4]
    modifiedAt = row[5]
    sequence = row[6]
    deleted = row[7]
    hasReferences = row[8]
    fieldsJSON = withFields ? row[9] : nil
  }

  /// The row of a record name in a zone, tombstone included, without its fields.
  static func find(named name: String, zone: ZoneRow, db: Database) throws -> RecordRow? {
    try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT \(columns) FROM records_record
          WHERE scopeID = ? AND zoneID = ? AND recordName = ?
          """),
      arguments: [zone.scopeID, zone.id, name]
    ).map { RecordRow(row: $0, withFields: false) }
  }

  /// The same with its fields.
  static func findWithFields(named name: String, zone: ZoneRow, db: Database) throws
    -> RecordRow?
  {
    try Row.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT \(columns), fields FROM records_record
          WHERE scopeID = ? AND zoneID = ? AND recordName = ?
          """),
      arguments: [zone.scopeID, zone.id, name]
    ).map { RecordRow(row: $0, withFields: true) }
  }

  static func fields(ofRowID id: Int64, scopeID: Int64, db: Database) throws -> [String: FieldValue]
  {
    let json = try String.fetchOne(
      db.cachedStatement(sql: "SELECT fields FROM records_record WHERE id = ? AND scopeID = ?"),
      arguments: [id, scopeID])
    return try FieldsJSON.decode(json ?? "{}")
  }

  /// The record dictionary the protocol answers with; `desiredKeys` trims its fields.
  func record(zone: ZoneID, owner: String, desiredKeys: [String]?) throws -> Record {
    if deleted {
      // When it was deleted travels with the tombstone, so a client can tell a deletion
      // from a later change of its own ("the later change wins").
      var record = Record(recordName: recordName, recordType: recordType, zoneID: zone)
      record.deleted = true
      record.modified = Stamp(timestamp: modifiedAt, userRecordName: owner)
      return record
    }
    var fields = try FieldsJSON.decode(fieldsJSON ?? "{}")
    if let desiredKeys {
      let wanted = Set(desiredKeys)
      fields = fields.filter { wanted.contains($0.key) }
    }
    var record = Record(
      recordName: recordName, recordType: recordType, recordChangeTag: changeTag,
      fields: fields, zoneID: zone)
    record.created = Stamp(timestamp: createdAt, userRecordName: owner)
    record.modified = Stamp(timestamp: modifiedAt, userRecordName: owner)
    return record
  }
}

/// Change tags: opaque to clients; this server's are the change's sequence number and the
/// database's row id in base 36, so every write gives a record a tag it never had — even
/// after the account is deleted and the same names come back.
enum ChangeTag {
  static func make(sequence: Int64, scopeID: Int64) -> String {
    String(sequence, radix: 36) + "-" + String(scopeID, radix: 36)
  }
}
