import Foundation

/// An answer the streaming reader (`WireJSONParser`) reads straight from the text, with no
/// dictionaries in between: the answers that carry records, the bulk of what a sync reads.
/// `JSONDecoder` reads the rest.
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
