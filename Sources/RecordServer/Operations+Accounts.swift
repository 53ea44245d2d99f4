import CloudRecords
import Foundation
import Hummingbird

/// The operations on subscriptions, notification tokens and the signed-in user.
extension Operations {
  func lookupSubscriptions(_ request: LookupSubscriptionsRequest) async throws
    -> SubscriptionsResponse
  {
    try admitItems(request.subscriptions.count, "subscriptions")
    return try await blocking { try $0.lookupSubscriptions(request, in: $1) }
  }

  func modifySubscriptions(_ request: ModifySubscriptionsRequest) async throws
    -> SubscriptionsResponse
  {
    try admitItems(request.operations.count, "operations")
    for query in request.operations.compactMap(\.subscription.query) {
      try QueryLimits.check(query)
    }
    return try await blocking { try $0.modifySubscriptions(request, in: $1) }
  }

  func currentUser() async throws -> UserIdentity {
    let name = try await service.blocking { [service, scope] in
      try service.accounts.name(ofUser: scope.userRecordName)
    }
    return UserIdentity(userRecordName: scope.userRecordName, firstName: name)
  }

  /// The account and its data go, in steps that each hold the database briefly (`Purge`).
  func deleteUser() async throws -> UserIdentity {
    try await blocking { try $0.deleteAccount(userRecordName: $1.userRecordName) }
    return UserIdentity(userRecordName: scope.userRecordName)
  }

  /// Ends the request's own sign-in; the user's other devices stay signed in.
  func signOut() async throws -> UserIdentity {
    let ended = try await service.blocking { [service, scope, webAuthToken] in
      try service.accounts.signOut(webAuthToken: webAuthToken, container: scope.container)
    }
    await service.courier.forget(ended)
    return UserIdentity(userRecordName: scope.userRecordName)
  }

  func createToken(_ request: CreateTokenRequest) async throws -> CreateTokenResponse {
    let token = try await service.blocking { [service, scope, clientNetwork] in
      try service.accounts.createPushToken(
        container: scope.container, environment: scope.environment.rawValue,
        creator: scope.userRecordName, address: clientNetwork)
    }
    return CreateTokenResponse(
      apnsEnvironment: request.apnsEnvironment, apnsToken: token,
      webcourierURL: service.baseURL(authority: authority) + "/courier/" + token)
  }

  func registerToken(_ request: RegisterTokenRequest) async throws -> RegisterTokenRequest {
    let accounts = service.accounts
    let (scope, webAuthToken) = (self.scope, self.webAuthToken)
    let registered = try await service.blocking {
      try accounts.registerPushToken(
        request.apnsToken, userRecordName: scope.userRecordName, container: scope.container,
        environment: scope.environment.rawValue, webAuthToken: webAuthToken)
    }
    guard registered else {
      throw ServerError.notFound(
        "There is no notification token \(request.apnsToken.prefix(8))… here; ask "
          + "tokens/create for one.")
    }
    let evicted = try await service.blocking {
      try accounts.evictOldPushTokens(
        userRecordName: scope.userRecordName, container: scope.container,
        environment: scope.environment.rawValue)
    }
    await service.courier.forget(evicted)
    return request
  }
}
