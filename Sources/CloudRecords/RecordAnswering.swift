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

/// An endpoint of the table, whatever its request and answer: what the server finds by the
/// operation a path names (`Endpoints.endpoint(of:)`), and serves with the types it has.
public protocol ListedEndpoint: Sendable {
  /// The operation it answers.
  var operation: DatabaseOperation { get }
  /// Has `server` serve it, by its request and answer types.
  func served<Server: EndpointServer>(by server: Server) async throws -> Server.Served
}

/// Serves an endpoint found by its operation: reads its request, answers it, writes its answer.
public protocol EndpointServer: Sendable {
  /// What serving gives (the server's HTTP response).
  associatedtype Served
  /// Serves `endpoint`.
  func serve<Request, Answer>(_ endpoint: Endpoint<Request, Answer>) async throws -> Served
}

extension Endpoint: ListedEndpoint {
  /// `server.serve(self)`.
  public func served<Server: EndpointServer>(by server: Server) async throws -> Server.Served {
    try await server.serve(self)
  }
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
