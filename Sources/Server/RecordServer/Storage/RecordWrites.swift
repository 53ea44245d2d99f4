/// A `records/modify` batch's writes, gathered and sent as a few multi-row statements: the
/// records' new states (saves and tombstones) as one INSERT … ON CONFLICT DO UPDATE (on
/// SQLite, one per `rowsPerStatement` rows), the references they drop as one DELETE, the
/// references they make as one INSERT. On PostgreSQL they are sent without waiting
/// (`SQLTransaction.enqueue`), so a batch costs a few round trips, not a few per record.
///
/// The batch must `flush` before it reads anything these writes could change (a reference's
/// target, the references pointing at a record): reads see the database, not this buffer.
struct RecordWrites {
  /// One record's new row.
  struct Row {
    var recordName: String
    var recordType: String
    var changeTag: String
    var fieldsJSON: String
    var createdAt: Int64
    var modifiedAt: Int64
    var sequence: Int64
    var deleted: Bool
    var hasReferences: Bool
    /// The writer's `ancestors`, separated by spaces (a tombstone's: the versions its
    /// deletion named); empty for none.
    var ancestors: String = ""

    /// What the record weighs in its member's storage: its fields; a tombstone what it keeps,
    /// its name, type and the versions it names (tombstones take room too).
    var size: Int64 {
      deleted
        ? Self.tombstoneSize(recordName, recordType, ancestors) : Int64(fieldsJSON.utf8.count)
    }

    /// What a tombstone of `name` and `type` naming `ancestors` weighs.
    static func tombstoneSize(_ name: String, _ type: String, _ ancestors: String) -> Int64 {
      Int64(name.utf8.count + type.utf8.count + ancestors.utf8.count + tombstoneOverhead)
    }

    /// What any tombstone weighs besides its names: its tag, times and row.
    static let tombstoneOverhead = 64
  }

  let scopeID: Int64
  let zoneID: Int64
  private var rows: [Row] = []
  /// Records whose stored references are dropped (before `links` are added).
  private var forgotten: [String] = []
  private var links: [(source: String, link: ReferenceCheck.Link)] = []

  /// At most this many rows in one statement: 13 arguments each stays far below SQLite's and
  /// PostgreSQL's limits on a statement's arguments.
  static let rowsPerStatement = 80

  init(scopeID: Int64, zoneID: Int64) {
    self.scopeID = scopeID
    self.zoneID = zoneID
  }

  mutating func save(_ row: Row) { rows.append(row) }

  mutating func forgetReferences(of source: String) { forgotten.append(source) }

  mutating func remember(_ links: [ReferenceCheck.Link], source: String) {
    self.links += links.map { (source, $0) }
  }

  /// Sends everything gathered, in an order that keeps the batch's meaning: each record's
  /// old references go before its new ones.
  mutating func flush(_ db: any SQLTransaction) throws {
    for chunk in chunks(of: forgotten) {
      try db.enqueue(
        "DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ? AND sourceName IN ("
          + placeholders(chunk.count) + ")",
        [.integer(scopeID), .integer(zoneID)] + chunk.map(\.sqlValue))
    }
    try saveRows(db)
    for chunk in chunks(of: links) {
      try db.enqueue(
        "INSERT INTO records_reference (scopeID, zoneID, sourceName, targetName, action) VALUES "
          + Array(repeating: "(" + placeholders(5) + ")", count: chunk.count).joined(
            separator: ", "),
        chunk.flatMap { entry -> [SQLValue] in
          [
            .integer(scopeID), .integer(zoneID), .text(entry.source), .text(entry.link.target),
            .text(entry.link.action.rawValue),
          ]
        })
    }
    rows = []
    forgotten = []
    links = []
  }

  /// The rows' upsert. On PostgreSQL one statement binds each column as an array (a batch's
  /// 2,400 values cost PostgreSQL a parse of 13 parameters, not of 2,400); on SQLite, VALUES
  /// lists of `rowsPerStatement` rows. A name saved twice since the last flush keeps its
  /// last row, as two statements in turn would have left it.
  private func saveRows(_ db: any SQLTransaction) throws {
    guard !rows.isEmpty else { return }
    let upsert = """
      ON CONFLICT (scopeID, zoneID, recordName) DO UPDATE SET recordType = excluded.recordType,
        changeTag = excluded.changeTag, fields = excluded.fields, size = excluded.size,
        createdAt = excluded.createdAt, modifiedAt = excluded.modifiedAt,
        sequence = excluded.sequence, deleted = excluded.deleted,
        hasReferences = excluded.hasReferences, ancestors = excluded.ancestors
      """
    let columns = """
      INSERT INTO records_record (scopeID, zoneID, recordName, recordType, changeTag, fields,
        size, createdAt, modifiedAt, sequence, deleted, hasReferences, ancestors)
      """
    if db.dialect == .postgres {
      var last: [String: Int] = [:]
      for (index, row) in rows.enumerated() { last[row.recordName] = index }
      let latest = rows.indices.filter { last[rows[$0].recordName] == $0 }.map { rows[$0] }
      try db.enqueue(
        columns + " SELECT ?, ?, * FROM unnest(?::text[], ?::text[], ?::text[], ?::text[],"
          + " ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[], ?::bigint[],"
          + " ?::text[]) "
          + upsert,
        [
          .integer(scopeID), .integer(zoneID), .texts(latest.map(\.recordName)),
          .texts(latest.map(\.recordType)), .texts(latest.map(\.changeTag)),
          .texts(latest.map(\.fieldsJSON)), .integers(latest.map(\.size)),
          .integers(latest.map(\.createdAt)), .integers(latest.map(\.modifiedAt)),
          .integers(latest.map(\.sequence)), .integers(latest.map { $0.deleted ? 1 : 0 }),
          .integers(latest.map { $0.hasReferences ? 1 : 0 }), .texts(latest.map(\.ancestors)),
        ])
      return
    }
    for chunk in chunks(of: rows) {
      var arguments: [SQLValue] = []
      arguments.reserveCapacity(chunk.count * 13)
      for row in chunk {
        arguments += [
          .integer(scopeID), .integer(zoneID), .text(row.recordName), .text(row.recordType),
          .text(row.changeTag), .text(row.fieldsJSON), .integer(row.size),
          .integer(row.createdAt), .integer(row.modifiedAt), .integer(row.sequence),
          row.deleted.sqlValue, row.hasReferences.sqlValue, .text(row.ancestors),
        ]
      }
      let values = Array(repeating: "(" + placeholders(13) + ")", count: chunk.count)
      try db.enqueue(
        columns + " VALUES " + values.joined(separator: ", ") + " " + upsert, arguments)
    }
  }

  private func chunks<T>(of items: [T]) -> [ArraySlice<T>] {
    stride(from: 0, to: items.count, by: RecordWrites.rowsPerStatement).map {
      items[$0..<min($0 + RecordWrites.rowsPerStatement, items.count)]
    }
  }
}

/// `?, ?, …`: `count` placeholders.
func placeholders(_ count: Int) -> String {
  Array(repeating: "?", count: count).joined(separator: ", ")
}
