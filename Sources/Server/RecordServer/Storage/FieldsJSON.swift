import CloudRecords
import Foundation

/// Fields as stored: the JSON of `[String: FieldValue]`, `{"name":{"type":"STRING","value":…}}`
/// with sorted keys, which SQLite's JSON functions read for queries.
///
/// Written with the wire's `WireJSON` and read with its `WireJSONParser` rather than through
/// `Codable`: the change feed reads every record it returns, and the generic path (which probes
/// each JSON value's kind by trying to decode it as each type in turn) cost more than the rest
/// of the feed together.
enum FieldsJSON {
  static func encode(_ fields: [String: FieldValue]) -> String {
    String(decoding: WireJSON.encode(fields: fields, sortedKeys: true), as: UTF8.self)
  }

  /// A size the fields' JSON is never smaller than, found without writing it: their names'
  /// and their texts' bytes (escapes only add to them), bytes as base64.
  static func leastSize(of fields: [String: FieldValue]) -> Int {
    fields.reduce(0) { $0 + $1.key.utf8.count + leastSize(of: $1.value) }
  }

  private static func leastSize(of value: FieldValue) -> Int {
    switch value {
    case .string(let text): text.utf8.count
    case .bytes(let data): (data.count + 2) / 3 * 4
    case .list(_, let items): items.reduce(0) { $0 + leastSize(of: $1) }
    case .int64, .double, .timestamp, .reference, .asset, .location: 0
    }
  }

  static func decode(_ json: String) throws -> [String: FieldValue] {
    if json == "{}" { return [:] }
    return try WireJSONParser.fields(json)
  }
}
