import AppRecords
import CloudRecords
import Foundation
import Library

/// The sync's half of a kind (`RecordKind`, the library's half): its record made from the
/// library's content, its merge rule (an extension of `Reconciler`), and what it does that
/// other kinds do not. Each kind of `RecordKinds.all` is one, in its file here
/// (`FavoriteKind+Sync.swift`); push, pull and reconcile reach it through `RecordKinds.synced`.
public protocol SyncedKind: RecordKind {
  /// The record a save sends: the library's current content of the record `key` names,
  /// through the sync's mapping, transaction and clock; nil when there is nothing of it here
  /// to send.
  func localRecord(key: Key, _ sync: Reconciler) throws -> Record?

  /// Its merge rule: brings the library's record and the server's version together, with
  /// the local change waiting (`pending`) if any. Returns whether the library's visible data
  /// changed.
  func reconcile(
    key: Key, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool

  /// What it does that other kinds do not (`KindCapabilities`): none unless it says.
  var capabilities: KindCapabilities<Key> { get }
}

extension SyncedKind {
  /// None.
  public var capabilities: KindCapabilities<Key> { .none }
}

extension RecordKinds {
  /// The sync's half of `kind`: every kind of the list has one, in `SyncKinds`.
  public static func synced(_ kind: any RecordKind) -> any SyncedKind {
    guard let synced = kind as? any SyncedKind else {
      preconditionFailure("No sync's half for \(kind.type.rawValue): add it in SyncKinds")
    }
    return synced
  }

  /// The sync's half of a record type the sync carries; nil for one it does not.
  public static func synced(_ type: RecordType) -> (any SyncedKind)? { syncedByType[type] }

  /// The sync's half of a library record's kind.
  public static func synced(of identity: RecordIdentity) -> any SyncedKind {
    guard let synced = syncedByType[identity.recordType] else {
      preconditionFailure("No kind for \(identity.recordType.rawValue) in RecordKinds.all")
    }
    return synced
  }

  /// Each kind's sync's half, by its type, looked up once.
  private static let syncedByType: [RecordType: any SyncedKind] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.type, synced($0)) })
}

/// What push, pull and reconcile ask of a kind, by the record's identity: its key is read
/// once here, so a kind's own methods take the key of its type.
extension SyncedKind {
  /// See `localRecord(key:_:)`; nil for another type's record.
  public func localRecord(_ identity: RecordIdentity, _ sync: Reconciler) throws -> Record? {
    guard let key = key(of: identity) else { return nil }
    return try localRecord(key: key, sync)
  }

  /// See `reconcile(key:with:pending:_:)`; false for another type's record.
  public func reconcile(
    _ identity: RecordIdentity, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    guard let key = key(of: identity) else { return false }
    return try reconcile(key: key, with: server, pending: pending, reconciler)
  }

  /// The record as the app writes it (`KindCapabilities.appForm`); nil when its fields will
  /// do, or for another type's record.
  public func asTheAppWrites(
    _ record: Record, _ identity: RecordIdentity, _ mapping: RecordMapping
  ) -> Record? {
    guard let appForm = capabilities.appForm, let key = key(of: identity) else { return nil }
    return appForm(record, key, mapping)
  }

  /// Which library record each listed record is: by its name unless the kind says otherwise
  /// (`KindCapabilities.listing`).
  public func listedRecords(
    _ tx: SyncTransaction, known: [String: SyncTransaction.ServerRecord], listed: [String: Record]
  ) -> any ListedRecords {
    capabilities.listing?(tx, known, listed) ?? NamedRecords()
  }

  /// `record` goes out in a save (`KindCapabilities.keepsWhatItSends`).
  public func sending(_ record: Record, of identity: RecordIdentity, _ tx: SyncTransaction) throws {
    guard let keeps = capabilities.keepsWhatItSends, let key = key(of: identity) else { return }
    try keeps.sending(record, key, tx)
  }

  /// The server confirmed a save or deletion (`KindCapabilities.keepsWhatItSends`).
  public func sent(_ identity: RecordIdentity, _ tx: SyncTransaction) throws {
    guard let keeps = capabilities.keepsWhatItSends, let key = key(of: identity) else { return }
    try keeps.sent(key, tx)
  }
}

/// Which library record each record of one listing is, in the order a pull takes them.
public protocol ListedRecords {
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
