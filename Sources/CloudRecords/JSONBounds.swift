/// What a bounded parse (`WireJSONParser.parse(_:bounds:)`) reads at most: checked while the
/// text is scanned, so a text past them costs no more than the part read.
public struct JSONBounds: Sendable, Hashable {
  /// How deep arrays and objects may nest; the top value is at depth 0.
  public var depth: Int
  /// How many items an array that is the value of a key of the top object may hold (such as
  /// a request's `operations`).
  public var itemsPerTopArray: Int

  /// Bounds of the given depth and item count.
  public init(depth: Int, itemsPerTopArray: Int) {
    self.depth = depth
    self.itemsPerTopArray = itemsPerTopArray
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
}

extension JSONValue {
  /// How deep arrays and objects nest in the value: 0 for a scalar, 1 for `[1]`.
  public var nesting: Int {
    switch self {
    case .array(let items): 1 + (items.map(\.nesting).max() ?? 0)
    case .object(let object): 1 + (object.values.map(\.nesting).max() ?? 0)
    default: 0
    }
  }
}
