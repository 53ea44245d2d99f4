import JSONScanner

/// What a bounded parse (`WireJSONParser.parse(_:bounds:)`) reads at most: checked while the
/// text is scanned, so a text past them costs no more than the part read.
public struct JSONBounds: Sendable, Hashable {
  /// How deep arrays and objects may nest; the top value is at depth 0.
  public var depth: Int
  /// How many items an array that is the value of a key of the top object may hold (such as
  /// a request's `operations`).
  public var itemsPerTopArray: Int
  /// How many items any array or object may hold.
  public var itemsPerContainer: Int
  /// How many values (scalars, arrays and objects) the whole text may hold: what the parsed
  /// tree costs is bounded by what is parsed, whatever the text's length (a value of
  /// `{"":0}`'s seven bytes takes some 25 times that once parsed).
  public var values: Int

  /// Bounds of the given depth and item counts.
  public init(
    depth: Int, itemsPerTopArray: Int, itemsPerContainer: Int = .max, values: Int = .max
  ) {
    self.depth = depth
    self.itemsPerTopArray = itemsPerTopArray
    self.itemsPerContainer = itemsPerContainer
    self.values = values
  }

  /// The bounds of an unbounded parse: JSON's usual guard against a stack overflow.
  public static let unbounded = JSONBounds(depth: 512, itemsPerTopArray: .max)
}

/// Why a bounded parse refused a text.
public enum JSONRefusal: Error, Sendable, Hashable {
  /// The text is not JSON; the parser's sentence says where.
  case malformed(String)
  /// An object holds this key twice.
  case duplicateKey(String)
  /// Values nest deeper than this.
  case tooDeep(Int)
  /// The top object's array under `key` holds more than `limit` items.
  case tooManyItems(key: String, limit: Int)
  /// An array or object (under the top object's `key`) holds more than `limit` items.
  case containerTooLarge(key: String, limit: Int)
  /// The text holds more than `limit` values.
  case tooManyValues(limit: Int)
  /// The parse's values could not be charged (`ValueCharge`): the server holds as many parsed
  /// values as it keeps at once.
  case busy
}

/// Where a bounded parse charges the values it makes, a batch at a time, before making more:
/// `take(count)` is false when they cannot be held now (the parse then stops, `busy`). The
/// record server charges every request's parse to one budget, so that what all requests parsed
/// at once hold is bounded, and gives the charge back when the tree is dropped.
public protocol ValueCharge: AnyObject {
  /// Takes `count` more values; false when there is no room for them.
  func take(_ count: Int) -> Bool
}

extension JSONValue {
  /// How deep arrays and objects nest in the value: 0 for a scalar, 1 for `[1]`.
  public var nesting: Int {
    switch self {
    case .array(let items): 1 + (items.map(\.nesting).max() ?? 0)
    case .object(let object): 1 + (object.values.map(\.nesting).max() ?? 0)
    case .null, .bool, .integer, .number, .string: 0
    }
  }
}
