/// Checksum: SHA-256 (FIPS 180-4), small and dependency-free, so that the reader links no
/// crypto library: it checks the downloaded Quran text against pinned digests. (The record
/// server hashes web auth tokens with swift-crypto's, which it links anyway.)
///
///     var hash = SHA256()
///     hash.update(bytes)            // as many times as the data arrives
///     let hex = hash.finalize().hex
///     SHA256.hex("abc")             // "ba7816bf…"
public struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  /// A hash of no bytes yet.
  public init() {}

  /// The digest of `text`'s UTF-8 bytes in lowercase hex.
  public static func hex(_ text: String) -> String {
    var hash = SHA256()
    hash.update(Array(text.utf8))
    return hash.finalize().hex
  }

  /// Adds bytes to the message.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    length &+= UInt64(bytes.count)
    pending.append(contentsOf: bytes)
    guard pending.count >= 64 else { return }
    let whole = pending.count - pending.count % 64
    pending.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < whole {
        compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
        offset += 64
      }
    }
    pending.removeFirst(whole)
  }

  /// The digest of everything added (pads a copy: the hasher itself is left as it was).
  public func finalize() -> Digest {
    var copy = self
    let bitLength = length &* 8
    copy.pending.append(0x80)
    while copy.pending.count % 64 != 56 { copy.pending.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      copy.pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    copy.pending.withUnsafeBufferPointer { buffer in
      for offset in stride(from: 0, to: buffer.count, by: 64) {
        copy.compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
      }
    }
    let s = copy.state
    let words = [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7]
    return Digest(
      bytes: words.flatMap { word in
        (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
      })
  }

  /// A finished digest: 32 bytes.
  public struct Digest: Sendable, Hashable {
    /// The 32 bytes of the digest.
    public let bytes: [UInt8]
    /// The digest in lowercase hex: 64 digits.
    public var hex: String { Hex.lowercase(bytes) }
  }

  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    var w = (
      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0),
      UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0), UInt32(0)
    )
    withUnsafeMutableBytes(of: &w) { raw in
      let words = raw.bindMemory(to: UInt32.self)
      for i in 0..<16 {
        let j = i * 4
        words[i] =
          UInt32(block[j]) << 24 | UInt32(block[j + 1]) << 16 | UInt32(block[j + 2]) << 8
          | UInt32(block[j + 3])
      }
      var (a, b, c, d, e, f, g, h) = state
      for i in 0..<64 {
        // The message schedule, kept as a ring of 16 words.
        let word: UInt32
        if i < 16 {
          word = words[i]
        } else {
          let w15 = words[(i - 15) & 15]
          let w2 = words[(i - 2) & 15]
          let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
          let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
          word = words[i & 15] &+ s0 &+ words[(i - 7) & 15] &+ s1
          words[i & 15] = word
        }
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ Self.k[i] &+ word
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
        state.6 &+ g, state.7 &+ h
      )
    }
  }

  @inline(__always) private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
