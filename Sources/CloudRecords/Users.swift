/// `users/current`: who the web auth token belongs to.
public struct UserIdentity: Codable, Sendable, Hashable {
  public var userRecordName: String
  public var firstName: String?
  public var lastName: String?
  public var emailAddress: String?

  public init(userRecordName: String, firstName: String? = nil, lastName: String? = nil) {
    self.userRecordName = userRecordName
    self.firstName = firstName
    self.lastName = lastName
  }
}

/// `tokens/create`: ask for a notification channel.
public struct CreateTokenRequest: Codable, Sendable, Hashable {
  public var apnsEnvironment: String
  public init(apnsEnvironment: String) { self.apnsEnvironment = apnsEnvironment }
}

/// The channel: a token naming it and the URL a web client long-polls for notifications.
public struct CreateTokenResponse: Codable, Sendable, Hashable {
  public var apnsEnvironment: String
  public var apnsToken: String
  public var webcourierURL: String
  public init(apnsEnvironment: String, apnsToken: String, webcourierURL: String) {
    self.apnsEnvironment = apnsEnvironment
    self.apnsToken = apnsToken
    self.webcourierURL = webcourierURL
  }
}

/// `tokens/register`: tie a token to the signed-in user, so their subscriptions reach it.
public struct RegisterTokenRequest: Codable, Sendable, Hashable {
  public var apnsEnvironment: String
  public var apnsToken: String
  public init(apnsEnvironment: String, apnsToken: String) {
    self.apnsEnvironment = apnsEnvironment
    self.apnsToken = apnsToken
  }
}

/// What a long-poll on the webcourier URL answers when a subscription fires.
public struct PushNotification: Codable, Sendable, Hashable {
  public var subscriptionID: String
  public var zoneID: ZoneID?
  public var notificationID: String
  public init(subscriptionID: String, zoneID: ZoneID?, notificationID: String) {
    self.subscriptionID = subscriptionID
    self.zoneID = zoneID
    self.notificationID = notificationID
  }
}
