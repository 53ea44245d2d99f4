import JSONScanner

/// A subscription: a zone's changes (`zone`) or a query's matches (`query`) fire a
/// notification to the user's token.
public struct Subscription: Codable, Sendable, Hashable {
  /// `zone` fires on any change in a zone; `query` fires on changes to records matching `query`.
  public enum Kind: String, Codable, Sendable, Hashable { case zone, query }
  /// A kind of record change that fires a query subscription.
  public enum Firing: String, Codable, Sendable, Hashable { case create, update, delete }

  /// The subscription's ID, chosen by the client and unique in the database.
  public var subscriptionID: String
  /// Whether it watches a zone or a query.
  public var subscriptionType: Kind
  /// The zone it watches. A zone subscription needs one unless `zoneWide`; a query subscription
  /// without one watches the default zone.
  public var zoneID: ZoneID?
  /// For a `query` subscription, the records it watches; required for that kind.
  public var query: Query?
  /// Which record changes fire a query subscription: `create`, `update`, `delete`.
  public var firesOn: [Firing]?
  /// When true, the subscription is deleted after it fires once.
  public var firesOnce: Bool?
  /// Whether it covers every zone of the database instead of one `zoneID`.
  public var zoneWide: Bool?
  /// How the push should alert the user (Apple's notification info dictionary), kept as raw JSON.
  public var notificationInfo: JSONValue?

  /// Creates a subscription of one kind; `query`, `firesOn` and the rest are set afterwards.
  public init(subscriptionID: String, subscriptionType: Kind, zoneID: ZoneID? = nil) {
    self.subscriptionID = subscriptionID
    self.subscriptionType = subscriptionType
    self.zoneID = zoneID
  }
}

/// `subscriptions/modify`.
public struct ModifySubscriptionsRequest: Codable, Sendable, Hashable {
  /// One entry of `operations`: create, update or delete one subscription.
  public struct Operation: Codable, Sendable, Hashable {
    /// `create` adds a subscription, `update` replaces the one with its ID, `delete` removes it.
    public enum OperationType: String, Codable, Sendable, Hashable { case create, update, delete }
    /// What to do with `subscription`.
    public var operationType: OperationType
    /// The subscription to save or, for `delete`, the one its `subscriptionID` names.
    public var subscription: Subscription
    /// Pairs an operation type with its subscription.
    public init(_ operationType: OperationType, _ subscription: Subscription) {
      self.operationType = operationType
      self.subscription = subscription
    }
  }
  /// The subscription operations to apply.
  public var operations: [Operation]
  /// Creates a request from its operations.
  public init(operations: [Operation]) { self.operations = operations }
}

/// `subscriptions/lookup`.
public struct LookupSubscriptionsRequest: Codable, Sendable, Hashable {
  /// One entry of `subscriptions`: `{ "subscriptionID": … }`.
  public struct ID: Codable, Sendable, Hashable {
    /// The ID of a subscription to fetch.
    public var subscriptionID: String
    /// Names one subscription.
    public init(_ subscriptionID: String) { self.subscriptionID = subscriptionID }
  }
  /// The subscriptions to fetch, by ID.
  public var subscriptions: [ID]
  /// Creates a lookup for the given subscription IDs.
  public init(subscriptionIDs: [String]) { self.subscriptions = subscriptionIDs.map(ID.init) }
}

/// A subscription in an answer, or the error for it alone.
public enum SubscriptionResult: ItemResult {
  case subscription(Subscription)
  case failure(ServerError)

  /// Wraps a subscription that was found or saved.
  public init(item: Subscription) { self = .subscription(item) }

  /// The subscription, or nil when this entry is an error.
  public var item: Subscription? {
    if case .subscription(let value) = self { value } else { nil }
  }

  /// The error for this subscription, or nil when it came back.
  public var failure: ServerError? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// The answer to `subscriptions/list`, `subscriptions/lookup` and `subscriptions/modify`.
public struct SubscriptionsResponse: Codable, Sendable, Hashable {
  /// One result per subscription: the subscription, or the error for it alone.
  public var subscriptions: [SubscriptionResult]
  /// Creates an answer from its results.
  public init(subscriptions: [SubscriptionResult]) { self.subscriptions = subscriptions }
}
