/// The one reader of JSON text (RFC 8259), standard library only: it scans the bytes where
/// they lie, once, left to right, and hands out the items it finds (a string already
/// unescaped, a number's text, the start of an object or array); callers build their own
/// values and keep their own limits. `CloudRecords` builds `JSONValue`s and the record
/// server's model from it, `LegacyImport` a dump's `PropertyValue`s.
///
/// Strict about syntax: no comments, no trailing commas, no leading zeros (after `0` the
/// number ends). A lone surrogate escape (`\ud800` with no `\udc00`–`\udfff` after it, or
/// a trail alone) is refused: no text can hold it, and replacing it would change a person's
/// note without a word. The iPhone app's encoder never writes one, so a dump holding one was
/// damaged or edited; the server answers such a body as malformed.
public struct JSONScanner {
  /// The text, lent for the scan; every read is checked against its count.
  public let bytes: UnsafeBufferPointer<UInt8>
  /// Where the scan is: the offset of the next byte to read.
  public var index: Int

  /// A scanner over `bytes` from `index`.
  @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  /// Passes over white space (space, tab, line feed, carriage return).
  @inlinable public mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// The next byte after white space, not read, or nil at the end of the text.
  @inlinable public mutating func peek() -> UInt8? {
    skipSpace()
    return index < bytes.count ? bytes[index] : nil
  }

  /// Reads the next item: a scalar whole, or the bracket that opens an object or array, whose
  /// contents `nextKey(_:)` or `nextElement(_:)` then read.
  @inlinable public mutating func item() throws(JSONScanError) -> JSONItem {
    guard let byte = peek() else { throw failure("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"):
      index += 1
      return .objectStart
    case UInt8(ascii: "["):
      index += 1
      return .arrayStart
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try word("true", .bool(true))
    case UInt8(ascii: "f"): return try word("false", .bool(false))
    case UInt8(ascii: "n"): return try word("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("\(Self.describe(byte)) where a value should be")
    }
  }

  /// Reads past `bracket` (`{` or `[`), which must come next.
  @inlinable public mutating func open(_ bracket: UInt8) throws(JSONScanError) {
    guard let byte = peek() else { throw failure("the text ends where a value should be") }
    guard byte == bracket else {
      throw failure(
        "\(Self.describe(byte)) where '\(Character(Unicode.Scalar(bracket)))' should be")
    }
    index += 1
  }

  /// The next key of an object whose `{` was read, its `:` read too, or nil at its `}`;
  /// `first` is true until the first key.
  @inlinable public mutating func nextKey(_ first: inout Bool) throws(JSONScanError) -> String? {
    guard try another(&first, closedBy: UInt8(ascii: "}"), "an object is not closed with '}'")
    else { return nil }
    guard peek() == UInt8(ascii: "\"") else {
      throw failure("an object key is not a quoted string")
    }
    let key = try string()
    guard peek() == UInt8(ascii: ":") else {
      throw failure("':' is missing after the key \"\(key.prefix(40))\"")
    }
    index += 1
    return key
  }

  /// Whether another element follows in an array whose `[` was read (its `,` read), false at
  /// its `]`; `first` is true until the first element.
  @inlinable public mutating func nextElement(_ first: inout Bool) throws(JSONScanError) -> Bool {
    try another(&first, closedBy: UInt8(ascii: "]"), "a list is not closed with ']'")
  }

  /// Reads past `close` (false) or, but before the first item, a `,` (true); `unclosed` is
  /// the problem when the text ends first.
  @inlinable mutating func another(
    _ first: inout Bool, closedBy close: UInt8, _ unclosed: String
  ) throws(JSONScanError) -> Bool {
    guard let byte = peek() else { throw failure(unclosed) }
    if byte == close {
      index += 1
      return false
    }
    if !first {
      guard byte == UInt8(ascii: ",") else {
        let closing = Character(Unicode.Scalar(close))
        throw failure("\(Self.describe(byte)) where ',' or '\(closing)' should be")
      }
      index += 1
    }
    first = false
    return true
  }

  /// Checks that nothing but white space follows the value read.
  @inlinable public mutating func end() throws(JSONScanError) {
    guard peek() == nil else { throw failure("text follows the end of the JSON value") }
  }

  /// An error at `offset` (the scan's place unless given).
  @inlinable public func failure(_ problem: String, at offset: Int? = nil) -> JSONScanError {
    JSONScanError(problem: problem, offset: offset ?? index)
  }

  /// How to show one byte in an error: the character when printable, else its hex (for every
  /// reader of text in bytes, JSON or not).
  public static func describe(_ byte: UInt8) -> String {
    if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
  }

  @inlinable mutating func word(_ word: StaticString, _ item: JSONItem) throws(JSONScanError)
    -> JSONItem
  {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) })
    else { throw failure("a word that is not true, false or null") }
    index += count
    return item
  }
}

/// One item of JSON text, as `JSONScanner.item()` reads it.
public enum JSONItem: Equatable {
  /// A `{`: keys and values follow until its `}`.
  case objectStart
  /// A `[`: elements follow until its `]`.
  case arrayStart
  /// A string, its escapes read.
  case string(String)
  /// A number, as its place in the text.
  case number(JSONNumber)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

/// A number's place in the text, valid by JSON's grammar; its reader decides what it is.
public struct JSONNumber: Equatable {
  /// The bytes of the number in the scanned text.
  public var range: Range<Int>
  /// Whether it has neither a fraction nor an exponent.
  public var isInteger: Bool

  /// A number at `range`.
  @inlinable public init(range: Range<Int>, isInteger: Bool) {
    self.range = range
    self.isInteger = isInteger
  }
}

/// Where a JSON text stops being JSON, and why.
public struct JSONScanError: Error, Sendable, Equatable {
  /// What is wrong, in words ("a list is not closed with ']'").
  public var problem: String
  /// The byte offset where the scan found it.
  public var offset: Int

  /// A problem at `offset`.
  @inlinable public init(problem: String, offset: Int) {
    self.problem = problem
    self.offset = offset
  }
}
