import CloudRecords
import Crypto
import Foundation
import JSONScanner

/// A query's continuation marker: which query it belongs to, and the sort values and name of
/// the last record returned. Opaque to clients: base64url of JSON, signed (HMAC-SHA256 under
/// the server's secret, `ServerSecret`) together with the user, container and environment it
/// was issued to (`binding`), so a marker used by another user or in another environment is
/// refused (the zone is in the query's fingerprint).
struct QueryMarker: Codable {
  var fingerprint: String
  var sortValuesJSON: [JSONValue]
  var recordName: String
  /// The last record's zone, in a zone-wide query.
  var zoneRowID: Int64?

  enum CodingKeys: String, CodingKey {
    case fingerprint = "q"
    case sortValuesJSON = "k"
    case recordName = "n"
    case zoneRowID = "z"
  }

  init(fingerprint: String, sortValues: [JSONValue], recordName: String, zoneRowID: Int64?) {
    self.fingerprint = fingerprint
    self.sortValuesJSON = sortValues
    self.recordName = recordName
    self.zoneRowID = zoneRowID
  }

  /// Reads a marker the client sent back: its MAC checked first (nothing of a marker this
  /// server did not sign is read), then its JSON, bounded, then that it is this query's.
  init(decoding text: String, fingerprint: String, scope: DatabaseScope, key: SymmetricKey) throws {
    guard let dot = text.lastIndex(of: "."),
      let tag = QueryMarker.unpadded(text[text.index(after: dot)...]),
      HMAC<SHA256>.isValidAuthenticationCode(
        tag, authenticating: QueryMarker.signed(text[..<dot], scope), using: key)
    else {
      throw QueryMarker.refusal(
        "is not one this server issued to this user, in this container and environment")
    }
    guard let data = QueryMarker.unpadded(text[..<dot]),
      let json = try? WireJSONParser.parse([UInt8](data), bounds: QueryMarker.bounds),
      let marker = try? JSONValueDecoder.decode(QueryMarker.self, from: json)
    else { throw QueryMarker.refusal("is not one this server issued") }
    guard marker.fingerprint == fingerprint else {
      throw QueryMarker.refusal("belongs to another query")
    }
    self = marker
  }

  /// A marker holds an object of a list of sort values: two levels.
  static let bounds = JSONBounds(depth: 3, itemsPerTopArray: QueryLimits.sorts)

  /// The marker handed to the client: its JSON in base64url, a dot, and the MAC of that.
  func encoded(scope: DatabaseScope, key: SymmetricKey) -> String {
    let payload = QueryMarker.base64URL((try? JSONEncoder().encode(self)) ?? Data())
    let tag = HMAC<SHA256>.authenticationCode(
      for: QueryMarker.signed(Substring(payload), scope), using: key)
    return payload + "." + QueryMarker.base64URL(Data(tag))
  }

  /// What the MAC covers: the payload and the scope the marker was issued in (the user, the
  /// container and the environment), each on a line of its own.
  private static func signed(_ payload: Substring, _ scope: DatabaseScope) -> Data {
    Data(
      (payload + "\n" + scope.userRecordName + "\n" + scope.container + "\n"
        + scope.environment.rawValue).utf8)
  }

  private static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  private static func unpadded(_ text: Substring) -> Data? {
    var base64 = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    return Data(base64Encoded: base64)
  }

  var sortValues: [SQLValue] {
    sortValuesJSON.map { value in
      switch value {
      case .integer(let number): .integer(number)
      case .number(let number): .real(number)
      case .string(let text): .text(text)
      case .null, .bool, .array, .object: .null
      }
    }
  }

  static func json(_ value: SQLValue) -> JSONValue {
    switch value {
    case .integer(let number): .integer(number)
    case .real(let number): .number(number)
    case .text(let text): .string(text)
    case .null, .integers, .texts: .null
    }
  }

  /// The query, zone and sort a marker belongs to, hashed (FNV-1a, stable across runs).
  static func fingerprint(of request: QueryRecordsRequest) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data =
      (try? encoder.encode(Fingerprinted(query: request.query, zoneID: request.zoneID)))
      ?? Data()
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 36)
  }

  /// What a fingerprint covers, encoded in one pass.
  private struct Fingerprinted: Encodable {
    let query: Query
    let zoneID: ZoneID?
  }

  static func refusal(_ why: String) -> ServerError {
    ServerError(
      .badRequest,
      "The continuationMarker \(why); send the query again without a marker to start over.")
  }
}
