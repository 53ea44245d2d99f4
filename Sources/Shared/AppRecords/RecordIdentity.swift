import Foundation
import Interface
import QuranText

/// Which record of the app a library record is: its type, its key in the library (the
/// journal's and the sync's bookkeeping), and its name on the server, `{prefix}-{user}-{rest}`,
/// as the app names its records. Each type's kind (`RecordKind`, in Library's `Kinds/`) makes
/// the identities of its records and reads their names back; this value only carries them.
public struct RecordIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The record's type in `AppSchema`.
  public let recordType: RecordType
  /// The record's key in the library: an ayah id, a note's UUID, a surah number, a setting key.
  public let key: String
  /// The first part of the record's name (`favorite` in `favorite-{user}-2:255`).
  public let namePrefix: String
  /// The part of the record's name after its user: the key, or more (a note's ayah too).
  public let nameRest: String

  /// The record of `type` keyed `key` in the library, named `{namePrefix}-{user}-{nameRest}`.
  public init(_ type: RecordType, key: String, namePrefix: String, nameRest: String) {
    self.recordType = type
    self.key = key
    self.namePrefix = namePrefix
    self.nameRest = nameRest
  }

  /// CloudKit's longest record name, in UTF-8 bytes.
  public static let longestName = 255

  /// The record's name when `user` owns it.
  public func recordName(user: String) -> String { "\(namePrefix)-\(user)-\(nameRest)" }

  /// The type and key, as a person reads them (`FavoriteAyah 2:255`).
  public var description: String { "\(recordType.rawValue) \(key)" }
}

/// Why a record name from the server names no record of the app; a sentence for a person.
public enum RecordNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Longer than any name the app makes (its length in bytes).
  case tooLong(bytes: Int)
  /// The name, and the form it should have.
  case malformed(String, form: String)

  /// The reason, in the interface's language.
  public var description: String {
    switch self {
    case .tooLong(let bytes): ErrorText.recordNameTooLong(bytes, RecordIdentity.longestName)
    case .malformed(let name, let form): ErrorText.recordNameMalformed(name, form)
    }
  }
}
