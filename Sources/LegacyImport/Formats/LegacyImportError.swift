/// Why a dump cannot be imported at all; nothing may be imported when one is thrown.
///
/// Each description is a sentence for the person running the import: what is wrong, where,
/// and what to do about it.
public enum LegacyImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file holds nothing but blanks.
  case emptyFile
  /// The file is larger than any preferences dump (`ReadingLimits.maxBytes`).
  case tooLarge(bytes: Int)
  /// The bytes are none of the four shapes a dump comes in.
  case unrecognizedShape
  /// The dump's own syntax is broken.
  case malformed(DumpShape, problem: String, at: SourcePosition)
  /// The data of one of the app's keys does not parse (the JSON the app wrote is damaged).
  case malformedAppValue(key: String, problem: String, at: SourcePosition)
  /// `defaults read` printed the value of one of the app's keys only in part.
  case shortenedValue(key: String, length: Int)
  /// The app's keys sit in more than one dictionary, so which to import is a guess.
  case appKeysInSeveralPlaces([String])
  /// The dump reads fine but is not a dictionary and holds none of the app's keys.
  case notAPreferencesDomain(found: String)

  static let exportAdvice =
    "export the app's domain with `defaults export <domain> -` on the Mac (<domain> is the"
    + " app's bundle id) and import that output"

  public var description: String {
    switch self {
    case .emptyFile:
      return "The file is empty. Nothing was imported; \(Self.exportAdvice)."
    case .tooLarge(let bytes):
      return "The file is \(bytes / (1024 * 1024)) MB; the app's preferences are kilobytes, and"
        + " this command reads at most \(ReadingLimits.maxBytes / (1024 * 1024)) MB. Nothing was"
        + " imported; check that it is the app's dump, or \(Self.exportAdvice)."
    case .unrecognizedShape:
      return "The file is not a preferences dump: it is neither a binary plist (bplist00), an XML"
        + " plist, `defaults read` output nor JSON. Nothing was imported; \(Self.exportAdvice)."
    case .malformed(let shape, let problem, let position):
      let fix =
        shape == .binaryPlist
        ? "if it came from a backup, copy it again; or \(Self.exportAdvice)"
        : "check that the file is whole and unedited, or \(Self.exportAdvice)"
      return "The \(shape) cannot be read \(position): \(problem). Nothing was imported; \(fix)."
    case .malformedAppValue(let key, let problem, let position):
      return "The value of \(key) is damaged: the JSON the app stored in it cannot be read"
        + " \(position) of the value (\(problem)). Nothing was imported; \(Self.exportAdvice)."
    case .shortenedValue(let key, let length):
      return "The value of \(key) was shortened by `defaults read` (it printed part of its"
        + " \(length) bytes and \"...\"), so it cannot be imported. Nothing was imported;"
        + " \(Self.exportAdvice) instead."
    case .appKeysInSeveralPlaces(let places):
      return "The dump holds the app's keys in more than one place ("
        + places.joined(separator: "; ") + "), so which to import would be a guess."
        + " Nothing was imported; \(Self.exportAdvice)."
    case .notAPreferencesDomain(let found):
      return "The file is \(found), not a dictionary of preferences, and holds none of the app's"
        + " keys. Nothing was imported; \(Self.exportAdvice)."
    }
  }
}

/// Where in a file or value a problem is: a byte offset for binary data, a line for text.
public enum SourcePosition: Sendable, Equatable, CustomStringConvertible {
  case byte(Int)
  case line(Int)

  public var description: String {
    switch self {
    case .byte(let offset): "at byte \(offset)"
    case .line(let line): "on line \(line)"
    }
  }
}
