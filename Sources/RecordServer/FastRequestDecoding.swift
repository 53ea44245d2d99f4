import CloudRecords
import Foundation
import NIOCore

/// The hot request, `records/modify`, read straight from its parsed JSON rather than walked by
/// `JSONValueDecoder`. Strict: anything that is not exactly what the request type's decoding
/// would accept gives nil, and the caller decodes it with `JSONValueDecoder`, which words the
/// error.
enum FastRequestDecoding {
  static func modifyRecords(_ json: JSONValue) -> ModifyRecordsRequest? {
    guard
      case .object(let object) = json,
      case .array(let operations)? = object["operations"]
    else { return nil }
    var request = ModifyRecordsRequest(operations: [])
    request.operations.reserveCapacity(operations.count)
    for operation in operations {
      guard case .object(let operation) = operation,
        case .string(let typeName)? = operation["operationType"],
        let type = ModifyRecordsRequest.OperationType(rawValue: typeName),
        let recordJSON = operation["record"], let record = record(recordJSON),
        let desiredKeys = optionalStrings(operation["desiredKeys"])
      else { return nil }
      request.operations.append(.init(type, record, desiredKeys: desiredKeys))
    }
    guard let zone = optionalZoneID(object["zoneID"]),
      let atomic = optionalBool(object["atomic"]),
      let desiredKeys = optionalStrings(object["desiredKeys"]),
      let numbersAsStrings = optionalBool(object["numbersAsStrings"])
    else { return nil }
    request.zoneID = zone
    request.atomic = atomic
    request.desiredKeys = desiredKeys
    request.numbersAsStrings = numbersAsStrings
    return request
  }

  /// A record with only the keys a request uses; nil for anything else.
  private static func record(_ json: JSONValue) -> Record? {
    guard case .object(let object) = json, case .string(let name)? = object["recordName"],
      object.keys.allSatisfy({ requestRecordKeys.contains($0) }),
      let type = optionalString(object["recordType"]),
      let tag = optionalString(object["recordChangeTag"]),
      let zone = optionalZoneID(object["zoneID"]),
      let ancestors = optionalStrings(object["ancestors"])
    else { return nil }
    var record = Record(recordName: name, recordType: type, recordChangeTag: tag, zoneID: zone)
    record.ancestors = ancestors
    switch object["fields"] {
    case nil, .null?: break
    case .object(let fields)?:
      guard let read = try? WireJSONParser.fields(fields) else { return nil }
      record.fields = read
    default: return nil
    }
    return record
  }

  private static let requestRecordKeys: Set<String> = [
    "recordName", "recordType", "recordChangeTag", "fields", "zoneID", "ancestors",
  ]

  // Each answers .some(nil) for a missing or null key, nil for a wrong type.
  private static func optionalString(_ json: JSONValue?) -> String?? {
    switch json {
    case nil, .null?: return .some(nil)
    case .string(let text)?: return .some(text)
    default: return nil
    }
  }

  private static func optionalBool(_ json: JSONValue?) -> Bool?? {
    switch json {
    case nil, .null?: return .some(nil)
    case .bool(let value)?: return .some(value)
    default: return nil
    }
  }

  private static func optionalStrings(_ json: JSONValue?) -> [String]?? {
    switch json {
    case nil, .null?: return .some(nil)
    case .array(let items)?:
      var strings: [String] = []
      for item in items {
        guard case .string(let text) = item else { return nil }
        strings.append(text)
      }
      return .some(strings)
    default: return nil
    }
  }

  private static func optionalZoneID(_ json: JSONValue?) -> ZoneID?? {
    switch json {
    case nil, .null?: return .some(nil)
    case .object(let object)?:
      guard case .string(let name)? = object["zoneName"],
        let owner = optionalString(object["ownerRecordName"])
      else { return nil }
      return .some(ZoneID(zoneName: name, ownerRecordName: owner))
    default: return nil
    }
  }
}
