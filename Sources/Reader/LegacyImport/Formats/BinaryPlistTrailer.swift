/// The last 32 bytes of a binary plist: how to find every object in the file.
struct BinaryPlistTrailer {
  static let size = 32
  static let headerSize = 8

  /// Bytes per entry of the offset table (1 to 8).
  let offsetSize: Int
  /// Bytes per reference from a collection to its members (1 to 8).
  let referenceSize: Int
  let objectCount: Int
  let topObject: Int
  let offsetTableStart: Int

  /// Reads and checks the trailer, so that every offset-table entry lies inside the file.
  init(_ bytes: [UInt8]) throws(LegacyImportError) {
    let length = bytes.count
    func damaged(_ problem: String) -> LegacyImportError {
      .malformed(.binaryPlist, problem: problem, at: .byte(max(0, length - Self.size)))
    }
    guard length >= Self.headerSize + 1 + 1 + Self.size else {
      throw damaged("the file is too short to hold a binary plist (\(length) bytes)")
    }
    let start = length - Self.size
    offsetSize = Int(bytes[start + 6])
    referenceSize = Int(bytes[start + 7])
    let count = BigEndian.unsigned(bytes, at: start + 8, size: 8)
    let top = BigEndian.unsigned(bytes, at: start + 16, size: 8)
    let tableStart = BigEndian.unsigned(bytes, at: start + 24, size: 8)
    let cutShort = "; the file is probably cut short"
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw damaged(
        "its trailer gives impossible sizes (offsets of \(offsetSize) bytes,"
          + " references of \(referenceSize) bytes)\(cutShort)")
    }
    guard count >= 1, count <= UInt64(length) else {
      throw damaged("its trailer gives an impossible number of objects (\(count))\(cutShort)")
    }
    guard top < count else {
      throw damaged("its trailer names object \(top) as the top one, of \(count)\(cutShort)")
    }
    let tableEnd = tableStart.addingReportingOverflow(count * UInt64(offsetSize))
    guard tableStart >= UInt64(Self.headerSize + 1), !tableEnd.overflow,
      tableEnd.partialValue <= UInt64(start)
    else {
      throw damaged("its offset table (at byte \(tableStart)) does not fit in the file\(cutShort)")
    }
    objectCount = Int(count)
    topObject = Int(top)
    offsetTableStart = Int(tableStart)
  }

  /// Where object `number` starts; within the objects area, or an error.
  func offset(ofObject number: Int, in bytes: [UInt8]) throws(LegacyImportError) -> Int {
    let entry = offsetTableStart + number * offsetSize
    let offset = BigEndian.unsigned(bytes, at: entry, size: offsetSize)
    guard offset >= UInt64(Self.headerSize), offset < UInt64(offsetTableStart) else {
      throw .malformed(
        .binaryPlist,
        problem: "object \(number) is said to start at byte \(offset), outside"
          + " the objects", at: .byte(entry))
    }
    return Int(offset)
  }
}

/// Unsigned big-endian integers, the byte order binary plists use throughout.
enum BigEndian {
  /// The caller checks that `size` bytes from `offset` are inside `bytes`; `size` is 1...8.
  static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }
}
