import Clocks
import CloudRecords
import Foundation

/// A DELETE_SELF cascade too big for the deleting request's transaction. Up to
/// `recordsPerBatch` records, the request tombstones the whole cascade itself; past that it
/// tombstones its target and leaves a `records_cascade` row: "the records pointing at this
/// deleted record with DELETE_SELF are still to be deleted". Batches, each a short write
/// transaction of its own, then tombstone up to `recordsPerBatch` such records at a time
/// (with change sequence numbers, as any deletion), each becoming a row of its own in turn,
/// until none is left; so another user's write waits for one batch at most, never for a
/// chain of 40,000 records. The request answers once its cascade is done; a cascade cut short
/// by a stop or a crash is finished when the server next starts (`purgeLeftovers`).
///
/// Every batch is idempotent: a record is tombstoned only while live, a target that was
/// saved again meanwhile (live again) keeps the records pointing at it, and a deleted zone or
/// account drops its rows (`Purge` deletes its records).
enum Cascade {
  static let recordsPerBatch = 200

  /// Leaves the records pointing at `target` (tombstoned in this transaction) to the batches.
  static func schedule(target: String, zone: ZoneRow, db: any SQLTransaction) throws {
    try db.execute(
      "INSERT INTO records_cascade (scopeID, zoneID, targetName) VALUES (?, ?, ?)"
        + " ON CONFLICT DO NOTHING", zone.scopeID, zone.id, target)
  }

  /// Runs the cascades left in these scopes, or every one left when `scopeIDs` is nil; each
  /// tombstone is stamped modified at `now` (the storage's clock, as the modify that started
  /// the cascade is).
  static func run(scopeIDs: [Int64]?, store: any ServerStore, clock: WallClock) throws {
    let pending = try store.read { db in
      try db.rows("SELECT DISTINCT scopeID, zoneID FROM records_cascade ORDER BY scopeID, zoneID")
        .map { (scopeID: try $0[0] as Int64, zoneID: try $0[1] as Int64) }
    }
    for zone in pending where scopeIDs?.contains(zone.scopeID) ?? true {
      while try store.write({ db in
        try batch(scopeID: zone.scopeID, zoneID: zone.zoneID, now: clock.now().milliseconds, db: db)
      }) {}
    }
  }

  /// Tombstones up to a batch of records pointing with DELETE_SELF at the zone's cascade
  /// targets, and then at the records it tombstoned, down the chain; answers false once the
  /// zone has none left.
  private static func batch(
    scopeID: Int64, zoneID: Int64, now: Int64, db: any SQLTransaction
  ) throws -> Bool {
    // The user's scope row first, then the zone's, as every writer locks them.
    let scopeSequence = try db.value(
      Int64.self, "SELECT sequence FROM records_scope WHERE id = ?" + db.dialect.lockRow, scopeID)
    let zoneDeleted = try db.value(
      Bool.self,
      "SELECT deleted FROM records_zone WHERE id = ? AND scopeID = ?" + db.dialect.lockRow,
      zoneID, scopeID)
    guard let scopeSequence, zoneDeleted == false else {
      // The zone or the account is gone: Purge deletes its records.
      try db.execute(
        "DELETE FROM records_cascade WHERE scopeID = ? AND zoneID = ?", scopeID, zoneID)
      return false
    }
    var frontier = try db.values(
      String.self,
      "SELECT targetName FROM records_cascade WHERE scopeID = ? AND zoneID = ?"
        + " ORDER BY targetName LIMIT \(recordsPerBatch)", scopeID, zoneID)
    guard !frontier.isEmpty else { return false }
    var tombstones = Tombstones(
      scopeID: scopeID, zoneID: zoneID, sequence: scopeSequence, now: now)
    var done: [String] = []
    var budget = recordsPerBatch
    while budget > 0 && !frontier.isEmpty {
      let limit = budget
      let sources = try liveSources(
        of: frontier, limit: limit, scopeID: scopeID, zoneID: zoneID, db: db)
      try tombstones.make(sources, db: db)
      budget -= sources.count
      if sources.count == limit {
        // The frontier may have more: it stays, and what this batch deleted joins it.
        frontier += sources
        break
      }
      done += frontier
      frontier = sources
    }
    try update(done: done, left: frontier, scopeID: scopeID, zoneID: zoneID, db: db)
    try ZoneRow.saveSequence(tombstones.sequence, zoneID: zoneID, scopeID: scopeID, db: db)
    try ScopeRow.saveSequence(tombstones.sequence, scopeID: scopeID, db: db)
    return true
  }

  /// The queue after a batch: targets with nothing left pointing at them leave it, the
  /// records deleted whose referrers were not reached yet join it.
  private static func update(
    done: [String], left: [String], scopeID: Int64, zoneID: Int64, db: any SQLTransaction
  ) throws {
    for chunk in stride(from: 0, to: done.count, by: recordsPerBatch) {
      let names = done[chunk..<min(chunk + recordsPerBatch, done.count)]
      try db.execute(
        "DELETE FROM records_cascade WHERE scopeID = ? AND zoneID = ? AND targetName IN ("
          + placeholders(names.count) + ")",
        [.integer(scopeID), .integer(zoneID)] + names.map(\.sqlValue))
    }
    for name in left {
      try db.execute(
        "INSERT INTO records_cascade (scopeID, zoneID, targetName) VALUES (?, ?, ?)"
          + " ON CONFLICT DO NOTHING", scopeID, zoneID, name)
    }
  }

  /// Deleted records of one batch, each with the next change sequence number.
  private struct Tombstones {
    let scopeID: Int64
    let zoneID: Int64
    var sequence: Int64
    /// When the batch's records were deleted, in milliseconds.
    let now: Int64

    mutating func make(_ names: [String], db: any SQLTransaction) throws {
      for name in names {
        let changed = try db.execute(
          """
          UPDATE records_record SET changeTag = ?, fields = '{}',
          size = \(RecordWrites.Row.tombstoneOverhead) + length(recordName) + length(recordType),
          modifiedAt = ?,
            sequence = ?, deleted = 1, hasReferences = 0
          WHERE scopeID = ? AND zoneID = ? AND recordName = ? AND deleted = 0
          """, ChangeTag.make(sequence: sequence + 1, scopeID: scopeID), now, sequence + 1,
          scopeID, zoneID, name)
        // Its own references go with it (a tombstone points nowhere).
        try db.execute(
          "DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ? AND sourceName = ?",
          scopeID, zoneID, name)
        if changed > 0 { sequence += 1 }
      }
    }
  }

  /// Up to `limit` records pointing with DELETE_SELF at those of `targets` that are still
  /// deleted (a target saved again keeps what points at it). No ORDER BY nor DISTINCT (a
  /// name twice is tombstoned once): either made SQLite walk all of the zone's references
  /// by source for each query, where the target's index finds the few it needs.
  private static func liveSources(
    of targets: [String], limit: Int, scopeID: Int64, zoneID: Int64, db: any SQLTransaction
  ) throws -> [String] {
    try db.rows(
      """
      SELECT r.sourceName FROM records_reference r
      JOIN records_record t ON t.scopeID = r.scopeID AND t.zoneID = r.zoneID
        AND t.recordName = r.targetName AND t.deleted = 1
      WHERE r.scopeID = ? AND r.zoneID = ? AND r.action = 'DELETE_SELF'
        AND r.targetName IN (\(placeholders(targets.count)))
      LIMIT \(limit)
      """, [.integer(scopeID), .integer(zoneID)] + targets.map(\.sqlValue), cached: false
    ).map { try $0[0] as String }
  }

  private static func placeholders(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
  }
}
