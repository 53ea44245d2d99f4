import Interface

/// One value of a preferences dump, whatever shape the dump came in.
///
/// The four readers all produce this tree, so finding the app's keys and validating them is
/// written once. Dictionaries keep their entries in the order the dump wrote them, because
/// the order of notes is the user's and must not depend on hashing.
public enum PropertyValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)
  /// Seconds since 2001-01-01 00:00:00 UTC, the epoch plists count from.
  case date(Double)
  case data([UInt8])
  /// Data that `defaults read` printed only in part (`{length = N, bytes = 0x... ... }`).
  case shortenedData(length: Int)
  case array([PropertyValue])
  /// Entries in written order; a key written twice appears twice (the last one counts).
  case dictionary([PropertyEntry])
  /// JSON's `null` and a binary plist's null object.
  case null
}

/// One key and its value in a dictionary of a dump.
public struct PropertyEntry: Sendable, Equatable {
  /// The key, as the dump wrote it.
  public var key: String
  /// The key's value.
  public var value: PropertyValue

  /// An entry of `key` and its `value`.
  public init(key: String, value: PropertyValue) {
    self.key = key
    self.value = value
  }
}

extension PropertyValue {
  /// The value of `key` in a dictionary; the last entry wins, as when the app read it back.
  public subscript(key: String) -> PropertyValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.last(where: { $0.key == key })?.value
  }

  /// What kind of value this is, in words for the import report.
  public var kind: ImportText {
    switch self {
    case .string: .kindText
    case .integer, .real: .kindNumber
    case .bool: .kindTrueFalse
    case .date: .kindDate
    case .data, .shortenedData: .kindData
    case .array: .kindList
    case .dictionary: .kindDictionary
    case .null: .kindNull
    }
  }

  /// A few words naming the kind of value, in English, for sentences ("a number", "a list").
  public var kindName: String {
    switch self {
    case .string: "a text"
    case .integer, .real: "a number"
    case .bool: "a true/false value"
    case .date: "a date"
    case .data, .shortenedData: "binary data"
    case .array: "a list"
    case .dictionary: "a dictionary"
    case .null: "null"
    }
  }
}
