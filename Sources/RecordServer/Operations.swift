import CloudRecords
import Foundation
import Hummingbird

/// The record API's operations for one signed-in user: decode the request, check its size,
/// call storage in the user's scope, encode the answer.
struct Operations {
  static let known: Set<String> = [
    "records/modify", "records/lookup", "records/query", "records/changes", "changes/zone",
    "changes/database", "zones/list", "zones/lookup", "zones/modify", "zones/changes",
    "subscriptions/list", "subscriptions/lookup", "subscriptions/modify", "users/current",
    "tokens/create", "tokens/register", "users/delete",
  ]

  let service: RecordService
  let scope: DatabaseScope
  /// Whether the signed-in user may extend the development schema.
  let developer: Bool
  let authority: String?

  var storage: RecordStorage { service.storage }

  func perform(_ operation: String, body: ByteBuffer) async throws -> Response {
    func decode<T: Decodable & Sendable>(_ type: T.Type) async throws -> T {
      try await BigBodies.read(body) {
        let request = try RequestDecoding.decode(type, from: body, operation: operation)
        try (request as? any RequestNames)?.checkNames()
        return request
      }
    }
    let scope = self.scope
    switch operation {
    case "records/modify":
      let request = try await BigBodies.read(body) {
        let request =
          try FastRequestDecoding.modifyRecords(body)
          ?? RequestDecoding.decode(ModifyRecordsRequest.self, from: body, operation: operation)
        try request.checkNames()
        return request
      }
      try admitItems(request.operations.count, "operations")
      let growth = service.schemaGrowth(developer: developer)
      let response = try await service.blocking {
        try storage.modifyRecords(request, in: scope, growth: growth)
      }
      if response.records.contains(where: { $0.record != nil }) {
        service.notifyChange(in: request.zoneID ?? .defaultZone, scope: scope)
      }
      return Responses.json(bytes: WireJSON.encode(response.withErrorUUIDs()))
    case "records/lookup":
      let request = try await decode(LookupRecordsRequest.self)
      try admitItems(request.records.count, "records")
      return Responses.json(
        bytes: WireJSON.encode(
          try await service.blocking { try storage.lookupRecords(request, in: scope) }
            .withErrorUUIDs()))
    case "records/query":
      let request = try await decode(QueryRecordsRequest.self)
      try QueryLimits.check(request.query)
      try admitItems(request.query.listedValues, "values listed in filters")
      return Responses.json(
        bytes: WireJSON.encode(
          try await service.blocking { try storage.queryRecords(request, in: scope) }
            .withErrorUUIDs()))
    case "records/changes":
      let request = try await decode(RecordChangesRequest.self)
      try admitItems(request.desiredRecordTypes?.count ?? 0, "desired record types")
      return Responses.json(
        bytes: WireJSON.encode(
          try await service.blocking {
            try storage.recordChanges(request, in: scope, encodingFields: true)
          }))
    case "changes/zone":
      let request = try await decode(ZoneChangesBody.self).request
      try request.checkNames()
      try admitItems(
        request.zones.reduce(0) { $0 + 1 + ($1.desiredRecordTypes?.count ?? 0) },
        "zones and desired record types")
      return Responses.json(
        bytes: WireJSON.encode(
          try await service.blocking {
            try storage.zoneChanges(request, in: scope, encodingFields: true)
          }))
    case "changes/database":
      let request = try await decode(DatabaseChangesRequest.self)
      return try Responses.json(
        try await service.blocking { try storage.databaseChanges(request, in: scope) })
    case "zones/list":
      return try Responses.json(try await service.blocking { try storage.listZones(in: scope) })
    case "zones/lookup":
      let request = try await decode(LookupZonesRequest.self)
      try admitItems(request.zones.count, "zones")
      return try Responses.json(
        try await service.blocking { try storage.lookupZones(request, in: scope) })
    case "zones/modify":
      let request = try await decode(ModifyZonesRequest.self)
      try admitItems(request.operations.count, "operations")
      return try Responses.json(
        try await service.blocking { try storage.modifyZones(request, in: scope) })
    case "zones/changes":
      let request = try await decode(ZonesChangesBody.self)
      let changes = try await service.blocking {
        try storage.databaseChanges(
          DatabaseChangesRequest(
            syncToken: request.metaSyncToken, resultsLimit: request.resultsLimit),
          in: scope)
      }
      return try Responses.json(
        ZonesChangesAnswer(
          zones: changes.zones, metaSyncToken: changes.syncToken, moreComing: changes.moreComing))
    case "subscriptions/list":
      return try Responses.json(
        try await service.blocking { try storage.listSubscriptions(in: scope) })
    case "subscriptions/lookup":
      let request = try await decode(LookupSubscriptionsRequest.self)
      try admitItems(request.subscriptions.count, "subscriptions")
      return try Responses.json(
        try await service.blocking { try storage.lookupSubscriptions(request, in: scope) })
    case "subscriptions/modify":
      let request = try await decode(ModifySubscriptionsRequest.self)
      try admitItems(request.operations.count, "operations")
      for query in request.operations.compactMap(\.subscription.query) {
        try QueryLimits.check(query)
      }
      return try Responses.json(
        try await service.blocking { try storage.modifySubscriptions(request, in: scope) })
    case "users/current":
      let name = try await service.blocking {
        try service.accounts.name(ofUser: scope.userRecordName)
      }
      return try Responses.json(
        UserIdentity(userRecordName: scope.userRecordName, firstName: name))
    case "users/delete":
      // Not a CloudKit operation: this server's way for a person to delete their account from
      // a client: the account and its data in one transaction.
      try await service.blocking { try storage.deleteAccount(userRecordName: scope.userRecordName) }
      return try Responses.json(UserIdentity(userRecordName: scope.userRecordName))
    case "tokens/create":
      let request = try await decode(CreateTokenRequest.self)
      let token = try await service.blocking {
        try service.accounts.createPushToken(
          container: scope.container, environment: scope.environment.rawValue)
      }
      return try Responses.json(
        CreateTokenResponse(
          apnsEnvironment: request.apnsEnvironment, apnsToken: token,
          webcourierURL: service.baseURL(authority: authority) + "/courier/" + token))
    case "tokens/register":
      let request = try await decode(RegisterTokenRequest.self)
      let registered = try await service.blocking {
        try service.accounts.registerPushToken(
          request.apnsToken, userRecordName: scope.userRecordName, container: scope.container,
          environment: scope.environment.rawValue)
      }
      guard registered else {
        throw ServerError.notFound(
          "There is no notification token \(request.apnsToken.prefix(8))… here; ask "
            + "tokens/create for one.")
      }
      let evicted = try await service.blocking {
        try service.accounts.evictOldPushTokens(
          userRecordName: scope.userRecordName, container: scope.container,
          environment: scope.environment.rawValue)
      }
      await service.courier.forget(evicted)
      return try Responses.json(request)
    default:
      throw ServerError.notFound("There is no operation \(operation).")
    }
  }

