import AppRecords
import CloudRecords
import Foundation

/// A kind whose merge rule is that the later change wins, by its time (a clear is a change
/// too): it says only how its value is read, kept and removed in the library and how it maps
/// to a record; what it sends, its time and its merge follow (`Reconciler.laterChangeWins`).
protocol LaterChangeWinsKind: RecordKind {
  /// What one record of the kind holds.
  associatedtype Value: Equatable

  /// The library's value of `key`'s record and when it was set; nil when the library has
  /// none.
  func local(key: Key, _ tx: SyncTransaction) throws -> (Value, at: Date)?

  /// The value a server record of `key` carries and when it was set; nil when the record's
  /// fields do not make one.
  func remote(_ record: Record, key: Key) -> (Value, Date)?

  /// The record a save of `value`, set at `date`, sends.
  func record(_ value: Value, at date: Date, _ mapping: RecordMapping) -> Record

  /// Keeps the server's `value`, set at `date`, in the library.
  func put(_ value: Value, at date: Date, _ tx: SyncTransaction) throws

  /// Removes the library's value of `key`'s record.
  func remove(key: Key, _ tx: SyncTransaction) throws
}

/// A kind of which the library holds one record at most (the goal, the memorizing plan), the
/// one row of its table: its key is `Void`, the last part of its record's name one word.
protocol SingleRecordKind: LaterChangeWinsKind where Key == Void {
  /// The record's key in the library and the last part of its name.
  static var onlyKey: String { get }
  /// The table whose one row is the record.
  static var table: String { get }
}

extension SingleRecordKind {
  /// `{prefix}-USER-{onlyKey}`.
  var nameForm: String { "\(namePrefix)-USER-\(Self.onlyKey)" }

  /// The one key, when the table has its row.
  var localKeysSQL: String { "SELECT '\(Self.onlyKey)' AS k FROM \(Self.table)" }

  /// The one key.
  func libraryKey(of _: Void) -> String { Self.onlyKey }

  /// The one record has no key of its own: its name ends with the one key.
  func key(nameRest: String) -> Void? { nameRest == Self.onlyKey ? () : nil }
}

extension LaterChangeWinsKind {
  /// The library's value, through the kind's mapping.
  func localRecord(key: Key, _ sync: Reconciler) throws -> Record? {
    try local(key: key, sync.tx).map { record($0.0, at: $0.at, sync.mapping) }
  }

  /// When the library's value was set.
  func localTime(key: Key, _ tx: SyncTransaction) throws -> Date? {
    try local(key: key, tx)?.at
  }

  /// The later change wins (`Reconciler.laterChangeWins`).
  func reconcile(
    key: Key, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool {
    let tx = reconciler.tx
    return try reconciler.laterChangeWins(
      identity(of: key), server, pending, local: try local(key: key, tx),
      remote: server.record.flatMap { remote($0, key: key) },
      put: { try put($0, at: $1, tx) }, remove: { try remove(key: key, tx) })
  }
}
