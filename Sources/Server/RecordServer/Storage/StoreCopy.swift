import Foundation

/// `quran-records copy`: every row of one server database into another, empty one — users,
/// password hashes, API tokens, web auth tokens (their hashes), notification tokens, schemas,
/// users' databases, zones, records, tombstones, references and subscriptions — keeping every
/// row id, so sync tokens and change tags stay valid and no client signs in again or resyncs.
///
/// The copy is one write transaction on the destination: it is there whole or not at all.
package enum StoreCopy {
  /// Each table with its columns, parents first.
  static let tables: [(name: String, columns: [String])] = [
    ("authUser", ["userRecordName", "name", "passwordHash", "created", "developer"]),
    ("authAPIToken", ["container", "token", "created"]),
    (
      "authWebToken",
      [
        "tokenHash", "userRecordName", "container", "created", "lastUsed", "signIn", "parent",
        "spent", "forsaken",
      ]
    ),
    (
      "authPushToken",
      [
        "apnsToken", "container", "environment", "userRecordName", "created", "creator", "address",
        "signIn",
      ]
    ),
    ("authDeletedUser", ["userRecordName", "deleted"]),
    ("records_schema", ["container", "environment", "ckdb", "version"]),
    ("records_scope", ["id", "container", "environment", "userRecordName", "sequence"]),
    ("records_zone", ["id", "scopeID", "zoneName", "sequence", "deleted"]),
    (
      "records_record",
      [
        "id", "scopeID", "zoneID", "recordName", "recordType", "changeTag", "fields", "size",
        "createdAt", "modifiedAt", "sequence", "deleted", "hasReferences", "ancestors",
      ]
    ),
    ("records_reference", ["scopeID", "zoneID", "sourceName", "targetName", "action"]),
    ("records_subscription", ["scopeID", "subscriptionID", "zoneName", "subscription"]),
    ("records_purge", ["scopeID", "zoneID"]),
    ("records_cascade", ["scopeID", "zoneID", "targetName"]),
    ("server_history", ["name", "value"]),
  ]

  /// Tables whose `id` a sequence hands out on PostgreSQL, set past the copied ids.
  static let numbered = ["records_scope", "records_zone", "records_record"]

  /// Rows per INSERT.
  static let batch = 100

  /// Copies everything; answers a sentence saying how many users and records went where.
  /// - Throws: `ServerSetupError` when the destination already holds users or records.
  package static func copy(from source: any ServerStore, to destination: any ServerStore) throws
    -> String
  {
    try copyRows(from: source, to: destination)
    return "Copied \(source.location) to \(destination.location): "
      + "\(try StoreSummary.read(destination))."
  }

  /// Every table's rows, in one write transaction on the destination.
  static func copyRows(from source: any ServerStore, to destination: any ServerStore) throws {
    try destination.write { target in
      for table in ["authUser", "records_scope"] {
        if try target.value(Int.self, "SELECT COUNT(*) FROM \(table)") ?? 0 > 0 {
          throw ServerSetupError(
            "\(destination.location) already holds users or records; copy into an empty"
              + " database (a new one, as `createdb` makes).")
        }
      }
      // The schemas a server start seeded are replaced by the source's.
      try target.execute("DELETE FROM records_schema")
      try target.execute("DELETE FROM authAPIToken")
      // The source's identity comes with its rows: a copy is the same history.
      try target.execute("DELETE FROM server_history")
      try source.read { from in
        for table in tables {
          let columns = table.columns.joined(separator: ", ")
          let row = "(" + table.columns.map { _ in "?" }.joined(separator: ", ") + ")"
          var pending: [SQLValue] = []
          var pendingRows = 0
          func flush() throws {
            guard pendingRows > 0 else { return }
            try target.execute(
              "INSERT INTO \(table.name) (\(columns)) VALUES "
                + Array(repeating: row, count: pendingRows).joined(separator: ", "), pending)
            pending.removeAll(keepingCapacity: true)
            pendingRows = 0
          }
          try from.forEachRow(
            "SELECT \(columns) FROM \(table.name)", [], cached: false
          ) { values in
            pending += values.values
            pendingRows += 1
            if pendingRows == batch { try flush() }
            return true
          }
          try flush()
        }
      }
      // The identity is the source's; which database holds it is the target's own.
      try DatabaseBinding.forget(target)
      if let actual = try DatabaseBinding.actual(target) {
        try DatabaseBinding.write(actual, target)
      }
      if target.dialect == .postgres {
        for table in numbered {
          try target.execute(
            "SELECT setval(pg_get_serial_sequence('\(table)', 'id'),"
              + " (SELECT COALESCE(MAX(id), 0) + 1 FROM \(table)), false)")
        }
      }
    }
  }
}
