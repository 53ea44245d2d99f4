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
