/// A field's type as the protocol names it: `STRING`, `INT64`, … and a list of any of them,
/// `STRING_LIST`, `INT64_LIST`, ….
public struct FieldType: Sendable, Hashable, CustomStringConvertible {
  /// The type of one value: `STRING`, `INT64`, `DOUBLE`, `TIMESTAMP`, `BYTES`, `REFERENCE`,
  /// `ASSETID` or `LOCATION`.
  public enum Scalar: String, Sendable, Hashable, CaseIterable {
    case string = "STRING"
    case int64 = "INT64"
    case double = "DOUBLE"
    case timestamp = "TIMESTAMP"
    case bytes = "BYTES"
    case reference = "REFERENCE"
    case assetID = "ASSETID"
    case location = "LOCATION"
  }

  /// The type of the value, or of each element of a list.
  public var scalar: Scalar
  /// Whether the field holds a list of `scalar` values (the `_LIST` types).
  public var isList: Bool

  /// Creates a type from its element type, a list when `isList`.
  public init(_ scalar: Scalar, isList: Bool = false) {
    self.scalar = scalar
    self.isList = isList
  }

  /// Reads a protocol name such as `STRING` or `INT64_LIST`; nil for a name it does not know.
  public init?(rawValue: String) {
    if rawValue.hasSuffix("_LIST"), let scalar = Scalar(rawValue: String(rawValue.dropLast(5))) {
      self.init(scalar, isList: true)
    } else if let scalar = Scalar(rawValue: rawValue) {
      self.init(scalar)
    } else {
      return nil
    }
  }

  /// The protocol name: the scalar's, with `_LIST` appended for a list.
  public var rawValue: String { isList ? scalar.rawValue + "_LIST" : scalar.rawValue }
  /// The protocol name, as in `rawValue`.
  public var description: String { rawValue }

  /// A single `STRING`: text.
  public static let string = FieldType(.string)
  /// A single `INT64`: a 64-bit signed integer.
  public static let int64 = FieldType(.int64)
  /// A single `DOUBLE`: a 64-bit floating-point number.
  public static let double = FieldType(.double)
  /// A single `TIMESTAMP`: milliseconds since 1970.
  public static let timestamp = FieldType(.timestamp)
  /// A single `BYTES` value, base64 text on the wire.
  public static let bytes = FieldType(.bytes)
  /// A single `REFERENCE` to another record.
  public static let reference = FieldType(.reference)
  /// A single `ASSETID`: a file the server stores (`Asset`).
  public static let assetID = FieldType(.assetID)
  /// A single `LOCATION`: coordinates and more (`Location`).
  public static let location = FieldType(.location)
}
