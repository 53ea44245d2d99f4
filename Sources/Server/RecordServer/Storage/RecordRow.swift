import CloudRecords
import Foundation

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
  /// The writer's `ancestors`, separated by spaces; empty for none. A tombstone holds the
  /// versions its deletion named.
  var ancestors: String
  /// What the fields weigh, as stored (0 for a tombstone): a member's storage quota counts it.
  var size: Int64
  /// The fields' JSON, as stored.
  var fieldsJSON: String?

  static let columns =
    "id, recordName, recordType, changeTag, createdAt, modifiedAt, sequence, deleted,"
    + " hasReferences, ancestors, size"
  /// How many `columns` there are: `fields`, when selected, comes next, then what the
  /// statement adds.
  static let columnCount = 11

  init(row: SQLRow, withFields: Bool) throws {
    id = try row[0]
    recordName = try row[1]
    recordType = try row[2]
    changeTag = try row[3]
    createdAt = try row[4]
    modifiedAt = try row[5]
    sequence = try row[6]
    deleted = try row[7]
    hasReferences = try row[8]
    ancestors = try row[9]
    size = try row[10]
    fieldsJSON = withFields ? try row[Self.columnCount] as String : nil
  }

  /// The row of a record name in a zone, tombstone included, without its fields.
  static func find(named name: String, zone: ZoneRow, db: any SQLTransaction) throws -> RecordRow? {
    try db.row(
      """
      SELECT \(columns) FROM records_record
      WHERE scopeID = ? AND zoneID = ? AND recordName = ?
      """, zone.scopeID, zone.id, name
    ).map { try RecordRow(row: $0, withFields: false) }
  }

  /// The rows of a batch's record names in a zone (tombstones included, without their
  /// fields), by name, in one query; a name with no row is absent.
  static func find(named names: [String], zone: ZoneRow, db: any SQLTransaction) throws
    -> [String: RecordRow]
  {
    guard !names.isEmpty else { return [:] }
    var found: [String: RecordRow] = [:]
    try db.forEachRow(
      """
      SELECT \(columns) FROM records_record
      WHERE scopeID = ? AND zoneID = ? AND recordName IN (\(placeholders(names.count)))
      """, [.integer(zone.scopeID), .integer(zone.id)] + names.map(\.sqlValue), cached: true
    ) { row in
      let record = try RecordRow(row: row, withFields: false)
      found[record.recordName] = record
      return true
    }
    return found
  }

  /// The stored fields' JSON of the live records among `names`, by name, in one query.
  static func fieldsJSON(named names: [String], zone: ZoneRow, db: any SQLTransaction) throws
    -> [String: String]
  {
    guard !names.isEmpty else { return [:] }
    var found: [String: String] = [:]
    try db.forEachRow(
      """
      SELECT recordName, fields FROM records_record
      WHERE scopeID = ? AND zoneID = ? AND deleted = 0
        AND recordName IN (\(placeholders(names.count)))
      """, [.integer(zone.scopeID), .integer(zone.id)] + names.map(\.sqlValue), cached: true
    ) { row in
      found[try row[0]] = try row[1] as String
      return true
    }
    return found
  }

  /// The same with its fields.
  static func findWithFields(named name: String, zone: ZoneRow, db: any SQLTransaction) throws
    -> RecordRow?
  {
    try db.row(
      """
      SELECT \(columns), fields FROM records_record
      WHERE scopeID = ? AND zoneID = ? AND recordName = ?
      """, zone.scopeID, zone.id, name
    ).map { try RecordRow(row: $0, withFields: true) }
  }

  static func fields(ofRowID id: Int64, scopeID: Int64, db: any SQLTransaction) throws -> [String:
    FieldValue]
  {
    let json = try db.value(
      String.self, "SELECT fields FROM records_record WHERE id = ? AND scopeID = ?", id, scopeID)
    return try FieldsJSON.decode(json ?? "{}")
  }

  /// What the row weighs in an answer, at most, as the wire writes it: its name, type, tag and
  /// ancestors, its fields when they go (`withFields`), and what every record carries besides
  /// (the keys, its zone, the stamps and their user). A tombstone is counted as any record
  /// (`AnswerBudget`).
  func answerBytes(withFields: Bool) -> Int {
    Self.answerOverhead + recordName.utf8.count + recordType.utf8.count
      + changeTag.utf8.count + ancestors.utf8.count + 4 * ancestorCount
      + (withFields && !deleted ? fieldsJSON?.utf8.count ?? 0 : 0)
  }

  /// What a record's dictionary holds besides its name, type, tag, ancestors and fields:
  /// its keys and punctuation, its zone's name and owner, two stamps with their user and
  /// device — at most, for the longest names the server takes.
  static let answerOverhead = 1024

  private var ancestorCount: Int {
    ancestors.isEmpty ? 0 : ancestors.utf8.count { $0 == UInt8(ascii: " ") } + 1
  }

  /// The record dictionary the protocol answers with; `desiredKeys` trims its fields.
  /// `decodingFields` false leaves them out, for a caller that sends `fieldsJSON` as it is.
  func record(zone: ZoneID, owner: String, desiredKeys: [String]?, decodingFields: Bool = true)
    throws -> Record
  {
    if deleted {
      // When it was deleted travels with the tombstone, so a client can tell a deletion
      // from a later change of its own ("the later change wins").
      var record = Record(recordName: recordName, recordType: recordType, zoneID: zone)
      record.deleted = true
      record.modified = Stamp(timestamp: modifiedAt, userRecordName: owner)
      // The versions the deletion named (`RecordModification.delete`, `markGone`).
      if !ancestors.isEmpty {
        record.ancestors = ancestors.split(separator: " ").map(String.init)
      }
      return record
    }
    // No keys desired (a listing of names and tags): nothing to decode.
    let decodes = decodingFields && desiredKeys?.isEmpty != true
    var fields = decodes ? try FieldsJSON.decode(fieldsJSON ?? "{}") : [:]
    if let desiredKeys, !desiredKeys.isEmpty {
      let wanted = Set(desiredKeys)
      fields = fields.filter { wanted.contains($0.key) }
    }
    var record = Record(
      recordName: recordName, recordType: recordType, recordChangeTag: changeTag,
      fields: decodingFields ? fields : nil, zoneID: zone)
    record.created = Stamp(timestamp: createdAt, userRecordName: owner)
    record.modified = Stamp(timestamp: modifiedAt, userRecordName: owner)
    if !ancestors.isEmpty { record.ancestors = ancestors.split(separator: " ").map(String.init) }
    return record
  }
}

/// Change tags: opaque to clients; this server's are the change's sequence number and the
/// database's row id in base 36, so every write gives a record a tag it never had — even
/// after the account is deleted and the same names come back — and, for a record saved, the
/// database's identity in short (`epoch`): a database restored from a backup counts its
/// sequence again from the backup's, and without it would give a version sent again the tag
/// a device knew for another version (which would then not be read).
enum ChangeTag {
  static func make(sequence: Int64, scopeID: Int64, epoch: String? = nil) -> String {
    String(sequence, radix: 36) + "-" + String(scopeID, radix: 36) + (epoch.map { "-" + $0 } ?? "")
  }

  /// The part of a lineage (`ServerLineage`) a tag carries.
  static func epoch(ofLineage lineage: String) -> String {
    String(lineage.filter(\.isHexDigit).prefix(8))
  }
}
