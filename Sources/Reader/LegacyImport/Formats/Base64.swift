/// Base64 (RFC 4648, standard alphabet) as XML plists and JSON dumps write data.
enum Base64 {
  /// The bytes, or nil when the text is not base64. Blanks anywhere are skipped, as in a
  /// plist's `<data>` wrapped at 68 columns; `=` padding may be there or not.
  static func decode<Text: Collection<UInt8>>(_ text: Text) -> [UInt8]? {
    var bytes = [UInt8]()
    bytes.reserveCapacity(text.count / 4 * 3)
    var accumulator: UInt32 = 0
    var bits = 0
    var padding = 0
    for char in text {
      if ByteText.isBlank(char) { continue }
      if char == UInt8(ascii: "=") {
        padding += 1
        continue
      }
      guard padding == 0, let sextet = value(of: char) else { return nil }
      accumulator = accumulator << 6 | UInt32(sextet)
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        accumulator &= (1 << UInt32(bits)) - 1
      }
    }
    // A lone sextet cannot hold a byte; padding must complete a group of four.
    guard bits != 6, padding <= 2, padding == 0 || (bits / 2 == padding) else { return nil }
    return bytes
  }

  private static func value(of char: UInt8) -> UInt8? {
    switch char {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): char - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): char - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): char - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
