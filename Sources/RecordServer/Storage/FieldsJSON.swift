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

  static func decode(_ json: String) throws -> [String: FieldValue] {
    if json == "{}" { return [:] }
    return try WireJSONParser.fields(json)
  }
}
