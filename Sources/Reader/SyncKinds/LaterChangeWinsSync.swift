import AppRecords
import CloudRecords
import Foundation
import Library

/// The sync's half of a kind whose later change wins (`LaterChangeWinsKind`): how its value
/// maps to a record and back; what it sends and its merge follow
/// (`Reconciler.laterChangeWins`).
protocol LaterChangeWinsSync: LaterChangeWinsKind, SyncedKind {
  /// The value a server record of `key` carries and when it was set; nil when the record's
  /// fields do not make one.
  func remote(_ record: Record, key: Key) -> (Value, Date)?

  /// The record a save of `value`, set at `date`, sends.
  func record(_ value: Value, at date: Date, _ mapping: RecordMapping) -> Record
}

extension LaterChangeWinsSync {
  /// The library's value, through the kind's mapping.
  package func localRecord(key: Key, _ sync: Reconciler) throws -> Record? {
    try local(key: key, sync.tx).map { record($0.0, at: $0.at, sync.mapping) }
  }

  /// The later change wins (`Reconciler.laterChangeWins`).
  package func reconcile(
    key: Key, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool {
    let tx = reconciler.tx
    return try reconciler.laterChangeWins(
      identity(of: key), server, pending, local: try local(key: key, tx),
      remote: server.record.flatMap { remote($0, key: key) },
      put: { try put($0, at: $1, tx) }, remove: { try remove(key: key, tx) })
  }
}
