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

  /// Routes by the endpoint table (`Endpoints`): reads the operation's request type, answers
  /// its answer type.
  func perform(_ operation: DatabaseOperation, body: ByteBuffer) async throws -> Response {
    switch operation {
    case .modifyRecords: try await serve(Endpoints.modifyRecords, body, modifyRecords)
    case .lookupRecords: try await serve(Endpoints.lookupRecords, body, lookupRecords)
    case .queryRecords: try await serve(Endpoints.queryRecords, body, queryRecords)
    case .recordChanges: try await serve(Endpoints.recordChanges, body, recordChanges)
    case .zoneChanges: try await serve(Endpoints.zoneChanges, body, zoneChanges)
    case .databaseChanges: try await serve(Endpoints.databaseChanges, body, databaseChanges)
    case .listZones:
      try await serve(Endpoints.listZones, body) { _ in
        try await blocking { try $0.listZones(in: $1) }
      }
    case .lookupZones: try await serve(Endpoints.lookupZones, body, lookupZones)
    case .modifyZones: try await serve(Endpoints.modifyZones, body, modifyZones)
    case .zonesChanges: try await serve(Endpoints.zonesChanges, body, zonesChanges)
    case .listSubscriptions:
      try await serve(Endpoints.listSubscriptions, body) { _ in
        try await blocking { try $0.listSubscriptions(in: $1) }
      }
    case .lookupSubscriptions:
      try await serve(Endpoints.lookupSubscriptions, body, lookupSubscriptions)
    case .modifySubscriptions:
      try await serve(Endpoints.modifySubscriptions, body, modifySubscriptions)
    case .currentUser: try await serve(Endpoints.currentUser, body) { _ in try await currentUser() }
    case .deleteUser: try await serve(Endpoints.deleteUser, body) { _ in try await deleteUser() }
    case .signOut: try await serve(Endpoints.signOut, body) { _ in try await signOut() }
    case .createToken: try await serve(Endpoints.createToken, body, createToken)
    case .registerToken: try await serve(Endpoints.registerToken, body, registerToken)
    }
  }

  /// Reads the endpoint's request from the body, has `answer` answer it, and writes the answer
  /// on the storage threads: an answer of megabytes (records, changes) takes a processor for
  /// tens of milliseconds to encode and copy, which on the cooperative threads every other
  /// request and `/healthz` would wait for (issue 61).
  func serve<Request, Answer: Sendable>(
    _ endpoint: Endpoint<Request, Answer>, _ body: ByteBuffer,
    _ answer: (Request) async throws -> Answer
  ) async throws -> Response {
    let request = try await read(endpoint, body)
    // Handed over whole, so that its records are freed once written out, not held beside the
    // text until the answer is sent.
    let answered = AnswerHandover(try await answer(request))
    return Responses.json(
      bytes: try await service.blocking(behind: heavy) { try answered.encoded() })
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

  /// Runs storage work in the user's scope off the cooperative threads.
  func blocking<T: Sendable>(
    _ work: @escaping @Sendable (RecordStorage, DatabaseScope) throws -> T
  ) async throws -> T {
    try await service.blocking(behind: heavy) { [storage, scope] in try work(storage, scope) }
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

  private func modifyRecords(_ request: ModifyRecordsRequest) async throws -> RecordsResponse {
    try admitItems(request.operations.count, "operations")
    let growth = service.schemaGrowth(developer: developer)
    let response = try await blocking { try $0.modifyRecords(request, in: $1, growth: growth) }
    let changed = response.records.compactMap(\.record)
    if !changed.isEmpty {
      service.notifyChange(in: request.zoneID ?? .defaultZone, scope: scope, changed: changed)
    }
    return response.withErrorUUIDs()
  }

  private func lookupRecords(_ request: LookupRecordsRequest) async throws -> RecordsResponse {
    try admitItems(request.records.count, "records")
    return try await blocking { try $0.lookupRecords(request, in: $1) }.withErrorUUIDs()
  }

  private func queryRecords(_ request: QueryRecordsRequest) async throws -> QueryRecordsResponse {
    try QueryLimits.check(request.query)
    try admitItems(request.query.listedValues, "values listed in filters")
    return try await blocking { try $0.queryRecords(request, in: $1) }.withErrorUUIDs()
  }

  private func recordChanges(_ request: RecordChangesRequest) async throws -> ZoneChanges {
    try admitItems(request.desiredRecordTypes?.count ?? 0, "desired record types")
    return try await blocking { try $0.recordChanges(request, in: $1, encodingFields: true) }
  }

  private func zoneChanges(_ request: ZoneChangesRequest) async throws -> ZoneChangesResponse {
    try admitItems(
      request.zoneRequests.reduce(0) { $0 + 1 + ($1.desiredRecordTypes?.count ?? 0) },
      "zones and desired record types")
    return try await blocking { try $0.zoneChanges(request, in: $1, encodingFields: true) }
  }

  // MARK: Zones

  private func databaseChanges(_ request: DatabaseChangesRequest) async throws
    -> DatabaseChangesResponse
  {
    try await blocking { try $0.databaseChanges(request, in: $1) }
  }

  private func lookupZones(_ request: LookupZonesRequest) async throws -> ZonesResponse {
    try admitItems(request.zones.count, "zones")
    return try await blocking { try $0.lookupZones(request, in: $1) }
  }

  private func modifyZones(_ request: ModifyZonesRequest) async throws -> ZonesResponse {
    try admitItems(request.operations.count, "operations")
    return try await blocking { try $0.modifyZones(request, in: $1) }
  }

  private func zonesChanges(_ request: ZonesChangesRequest) async throws -> ZonesChangesResponse {
    let changes = try await blocking {
      try $0.databaseChanges(
        DatabaseChangesRequest(
          syncToken: request.metaSyncToken, resultsLimit: request.resultsLimit),
        in: $1)
    }
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

/// An answer on its way to the storage threads, where it is encoded and dropped.
private final class AnswerHandover<Answer: Encodable & Sendable>: @unchecked Sendable {
  // @unchecked: taken once, by the one thread that encodes it.
  private var answer: Answer?

  init(_ answer: Answer) { self.answer = answer }

  /// The answer's JSON; the answer itself is let go first.
  func encoded() throws -> [UInt8] {
    guard let answer = answer.take() else { return [] }
    return try Responses.encoded(answer)
  }
}
