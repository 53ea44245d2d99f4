/// A field's type as the protocol names it: `STRING`, `INT64`, … and a list of any of them,
/// `STRING_LIST`, `INT64_LIST`, ….
public struct FieldType: Sendable, Hashable, CustomStringConvertible {
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

  public var scalar: Scalar
  public var isList: Bool

  public init(_ scalar: Scalar, isList: Bool = false) {
    self.scalar = scalar
    self.isList = isList
  }

  public init?(rawValue: String) {
    if rawValue.hasSuffix("_LIST"), let scalar = Scalar(rawValue: String(rawValue.dropLast(5))) {
      self.init(scalar, isList: true)
    } else if let scalar = Scalar(rawValue: rawValue) {
      self.init(scalar)
    } else {
      return nil
    }
  }

  public var rawValue: String { isList ? scalar.rawValue + "_LIST" : scalar.rawValue }
  public var description: String { rawValue }

  public static let string = FieldType(.string)
  public static let int64 = FieldType(.int64)
  public static let double = FieldType(.double)
  public static let timestamp = FieldType(.timestamp)
  public static let bytes = FieldType(.bytes)
  public static let reference = FieldType(.reference)
  public static let assetID = FieldType(.assetID)
  public static let location = FieldType(.location)
}
