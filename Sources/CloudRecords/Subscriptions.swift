/// A subscription: a zone's changes (`zone`) or a query's matches (`query`) fire a
/// notification to the user's token.
public struct Subscription: Codable, Sendable, Hashable {
  public enum Kind: String, Codable, Sendable, Hashable { case zone, query }
  public enum Firing: String, Codable, Sendable, Hashable { case create, update, delete }

  public var subscriptionID: String
  public var subscriptionType: Kind
  public var zoneID: ZoneID?
  public var query: Query?
  public var firesOn: [Firing]?
  public var firesOnce: Bool?
  public var zoneWide: Bool?
  public var notificationInfo: JSONValue?

  public init(subscriptionID: String, subscriptionType: Kind, zoneID: ZoneID? = nil) {
    self.subscriptionID = subscriptionID
    self.subscriptionType = subscriptionType
    self.zoneID = zoneID
  }
}

/// `subscriptions/modify`.
public struct ModifySubscriptionsRequest: Codable, Sendable, Hashable {
  public struct Operation: Codable, Sendable, Hashable {
    public enum OperationType: String, Codable, Sendable, Hashable { case create, update, delete }
    public var operationType: OperationType
    public var subscription: Subscription
    public init(_ operationType: OperationType, _ subscription: Subscription) {
      self.operationType = operationType
      self.subscription = subscription
    }
  }
  public var operations: [Operation]
  public init(operations: [Operation]) { self.operations = operations }
}

/// `subscriptions/lookup`.
public struct LookupSubscriptionsRequest: Codable, Sendable, Hashable {
  public struct ID: Codable, Sendable, Hashable {
    public var subscriptionID: String
    public init(_ subscriptionID: String) { self.subscriptionID = subscriptionID }
  }
  public var subscriptions: [ID]
  public init(subscriptionIDs: [String]) { self.subscriptions = subscriptionIDs.map(ID.init) }
}

/// A subscription in an answer, or the error for it alone.
public enum SubscriptionResult: ItemResult {
  case subscription(Subscription)
  case failure(ServerError)

  public init(item: Subscription) { self = .subscription(item) }

  public var item: Subscription? {
    if case .subscription(let value) = self { value } else { nil }
  }

  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

public struct SubscriptionsResponse: Codable, Sendable, Hashable {
  public var subscriptions: [SubscriptionResult]
  public init(subscriptions: [SubscriptionResult]) { self.subscriptions = subscriptions }
}