  /// Refuses a request holding more items than the protocol allows, and charges the user's
  /// budget for each item after the first (the request itself was charged on arrival).
  private func admitItems(_ count: Int, _ what: String) throws {
    try NameCheck.checkCount(count, what)
    service.charge(scope.userRecordName, operations: max(0, count - 1))
  }
}

/// `changes/zone`'s body: per-zone requests, with top-level `desiredKeys`, `resultsLimit` and
/// `desiredRecordTypes` applying to zones that don't give their own.
struct ZoneChangesBody: Decodable, Sendable {
  var zones: [RecordChangesRequest]
  var desiredKeys: [String]?
  var resultsLimit: Int?
  var desiredRecordTypes: [String]?

  var request: ZoneChangesRequest {
    ZoneChangesRequest(
      zones: zones.map { zone in
        var zone = zone
        zone.desiredKeys = zone.desiredKeys ?? desiredKeys
        zone.resultsLimit = zone.resultsLimit ?? resultsLimit
        zone.desiredRecordTypes = zone.desiredRecordTypes ?? desiredRecordTypes
        return zone
      })
  }
}

/// The legacy `zones/changes`: `changes/database` under other key names.
struct ZonesChangesBody: Decodable, Sendable {
  var metaSyncToken: String?
  var resultsLimit: Int?
}

struct ZonesChangesAnswer: Encodable {
  var zones: [Zone]
  var metaSyncToken: String
  var moreComing: Bool
}

extension RecordsResponse {
  /// Apple's Record Fetch Error carries a `uuid`; storage leaves it to the routes.
  func withErrorUUIDs() -> RecordsResponse {
    RecordsResponse(records: records.map(\.withErrorUUID))
  }
}

extension QueryRecordsResponse {
  func withErrorUUIDs() -> QueryRecordsResponse {
    QueryRecordsResponse(
      records: records.map(\.withErrorUUID), continuationMarker: continuationMarker)
  }
}

extension RecordResult {
  var withErrorUUID: RecordResult {
    guard case .failure(var error) = self, error.uuid == nil else { return self }
    error.uuid = UUID().uuidString.lowercased()
    return .failure(error)
  }
}
