import Foundation
import Library

/// One value of a row as the SQLite file format stores it in a record.
enum StoredValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The value as an integer, when it is one.
  var integer: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The value as text, when it is text.
  var text: String? {
    if case .text(let value) = self { return value }
    return nil
  }
}

/// A record (a row's values) decoded from its payload: a header (its own size as a varint,
/// then one serial type per column, as varints) and the values in that order. Serial types:
/// 0 NULL; 1–6 big-endian integers of 1, 2, 3, 4, 6, 8 bytes; 7 a double; 8 and 9 the
/// integers 0 and 1; an even N ≥ 12 a blob of (N−12)/2 bytes; an odd N ≥ 13 text of (N−13)/2.
enum StoredRecord {
  /// The most columns a record is read with (SQLite's own limit is 2,000 by default).
  static let maximumColumns = 2_000

  /// The values of `payload`, or nil when its header or a value's length does not fit it.
  static func decode(_ payload: [UInt8]) -> [StoredValue]? {
    let bytes = payload[...]
    var cursor = 0
    guard let size = Varint.read(bytes, &cursor, end: bytes.count), size >= 1,
      size <= bytes.count
    else { return nil }
    let headerEnd = Int(size)
    var types = [Int64]()
    while cursor < headerEnd {
      guard types.count < maximumColumns,
        let type = Varint.read(bytes, &cursor, end: headerEnd), type >= 0, type != 10, type != 11
      else { return nil }
      types.append(type)
    }
    var values = [StoredValue]()
    var offset = headerEnd
    for type in types {
      let length = Self.length(type)
      guard length <= bytes.count - offset else { return nil }
      guard let value = value(type, bytes[offset..<offset + length]) else { return nil }
      values.append(value)
      offset += length
    }
    return values
  }

  /// The number of bytes a value of serial type `type` takes.
  static func length(_ type: Int64) -> Int {
    switch type {
    case 0, 8, 9: 0
    case 1, 2, 3, 4: Int(type)
    case 5: 6
    case 6, 7: 8
    default: Int(min((type - 12) / 2, Int64(Int32.max)))
    }
  }

  /// The value of serial type `type` in `bytes` (exactly its length); nil for text that is not
  /// UTF-8.
  static func value(_ type: Int64, _ bytes: ArraySlice<UInt8>) -> StoredValue? {
    switch type {
    case 0: return .null
    case 8: return .integer(0)
    case 9: return .integer(1)
    case 1...6:
      var value = Int64(Int8(bitPattern: bytes.first ?? 0))
      for byte in bytes.dropFirst() { value = value << 8 | Int64(byte) }
      return .integer(value)
    case 7:
      let bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      return .real(Double(bitPattern: bits))
    default:
      if type % 2 == 0 { return .blob(Array(bytes)) }
      // Text that is not UTF-8 is a damaged value (an overflow page overwritten), not a row.
      guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
      return .text(text)
    }
  }
}
