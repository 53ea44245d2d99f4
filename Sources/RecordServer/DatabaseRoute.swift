import CloudRecords
import Foundation
import HTTPTypes
import Hummingbird

/// One request to `/database/1/{container}/{environment}/{database}/{operation}`: its path
/// read, its tokens checked, its rate limited, then handed to `Operations`.
struct DatabaseRoute {
  let service: RecordService
  let request: Request

  /// Operations that may also be asked without the database segment, as Apple's paths have
  /// them.
  static let withoutDatabase: Set<String> = [
    "subscriptions/lookup", "tokens/create", "tokens/register", "users/current",
  ]
  /// Operations asked with GET (they are accepted as POST too).
  static let readOnly: Set<String> = ["zones/list", "subscriptions/list", "users/current"]

  func respond() async throws -> Response {
    let segments = request.uri.path.split(separator: "/").map {
      String($0).removingPercentEncoding ?? String($0)
    }
    guard segments.count >= 5, segments[0] == "database" else {
      throw ServerError.notFound(
        "A record request's path is /database/1/{container}/{environment}/{database}/{operation}.")
    }
    guard segments[1] == String(CloudRecords.protocolVersion) else {
      throw ServerError.notFound(
        "This server speaks version 1 of the protocol; use /database/1/….")
    }
    let container = segments[2]
    guard let environment = DatabasePath.Environment(rawValue: segments[3]) else {
      throw ServerError.badRequest(
        "The environment must be development or production, not \(segments[3]).")
    }
    var database = DatabasePath.Scope.private
    var operation: String
    if let scope = DatabasePath.Scope(rawValue: segments[4]) {
      database = scope
      operation = segments.dropFirst(5).joined(separator: "/")
    } else {
      operation = segments.dropFirst(4).joined(separator: "/")
      guard DatabaseRoute.withoutDatabase.contains(operation) else {
        throw ServerError.notFound(
          "The database must be private, public or shared, not \(segments[4]).")
      }
    }
    guard Operations.known.contains(operation) else {
      throw ServerError.notFound(
        "There is no operation \(operation.isEmpty ? "(none)" : operation); this server offers "
          + Operations.known.sorted().joined(separator: ", ") + ".")
    }
    if request.method == .get {
      guard DatabaseRoute.readOnly.contains(operation) else {
        throw ServerError.badRequest("\(operation) is a POST request with a JSON body.")
      }
    } else if request.method != .post {
      throw ServerError.badRequest(
        "\(operation) is asked with POST\(DatabaseRoute.readOnly.contains(operation) ? " or GET" : ""), not \(request.method)."
      )
    }

    // The API token names the container.
    let query = request.uri.queryParameters
    guard let apiToken = query["ckAPIToken"].map(String.init), !apiToken.isEmpty,
      try await containerOf(apiToken: apiToken) == container
    else {
      throw ServerError(
        .authenticationFailed, "The API token is not valid for container \(container).")
    }
    if database != .private && operation != "users/current" {
      throw ServerError(
        .accessDenied,
        "This server offers only the private database; the \(database.rawValue) database is "
          + "not offered.")
    }
    // The web auth token names the user.
    let webToken = query["ckWebAuthToken"].map(String.init) ?? ""
    let user =
      webToken.isEmpty
      ? nil
      : try await service.blocking({
        try service.accounts.user(ofWebAuthToken: webToken, container: container)
      })
    guard let user else {
      var error = ServerError(
        .authenticationRequired,
        webToken.isEmpty
          ? "This request needs a signed-in user; sign in at redirectURL."
          : "The web auth token is not valid; sign in again at redirectURL.")
      error.redirectURL = service.signInURL(authority: request.head.authority, apiToken: apiToken)
      throw error
    }
    // A request costs one operation before its body is read, so a throttled user's bodies
    // are not read at all; its size and its items cost the rest.
    try service.admit(user.userRecordName)
    let scope = DatabaseScope(
      container: container, environment: environment, userRecordName: user.userRecordName)
    // Past the rate limit, every answer carries the sign-in's next token when they rotate.
    guard service.configuration.rotateTokens else {
      return try await perform(operation, scope, developer: user.developer)
    }
    let successor = try await service.blocking {
      try service.accounts.rotateWebAuthToken(webToken, container: container)
    }
    var response: Response
    do {
      response = try await perform(operation, scope, developer: user.developer)
    } catch let error as ServerError {
      response = Responses.error(error)
    }
    if let successor { response.headers[DatabaseRoute.webAuthTokenHeader] = successor }
    return response
  }

  /// The container an API token names: remembered, or read from the database.
  private func containerOf(apiToken: String) async throws -> String? {
    if let known = service.accounts.knownContainer(ofAPIToken: apiToken) { return known }
    return try await service.blocking { try service.accounts.container(ofAPIToken: apiToken) }
  }

  /// The header an answer's new web auth token comes in, as Apple's service sends it.
  static let webAuthTokenHeader = HTTPField.Name("X-Apple-CloudKit-Web-Auth-Token")!

  /// Reads the body and performs the operation for the signed-in user.
  private func perform(_ operation: String, _ scope: DatabaseScope, developer: Bool) async throws
    -> Response
  {
    let body =
      request.method == .post
      ? try await RecordResponder.readBody(request, limit: RecordResponder.bodyLimit) : ByteBuffer()
    if body.readableBytes >= 65_536 {
      service.charge(scope.userRecordName, operations: body.readableBytes / 65_536)
    }
    return try await Operations(
      service: service, scope: scope, developer: developer, authority: request.head.authority
    ).perform(operation, body: body)
  }
}
