import Crypto
import Foundation

/// What the database keeps of a web auth token: its SHA-256 in lowercase hex, so a copy of
/// the database signs nobody in. swift-crypto's, which the server links through PostgresNIO
/// anyway; the reader keeps its own small SHA-256 (`Checksum`) so that it links no crypto
/// library.
enum TokenHash {
  static func hex(_ token: String) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64)
    for byte in SHA256.hash(data: Data(token.utf8)) {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}
