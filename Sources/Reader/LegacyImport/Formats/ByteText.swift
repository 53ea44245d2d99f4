/// Small byte-level helpers the text readers share.
enum ByteText {
  static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The index after a UTF-8 byte order mark, or 0.
  static func afterUTF8BOM(_ bytes: [UInt8]) -> Int {
    bytes.starts(with: utf8BOM) ? utf8BOM.count : 0
  }

  /// Space, tab, line feed, carriage return: the blanks JSON, XML and old-style text share.
  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Skips blanks and `//` or `/* */` comments (old-style text allows both).
  static func skipBlanksAndComments(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if isBlank(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        index += 2
        while index + 1 < bytes.count
          && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index = min(index + 2, bytes.count)
      } else {
        break
      }
    }
    return index
  }

  /// A byte that may appear in an unquoted old-style string.
  ///
  /// CoreFoundation allows letters, digits and `_$+/:.-`; bytes of UTF-8 letters are let in
  /// too, since hand-edited dumps have them and nothing else could mean.
  static func isUnquotedOldStyle(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"), 0x80...0xFF:
      true
    default:
      false
    }
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The 1-based line of a byte offset, for errors in text shapes.
  static func line(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
    var line = 1
    for byte in bytes.prefix(max(0, offset)) where byte == 0x0A { line += 1 }
    return line
  }

  /// Appends the UTF-8 of a scalar to a byte buffer.
  static func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: UTF8.encode(scalar)!)
  }

  /// UTF-16 code units to text; a lone surrogate becomes U+FFFD rather than an error,
  /// since NSString can hold one and it says nothing about the app's data.
  static func string(utf16 units: [UInt16]) -> String {
    String(decoding: units, as: UTF16.self)
  }

  /// Text that a UTF-16 byte order mark announces, as UTF-8 bytes (PowerShell writes this).
  static func transcodingUTF16(_ bytes: [UInt8]) -> [UInt8]? {
    let bigEndian: Bool
    if bytes.starts(with: [0xFE, 0xFF]) {
      bigEndian = true
    } else if bytes.starts(with: [0xFF, 0xFE]) {
      bigEndian = false
    } else {
      return nil
    }
    var units = [UInt16]()
    units.reserveCapacity(bytes.count / 2)
    var index = 2
    while index + 1 < bytes.count {
      let (high, low) =
        bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    return Array(string(utf16: units).utf8)
  }
}
