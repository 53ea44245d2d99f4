import Foundation
import JSONScanner

/// A request or an answer of the record API, as the endpoint table (`Endpoints`) pairs them:
/// `Endpoint` takes no other type, so the compiler, not a cast, chooses how each is read. It is
/// read from its JSON text by one function: the answers that carry records by their own reader
/// as they are scanned (`WireJSONParser+Answers.swift`), the others parsed into a `JSONValue`
/// and walked (`JSONValueDecoder`).
public protocol WireMessage: Codable, Sendable {
  /// Reads the message from its JSON text.
  static func read(wire data: Data) throws -> Self
}

extension WireMessage {
  /// Parsed into a `JSONValue`, then walked (`JSONValueDecoder`).
  public static func read(wire data: Data) throws -> Self {
    try JSONValueDecoder.decode(Self.self, text: data)
  }
}

// The requests and answers read by the general path; `RecordsResponse`, `QueryRecordsResponse`
// and `ZoneChangesResponse` conform with their own readers.
extension NoBody: WireMessage {}
extension ModifyRecordsRequest: WireMessage {}
extension LookupRecordsRequest: WireMessage {}
extension QueryRecordsRequest: WireMessage {}
extension RecordChangesRequest: WireMessage {}
extension ZoneChanges: WireMessage {}
extension ZoneChangesRequest: WireMessage {}
extension DatabaseChangesRequest: WireMessage {}
extension DatabaseChangesResponse: WireMessage {}
extension ZonesChangesRequest: WireMessage {}
extension ZonesChangesResponse: WireMessage {}
extension ZonesResponse: WireMessage {}
extension LookupZonesRequest: WireMessage {}
extension ModifyZonesRequest: WireMessage {}
extension SubscriptionsResponse: WireMessage {}
extension LookupSubscriptionsRequest: WireMessage {}
extension ModifySubscriptionsRequest: WireMessage {}
extension UserIdentity: WireMessage {}
extension CreateTokenRequest: WireMessage {}
extension CreateTokenResponse: WireMessage {}
extension RegisterTokenRequest: WireMessage {}
extension CourierAnswer: WireMessage {}
