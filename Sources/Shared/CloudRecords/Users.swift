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

/// What a long-poll on the webcourier URL answers: the notifications that fired meanwhile, none
/// when it waited its time out. The server writes it, the client reads it.
public struct CourierAnswer: Codable, Sendable {
  /// The notifications, oldest first.
  public var notifications: [PushNotification]

  /// An answer carrying `notifications`.
  public init(notifications: [PushNotification]) { self.notifications = notifications }
}

/// What a long-poll on the webcourier URL answers when a subscription fires.
///
/// A query subscription's notification names the record whose change fired it and why
/// (`recordName`, `queryNotificationReason`, as CloudKit JS's `QueryNotification` says them;
/// Apple's push payload carries them as `ck.qry.rid` and `ck.qry.fo`), so a device hears of a
/// deletion by name. `quran-records` names the records of a write of up to
/// `namedChangesLimit` records; a larger write, or notifications dropped while nobody
/// polled, come marked `isPruned` instead: what changed must be asked for.
public struct PushNotification: Sendable, Hashable {
  /// Why a query subscription fired: its record was created, updated or deleted.
  public enum Reason: String, Codable, Sendable, Hashable { case created, updated, deleted }

  /// The most records of one write that `quran-records` names in notifications; past it, one
  /// notification for each subscription, marked `isPruned`.
  public static let namedChangesLimit = 20

  /// The subscription that fired.
  public var subscriptionID: String
  /// The zone whose change fired it.
  public var zoneID: ZoneID?
  /// A unique ID for this notification.
  public var notificationID: String
  /// The record whose change fired it, when the notification names one.
  public var recordName: String?
  /// What happened to `recordName`.
  public var queryNotificationReason: Reason?
  /// Whether the notification leaves out what it would have said (Apple's `isPruned`): the
  /// records it stands for are not named, or notifications before it were dropped.
  public var isPruned: Bool?

  /// Creates a notification for a subscription that fired, naming `recordName` when given.
  public init(
    subscriptionID: String, zoneID: ZoneID?, notificationID: String, recordName: String? = nil,
    queryNotificationReason: Reason? = nil, isPruned: Bool? = nil
  ) {
    self.subscriptionID = subscriptionID
    self.zoneID = zoneID
    self.notificationID = notificationID
    self.recordName = recordName
    self.queryNotificationReason = queryNotificationReason
    self.isPruned = isPruned
  }
}
