import CloudRecords
import Foundation
import Hummingbird

/// The record API's operations for one signed-in user: decode the request, check its size,
/// call storage in the user's scope, encode the answer.
struct Operations {
  let service: RecordService
  let scope: DatabaseScope
  /// Whether the signed-in user may extend the development schema.
  let developer: Bool
  let authority: String?
  /// The web auth token the request came with: `users/signout` ends its sign-in.
  let webAuthToken: String
  /// Where the request came from (`ClientAddress.network`), for the caps on notification
  /// tokens.
  let clientNetwork: String

  var storage: RecordStorage { service.storage }

  func perform(_ operation: DatabaseOperation, body: ByteBuffer) async throws -> Response {
    switch operation {
    case .modifyRecords: try await modifyRecords(body)
    case .lookupRecords: try await lookupRecords(body)
    case .queryRecords: try await queryRecords(body)
    case .recordChanges: try await recordChanges(body)
    case .zoneChanges: try await zoneChanges(body)
    case .databaseChanges: try await databaseChanges(body)
    // Up to `RecordStorage.zonesPerUser` zones: encoded on the storage threads, so a long
    // list never holds the event loops that every request shares.
    case .listZones:
      Responses.json(bytes: try await blocking { try Responses.encoded(try $0.listZones(in: $1)) })
    case .lookupZones: try await lookupZones(body)
    case .modifyZones: try await modifyZones(body)
    case .zonesChanges: try await zonesChanges(body)
    case .listSubscriptions:
      try Responses.json(try await blocking { try $0.listSubscriptions(in: $1) })
    case .lookupSubscriptions: try await lookupSubscriptions(body)
    case .modifySubscriptions: try await modifySubscriptions(body)
    case .currentUser: try await currentUser()
    case .deleteUser: try await deleteUser()
    case .signOut: try await signOut()
    case .createToken: try await createToken(body)
    case .registerToken: try await registerToken(body)
    }
  }

  /// Decodes a request body (a big one on a thread of `BodyReaders`) and checks the names in it.
  func decode<T: Decodable & Sendable>(
    _ type: T.Type, _ body: ByteBuffer, _ operation: DatabaseOperation
  )
    async throws -> T
  {
    try await service.bodyReaders.read(body, user: scope.userRecordName) {
      let request = try RequestDecoding.decode(type, from: body, operation: operation.rawValue)
      try (request as? any RequestNames)?.checkNames()
      return request
    }
  }

  /// Runs storage work in the user's scope off the cooperative threads.
  func blocking<T: Sendable>(
    _ work: @escaping @Sendable (RecordStorage, DatabaseScope) throws -> T
  ) async throws -> T {
    try await service.blocking { [storage, scope] in try work(storage, scope) }
  }

  /// Refuses a request holding more items than the protocol allows, and charges the user's
  /// budget for the items after the first (the request itself was charged on arrival).
  func admitItems(_ count: Int, _ what: String) throws {
    try NameCheck.checkCount(count, what)
    service.charge(scope.userRecordName, operations: Self.itemCost(count))
  }

  /// What the items of a batch cost after the first: one operation every four. A batch is
  /// one request and one transaction, so a member's first upload of 10,000 records (25
  /// batches) goes through in about a second at the default rate instead of being throttled
  /// like abuse; the body's bytes are still charged, and every other bound still holds.
  static func itemCost(_ count: Int) -> Int { (max(0, count - 1) + 3) / 4 }

  // MARK: Records

  private func modifyRecords(_ body: ByteBuffer) async throws -> Response {
    let request = try await service.bodyReaders.read(body, user: scope.userRecordName) {
      let operation = DatabaseOperation.modifyRecords.rawValue
      let json = try RequestDecoding.parse(body, operation: operation)
      let request =
        try FastRequestDecoding.modifyRecords(json)
        ?? RequestDecoding.decode(ModifyRecordsRequest.self, from: json, operation: operation)
      try request.checkNames()
      return request
    }
    try admitItems(request.operations.count, "operations")
    let growth = service.schemaGrowth(developer: developer)
    let response = try await blocking { try $0.modifyRecords(request, in: $1, growth: growth) }
    let changed = response.records.compactMap(\.record)
    if !changed.isEmpty {
      service.notifyChange(in: request.zoneID ?? .defaultZone, scope: scope, changed: changed)
    }
    return Responses.json(bytes: WireJSON.encode(response.withErrorUUIDs()))
  }

  private func lookupRecords(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(LookupRecordsRequest.self, body, .lookupRecords)
    try admitItems(request.records.count, "records")
    let response = try await blocking { try $0.lookupRecords(request, in: $1) }
    return Responses.json(bytes: WireJSON.encode(response.withErrorUUIDs()))
  }

  private func queryRecords(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(QueryRecordsRequest.self, body, .queryRecords)
    try QueryLimits.check(request.query)
    try admitItems(request.query.listedValues, "values listed in filters")
    let response = try await blocking { try $0.queryRecords(request, in: $1) }
    return Responses.json(bytes: WireJSON.encode(response.withErrorUUIDs()))
  }

  private func recordChanges(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(RecordChangesRequest.self, body, .recordChanges)
    try admitItems(request.desiredRecordTypes?.count ?? 0, "desired record types")
    let response = try await blocking {
      try $0.recordChanges(request, in: $1, encodingFields: true)
    }
    return Responses.json(bytes: WireJSON.encode(response))
  }

  private func zoneChanges(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(ZoneChangesBody.self, body, .zoneChanges).request
    try request.checkNames()
    try admitItems(
      request.zones.reduce(0) { $0 + 1 + ($1.desiredRecordTypes?.count ?? 0) },
      "zones and desired record types")
    let response = try await blocking { try $0.zoneChanges(request, in: $1, encodingFields: true) }
    return Responses.json(bytes: WireJSON.encode(response))
  }

  // MARK: Zones

  private func databaseChanges(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(DatabaseChangesRequest.self, body, .databaseChanges)
    return try Responses.json(try await blocking { try $0.databaseChanges(request, in: $1) })
  }

  private func lookupZones(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(LookupZonesRequest.self, body, .lookupZones)
    try admitItems(request.zones.count, "zones")
    return try Responses.json(try await blocking { try $0.lookupZones(request, in: $1) })
  }

  private func modifyZones(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(ModifyZonesRequest.self, body, .modifyZones)
    try admitItems(request.operations.count, "operations")
    return try Responses.json(try await blocking { try $0.modifyZones(request, in: $1) })
  }

  private func zonesChanges(_ body: ByteBuffer) async throws -> Response {
    let request = try await decode(ZonesChangesBody.self, body, .zonesChanges)
    let changes = try await blocking {
      try $0.databaseChanges(
        DatabaseChangesRequest(
          syncToken: request.metaSyncToken, resultsLimit: request.resultsLimit),
        in: $1)
    }
    return try Responses.json(
      ZonesChangesAnswer(
        zones: changes.zones, metaSyncToken: changes.syncToken, moreComing: changes.moreComing))
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
      records: records.map(\.withErrorUUID), continuationMarker: continuationMarker,
      serverHistory: serverHistory)
  }
}

extension RecordResult {
  var withErrorUUID: RecordResult {
    guard case .failure(var error) = self, error.uuid == nil else { return self }
    error.uuid = UUID().uuidString.lowercased()
    return .failure(error)
  }
}
