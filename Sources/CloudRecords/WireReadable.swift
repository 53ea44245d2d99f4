import Foundation

/// An answer the streaming reader (`WireJSONParser`) reads straight from the text, with no
/// dictionaries in between: the answers that carry records, the bulk of what a sync reads.
/// The rest are read through `JSONScanner` too, walked by `JSONValueDecoder` (`RecordClient`).
public protocol WireReadable {
  static func read(wire data: Data) throws -> Self
}

extension RecordsResponse: WireReadable {
  /// Reads a `records/modify` or `records/lookup` answer with `WireJSONParser`.
  public static func read(wire data: Data) throws -> RecordsResponse {
    try WireJSONParser.recordsResponse(data)
  }
}

extension QueryRecordsResponse: WireReadable {
  /// Reads a `records/query` answer with `WireJSONParser`.
  public static func read(wire data: Data) throws -> QueryRecordsResponse {
    try WireJSONParser.queryRecordsResponse(data)
  }
}

extension ZoneChangesResponse: WireReadable {
  /// Reads a `changes/zone` answer with `WireJSONParser`.
  public static func read(wire data: Data) throws -> ZoneChangesResponse {
    try WireJSONParser.zoneChangesResponse(data)
  }
}

/// A request or answer `WireJSON` writes by hand, several times faster than the general path
/// (`JSONValueEncoder`): the ones that carry records, and error bodies.
public protocol WireWritable {
  /// The value's JSON, as UTF-8 bytes.
  var wireJSON: [UInt8] { get }
}

extension ModifyRecordsRequest: WireWritable {
  /// `WireJSON.encode(self)`: the client's hottest request.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ServerError: WireWritable {
  /// `WireJSON.encode(self)`: an error body, or one record's error.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension RecordsResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension QueryRecordsResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ZoneChanges: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}

extension ZoneChangesResponse: WireWritable {
  /// `WireJSON.encode(self)`.
  public var wireJSON: [UInt8] { WireJSON.encode(self) }
}
