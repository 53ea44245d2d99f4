/// How long a note on an ayah may be and still sync in its `AyahNote` record: the library
/// (notes written here) and the legacy import (the iPhone app's notes) both keep this bound.
public enum NoteSize {
  /// The longest note text that can sync, in bytes inside its record's JSON: the record server
  /// keeps at most 1 MB a record (CloudKit's limit), and a note's record carries its ayah and
  /// dates besides. A longer note would be refused by every sync.
  public static let maxSyncedBytes = 990_000

  /// The text's size inside the record's JSON, as the record server measures it: quotes,
  /// backslashes, tabs and line breaks take two bytes there, other control characters six.
  public static func syncedSize(of text: String) -> Int {
    var size = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x09, 0x0A, 0x0D: size += 2
      case 0..<0x20: size += 6
      default: size += 1
      }
    }
    return size
  }
}
