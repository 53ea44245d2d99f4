import Clocks
import CloudRecords
import Foundation
import PostgresNIO

/// Messages between the server instances sharing one database: sent by any, heard by every
/// one (the sender too). The courier uses them so a long poll held by one instance hears of a
/// change written through another.
protocol InstanceMessages: Sendable {
  /// Sends `payload` (at most `InstanceMessages.payloadLimit` bytes) to every instance.
  func publish(_ payload: String) throws
  /// Hands each message to `receive` until the task is cancelled; a lost connection is made
  /// again (messages sent while it was lost are not heard).
  func listen(_ receive: @escaping @Sendable (String) async -> Void) async
  /// Says that instance `id` is alive and answers how many are (silent for less than
  /// `instanceLife` ms, this one included); forgets those silent for long. PostgreSQL's
  /// store also refreshes the planner's statistics here when they are stale.
  func liveInstances(beating id: String) throws -> Int
  /// Forgets instance `id` (it is shutting down).
  func forgetInstance(_ id: String) throws
}

/// How long an instance that stopped beating still counts, in milliseconds.
let instanceLife: Int64 = 6000

/// PostgreSQL's NOTIFY refuses payloads of 8000 bytes or more.
let instanceMessagePayloadLimit = 7900

extension PostgresStore: InstanceMessages {
  static let channel = "quran_records_courier"

  /// One statement, committed by itself: the other instances hear it at once.
  func publish(_ payload: String) throws {
    try statement { db in try db.execute("SELECT pg_notify(?, ?)", PostgresStore.channel, payload) }
  }

  func liveInstances(beating id: String) throws -> Int {
    let now = Date().milliseconds
    let count = try write { db in
      try db.execute(
        """
        INSERT INTO records_instance (id, seen) VALUES (?, ?)
        ON CONFLICT (id) DO UPDATE SET seen = excluded.seen
        """, id, now)
      // An instance silent for longer is forgotten; until then its last beat tells the body
      // ledger whether its places still count (`placeGrace`).
      try db.execute(
        "DELETE FROM records_instance WHERE seen < ?", now - PostgresStore.placeLife)
      return try db.value(
        Int.self, "SELECT COUNT(*) FROM records_instance WHERE seen >= ?", now - instanceLife)
        ?? 1
    }
    do {
      try refreshStatistics()
    } catch {
      logger.warning("Gathering the records' statistics failed: \(error)")
    }
    return count
  }

  /// Gathers the planner's statistics of the records once half of them (and at least 1000)
  /// changed since they were last gathered: with none, or with a zone grown from nothing, the
  /// planner takes a zone for empty and finds each name by walking the zone in sequence
  /// order. Autovacuum would do it too, but only after its minute's sleep — a first sync of
  /// thousands of records is over by then.
  func refreshStatistics() throws {
    let stale = try read { db in
      try db.value(
        Bool.self,
        """
        SELECT n_mod_since_analyze >= 1000 AND n_mod_since_analyze > n_live_tup / 2
        FROM pg_stat_user_tables WHERE relname = 'records_record'
        """)
    }
    if stale == true { try write { db in try db.execute("ANALYZE records_record") } }
  }

  func forgetInstance(_ id: String) throws {
    try write { db in try db.execute("DELETE FROM records_instance WHERE id = ?", id) }
  }

  func listen(_ receive: @escaping @Sendable (String) async -> Void) async {
    while !Task.isCancelled {
      do {
        let connection = try await PostgresConnection.connect(
          configuration: configuration, id: nextConnectionID(), logger: logger)
        do {
          try await connection.listen(on: PostgresStore.channel) { notifications in
            for try await notification in notifications { await receive(notification.payload) }
          }
        } catch {
          logger.warning("Listening to the other instances stopped: \(error); listening again.")
        }
        try? await connection.close()
      } catch {
        logger.warning("Listening to the other instances failed: \(error); trying again in 1 s.")
      }
      try? await Task.sleep(for: .seconds(1))
    }
  }
}
