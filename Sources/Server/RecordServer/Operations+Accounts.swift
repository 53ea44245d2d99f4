import CloudRecords
import Foundation
import Hummingbird

/// The operations on subscriptions, notification tokens and the signed-in user.
extension Operations {
  func listSubscriptions() throws -> SubscriptionsResponse {
    try storage.listSubscriptions(in: scope)
  }

  func lookupSubscriptions(_ request: LookupSubscriptionsRequest) throws -> SubscriptionsResponse {
    try admitItems(request.subscriptions.count, "subscriptions")
    return try storage.lookupSubscriptions(request, in: scope)
  }

  func modifySubscriptions(_ request: ModifySubscriptionsRequest) throws -> SubscriptionsResponse {
    try admitItems(request.operations.count, "operations")
    for query in request.operations.compactMap(\.subscription.query) {
      try QueryLimits.check(query)
    }
    return try storage.modifySubscriptions(request, in: scope)
  }

  func currentUser() throws -> UserIdentity {
    let name = try service.accounts.name(ofUser: scope.userRecordName)
    return UserIdentity(userRecordName: scope.userRecordName, firstName: name)
  }

  /// The account and its data go, in steps that each hold the database briefly (`Purge`).
  func deleteUser() throws -> UserIdentity {
    try storage.deleteAccount(userRecordName: scope.userRecordName)
    return UserIdentity(userRecordName: scope.userRecordName)
  }

  /// Ends the request's own sign-in; the user's other devices stay signed in, and the
  /// courier ends the long polls of its notification tokens.
  func signOut() throws -> UserIdentity {
    tokensEnded.add(
      try service.accounts.signOut(webAuthToken: webAuthToken, container: scope.container))
    return UserIdentity(userRecordName: scope.userRecordName)
  }

  func createToken(_ request: CreateTokenRequest) throws -> CreateTokenResponse {
    let token = try service.accounts.createPushToken(
      container: scope.container, environment: scope.environment.rawValue,
      creator: scope.userRecordName, address: clientNetwork)
    return CreateTokenResponse(
      apnsEnvironment: request.apnsEnvironment, apnsToken: token,
      webcourierURL: Endpoints.courier.webcourierURL(
        base: service.baseURL(authority: authority), token: token))
  }

  /// The user's oldest tokens past the cap go, and the courier ends their long polls.
  func registerToken(_ request: RegisterTokenRequest) throws -> RegisterTokenRequest {
    let accounts = service.accounts
    let registered = try accounts.registerPushToken(
      request.apnsToken, userRecordName: scope.userRecordName, container: scope.container,
      environment: scope.environment.rawValue, webAuthToken: webAuthToken)
    guard registered else {
      throw ServerError.notFound(
        "There is no notification token \(request.apnsToken.prefix(8))… here; ask "
          + "tokens/create for one.")
    }
    tokensEnded.add(
      try accounts.evictOldPushTokens(
        userRecordName: scope.userRecordName, container: scope.container,
        environment: scope.environment.rawValue))
    return request
  }
}
