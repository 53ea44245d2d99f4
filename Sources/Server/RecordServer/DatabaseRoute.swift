import CloudRecords
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// One request to `/database/1/{container}/{environment}/{database}/{operation}`: its path
/// read, its tokens checked, its rate limited, then handed to `Operations`.
struct DatabaseRoute {
  let service: RecordService
  let request: Request
  /// The connection's peer address (a proxy's, behind one).
  let clientAddress: String?
  /// The connection it came on.
  let channel: any Channel

  func respond() async throws -> Response {
    let path = try DatabasePath(parsing: request.uri.path)
    let database = path.database ?? .private
    try checkMethod(of: path.operation)
    // The API token names the container.
    let query = request.uri.queryParameters
    guard let apiToken = query[Substring(DatabasePath.apiTokenParameter)].map(String.init),
      !apiToken.isEmpty,
      try await containerOf(apiToken: apiToken) == path.container
    else {
      throw ServerError(
        .authenticationFailed, "The API token is not valid for container \(path.container).")
    }
    if database != .private && !path.operation.answersEveryDatabase {
      throw ServerError(
        .accessDenied,
        "This server offers only the private database; the \(database.rawValue) database "
          + "is not offered.")
    }
    // The web auth token names the user.
    let webToken = query[Substring(DatabasePath.webAuthTokenParameter)].map(String.init) ?? ""
    let user = try await signedInUser(webToken: webToken, apiToken: apiToken, in: path.container)
    // Past the member's connections, refused and its connection closed once answered.
    do {
      try service.memberConnections.note(channel, user: user.userRecordName)
    } catch let error as ServerError {
      var response = Responses.error(error)
      response.headers[.connection] = "close"
      return response
    }
    // A request costs one operation before its body is read, so a throttled user's bodies
    // are not read at all; its size and its items cost the rest.
    try service.admit(user.userRecordName)
    // Its body, too, is charged before any of it is read: to the user's share of the bodies
    // in flight (`BodyShares`), from the length it announces.
    let charge = try await service.chargeBody(of: request, user: user.userRecordName)
    defer { charge?.release() }
    let scope = DatabaseScope(
      container: path.container, environment: path.environment,
      userRecordName: user.userRecordName)
    // Past the rate limit, every answer carries the sign-in's next token when they rotate
    // (but signing out, which ends them all).
    guard service.configuration.rotateTokens, path.operation != .signOut else {
      return try await perform(
        path.operation, scope, developer: user.developer, webToken, charge: charge)
    }
    let successor: String?
    do {
      successor = try await service.blocking {
        try service.accounts.rotateWebAuthToken(webToken, container: path.container)
      }
    } catch let fork as SignInForked {
      throw signInEnded(
        fork.userRecordName, apiToken: apiToken,
        "This sign-in has ended: two devices went on from one token, as a copied one would."
          + " Sign in again at redirectURL; if a device was lost, ask the operator to change your"
          + " password.")
    }
    var response: Response
    do {
      response = try await perform(
        path.operation, scope, developer: user.developer, webToken, charge: charge)
    } catch let error as ServerError {
      response = Responses.error(error)
    }
    if let successor { response.headers[DatabaseRoute.webAuthTokenHeader] = successor }
    return response
  }

  /// Refuses a method the operation is not asked with.
  private func checkMethod(of operation: DatabaseOperation) throws {
    if request.method == .get {
      guard operation.mayBeGet else {
        throw ServerError.badRequest("\(operation.rawValue) is a POST request with a JSON body.")
      }
    } else if request.method != .post {
      throw ServerError.badRequest(
        "\(operation.rawValue) is asked with POST\(operation.mayBeGet ? " or GET" : ""), not \(request.method)."
      )
    }
  }

