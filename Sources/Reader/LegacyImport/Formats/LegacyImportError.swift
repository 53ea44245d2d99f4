import Interface

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
  /// The file is a common kind of file that is not a dump (a photo, an archive, …).
  case otherKindOfFile(ForeignFile)
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

  /// What is wrong with the dump and what to do, in the interface's language.
  public var description: String {
    let advice = ImportText.exportAdvice
    switch self {
    case .emptyFile:
      return ImportText.emptyFile(advice)
    case .tooLarge(let bytes):
      return ImportText.tooLarge(
        bytes / (1024 * 1024), ReadingLimits.maxBytes / (1024 * 1024), advice)
    case .unrecognizedShape:
      return ImportText.unrecognizedShape(advice)
    case .otherKindOfFile(let kind):
      return ImportText.otherKindOfFile(kind.description, advice)
    case .malformed(let shape, let problem, let position):
      let fix = shape == .binaryPlist ? ImportText.copyAgain(advice) : ImportText.checkWhole(advice)
      return ImportText.malformedDump(shape.description, position.description, problem, fix)
    case .malformedAppValue(let key, let problem, let position):
      return ImportText.damagedAppValue(key, position.description, problem, advice)
    case .shortenedValue(let key, let length):
      return ImportText.shortenedValue(key, length, advice)
    case .appKeysInSeveralPlaces(let places):
      return ImportText.keysInSeveralPlaces(places.joined(separator: "; "), advice)
    case .notAPreferencesDomain(let found):
      return ImportText.notAPreferencesDomain(found, advice)
    }
  }
}

/// Where in a file or value a problem is: a byte offset for binary data, a line for text.
public enum SourcePosition: Sendable, Equatable, CustomStringConvertible {
  /// A byte offset, in binary data.
  case byte(Int)
  /// A line number, counted from 1, in text.
  case line(Int)

  /// "at byte N" or "on line N", in the interface's language.
  public var description: String {
    switch self {
    case .byte(let offset): ImportText.atByte(offset)
    case .line(let line): ImportText.onLine(line)
    }
  }
}
