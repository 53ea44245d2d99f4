import Checksum
import Testing

/// The hash that keeps web auth tokens at rest and checks the fetched Quran text, against
/// FIPS 180-2's published vectors.
@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func knownVectors(input: String, digest: String) {
    #expect(SHA256.hex(input) == digest)
  }

  @Test func aMillionAs() {
    #expect(
      SHA256.hex(String(repeating: "a", count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func bytesFedInPiecesHashAsOneMessage() {
    let message = Array((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    var whole = SHA256()
    whole.update(message)
    for piece in [1, 7, 63, 64, 65, 333] {
      var pieces = SHA256()
      for start in stride(from: 0, to: message.count, by: piece) {
        pieces.update(message[start..<min(start + piece, message.count)])
      }
      #expect(pieces.finalize() == whole.finalize(), "pieces of \(piece)")
    }
  }
}
