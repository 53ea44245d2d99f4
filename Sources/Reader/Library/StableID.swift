import Foundation

/// A UUID that is always the same for the same text, for records that must get the same id
/// wherever and however often they are made (the notes of an imported dump).
///
/// Two 64-bit FNV-1a hashes with different offsets make the 128 bits; the version nibble says
/// 8 (custom, RFC 9562). Not for secrets: only for telling records apart.
enum StableID {
  static func uuid(for text: String) -> UUID {
    let first = fnv1a(text.utf8, offset: 0xcbf2_9ce4_8422_2325)
    let second = fnv1a(text.utf8, offset: 0x6c62_272e_07bb_0142)
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: first >> (8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: second >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x80
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  private static func fnv1a(_ bytes: String.UTF8View, offset: UInt64) -> UInt64 {
    var hash = offset
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}

extension UUID {
  /// `uuidString` (upper-case hex, with dashes), written here: Foundation's goes through the C
  /// library's `snprintf`, and an import of the iPhone app's 50,000 notes writes each id six
  /// times (a tenth of `quran-bench import`'s time).
  package var text: String {
    let digits: StaticString = "0123456789ABCDEF"
    return withUnsafeBytes(of: uuid) { bytes in
      String(unsafeUninitializedCapacity: 36) { out in
        var at = 0
        for (index, byte) in bytes.enumerated() {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            out[at] = UInt8(ascii: "-")
            at += 1
          }
          out[at] = digits.utf8Start[Int(byte >> 4)]
          out[at + 1] = digits.utf8Start[Int(byte & 0x0F)]
          at += 2
        }
        return at
      }
    }
  }
}
