/// One item of an answer — a record, a zone, a zone's changes, a subscription — or the error
/// for that item alone. On the wire the two are told apart by the error's `serverErrorCode`.
public protocol ItemResult: Codable, Sendable, Hashable {
  associatedtype Item: Codable

  init(item: Item)
  static func failure(_ error: ServerError) -> Self
  var item: Item? { get }
  var failure: ServerError? { get }
}

extension ItemResult {
  /// Reads an error when the object has a `serverErrorCode`, else the item.
  public init(from decoder: any Decoder) throws {
    let probe = try decoder.container(keyedBy: ServerError.CodingKeys.self)
    if probe.contains(.serverErrorCode) {
      self = .failure(try ServerError(from: decoder))
    } else {
      self = Self(item: try Item(from: decoder))
    }
  }

  /// Writes the error body or the item, whichever this is.
  public func encode(to encoder: any Encoder) throws {
    if let failure {
      try failure.encode(to: encoder)
    } else if let item {
      try item.encode(to: encoder)
    }
  }
}
