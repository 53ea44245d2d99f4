/// One operation of the record API with the request it takes and the answer it gives: the
/// client sends through it (`RecordClient.send`), the sync's record database is asked
/// through it (`RecordDatabase.send`), and the server's dispatch reads its request and writes
/// its answer by it (`Operations.perform`). Every endpoint is in ``Endpoints``.
public struct Endpoint<Request: WireMessage & RequestNames, Answer: WireMessage>: Sendable {
  /// The operation, whose raw value is the last part of the path (`records/modify`).
  public let operation: DatabaseOperation
  /// The database the client names in the path: the private one but for `users/current`
  /// (asked where Apple documents it, under the public one) and the token operations
  /// (whose paths leave the database out).
  public let database: DatabasePath.Scope?

  /// How a batch the server refuses as too large is sent again in two halves, and their
  /// answers joined into one (`records/modify`); nil where a request is not split.
  public let halves: Halves?

  /// Its answer from whatever answers the record API (`RecordAnswering`): the method of the
  /// endpoint's name.
  public let answer: @Sendable (any RecordAnswering, Request) throws -> Answer

  /// The endpoint of `operation`, asked of `database`, answered by `answer`.
  init(
    _ operation: DatabaseOperation, database: DatabasePath.Scope? = .private,
    halves: Halves? = nil,
    answer: @escaping @Sendable (any RecordAnswering, Request) throws -> Answer
  ) {
    self.operation = operation
    self.database = database
    self.halves = halves
    self.answer = answer
  }

  /// A request split in two and the two answers joined, in order.
  public struct Halves: Sendable {
    /// The two halves of a request, in order; nil for one that cannot be split.
    public let split: @Sendable (Request) -> (Request, Request)?
    /// One answer from the halves' answers.
    public let join: @Sendable (Answer, Answer) -> Answer
  }

  /// The path's operation part (`records/modify`).
  public var path: String { operation.rawValue }

  /// Whether the client asks it with GET: an operation that may be a GET and takes no body.
  public var isGet: Bool { operation.mayBeGet && Request.self == NoBody.self }
}

/// The request of an operation that takes no body (or whose body's content is not read:
/// `users/delete` and `users/signout` are sent `{}`).
public struct NoBody: Codable, Sendable, Hashable {
  /// The empty request.
  public init() {}
}

/// Every endpoint of the record API, one line each: the operation, its request and its answer
/// type. The named refusals some of them answer are in `NamedReasons.swift`
/// (`ServerError.unknownRecordType` for `records/query`, `tooManyItems` for every batch).
public enum Endpoints {
  /// Saves and deletes records; one result per operation, in order.
  /// A batch refused as too large is sent again in halves (`ModifyRecordsRequest.halves`).
  public static let modifyRecords = Endpoint<ModifyRecordsRequest, RecordsResponse>(
    .modifyRecords,
    halves: .init(
      split: \.halves, join: { RecordsResponse(records: $0.records + $1.records) }),
    answer: { try $0.modifyRecords($1) })
  /// Reads records by name; one result per name, in order.
  public static let lookupRecords = Endpoint<LookupRecordsRequest, RecordsResponse>(
    .lookupRecords, answer: { try $0.lookupRecords($1) })
  /// The records of a type that match the filters. Refuses a type the schema lacks with
  /// `ServerError.unknownRecordType`.
  public static let queryRecords = Endpoint<QueryRecordsRequest, QueryRecordsResponse>(
    .queryRecords, answer: { try $0.queryRecords($1) })
  /// One zone's changes since its sync token.
  public static let recordChanges = Endpoint<RecordChangesRequest, ZoneChanges>(
    .recordChanges, answer: { try $0.recordChanges($1) })
  /// The changes of several zones since their sync tokens.
  public static let zoneChanges = Endpoint<ZoneChangesRequest, ZoneChangesResponse>(
    .zoneChanges, answer: { try $0.zoneChanges($1) })
  /// Which zones changed since a database token.
  public static let databaseChanges = Endpoint<DatabaseChangesRequest, DatabaseChangesResponse>(
    .databaseChanges, answer: { try $0.databaseChanges($1) })
  /// The legacy `zones/changes`: `changes/database` under other key names.
  public static let zonesChanges = Endpoint<ZonesChangesRequest, ZonesChangesResponse>(
    .zonesChanges, answer: { try $0.zonesChanges($1) })
  /// The user's zones.
  public static let listZones = Endpoint<NoBody, ZonesResponse>(
    .listZones, answer: { answering, _ in try answering.listZones() })
  /// Zones by name.
  public static let lookupZones = Endpoint<LookupZonesRequest, ZonesResponse>(
    .lookupZones, answer: { try $0.lookupZones($1) })
  /// Creates and deletes zones.
  public static let modifyZones = Endpoint<ModifyZonesRequest, ZonesResponse>(
    .modifyZones, answer: { try $0.modifyZones($1) })
  /// The user's subscriptions.
  public static let listSubscriptions = Endpoint<NoBody, SubscriptionsResponse>(
    .listSubscriptions, answer: { answering, _ in try answering.listSubscriptions() })
  /// Subscriptions by ID.
  public static let lookupSubscriptions = Endpoint<
    LookupSubscriptionsRequest, SubscriptionsResponse
  >(.lookupSubscriptions, answer: { try $0.lookupSubscriptions($1) })
  /// Creates and deletes subscriptions.
  public static let modifySubscriptions = Endpoint<
    ModifySubscriptionsRequest, SubscriptionsResponse
  >(.modifySubscriptions, answer: { try $0.modifySubscriptions($1) })
  /// Who the web auth token belongs to; asked under the public database, as Apple documents.
  public static let currentUser = Endpoint<NoBody, UserIdentity>(
    .currentUser, database: .public, answer: { answering, _ in try answering.currentUser() })
  /// Opens a notification channel.
  public static let createToken = Endpoint<CreateTokenRequest, CreateTokenResponse>(
    .createToken, database: nil, answer: { try $0.createToken($1) })
  /// Ties a notification channel to the signed-in user; the answer repeats the request.
  public static let registerToken = Endpoint<RegisterTokenRequest, RegisterTokenRequest>(
    .registerToken, database: nil, answer: { try $0.registerToken($1) })
  /// Deletes the signed-in user's account and every record of it (this server's own).
  public static let deleteUser = Endpoint<NoBody, UserIdentity>(
    .deleteUser, answer: { answering, _ in try answering.deleteUser() })
  /// Ends the sign-in of the web auth token it is sent with (this server's own).
  public static let signOut = Endpoint<NoBody, UserIdentity>(
    .signOut, answer: { answering, _ in try answering.signOut() })
}

