import CloudRecords
import Foundation
import Hummingbird
import Synchronization

/// The record API's operations for one signed-in user: decode the request, check its size,
/// answer it in the user's scope on the storage threads (`RecordAnswering`, the endpoint
/// table's methods), encode the answer.
struct Operations: RecordAnswering {
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
  /// The notification tokens the answer ended, whose long polls the courier then ends too.
  let tokensEnded = TokensEnded()

  var storage: RecordStorage { service.storage }

  /// Serves the endpoint of `operation` (`Endpoints.endpoint(of:)`), by its request and answer
  /// types.
  func perform(_ operation: DatabaseOperation, body: ByteBuffer) async throws -> Response {
    try await Endpoints.endpoint(of: operation).served(by: BodyServer(operations: self, body: body))
  }

  /// Reads the endpoint's request from the body, has the endpoint's method answer it and
  /// writes the answer, both on the storage threads: an answer of megabytes (records, changes)
  /// takes a processor for tens of milliseconds to encode and copy, which on the cooperative
  /// threads every other request and `/healthz` would wait for. The answer is
  /// dropped once written, not held beside the text until it is sent.
  func serve<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ body: ByteBuffer)
    async throws -> Response
  {
    let request = try await read(endpoint, body)
    let bytes: [UInt8]
    do {
      bytes = try await service.blocking(behind: heavy) { [self] in
        try Responses.encoded(endpoint.answer(self, request))
      }
    } catch {
      await endPolls()
      throw error
    }
    await endPolls()
    return Responses.json(bytes: bytes)
  }

  /// Has the courier end the long polls of the tokens the answer ended, whether or not the
  /// answer could be written.
  private func endPolls() async {
    let ended = tokensEnded.take()
    if !ended.isEmpty { await service.courier.forget(ended) }
  }

  /// Reads the endpoint's request (a big one on a thread of `BodyReaders`) and checks the
  /// names in it; an endpoint that takes no body reads none.
  func read<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ body: ByteBuffer)
    async throws -> Request
  {
    if let unread = Request.unread { return unread }
    return try await service.bodyReaders.read(body, user: scope.userRecordName) {
      let request = try RequestDecoding.decode(Request.self, from: body, operation: endpoint.path)
      try request.checkNames()
      return request
    }
  }

  /// Whether this member was answered megabytes a moment ago: their work runs behind.
  var heavy: Bool { service.largeAnswers.isHeavy(scope.userRecordName) }

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

  func modifyRecords(_ request: ModifyRecordsRequest) throws -> RecordsResponse {
    try admitItems(request.operations.count, "operations")
    let growth = service.schemaGrowth(developer: developer)
    let response = try storage.modifyRecords(request, in: scope, growth: growth)
    let changed = response.records.compactMap(\.record)
    if !changed.isEmpty {
      service.notifyChange(in: request.zoneID ?? .defaultZone, scope: scope, changed: changed)
    }
    return response.withErrorUUIDs()
  }

  func lookupRecords(_ request: LookupRecordsRequest) throws -> RecordsResponse {
    try admitItems(request.records.count, "records")
    return try storage.lookupRecords(request, in: scope).withErrorUUIDs()
  }

  func queryRecords(_ request: QueryRecordsRequest) throws -> QueryRecordsResponse {
    try QueryLimits.check(request.query)
    try admitItems(request.query.listedValues, "values listed in filters")
    return try storage.queryRecords(request, in: scope).withErrorUUIDs()
  }

  func recordChanges(_ request: RecordChangesRequest) throws -> ZoneChanges {
    try admitItems(request.desiredRecordTypes?.count ?? 0, "desired record types")
    return try storage.recordChanges(request, in: scope, encodingFields: true)
  }

  func zoneChanges(_ request: ZoneChangesRequest) throws -> ZoneChangesResponse {
    try admitItems(
      request.zoneRequests.reduce(0) { $0 + 1 + ($1.desiredRecordTypes?.count ?? 0) },
      "zones and desired record types")
    return try storage.zoneChanges(request, in: scope, encodingFields: true)
  }

  // MARK: Zones

  func databaseChanges(_ request: DatabaseChangesRequest) throws -> DatabaseChangesResponse {
    try storage.databaseChanges(request, in: scope)
  }

  func listZones() throws -> ZonesResponse { try storage.listZones(in: scope) }

  func lookupZones(_ request: LookupZonesRequest) throws -> ZonesResponse {
    try admitItems(request.zones.count, "zones")
    return try storage.lookupZones(request, in: scope)
  }

  func modifyZones(_ request: ModifyZonesRequest) throws -> ZonesResponse {
    try admitItems(request.operations.count, "operations")
    return try storage.modifyZones(request, in: scope)
  }

  func zonesChanges(_ request: ZonesChangesRequest) throws -> ZonesChangesResponse {
    let changes = try storage.databaseChanges(
      DatabaseChangesRequest(syncToken: request.metaSyncToken, resultsLimit: request.resultsLimit),
      in: scope)
    return ZonesChangesResponse(
      zones: changes.zones, metaSyncToken: changes.syncToken, moreComing: changes.moreComing)
  }
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

/// The notification tokens an answer ended (`users/signout`, `tokens/register`), taken once it
/// is written: the courier ends their long polls before the answer goes.
final class TokensEnded: Sendable {
  private let tokens = Mutex<[String]>([])

  /// Adds `ended`.
  func add(_ ended: [String]) { tokens.withLock { $0 += ended } }

  /// The tokens ended, and none from now on.
  func take() -> [String] {
    tokens.withLock { tokens in
      defer { tokens = [] }
      return tokens
    }
  }
}

/// Serves an endpoint from a request's body, through the user's operations.
private struct BodyServer: EndpointServer {
  let operations: Operations
  let body: ByteBuffer

  func serve<Request, Answer>(_ endpoint: Endpoint<Request, Answer>) async throws -> Response {
    try await operations.serve(endpoint, body)
  }
}
