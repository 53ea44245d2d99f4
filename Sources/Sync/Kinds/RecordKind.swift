import AppRecords
import CloudRecords
import Foundation
import Library

/// One of the app's record types as the sync carries it, in one file of `Kinds/`: its type,
/// its identity read back from a library key (the journal's, the bookkeeping's), its mapping
/// to and from a `Record` (an extension of `RecordMapping` beside it), the library's current
/// content of a record and when it last changed, and its merge rule (an extension of
/// `Reconciler`). Push, pull and reconcile go through `RecordKinds`, never over the types.
/// The record's names are the app's, written once in `AppRecords` (`RecordIdentity`); its
/// rows are the library's (`SyncTransaction`, and the keys of its rows in
/// `SyncTransaction.unsentKeys`).
protocol RecordKind: Sendable {
  /// What names one record of the kind in the library: an ayah, a note's id and ayah, a
  /// surah, a setting's key; `Void` for the one record of its type.
  associatedtype Key

  /// Its type in `AppSchema`.
  var type: RecordType { get }

  /// The key `identity` carries; nil when it is another type's.
  func key(of identity: RecordIdentity) -> Key?

  /// The record `key` names.
  func identity(of key: Key) -> RecordIdentity

  /// The record a library key of this type names; `recordName` is its name on the server
  /// when known. Nil when the key names none (or a note whose ayah nothing here knows).
  func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws -> RecordIdentity?

  /// The record a save sends: the library's current content of the record `key` names,
  /// through the sync's mapping, transaction and clock; nil when there is nothing of it here
  /// to send.
  func localRecord(key: Key, _ sync: Reconciler) throws -> Record?

  /// When the local record last changed, as its own fields say; nil when they do not.
  func localTime(key: Key, _ tx: SyncTransaction) throws -> Date?

  /// Its merge rule: brings the library's record and the server's version together, with
  /// the local change waiting (`pending`) if any. Returns whether the library's visible data
  /// changed.
  func reconcile(
    key: Key, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool

  /// How a pull tells which library record each listed record of this type is; by its name
  /// unless the kind says otherwise (a note the app uploaded again under a new name).
  func listedRecords(
    _ tx: SyncTransaction, known: [String: SyncTransaction.ServerRecord], listed: [String: Record]
  ) -> any ListedRecords

  /// Called as `record`, the library's content of `key`'s record, goes out in a save.
  func sending(_ record: Record, key: Key, _ tx: SyncTransaction) throws

  /// Called once the server confirmed a save or deletion of `key`'s record.
  func sent(key: Key, _ tx: SyncTransaction) throws
}

extension RecordKind {
  /// By its name alone.
  func listedRecords(
    _ tx: SyncTransaction, known: [String: SyncTransaction.ServerRecord], listed: [String: Record]
  ) -> any ListedRecords { NamedRecords() }

  /// Nothing to keep.
  func sending(_ record: Record, key: Key, _ tx: SyncTransaction) throws {}

  /// Nothing to keep.
  func sent(key: Key, _ tx: SyncTransaction) throws {}
}

/// What push, pull and reconcile ask of a kind, by the record's identity: its key is read
/// once here, so a kind's own methods take the key of its type.
extension RecordKind {
  /// See `localRecord(key:_:)`; nil for another type's record.
  func localRecord(_ identity: RecordIdentity, _ sync: Reconciler) throws -> Record? {
    guard let key = key(of: identity) else { return nil }
    return try localRecord(key: key, sync)
  }

  /// See `localTime(key:_:)`; nil for another type's record.
  func localTime(_ identity: RecordIdentity, _ tx: SyncTransaction) throws -> Date? {
    guard let key = key(of: identity) else { return nil }
    return try localTime(key: key, tx)
  }

  /// See `reconcile(key:with:pending:_:)`; false for another type's record.
  func reconcile(
    _ identity: RecordIdentity, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    guard let key = key(of: identity) else { return false }
    return try reconcile(key: key, with: server, pending: pending, reconciler)
  }

  /// See `sending(_:key:_:)`.
  func sending(_ record: Record, of identity: RecordIdentity, _ tx: SyncTransaction) throws {
    guard let key = key(of: identity) else { return }
    try sending(record, key: key, tx)
  }

  /// See `sent(key:_:)`.
  func sent(_ identity: RecordIdentity, _ tx: SyncTransaction) throws {
    guard let key = key(of: identity) else { return }
    try sent(key: key, tx)
  }
}

/// Which library record each record of one listing is, in the order a pull takes them.
protocol ListedRecords {
  /// The library record `record` is; nil for a record that is none of the app's (a name this
  /// app does not write), or one the kind takes as another already taken in this pass.
  func identity(of record: Record) throws -> RecordIdentity?

  /// `identity` was taken for the listed record named `name`.
  func taken(_ identity: RecordIdentity, by name: String)
}

/// Each listed record is the one its name says.
struct NamedRecords: ListedRecords {
  func identity(of record: Record) throws -> RecordIdentity? {
    try? RecordIdentity(recordName: record.recordName)
  }

  func taken(_ identity: RecordIdentity, by name: String) {}
}

/// The record types the sync carries: the one list of kinds.
enum RecordKinds {
  /// Every kind, in the order the engine lists and sends their types.
  static let all: [any RecordKind] = [
    FavoriteKind(), NoteKind(), ProgressKind(), SettingKind(), ReadingDayKind(),
    ReadingGoalKind(), ReadingPlanKind(), MemorizeReviewKind(), MemorizePlanKind(),
  ]

  /// The record types the engine lists and sends, in that order.
  static let types: [RecordType] = all.map(\.type)

  private static let byType: [RecordType: any RecordKind] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.type, $0) })

  /// The kind of a record type the sync carries; nil for one it does not (`UserProfile`).
  static func kind(_ type: RecordType) -> (any RecordKind)? { byType[type] }

  /// The kind of a library record: every record the library names has one.
  static func kind(of identity: RecordIdentity) -> any RecordKind {
    guard let kind = byType[identity.recordType] else {
      preconditionFailure("No kind for \(identity.recordType.rawValue) in RecordKinds.all")
    }
    return kind
  }

  /// The record a type and key name (see `RecordKind.identity`).
  static func identity(
    type: RecordType, key: String, recordName: String?, _ tx: SyncTransaction
  ) throws -> RecordIdentity? {
    try kind(type)?.identity(key: key, recordName: recordName, tx)
  }

  /// Which record a journal entry is about, by its key and the name the entry holds; nil when
  /// they name none.
  static func identity(of entry: JournalEntry, _ tx: SyncTransaction) throws -> RecordIdentity? {
    try identity(type: entry.recordType, key: entry.recordKey, recordName: entry.recordName, tx)
  }
}
