/// Bytes as lowercase hexadecimal, two digits a byte: the one hex encoder of the package
/// (digests, token hashes, random names and secrets).
public enum Hex {
  private static let digits = Array("0123456789abcdef".utf8)

  /// `bytes` in lowercase hex.
  public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
    var text = [UInt8]()
    text.reserveCapacity(bytes.underestimatedCount * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// `count` bytes from the system's random generator, in lowercase hex.
  public static func random(bytes count: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    return lowercase((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }
}
