import JSONScanner

/// Reads a binary plist (`bplist00`), the shape of the app's preferences file itself.
///
/// Every offset, count and reference read from the file is checked against the file before
/// it is used. Objects may be shared (CoreFoundation writes an equal string once), so a
/// hostile file can make a few bytes expand into an enormous tree; an expansion budget
/// proportional to the file's size, a depth limit and a check for an object that contains
/// itself keep time and memory bounded.
struct BinaryPlistReader {
  private let bytes: [UInt8]
  private let trailer: BinaryPlistTrailer
  /// Objects being read now, to tell a cycle from mere sharing.
  private var inProgress: [Bool]
  /// Roughly the bytes of memory the tree may still take.
  private var budget: Int

  static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> PropertyValue {
    guard bytes.starts(with: Array("bplist".utf8)) else {
      throw .malformed(.binaryPlist, problem: "it does not start with \"bplist\"", at: .byte(0))
    }
    guard bytes.starts(with: Array("bplist00".utf8)) else {
      let version = String(decoding: bytes.dropFirst(6).prefix(2), as: UTF8.self)
      throw .malformed(
        .binaryPlist,
        problem: "it is of version \"\(version)\"; preferences files are"
          + " version \"00\"", at: .byte(6))
    }
    var reader = BinaryPlistReader(bytes: bytes, trailer: try BinaryPlistTrailer(bytes))
    return try reader.object(reader.trailer.topObject, depth: 0)
  }

  private init(bytes: [UInt8], trailer: BinaryPlistTrailer) {
    self.bytes = bytes
    self.trailer = trailer
    self.inProgress = Array(repeating: false, count: trailer.objectCount)
    self.budget = 32 * bytes.count + (1 << 20)
  }

  private func failure(_ problem: String, at offset: Int) -> LegacyImportError {
    .malformed(.binaryPlist, problem: problem, at: .byte(offset))
  }

  private mutating func spend(_ cost: Int, at offset: Int) throws(LegacyImportError) {
    budget -= cost
    guard budget >= 0 else {
      throw failure(
        "its objects refer to one another so many times that reading them would take far"
          + " more memory than the file's size; no preferences file does that", at: offset)
    }
  }

