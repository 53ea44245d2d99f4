import Checksum
import Crypto
import Foundation

/// What the database keeps of a web auth token: its SHA-256 in lowercase hex, so a copy of
/// the database signs nobody in. swift-crypto's, which the server links through PostgresNIO
/// anyway; the reader keeps its own small SHA-256 (`Checksum`) so that it links no crypto
/// library.
enum TokenHash {
  static func hex(_ token: String) -> String {
    Hex.lowercase(Crypto.SHA256.hash(data: Data(token.utf8)))
  }
}
