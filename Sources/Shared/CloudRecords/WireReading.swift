import JSONScanner

/// The one reader of each wire type (`Record`, `FieldValue`, `ZoneID`, `Stamp`, `Reference`,
/// `ModifyRecordsRequest` and the answers that carry records): each is written once, as
/// `read(from:)` over a `WireSource`, and reads the same way wherever its JSON comes from —
/// JSON text as it is scanned (`WireJSONParser`: the answers a sync reads, with no
/// dictionaries between) or a value already parsed (`ParsedJSON`: requests, stored fields,
/// messages between the server's instances, through the types' `Decodable` conformances).
///
/// A value that does not fit throws the `DecodingError` that `Decodable`'s synthesized readers
/// would (the same case and type), its coding path the place in the whole text, so the
/// server's refusal names it: "`operations[0].record.recordName` must be a string". The path
/// is built only for a refusal: a reader names its place relative to its value, and each
/// member or element puts its key in front on the way out.
protocol WireSource {
  /// The value here, whole, as a tree.
  mutating func value() throws -> JSONValue
  /// Whether the value here is null; a null is passed over.
  mutating func skipNull() throws -> Bool
  /// The object here, each member given to `member` with the source at its value, which
  /// `member` must read; a `typeMismatch` when the value is not an object. When two members
  /// are refused, the refusal is the one the synthesized readers give: the first in `known`'s
  /// order, a member of `required` that is absent counted in its place (JSON text is read in
  /// its own order, and refused at the first).
  mutating func members(
    _ known: [String], required: [String], _ member: (String, inout Self) throws -> Void
  ) throws
  /// How many members the object here has, when that is known before it is read (0 if not).
  func memberCount() -> Int
  /// The array here, each element given to `element` with its index.
  mutating func elements(_ element: (Int, inout Self) throws -> Void) throws
}

extension WireSource {
  /// The object here, none of whose members is required.
  mutating func members(_ known: [String], _ member: (String, inout Self) throws -> Void) throws {
    try members(known, required: [], member)
  }

  /// The value here, read by a reader of a leaf (`Wire.string`, …).
  mutating func leaf<T>(_ read: (JSONValue) throws -> T) throws -> T {
    try read(value())
  }

  /// The value here read by `read`, or nil for null.
  mutating func optional<T>(_ read: (inout Self) throws -> T) throws -> T? {
    try skipNull() ? nil : read(&self)
  }

  /// The leaf here, or nil for null.
  mutating func optionalLeaf<T>(_ read: (JSONValue) throws -> T) throws -> T? {
    try skipNull() ? nil : leaf(read)
  }
}

/// A value already parsed, as a `WireSource`.
struct ParsedJSON: WireSource {
  var json: JSONValue

  mutating func value() -> JSONValue { json }

  mutating func skipNull() -> Bool { json == .null }

  /// Each member in the dictionary's order, which costs no hashing; only a refusal reads the
  /// members again, in `known`'s order, to give the same refusal whatever that order is.
  mutating func members(
    _ known: [String], required: [String], _ member: (String, inout ParsedJSON) throws -> Void
  ) throws {
    guard case .object(let object) = json else {
      throw mismatch([String: JSONValue].self, json, [])
    }
    var key = ""
    do {
      for (name, value) in object {
        key = name
        var source = ParsedJSON(json: value)
        try member(name, &source)
      }
    } catch let refusal as DecodingError {
      for name in known {
        guard let value = object[name] else {
          if required.contains(name) { throw Wire.missing(name) }
          continue
        }
        var source = ParsedJSON(json: value)
        do { try member(name, &source) } catch let error as DecodingError {
          throw error.placed(under: [WireKey(name)])
        }
      }
      throw refusal.placed(under: [WireKey(key)])
    }
  }

  func memberCount() -> Int {
    if case .object(let object) = json { object.count } else { 0 }
  }

  mutating func elements(_ element: (Int, inout ParsedJSON) throws -> Void) throws {
    guard case .array(let items) = json else { throw mismatch([JSONValue].self, json, []) }
    for (index, item) in items.enumerated() {
      var source = ParsedJSON(json: item)
      do { try element(index, &source) } catch let error as DecodingError {
        throw error.placed(under: [IndexKey(index)])
      }
    }
  }
}

/// A member's name in a coding path.
struct WireKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// The leaf readers, each refusing as `JSONValueDecoder` refuses, and the readers' helpers.
enum Wire {
  static func string(_ value: JSONValue) throws(DecodingError) -> String {
    guard case .string(let text) = value else { throw mismatch(String.self, value, []) }
    return text
  }

  static func bool(_ value: JSONValue) throws(DecodingError) -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(Bool.self, value, []) }
    return flag
  }

  static func int64(_ value: JSONValue) throws(DecodingError) -> Int64 {
    switch value {
    case .integer(let number): return number
    case .number(let number):
      throw .dataCorrupted(
        .init(codingPath: [], debugDescription: "Number \(number) is not an integer."))
    case .null, .bool, .string, .array, .object: throw mismatch(Int64.self, value, [])
    }
  }

  static func strings(_ value: JSONValue) throws -> [String] {
    var source = ParsedJSON(json: value)
    var strings: [String] = []
    try source.elements { _, element in strings.append(try element.leaf(string)) }
    return strings
  }

  /// The refusal of a required member that is absent.
  static func missing(_ key: String) -> DecodingError {
    .keyNotFound(WireKey(key), .init(codingPath: [], debugDescription: "No value for key \(key)."))
  }

  /// What `read` reads, a refusal placed under `key`.
  static func placed<T>(under key: any CodingKey, _ read: () throws -> T) throws -> T {
    do { return try read() } catch let error as DecodingError {
      throw error.placed(under: [key])
    }
  }

  /// A `Decodable` type's one reader, given the JSON its decoder holds (nothing is copied when
  /// the decoder is `JSONValueDecoder`), a refusal placed where the decoder is.
  static func read<T>(_ decoder: any Decoder, _ read: (inout ParsedJSON) throws -> T) throws -> T {
    var source = ParsedJSON(json: try JSONValue(from: decoder))
    do { return try read(&source) } catch let error as DecodingError {
      throw error.placed(under: decoder.codingPath)
    }
  }
}

extension DecodingError {
  /// The same refusal, its coding path under `path`.
  func placed(under path: [any CodingKey]) -> DecodingError {
    guard !path.isEmpty else { return self }
    func moved(_ context: Context) -> Context {
      Context(
        codingPath: path + context.codingPath, debugDescription: context.debugDescription,
        underlyingError: context.underlyingError)
    }
    switch self {
    case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
    case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
    case .keyNotFound(let key, let context): return .keyNotFound(key, moved(context))
    case .dataCorrupted(let context): return .dataCorrupted(moved(context))
    @unknown default: return self
    }
  }
}
