import AppRecords
import Foundation

/// One of the app's record types as the library keeps it, in one file of `Kinds/`: its type
/// and fields, its records' names (made from a key, and read back), its row (a `SyncedRow`),
/// the keys the library holds and when a record last changed, and its own tables. The sync's
/// half of each kind — its records and its merge rule — is in `SyncKinds` (`SyncedKind`),
/// reached from this one list (`RecordKinds`); so are the names read from the server
/// (`RecordIdentity(recordName:)`).
public protocol RecordKind: Sendable {
  /// What names one record of the kind in the library: an ayah, a note's id and ayah, a
  /// surah, a setting's key; `Void` for the one record of its type.
  associatedtype Key

  /// Its type in `AppSchema`.
  var type: RecordType { get }

  /// The first part of its records' names (`favorite` in `favorite-{user}-2:255`); its type's
  /// name in small letters unless it says otherwise.
  var namePrefix: String { get }

  /// Its records' names as a person reads their form (`favorite-USER-SURAH:AYAH`), for a
  /// refusal.
  var nameForm: String { get }

  /// The key as the library keeps it (the journal's and the bookkeeping's).
  func libraryKey(of key: Key) -> String

  /// The part of a record's name after its user: the library key unless the kind says more.
  func nameRest(of key: Key) -> String

  /// The key the part of a record's name after its user names; nil when it names none.
  func key(nameRest: String) -> Key?

  /// The record a library key of this type names; `recordName` is its name on the server
  /// when known. Nil when the key names none (or a note whose ayah nothing here knows).
  func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws -> RecordIdentity?

  /// When the local record last changed, as its own fields say; nil when they do not.
  func localTime(key: Key, _ tx: SyncTransaction) throws -> Date?

  /// The key of every record of the kind the library holds, as `k`: one SQL query
  /// (`SyncTransaction.unsentKeys`).
  var localKeysSQL: String { get }

  /// The steps that make and change the kind's own tables, oldest first (`KindMigration`).
  var migrations: [KindMigration] { get }

  /// What recovery, export and import do with the kind's rows when it is carried as its rows
  /// (`RowCopyingKind`); nil for a kind that a section of the export carries.
  var carriedRows: CarriedRows? { get }
}

extension RecordKind {
  /// Its type's name in small letters.
  public var namePrefix: String { type.rawValue.lowercased() }

  /// The library key.
  public func nameRest(of key: Key) -> String { libraryKey(of: key) }

  /// A library key is the rest of the record's name.
  public func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws
    -> RecordIdentity?
  {
    self.key(nameRest: key).map(identity(of:))
  }

  /// The record `key` names.
  public func identity(of key: Key) -> RecordIdentity {
    RecordIdentity(
      type, key: libraryKey(of: key), namePrefix: namePrefix, nameRest: nameRest(of: key))
  }

  /// The key `identity` carries; nil when it is another type's.
  public func key(of identity: RecordIdentity) -> Key? {
    identity.recordType == type ? key(nameRest: identity.nameRest) : nil
  }

  /// None: its tables are in `LibrarySchema`'s own steps.
  public var migrations: [KindMigration] { [] }

  /// None: a section of the export carries it, and it comes back through that section's merge
  /// (`Salvage.batch`).
  public var carriedRows: CarriedRows? { nil }
}

extension RecordKind {
  /// The record the part of a name after its user names; nil when it names none.
  package func identity(nameRest: String) -> RecordIdentity? {
    key(nameRest: nameRest).map(identity(of:))
  }
}

extension RecordIdentity {
  /// Reads a record name from the server, by the kind its first part names
  /// (`RecordKinds.identity(recordName:)`).
  public init(recordName name: String) throws(RecordNameError) {
    self = try RecordKinds.identity(recordName: name)
  }
}

extension RecordKind {
  /// See `localTime(key:_:)`; nil for another type's record.
  public func localTime(_ identity: RecordIdentity, _ tx: SyncTransaction) throws -> Date? {
    guard let key = key(of: identity) else { return nil }
    return try localTime(key: key, tx)
  }
}

/// The record types the sync carries: the one list of kinds.
public enum RecordKinds {
  /// Every kind, in the order the engine lists and sends their types.
  public static let all: [any RecordKind] = [
    FavoriteKind(), NoteKind(), ProgressKind(), SettingKind(), ReadingDayKind(),
    ReadingGoalKind(), ReadingPlanKind(), MemorizeReviewKind(), MemorizePlanKind(),
    LegacyImportKind(),
  ]

  /// The record types the engine lists and sends, in that order.
  public static let types: [RecordType] = all.map(\.type)

  private static let byType: [RecordType: any RecordKind] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.type, $0) })

  private static let byNamePrefix: [String: any RecordKind] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.namePrefix, $0) })

  /// Every form of the app's record names, for a refusal.
  static let everyNameForm = all.map(\.nameForm).joined(separator: ", ")

  /// The record a name from the server names. The user's part (no dash in it, as CloudKit
  /// writes user record names) is not compared with the signed-in user's: the zone is theirs.
  public static func identity(recordName name: String) throws(RecordNameError) -> RecordIdentity {
    guard name.utf8.count <= RecordIdentity.longestName else {
      throw .tooLong(bytes: name.utf8.count)
    }
    let parts = name.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[1].isEmpty, !parts[2].isEmpty,
      let kind = byNamePrefix[String(parts[0])]
    else { throw .malformed(name, form: everyNameForm) }
    guard let identity = kind.identity(nameRest: String(parts[2])) else {
      throw .malformed(name, form: kind.nameForm)
    }
    return identity
  }

  /// The type the sync carries named `name`; nil for one it does not (`UserProfile`, a later
  /// version's).
  public static func type(named name: String) -> RecordType? {
    byType[RecordType(rawValue: name)]?.type
  }

  /// The kind of a record type the sync carries; nil for one it does not (`UserProfile`).
  public static func kind(_ type: RecordType) -> (any RecordKind)? { byType[type] }

  /// The kind of a library record: every record the library names has one.
  public static func kind(of identity: RecordIdentity) -> any RecordKind {
    guard let kind = byType[identity.recordType] else {
      preconditionFailure("No kind for \(identity.recordType.rawValue) in RecordKinds.all")
    }
    return kind
  }

  /// The record a type and key name (see `RecordKind.identity`).
  public static func identity(
    type: RecordType, key: String, recordName: String?, _ tx: SyncTransaction
  ) throws -> RecordIdentity? {
    try kind(type)?.identity(key: key, recordName: recordName, tx)
  }

  /// Which record a journal entry is about, by its key and the name the entry holds; nil when
  /// they name none.
  public static func identity(of entry: JournalEntry, _ tx: SyncTransaction) throws
    -> RecordIdentity?
  {
    try identity(type: entry.recordType, key: entry.recordKey, recordName: entry.recordName, tx)
  }
}
