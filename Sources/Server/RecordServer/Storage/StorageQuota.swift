import Clocks
import CloudRecords
import Foundation
import Synchronization

/// How much one member may keep: records not deleted, and the bytes of their
/// fields and of their tombstones, in every container and environment together. Set for the server (`serve
/// --quota-records`, `--quota-megabytes`) and for one user (`quran-records user quota`);
/// generous for a person (100,000 records, 1 GB), so that one member storing as fast as the
/// rate limit lets cannot fill the disk all share.
package struct StorageQuota: Sendable, Equatable {
  /// Records a member may keep.
  package var records: Int
  /// Bytes of fields a member may keep.
  package var bytes: Int64

  /// A quota of `records` records and `bytes` bytes.
  package init(records: Int, bytes: Int64) {
    self.records = records
    self.bytes = bytes
  }

  /// The server's quota unless its operator sets another.
  package static let standard = StorageQuota(records: 100_000, bytes: 1 << 30)

  /// The refusal of a save past the quota: QUOTA_EXCEEDED, as CloudKit answers a save past a
  /// person's iCloud storage, with what is kept and what to do.
  static func refusal(_ kept: (records: Int, bytes: Int64), _ quota: StorageQuota, record: String)
    -> ServerError
  {
    ServerMetrics.storageRefused("quota")
    return ServerError(
      .quotaExceeded,
      "You keep \(kept.records) records (\(kept.bytes / 1_048_576) MB) on this server, and it"
        + " keeps at most \(quota.records) records and \(quota.bytes / 1_048_576) MB for you;"
        + " delete some, or ask its operator for more (quran-records user quota).",
      recordName: record)
  }
}

/// What each member keeps, as far as the server knows without counting it at every save:
/// counted exactly (one indexed read of the member's records) when first asked, every
/// `recount`, and whenever a save may come near the quota; in between, each save adds what it
/// wrote (deletions are found at the next count, so the reckoning is never below the truth).
/// Each instance of a PostgreSQL service keeps its own, blind to the others' saves between
/// counts: there it counts again after a second (`sharedRecount`), so the saves the others
/// made meanwhile are found (counting only every few minutes, each instance would let a
/// member's saves run far past the quota).
final class StorageLedger: Sendable {
  struct Usage {
    var records: Int
    var bytes: Int64
    var quota: StorageQuota
    var counted: ContinuousClock.Instant
  }

  let standard: StorageQuota
  /// How long a count is trusted.
  let recount: Duration
  private let usage = Mutex<[String: Usage]>([:])
  private let waits: WaitClock

  /// `shared`: whether other instances write to the same database; `waits`: the clock a
  /// count's age goes by.
  init(standard: StorageQuota, shared: Bool, waits: WaitClock) {
    self.standard = standard
    recount = shared ? Self.sharedRecount : Self.soleRecount
    self.waits = waits
  }

  /// How long a count is trusted by the one server that writes its database.
  static let soleRecount = Duration.seconds(600)
  /// How long a count is trusted where other instances write too.
  static let sharedRecount = Duration.seconds(1)
  /// A save this close to the quota (a whole batch) is judged on an exact count.
  static let margin = (records: Limits.operationsPerRequest, bytes: Int64(10 << 20))

  /// The records and bytes `user` may still add, and the quota; counted exactly when unknown,
  /// old or near the quota.
  func room(for user: String, in store: any ServerStore) throws -> StorageRoom {
    var known = usage.withLock { $0[user] }
    if known == nil || known!.counted + recount < waits.now()
      || known!.records + Self.margin.records >= known!.quota.records
      || known!.bytes + Self.margin.bytes >= known!.quota.bytes
    {
      let counted = try store.read { db in
        try Self.count(user, standard: standard, at: waits.now(), db)
      }
      usage.withLock { $0[user] = counted }
      known = counted
    }
    return StorageRoom(kept: (known!.records, known!.bytes), quota: known!.quota)
  }

  /// Adds what a save wrote to `user`'s reckoning.
  func add(_ user: String, records: Int, bytes: Int64) {
    usage.withLock { usage in
      usage[user]?.records += max(0, records)
      usage[user]?.bytes += max(0, bytes)
    }
  }

  /// `user`'s records and bytes kept, and quota, read from the database.
  static func count(
    _ user: String, standard: StorageQuota, at moment: ContinuousClock.Instant,
    _ db: any SQLTransaction
  ) throws
    -> Usage
  {
    // Records kept, live; bytes of every row, tombstones' weights too: the
    // deletions a member makes are bounded by the bytes they may keep, while deleting a
    // record still frees room for another.
    let kept = try db.row(
      """
      SELECT CAST(COALESCE(SUM(CASE WHEN r.deleted = 0 THEN 1 ELSE 0 END), 0) AS BIGINT),
        CAST(COALESCE(SUM(r.size), 0) AS BIGINT) FROM records_record r
        JOIN records_scope s ON s.id = r.scopeID
        WHERE s.userRecordName = ?
      """, user)
    let own = try db.row(
      "SELECT quotaRecords, quotaBytes FROM authUser WHERE userRecordName = ?", user)
    let records: Int? = own.flatMap { $0.values[0] == .null ? nil : try? $0[0] }
    let bytes: Int64? = own.flatMap { $0.values[1] == .null ? nil : try? $0[1] }
    return Usage(
      records: try kept?[0] ?? 0, bytes: try kept?[1] ?? 0,
      quota: StorageQuota(records: records ?? standard.records, bytes: bytes ?? standard.bytes),
      counted: moment)
  }
}

/// What a member keeps and may keep, as a save is judged (`RecordModification`).
struct StorageRoom {
  var kept: (records: Int, bytes: Int64)
  var quota: StorageQuota

  /// Refuses a save that would take the member past the quota: `grown` is what it adds
  /// (a new record, and the bytes it grows by), `before` what the batch added before it.
  func check(
    adding grown: (records: Int, bytes: Int64), after before: (records: Int, bytes: Int64),
    record: String
  ) throws {
    let now = (records: kept.records + before.records, bytes: kept.bytes + before.bytes)
    if grown.records > 0 && now.records + grown.records > quota.records
      || grown.bytes > 0 && now.bytes + grown.bytes > quota.bytes
    {
      throw StorageQuota.refusal(now, quota, record: record)
    }
  }

}
