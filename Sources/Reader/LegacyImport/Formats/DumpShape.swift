/// The four shapes a dump of the app's preferences comes in.
public enum DumpShape: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
  /// The preferences file itself, from a device backup or a simulator (`bplist00`).
  case binaryPlist
  /// `defaults export DOMAIN file.plist`.
  case xmlPlist
  /// `defaults read DOMAIN`: OpenStep text, `{ key = value; }`.
  case oldStyleText
  /// A JSON dump, values decoded or base64 strings of the app's data.
  case json

  /// The shape's name in the import report, such as "binary plist".
  public var description: String {
    switch self {
    case .binaryPlist: "binary plist"
    case .xmlPlist: "XML plist"
    case .oldStyleText: "`defaults read` text"
    case .json: "JSON"
    }
  }
}

extension DumpShape {
  /// The shape of a dump, told from its first bytes (never from a file name, which lies).
  ///
  /// Nil when the bytes are none of the four shapes, or hold nothing but blanks.
  /// `{` opens both JSON and old-style text; the first key decides: old-style text follows
  /// it with `=` and may leave it unquoted or single-quoted, JSON does neither.
  public static func detect(_ bytes: [UInt8]) -> DumpShape? {
    if bytes.starts(with: Array("bplist".utf8)) { return .binaryPlist }
    var index = ByteText.afterUTF8BOM(bytes)
    index = ByteText.skipBlanksAndComments(bytes, from: index)
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "<"):
      return looksLikeXML(bytes, at: index) ? .xmlPlist : .oldStyleText
    case UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .json
    case UInt8(ascii: "{"):
      return firstKeyIsJSON(bytes, after: index) ? .json : .oldStyleText
    case UInt8(ascii: "("), UInt8(ascii: "'"):
      return .oldStyleText
    case let byte where ByteText.isUnquotedOldStyle(byte):
      return ["true", "false", "null"].contains(where: { bytes[index...].starts(with: $0.utf8) })
        ? .json : .oldStyleText
    default:
      return nil
    }
  }

  private static func looksLikeXML(_ bytes: [UInt8], at index: Int) -> Bool {
    let rest = bytes[(index + 1)...]
    if let next = rest.first, next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
      return true
    }
    return ["plist", "dict", "array", "string"].contains(where: { rest.starts(with: $0.utf8) })
  }

  private static func firstKeyIsJSON(_ bytes: [UInt8], after brace: Int) -> Bool {
    var index = ByteText.skipBlanksAndComments(bytes, from: brace + 1)
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "}") { return true }
    guard bytes[index] == UInt8(ascii: "\"") else { return false }
    index += 1
    while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    index = ByteText.skipBlanksAndComments(bytes, from: index + 1)
    // Only old-style text follows a key with `=` (or `;`); anything else is JSON, broken or not.
    return
      !(index < bytes.count
      && (bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: ";")))
  }
}
