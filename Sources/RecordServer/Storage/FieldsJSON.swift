import CloudRecords
import Foundation

/// Fields as stored: the JSON of `[String: FieldValue]`, `{"name":{"type":"STRING","value":…}}`
/// with sorted keys, which SQLite's JSON functions read for queries.
///
/// Written with the wire's `WireJSON` and read by hand rather than through `Codable`: the
/// change feed reads every record it returns, and the generic path (which probes each JSON
/// value's kind by trying to decode it as each type in turn) cost more than the rest of the
/// feed together.
enum FieldsJSON {
  static func encode(_ fields: [String: FieldValue]) -> String {
    String(decoding: WireJSON.encode(fields: fields, sortedKeys: true), as: UTF8.self)
  }

  static func decode(_ json: String) throws -> [String: FieldValue] {
    if json == "{}" { return [:] }
    var json = json
    return try json.withUTF8 { bytes in
      var reader = JSONReader(bytes: bytes)
      guard case .object(let object) = try reader.document() else {
        throw FieldValueError("Stored fields are not a JSON object.")
      }
      var fields: [String: FieldValue] = [:]
      fields.reserveCapacity(object.count)
      for (name, field) in object {
        guard case .object(let parts) = field, case .string(let typeName)? = parts["type"],
          let type = FieldType(rawValue: typeName), let value = parts["value"]
        else { throw FieldValueError("Stored field '\(name)' has no type or value.") }
        fields[name] = try FieldsJSON.fieldValue(value, type: type)
      }
      return fields
    }
  }

  static func fieldValue(_ json: JSONValue, type: FieldType) throws -> FieldValue {
    if type.scalar == .reference {
      if type.isList, case .array(let elements) = json {
        return .list(.reference, try elements.map { .reference(try reference($0)) })
      }
      if !type.isList { return .reference(try reference(json)) }
    }
    return try FieldValue(json: json, type: type)
  }

  static func reference(_ json: JSONValue) throws -> Reference {
    guard case .object(let object) = json, case .string(let name)? = object["recordName"] else {
      throw FieldValueError("A stored REFERENCE has no recordName.")
    }
    var zoneID: ZoneID?
    if case .object(let zone)? = object["zoneID"], case .string(let zoneName)? = zone["zoneName"] {
      var owner: String?
      if case .string(let text)? = zone["ownerRecordName"] { owner = text }
      zoneID = ZoneID(zoneName: zoneName, ownerRecordName: owner)
    }
    var action: Reference.Action?
    if case .string(let text)? = object["action"] { action = Reference.Action(rawValue: text) }
    return Reference(recordName: name, zoneID: zoneID, action: action)
  }
}

/// Reads JSON bytes into `JSONValue`s, keeping integers as integers.
struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func failure(_ what: String) -> FieldValueError {
    FieldValueError("Stored JSON is malformed at byte \(index): \(what).")
  }

  mutating func document() throws -> JSONValue {
    let value = try self.value()
    skipSpace()
    guard index == bytes.count else { throw failure("trailing characters") }
    return value
  }

  mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func value() throws -> JSONValue {
    skipSpace()
    guard index < bytes.count else { throw failure("unexpected end") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var object: [String: JSONValue] = [:]
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(object)
      }
      while true {
        skipSpace()
        let key = try string()
        skipSpace()
        try expect(UInt8(ascii: ":"))
        object[key] = try value()
        skipSpace()
        guard index < bytes.count else { throw failure("unclosed object") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(object)
        } else {
          throw failure("expected ',' or '}'")
        }
      }
    case UInt8(ascii: "["):
      index += 1
      var array: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(array)
      }
      while true {
        array.append(try value())
        skipSpace()
        guard index < bytes.count else { throw failure("unclosed array") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(array)
        } else {
          throw failure("expected ',' or ']'")
        }
      }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    default: return try number()
    }
  }

  mutating func expect(_ byte: UInt8) throws {
    guard index < bytes.count, bytes[index] == byte else {
      throw failure("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    index += 1
  }

  mutating func literal(_ word: StaticString) throws {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw failure("unexpected end") }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw failure("unknown literal")
    }
    index += count
  }

  mutating func number() throws -> JSONValue {
    let start = index
    var isInteger = true
    while index < bytes.count {
      let byte = bytes[index]
      if (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-") {
        index += 1
      } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        || byte == UInt8(ascii: "+")
      {
        isInteger = false
        index += 1
      } else {
        break
      }
    }
    guard index > start else { throw failure("unexpected character") }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let double = Double(text) else { throw failure("bad number \(text)") }
    return .number(double)
  }

  mutating func string() throws -> String {
    try expect(UInt8(ascii: "\""))
    let start = index
    // The common case: no escapes, one slice.
    while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
      bytes[index] != UInt8(ascii: "\\")
    {
      index += 1
    }
    guard index < bytes.count else { throw failure("unclosed string") }
    if bytes[index] == UInt8(ascii: "\"") {
      defer { index += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
    var output = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: output, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        continue
      }
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
          bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        output.append(
          contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
      default: output.append(escape)
      }
    }
    throw failure("unclosed string")
  }

  mutating func hex4() throws -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      index += 1
      let digit: UInt32
      switch byte {
      case 0x30...0x39: digit = UInt32(byte - 0x30)
      case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
      default: throw failure("bad \\u escape")
      }
      value = value << 4 | digit
    }
    return value
  }
}