  /// The user a web auth token signs in; without one, or with one not valid, the error says
  /// why and sends the client to the sign-in page.
  private func signedInUser(webToken: String, apiToken: String, in container: String)
    async throws -> Accounts.SignedIn
  {
    let check =
      webToken.isEmpty
      ? nil
      : try await service.blocking({
        try service.accounts.check(webAuthToken: webToken, container: container)
      })
    let reason: String
    switch check {
    case .signedIn(let user): return user
    case nil: reason = "This request needs a signed-in user; sign in at redirectURL."
    case .unknown: reason = "The web auth token is not valid; sign in again at redirectURL."
    case .expired:
      let days = service.accounts.tokenLifetime / 86_400_000
      reason =
        "This sign-in was not used for \(days) days and has ended; sign in again at redirectURL."
    case .reused(let user):
      throw signInEnded(
        user, apiToken: apiToken,
        "This sign-in has ended: a token it had replaced was used again, as a copied one would be."
          + " Sign in again at redirectURL; if a device was lost, ask the operator to change your"
          + " password.")
    }
    var error = ServerError(.authenticationRequired, reason)
    error.redirectURL = service.signInURL(authority: request.head.authority, apiToken: apiToken)
    throw error
  }

  /// The 421 for a sign-in just ended because a copy of its token was seen, logged.
  private func signInEnded(_ user: String, apiToken: String, _ reason: String) -> ServerError {
    service.logger.warning(
      "A web auth token of \(user) was used as a copy would be; its sign-in is ended.")
    var error = ServerError(.authenticationRequired, reason)
    error.redirectURL = service.signInURL(authority: request.head.authority, apiToken: apiToken)
    return error
  }

  /// The container an API token names: remembered, or read from the database.
  private func containerOf(apiToken: String) async throws -> String? {
    if let known = service.accounts.knownContainer(ofAPIToken: apiToken) { return known }
    return try await service.blocking { try service.accounts.container(ofAPIToken: apiToken) }
  }

  /// The header an answer's new web auth token comes in, as Apple's service sends it.
  static let webAuthTokenHeader = HTTPField.Name(DatabasePath.webAuthTokenHeader)!

  /// Reads the body and performs the operation for the signed-in user, in one of their turns
  /// (`UserTurns`).
  private func perform(
    _ operation: DatabaseOperation, _ scope: DatabaseScope, developer: Bool, _ webToken: String,
    charge: BodyCharge?
  ) async throws -> Response {
    let body =
      request.method == .post
      ? try await RecordService.collectBody(request, charge: charge) : ByteBuffer()
    if body.readableBytes >= 65_536 {
      service.charge(scope.userRecordName, operations: body.readableBytes / 65_536)
    }
    let client = ClientAddress.resolve(
      connection: clientAddress, headers: request.headers,
      trustedProxies: service.configuration.trustedProxies)
    let operations = Operations(
      service: service, scope: scope, developer: developer, authority: request.head.authority,
      webAuthToken: webToken, clientNetwork: ClientAddress.network(of: client))
    // The turn lasts until the answer is written: one not read holds it, and its memory
    // counts against the member's turns, until its connection is closed (`WriteStall`).
    let user = scope.userRecordName
    let turn = try await service.userTurns.turn(user)
    // One large answer of the member's made or written at a time (`LargeAnswers`).
    let largeAnswers = service.largeAnswers
    let heavy = largeAnswers.isHeavy(user)
    if heavy { await largeAnswers.take(user) } else { await largeAnswers.waitForNone(user) }
    let response: Response
    do {
      response = try await operations.perform(operation, body: body)
    } catch {
      if heavy { largeAnswers.release(user) }
      turn.end()
      throw error
    }
    guard (response.body.contentLength ?? .max) > Responses.sliceBytes else {
      if heavy { largeAnswers.release(user) }
      turn.end()
      return response
    }
    if !heavy { await largeAnswers.take(user) }
    largeAnswers.made(user)
    let held = UserTurn {
      turn.end()
      largeAnswers.release(user)
    }
    return Responses.holding(response, until: held, on: channel)
  }
}