  private mutating func object(_ number: Int, depth: Int) throws(LegacyImportError) -> PropertyValue
  {
    let offset = try trailer.offset(ofObject: number, in: bytes)
    guard depth <= ReadingLimits.maxDepth else {
      throw failure(
        "its arrays and dictionaries nest deeper than \(ReadingLimits.maxDepth) levels", at: offset)
    }
    guard !inProgress[number] else {
      throw failure("object \(number) contains itself", at: offset)
    }
    inProgress[number] = true
    defer { inProgress[number] = false }
    try spend(16, at: offset)
    let marker = bytes[offset]
    let low = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x00, 0x0F: return .null
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      default: throw unknownObject(marker, at: offset)
      }
    case 0x1: return try integer(sizeExponent: low, at: offset)
    case 0x2: return try real(sizeExponent: low, at: offset)
    case 0x3:
      guard marker == 0x33 else { throw unknownObject(marker, at: offset) }
      let payload = try payloadRange(at: offset + 1, byteCount: 8, of: offset)
      return .date(Double(bitPattern: BigEndian.unsigned(bytes, at: payload.lowerBound, size: 8)))
    case 0x4:
      let (count, start) = try count(low, at: offset)
      let payload = try payloadRange(at: start, byteCount: count, of: offset)
      try spend(count, at: offset)
      return .data(Array(bytes[payload]))
    case 0x5:
      let (count, start) = try count(low, at: offset)
      let payload = try payloadRange(at: start, byteCount: count, of: offset)
      try spend(count * 2, at: offset)
      // ASCII strings should hold only bytes below 0x80; read any others as Latin-1.
      return .string(String(String.UnicodeScalarView(bytes[payload].map { Unicode.Scalar($0) })))
    case 0x6: return try utf16String(low, at: offset)
    case 0x8:
      // A UID (keyed archives use them); only its number can be kept.
      let payload = try payloadRange(at: offset + 1, byteCount: low + 1, of: offset)
      return .integer(
        Int(
          truncatingIfNeeded: BigEndian.unsigned(
            bytes, at: payload.lowerBound, size: min(low + 1, 8))))
    case 0xA, 0xB, 0xC: return try array(low, at: offset, depth: depth)
    case 0xD: return try dictionary(low, at: offset, depth: depth)
    default:
      throw unknownObject(marker, at: offset)
    }
  }

  /// A UTF-16 string (big-endian units).
  private mutating func utf16String(_ low: Int, at offset: Int) throws(LegacyImportError)
    -> PropertyValue
  {
    let (count, start) = try count(low, at: offset)
    let payload = try payloadRange(at: start, byteCount: count * 2, of: offset)
    try spend(count * 3, at: offset)
    var units = [UInt16]()
    units.reserveCapacity(count)
    for unit in stride(from: payload.lowerBound, to: payload.upperBound, by: 2) {
      units.append(UInt16(bytes[unit]) << 8 | UInt16(bytes[unit + 1]))
    }
    return .string(ByteText.string(utf16: units))
  }

  /// An array or set (a set is read as an array): references to its members.
  private mutating func array(_ low: Int, at offset: Int, depth: Int) throws(LegacyImportError)
    -> PropertyValue
  {
    let (count, start) = try count(low, at: offset)
    let references = try payloadRange(
      at: start, byteCount: count * trailer.referenceSize, of: offset)
    var items = [PropertyValue]()
    items.reserveCapacity(count)
    for slot in 0..<count {
      let member = try reference(at: references.lowerBound + slot * trailer.referenceSize)
      items.append(try object(member, depth: depth + 1))
    }
    return .array(items)
  }

  /// A dictionary: references to its keys (strings), then to its values, in the same order.
  private mutating func dictionary(_ low: Int, at offset: Int, depth: Int)
    throws(LegacyImportError) -> PropertyValue
  {
    let (count, start) = try count(low, at: offset)
    let keys = try payloadRange(
      at: start, byteCount: count * 2 * trailer.referenceSize, of: offset)
    var entries = [PropertyEntry]()
    entries.reserveCapacity(count)
    for slot in 0..<count {
      let keyReference = keys.lowerBound + slot * trailer.referenceSize
      let keyObject = try reference(at: keyReference)
      guard case .string(let key) = try object(keyObject, depth: depth + 1) else {
        throw failure("a dictionary key (object \(keyObject)) is not a string", at: offset)
      }
      let valueObject = try reference(at: keyReference + count * trailer.referenceSize)
      entries.append(PropertyEntry(key: key, value: try object(valueObject, depth: depth + 1)))
    }
    return .dictionary(entries)
  }

  private func unknownObject(_ marker: UInt8, at offset: Int) -> LegacyImportError {
    failure("an object has the unknown type marker \(JSONScanner.describe(marker))", at: offset)
  }

  /// The bytes `start..<start+byteCount` of an object, which must end before the offset table.
  private func payloadRange(
    at start: Int, byteCount: Int, of object: Int
  ) throws(LegacyImportError) -> Range<Int> {
    guard byteCount >= 0, start <= trailer.offsetTableStart,
      byteCount <= trailer.offsetTableStart - start
    else {
      throw failure(
        "an object of \(byteCount) bytes runs past the end of the objects; the file is"
          + " probably cut short", at: object)
    }
    return start..<(start + byteCount)
  }

  /// The count in a marker's low nibble, or in the integer object that follows it (0xF).
  private func count(_ low: Int, at offset: Int) throws(LegacyImportError) -> (
    count: Int, payloadStart: Int
  ) {
    guard low == 0x0F else { return (low, offset + 1) }
    let header = try payloadRange(at: offset + 1, byteCount: 1, of: offset)
    let marker = bytes[header.lowerBound]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw failure("a count is not written as an integer", at: offset + 1)
    }
    let size = 1 << Int(marker & 0x0F)
    let field = try payloadRange(at: header.upperBound, byteCount: size, of: offset)
    let count = BigEndian.unsigned(bytes, at: field.lowerBound, size: size)
    // No object holds more units than the file has bytes; larger counts are damage.
    guard count <= UInt64(bytes.count) else {
      throw failure("an object claims \(count) members, more than the file could hold", at: offset)
    }
    return (Int(count), field.upperBound)
  }

  private func reference(at position: Int) throws(LegacyImportError) -> Int {
    let number = BigEndian.unsigned(bytes, at: position, size: trailer.referenceSize)
    guard number < UInt64(trailer.objectCount) else {
      throw failure(
        "a reference names object \(number), but the file has \(trailer.objectCount)", at: position)
    }
    return Int(number)
  }

  private func integer(sizeExponent: Int, at offset: Int) throws(LegacyImportError) -> PropertyValue
  {
    guard sizeExponent <= 4 else {
      throw failure("an integer has the impossible size of \(1 << sizeExponent) bytes", at: offset)
    }
    let size = 1 << sizeExponent
    let payload = try payloadRange(at: offset + 1, byteCount: size, of: offset)
    switch size {
    case 1, 2, 4:
      return .integer(Int(BigEndian.unsigned(bytes, at: payload.lowerBound, size: size)))
    case 8:
      return .integer(
        Int(Int64(bitPattern: BigEndian.unsigned(bytes, at: payload.lowerBound, size: 8))))
    default:
      // 128-bit integers carry unsigned 64-bit values (or, sign-extended, negative ones).
      let high = BigEndian.unsigned(bytes, at: payload.lowerBound, size: 8)
      let low = BigEndian.unsigned(bytes, at: payload.lowerBound + 8, size: 8)
      if high == 0, low <= UInt64(Int.max) { return .integer(Int(low)) }
      if high == UInt64.max, low > UInt64(Int.max) { return .integer(Int(Int64(bitPattern: low))) }
      return .real(Double(low) + Double(Int64(bitPattern: high)) * 18_446_744_073_709_551_616.0)
    }
  }

  private func real(sizeExponent: Int, at offset: Int) throws(LegacyImportError) -> PropertyValue {
    switch sizeExponent {
    case 2:
      let payload = try payloadRange(at: offset + 1, byteCount: 4, of: offset)
      let bits = UInt32(BigEndian.unsigned(bytes, at: payload.lowerBound, size: 4))
      return .real(Double(Float(bitPattern: bits)))
    case 3:
      let payload = try payloadRange(at: offset + 1, byteCount: 8, of: offset)
      return .real(Double(bitPattern: BigEndian.unsigned(bytes, at: payload.lowerBound, size: 8)))
    default:
      throw failure(
        "a real number has the impossible size of \(1 << sizeExponent) bytes", at: offset)
    }
  }
}
