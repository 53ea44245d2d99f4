import JSONScanner

/// A guard for JSON from outside in front of `JSONDecoder`, which stops the whole process (a
/// trap, not a thrown error) when it reads into an integer — or into a `JSONValue`, which
/// tries an integer first — a number in the Int64 range written with 128 or more digits,
/// such as `0.000…(128 zeros)…9e146`: Foundation's Decimal fallback overflows (seen with
/// swift-foundation in Swift 6.3.1 on Linux, while chasing a .ci/fuzz-requests finding).
/// CloudKit's numbers take at most 24 characters (a 64-bit integer, a double's shortest
/// form), so a number longer than `maximumLength` is refused with a sentence instead.
public enum LongNumbers {
  /// The longest number accepted, in characters; well above the 24 CloudKit needs.
  public static let maximumLength = 64

  /// Throws a `FieldValueError` naming the first number in the JSON text longer than
  /// `maximumLength`. Only looks for numbers (outside strings); it does not check the rest
  /// of the grammar, which is left to the decoder.
  ///
  /// Inlinable so that it is specialized for the caller's byte collection: unspecialized,
  /// each byte costs a protocol call, several times the cost of the decoding it guards.
  @inlinable
  public static func refuse(in bytes: some Collection<UInt8>) throws {
    var inString = false
    var escaped = false
    var numberStart: Int?
    var offset = 0
    for byte in bytes {
      defer { offset += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        let start = numberStart ?? offset
        numberStart = start
        if offset - start + 1 > maximumLength {
          throw FieldValueError(
            "The number at byte \(start) is longer than \(maximumLength) characters; "
              + "send integers and doubles in their usual short form.")
        }
      default:
        numberStart = nil
        inString = byte == UInt8(ascii: "\"")
      }
    }
  }
}
