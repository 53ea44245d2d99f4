import CloudRecords
import Foundation

/// Large bodies' places in `records_body`, one row each while the body is in flight, so the
/// instances on one database keep each user's `largeBodiesPerUser` together: a user's
/// takers queue on an advisory lock of the user's name, count the rows, and add theirs.
/// Rows of an instance silent for `placeGrace` (killed before it gave them back) and rows
/// older than `placeLife` (a give-back that failed) no longer count, and are deleted by the
/// next taker. An instance merely late to beat — its heartbeat waiting for a connection, or
/// for a processor, under load — keeps its places: `instanceLife` (6 s, the rate limits'
/// count of instances) would let the others drop them and let in more than the rule allows.
extension PostgresStore: SharedBodyLedger {
  /// A place left this long is taken for lost: longer than any body may take to arrive
  /// (`--request-timeout` is at most a few minutes) and be acted on.
  static let placeLife: Int64 = 15 * 60 * 1000
  /// How long an instance may be silent before its places are taken for lost.
  static let placeGrace: Int64 = 60_000

  func takeLargeBody(
    _ id: String, user: String, instance: String, limit: Int, now: Int64
  ) throws -> Bool {
    try write { db in
      // The key's first half is fixed, so this lock never meets the migrations'.
      try db.execute("SELECT pg_advisory_xact_lock(7114515, hashtext(?))", user)
      try db.execute(
        """
        DELETE FROM records_body WHERE userRecordName = ? AND (started < ?
          OR (started < ? AND instance <> ?
            AND instance NOT IN (SELECT id FROM records_instance WHERE seen >= ?)))
        """, user, now - PostgresStore.placeLife, now - PostgresStore.placeGrace, instance,
        now - PostgresStore.placeGrace)
      let held =
        try db.value(Int.self, "SELECT COUNT(*) FROM records_body WHERE userRecordName = ?", user)
        ?? 0
      guard held < limit else { return false }
      try db.execute(
        "INSERT INTO records_body (id, userRecordName, instance, started) VALUES (?, ?, ?, ?)",
        id, user, instance, now)
      return true
    }
  }

  func giveBackLargeBody(_ id: String) throws {
    try write { db in try db.execute("DELETE FROM records_body WHERE id = ?", id) }
  }
}
