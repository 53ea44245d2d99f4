import Foundation
import JSONScanner

/// Encodes an `Encodable` value into a `JSONValue`, the mirror of `JSONValueDecoder`: with
/// `WireJSON` (which writes a `JSONValue` as text) it is the one writer of the wire's JSON on
/// both sides, in place of Foundation's `JSONEncoder`. It writes what `JSONEncoder` wrote for
/// the wire's types: nil optionals left out, `Data` as base64 text, a `URL` as its text, and a
/// number that is not finite refused.
public enum JSONValueEncoder {
  /// The value as a `JSONValue`; an `EncodingError` for a number that is not finite.
  public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
    try box(value, codingPath: []).json
  }

  /// The value's JSON text as UTF-8 bytes: by its own writer for a `WireWritable` value (the
  /// answers and requests that carry records), otherwise `encode(_:)` written by `WireJSON`.
  /// Slashes are not escaped.
  public static func bytes<T: Encodable>(_ value: T) throws -> [UInt8] {
    if let wire = value as? any WireWritable { return wire.wireJSON }
    return WireJSON.encode(try encode(value))
  }

  /// The node a value encodes into, with the kinds `JSONEncoder` writes specially.
  fileprivate static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws
    -> EncodedNode
  {
    switch value {
    case let json as JSONValue: return EncodedNode(.value(json))
    case let data as Data: return EncodedNode(.value(.string(data.base64EncodedString())))
    case let url as URL: return EncodedNode(.value(.string(url.absoluteString)))
    case let decimal as Decimal:
      return EncodedNode(.value(.number(NSDecimalNumber(decimal: decimal).doubleValue)))
    default:
      let node = EncodedNode(.empty)
      try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
      return node
    }
  }

  /// A number as the reader reads its written text back (`WireJSONParser`): a `Float` as its
  /// own shortest text (0.1, not 0.10000000149…), a whole number that fits an Int64 as an
  /// integer; a number that is not finite refused as `JSONEncoder` does.
  fileprivate static func number<N: BinaryFloatingPoint & LosslessStringConvertible>(
    _ number: N, codingPath: [any CodingKey]
  ) throws -> JSONValue {
    guard number.isFinite else {
      throw EncodingError.invalidValue(
        number,
        .init(codingPath: codingPath, debugDescription: "\(number) is not a JSON number."))
    }
    let double = number as? Double ?? Double(number.description) ?? Double(number)
    guard double == double.rounded(), Int64(exactly: double) != nil else { return .number(double) }
    if abs(double) < 0x1p53 { return .integer(Int64(double)) }
    // From 2^53 up the reader takes the written text's digits (1.152921504606847e+18 is
    // 1152921504606847000), so the text is read back as it will be.
    return (try? WireJSONParser.parse(WireJSON.encode(.number(double)))) ?? .number(double)
  }

  fileprivate static func integer<I: FixedWidthInteger>(_ number: I) -> JSONValue {
    if let exact = Int64(exactly: number) { return .integer(exact) }
    return .number(Double(number))
  }
}

/// What has been encoded at one place of the tree; a reference, so a nested container fills in
/// its parent's place after the parent handed it out.
private final class EncodedNode {
  enum Content {
    case empty
    case value(JSONValue)
    case array([EncodedNode])
    case object([String: EncodedNode])
  }

  var content: Content

  init(_ content: Content) { self.content = content }

  var json: JSONValue {
    switch content {
    case .empty: .object([:])
    case .value(let value): value
    case .array(let nodes): .array(nodes.map(\.json))
    case .object(let nodes): .object(nodes.mapValues(\.json))
    }
  }

  /// This node as an object, made one if it was not.
  func objectNode() -> EncodedNode {
    if case .object = content { return self }
    content = .object([:])
    return self
  }

  /// This node as an array, made one if it was not.
  func arrayNode() -> EncodedNode {
    if case .array = content { return self }
    content = .array([])
    return self
  }

  func set(_ child: EncodedNode, forKey key: String) {
    guard case .object(var nodes) = content else { return }
    content = .empty
    nodes[key] = child
    content = .object(nodes)
  }

  func append(_ child: EncodedNode) {
    guard case .array(var nodes) = content else { return }
    content = .empty
    nodes.append(child)
    content = .array(nodes)
  }

  var count: Int {
    switch content {
    case .array(let nodes): nodes.count
    case .object(let nodes): nodes.count
    case .empty, .value: 0
    }
  }
}

