/// `users/current`: who the web auth token belongs to.
public struct UserIdentity: Codable, Sendable, Hashable {
  /// The user's record name: their ID in this container.
  public var userRecordName: String
  /// The user's first name, when known.
  public var firstName: String?
  /// The user's last name, when known.
  public var lastName: String?
  /// The user's email address, when known.
  public var emailAddress: String?

  /// Creates an identity; `emailAddress` is set afterwards.
  public init(userRecordName: String, firstName: String? = nil, lastName: String? = nil) {
    self.userRecordName = userRecordName
    self.firstName = firstName
    self.lastName = lastName
  }
}

/// `tokens/create`: ask for a notification channel.
public struct CreateTokenRequest: Codable, Sendable, Hashable {
  /// The push environment the token is for: `development` or `production`.
  public var apnsEnvironment: String
  /// Asks for a token in the given push environment.
  public init(apnsEnvironment: String) { self.apnsEnvironment = apnsEnvironment }
}

/// The channel: a token naming it and the URL a web client long-polls for notifications.
public struct CreateTokenResponse: Codable, Sendable, Hashable {
  /// The push environment of the token, as asked.
  public var apnsEnvironment: String
  /// The token naming the channel; `tokens/register` ties it to the user.
  public var apnsToken: String
  /// The URL a web client long-polls for this token's notifications.
  public var webcourierURL: String
  /// Creates the answer from the token and its URL.
  public init(apnsEnvironment: String, apnsToken: String, webcourierURL: String) {
    self.apnsEnvironment = apnsEnvironment
    self.apnsToken = apnsToken
    self.webcourierURL = webcourierURL
  }
}

/// `tokens/register`: tie a token to the signed-in user, so their subscriptions reach it.
public struct RegisterTokenRequest: Codable, Sendable, Hashable {
  /// The push environment the token belongs to.
  public var apnsEnvironment: String
  /// The token from `tokens/create`.
  public var apnsToken: String
  /// Registers the given token.
  public init(apnsEnvironment: String, apnsToken: String) {
    self.apnsEnvironment = apnsEnvironment
    self.apnsToken = apnsToken
  }
}

/// What a long-poll on the webcourier URL answers when a subscription fires.
public struct PushNotification: Codable, Sendable, Hashable {
  /// The subscription that fired.
  public var subscriptionID: String
  /// The zone whose change fired it.
  public var zoneID: ZoneID?
  /// A unique ID for this notification.
  public var notificationID: String
  /// Creates a notification for a subscription that fired.
  public init(subscriptionID: String, zoneID: ZoneID?, notificationID: String) {
    self.subscriptionID = subscriptionID
    self.zoneID = zoneID
    self.notificationID = notificationID
  }
}
