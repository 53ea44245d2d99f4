import CloudRecords
import JSONScanner

/// A row carried as its record (a setting, in an export's `records`): its JSON, read and
/// written as the wire's coders do, and how large it may be — what the record server keeps of
/// one record.
public enum CarriedRowJSON {
  /// The most bytes one record may take (CloudKit's limit).
  public static let largest = Limits.bytesPerRecord

  /// The row's size as JSON, as the record server measures it.
  public static func size(of row: JSONValue) -> Int { WireJSON.encode(row).count }

  /// `row` as JSON.
  public static func encode<Row: Encodable>(_ row: Row) throws -> JSONValue {
    try JSONValueEncoder.encode(row)
  }

  /// The row `json` holds; a `DecodingError` when it does not fit.
  public static func decode<Row: Decodable>(_ type: Row.Type, from json: JSONValue) throws -> Row {
    try JSONValueDecoder.decode(type, from: json)
  }
}
