import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

/// What the server holds for one record: a version of it, or nothing (deleted, or never made).
public enum ServerVersion {
  case present(Record)
  /// Gone; `at` is when it was deleted, when the server said, and `deletion` what the
  /// deletion took, where the server told (`quran-records`' tombstone).
  case absent(at: Date?, deletion: Deletion? = nil)

  /// What a deletion took — the versions it named, newest first — and when: the server's
  /// time (`at`, milliseconds) and the time the person deleted (`madeAt`), as its tombstone
  /// tells. A deletion sent again after a server restore reaches the server later than it was
  /// made; quran-vi names when it was made among the tombstone's versions (`madeAtMark`).
  public struct Deletion: Sendable {
    /// The versions the deletion named, newest first.
    public var versions: [String]
    /// The server's time of the deletion, in milliseconds, when it says.
    public var at: Int64?
    /// When the person deleted, in milliseconds, when the deletion says.
    public var madeAt: Int64?

    /// A tombstone's `ancestors` and time: the versions, and when the deletion was made if
    /// they say.
    public init(tombstone ancestors: [String], at: Int64?) {
      versions = ancestors.filter { !$0.hasPrefix(Self.madeAtPrefix) }
      madeAt = ancestors.first { $0.hasPrefix(Self.madeAtPrefix) }
        .flatMap { Int64($0.dropFirst(Self.madeAtPrefix.count)) }
      self.at = at
    }

    /// When the person deleted, as a deletion names it among its versions.
    public static func madeAtMark(_ date: Date) -> String { madeAtPrefix + "\(date.milliseconds)" }

    private static let madeAtPrefix = "deleted-at-"
  }

  /// The version's change tag; nil for nothing.
  public var tag: String? {
    if case .present(let record) = self { record.recordChangeTag } else { nil }
  }

  /// The version's record name; nil for nothing.
  public var recordName: String? { record?.recordName }

  /// The server's time of the version, in milliseconds, when it says.
  public var modifiedAt: Int64? { record?.modified?.timestamp }

  /// A fingerprint of the version's fields.
  public var fingerprint: String? { record.flatMap(RecordMapping.fingerprint) }

  /// Fingerprints of the versions it was made from, as its writer knew them (`quran-records`).
  public var ancestors: [String] { record?.ancestors ?? [] }

  /// The version; nil for nothing.
  public var record: Record? {
    if case .present(let record) = self { record } else { nil }
  }
}

/// Brings one library record and the server's version of it together, inside the sync's
/// transaction. With no local change waiting, the server's version is taken. With one, the
/// rules of the house decide, each type's in its kind (`RecordKind.reconcile`, `Kinds/`):
/// - favorites and settings: the later change wins, by its time;
/// - progress: the furthest ayah wins;
/// - notes: when both sides changed the text, the server's text stays and the local text
///   becomes a new note that says it came from a conflict; an edit beats a delete;
/// - reading days: each device writes only its own, so the two versions of a day are put
///   together (every ayah once, the longer time) — nothing counted twice, nothing lost;
/// - the reading goal and plans, and the memorizing plan: the later change wins, by its time
///   (a clear is a change too);
/// - grades in memorizing: never changed, so both sides' are kept (a union); one taken back
///   (`u`) is deleted on every device, and one the server lost is sent again
///   (`memorizeReview`).
///
/// When the local side wins, the server's version tag is kept so the next send replaces
/// exactly that version; when the server wins, the local change is settled.
public struct Reconciler {
  let mapping: RecordMapping
  let tx: SyncTransaction
  /// The engine's clock: when a merged reading day is journaled.
  var clock = WallClock.system

  /// Brings records together through `mapping`, in `tx`, journaling by `clock`.
  public init(mapping: RecordMapping, tx: SyncTransaction, clock: WallClock = .system) {
    self.mapping = mapping
    self.tx = tx
    self.clock = clock
  }

  /// The prefix of a note's text made from a conflicting edit ("sync conflict").
  static let conflictPrefix = AyahNote.conflictPrefix

  /// Returns whether the library's visible data changed.
  @discardableResult
  public func reconcile(_ record: RecordIdentity, with server: ServerVersion) throws -> Bool {
    try RecordKinds.synced(of: record).reconcile(
      record, with: server, pending: try tx.pendingChange(record), self)
  }

  /// The local change wins: keep it waiting, to be sent over the server's version.
  func keepLocal(_ record: RecordIdentity, _ server: ServerVersion) throws -> Bool {
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    return false
  }

  /// Settles the local change waiting, if any: the server's version is taken.
  func settle(_ pending: JournalEntry?) throws {
    if let pending { try tx.markSent(pending) }
  }

  /// A record both sides put together (a union): with `sendBack`, the library's holds what the
  /// server's lacks and goes back over it (journaled now if nothing waits); otherwise the
  /// server's holds it all, and the change waiting is settled.
  func sendBackOrSettle(
    _ record: RecordIdentity, _ server: ServerVersion, _ pending: JournalEntry?, sendBack: Bool
  ) throws {
    if sendBack {
      if pending == nil { try tx.journalSave(record, at: clock.now()) }
      _ = try keepLocal(record, server)
    } else {
      try settle(pending)
      try tx.setServerTag(
        record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
        contentHash: server.fingerprint, ancestors: server.ancestors)
    }
  }
}

extension Reconciler {
  /// A setting, the goal or a plan: with a change waiting here that is newer than the
  /// server's, the local one stays to be sent; otherwise the server's is taken. The same value
  /// chosen again later is a later change: it goes with its own time, to win over a value
  /// chosen between the two (a restored server holds the first choice, and a device that saw
  /// the one between sends it back).
  func laterChangeWins<Value: Equatable>(
    _ record: RecordIdentity, _ server: ServerVersion, _ pending: JournalEntry?,
    local: (Value, at: Date)?, remote: (Value, Date)?,
    put: (Value, Date) throws -> Void, remove: () throws -> Void
  ) throws -> Bool {
    if let pending {
      let serverTime: Date =
        switch server {
        case .present: remote?.1 ?? .distantPast
        case .absent(let at, _): at ?? .distantPast
        }
      let changedAt = local?.0 == remote?.0 ? local?.at : pending.changedAt
      if let changedAt, changedAt > serverTime {
        return try keepLocal(record, server)
      }
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    if let remote {
      try put(remote.0, remote.1)
      return local?.0 != remote.0
    }
    try remove()
    return local != nil
  }
}