private struct TreeEncoder: Encoder {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(node: node.objectNode(), codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    Unkeyed(node: node.arrayNode(), codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(node: node, codingPath: codingPath)
  }
}

/// A key for `superEncoder()`.
private struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}

private struct Single: SingleValueEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  func put(_ value: JSONValue) { node.content = .value(value) }

  func encodeNil() { put(.null) }
  func encode(_ value: Bool) { put(.bool(value)) }
  func encode(_ value: String) { put(.string(value)) }
  func encode(_ value: Double) throws {
    put(try JSONValueEncoder.number(value, codingPath: codingPath))
  }
  func encode(_ value: Float) throws {
    put(try JSONValueEncoder.number(value, codingPath: codingPath))
  }
  func encode(_ value: Int) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: Int8) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: Int16) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: Int32) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: Int64) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: UInt) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: UInt8) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: UInt16) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: UInt32) { put(JSONValueEncoder.integer(value)) }
  func encode(_ value: UInt64) { put(JSONValueEncoder.integer(value)) }
  func encode<T: Encodable>(_ value: T) throws {
    node.content = try JSONValueEncoder.box(value, codingPath: codingPath).content
  }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  let codingPath: [any CodingKey]

  private func single(_ key: Key) -> Single {
    let child = EncodedNode(.empty)
    node.set(child, forKey: key.stringValue)
    return Single(node: child, codingPath: codingPath + [key])
  }

  func encodeNil(forKey key: Key) { single(key).encodeNil() }
  func encode(_ value: Bool, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: String, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: Double, forKey key: Key) throws { try single(key).encode(value) }
  func encode(_ value: Float, forKey key: Key) throws { try single(key).encode(value) }
  func encode(_ value: Int, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: Int8, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: Int16, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: Int32, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: Int64, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: UInt, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: UInt8, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: UInt16, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: UInt32, forKey key: Key) { single(key).encode(value) }
  func encode(_ value: UInt64, forKey key: Key) { single(key).encode(value) }
  func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try single(key).encode(value) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodedNode(.object([:]))
    node.set(child, forKey: key.stringValue)
    return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = EncodedNode(.array([]))
    node.set(child, forKey: key.stringValue)
    return Unkeyed(node: child, codingPath: codingPath + [key])
  }

  func superEncoder() -> any Encoder { superEncoder(named: SuperKey()) }
  func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

  private func superEncoder(named key: any CodingKey) -> any Encoder {
    let child = EncodedNode(.empty)
    node.set(child, forKey: key.stringValue)
    return TreeEncoder(node: child, codingPath: codingPath + [key])
  }
}

private struct Unkeyed: UnkeyedEncodingContainer {
  let node: EncodedNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  private func single() -> Single {
    let child = EncodedNode(.empty)
    let path = codingPath + [IndexKey(node.count)]
    node.append(child)
    return Single(node: child, codingPath: path)
  }

  func encodeNil() { single().encodeNil() }
  func encode(_ value: Bool) { single().encode(value) }
  func encode(_ value: String) { single().encode(value) }
  func encode(_ value: Double) throws { try single().encode(value) }
  func encode(_ value: Float) throws { try single().encode(value) }
  func encode(_ value: Int) { single().encode(value) }
  func encode(_ value: Int8) { single().encode(value) }
  func encode(_ value: Int16) { single().encode(value) }
  func encode(_ value: Int32) { single().encode(value) }
  func encode(_ value: Int64) { single().encode(value) }
  func encode(_ value: UInt) { single().encode(value) }
  func encode(_ value: UInt8) { single().encode(value) }
  func encode(_ value: UInt16) { single().encode(value) }
  func encode(_ value: UInt32) { single().encode(value) }
  func encode(_ value: UInt64) { single().encode(value) }
  func encode<T: Encodable>(_ value: T) throws { try single().encode(value) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodedNode(.object([:]))
    let path = codingPath + [IndexKey(node.count)]
    node.append(child)
    return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: path))
  }

  func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = EncodedNode(.array([]))
    let path = codingPath + [IndexKey(node.count)]
    node.append(child)
    return Unkeyed(node: child, codingPath: path)
  }

  func superEncoder() -> any Encoder {
    let child = EncodedNode(.empty)
    let path = codingPath + [IndexKey(node.count)]
    node.append(child)
    return TreeEncoder(node: child, codingPath: path)
  }
}