extension Endpoints {
  /// The endpoint of `operation`: every operation has one, as the switch makes sure.
  public static func endpoint(of operation: DatabaseOperation) -> any ListedEndpoint {
    switch operation {
    case .modifyRecords: modifyRecords
    case .lookupRecords: lookupRecords
    case .queryRecords: queryRecords
    case .recordChanges: recordChanges
    case .zoneChanges: zoneChanges
    case .databaseChanges: databaseChanges
    case .zonesChanges: zonesChanges
    case .listZones: listZones
    case .lookupZones: lookupZones
    case .modifyZones: modifyZones
    case .listSubscriptions: listSubscriptions
    case .lookupSubscriptions: lookupSubscriptions
    case .modifySubscriptions: modifySubscriptions
    case .currentUser: currentUser
    case .createToken: createToken
    case .registerToken: registerToken
    case .deleteUser: deleteUser
    case .signOut: signOut
    }
  }
}

/// What answers the record API: a method for each endpoint, which the endpoint table calls
/// (`Endpoint.answer`). The server answers through it for a signed-in user (`Operations`, on
/// its storage threads) and so does the tests' in-process double: an endpoint added to the
/// table is answered by both, or the compiler says which does not.
public protocol RecordAnswering: Sendable {
  /// `records/modify`.
  func modifyRecords(_ request: ModifyRecordsRequest) throws -> RecordsResponse
  /// `records/lookup`.
  func lookupRecords(_ request: LookupRecordsRequest) throws -> RecordsResponse
  /// `records/query`.
  func queryRecords(_ request: QueryRecordsRequest) throws -> QueryRecordsResponse
  /// `records/changes`.
  func recordChanges(_ request: RecordChangesRequest) throws -> ZoneChanges
  /// `changes/zone`.
  func zoneChanges(_ request: ZoneChangesRequest) throws -> ZoneChangesResponse
  /// `changes/database`.
  func databaseChanges(_ request: DatabaseChangesRequest) throws -> DatabaseChangesResponse
  /// `zones/changes`.
  func zonesChanges(_ request: ZonesChangesRequest) throws -> ZonesChangesResponse
  /// `zones/list`.
  func listZones() throws -> ZonesResponse
  /// `zones/lookup`.
  func lookupZones(_ request: LookupZonesRequest) throws -> ZonesResponse
  /// `zones/modify`.
  func modifyZones(_ request: ModifyZonesRequest) throws -> ZonesResponse
  /// `subscriptions/list`.
  func listSubscriptions() throws -> SubscriptionsResponse
  /// `subscriptions/lookup`.
  func lookupSubscriptions(_ request: LookupSubscriptionsRequest) throws -> SubscriptionsResponse
  /// `subscriptions/modify`.
  func modifySubscriptions(_ request: ModifySubscriptionsRequest) throws -> SubscriptionsResponse
  /// `users/current`.
  func currentUser() throws -> UserIdentity
  /// `tokens/create`.
  func createToken(_ request: CreateTokenRequest) throws -> CreateTokenResponse
  /// `tokens/register`.
  func registerToken(_ request: RegisterTokenRequest) throws -> RegisterTokenRequest
  /// `users/delete`.
  func deleteUser() throws -> UserIdentity
  /// `users/signout`.
  func signOut() throws -> UserIdentity
}
