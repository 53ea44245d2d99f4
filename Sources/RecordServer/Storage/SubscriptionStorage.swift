import CloudRecords
import Foundation

/// `subscriptions/list`, `subscriptions/lookup`, `subscriptions/modify`, and which
/// subscriptions a change fires. A subscription is kept as its JSON, with the zone it watches
/// (none for a zone-wide one) so a zone's deletion takes its subscriptions with it.
///
/// `create` of an existing ID replaces it (CloudKit's subscription saves are upserts);
/// `update` and `delete` of a missing one answer NOT_FOUND. A subscription must watch a zone
/// that exists (ZONE_NOT_FOUND otherwise).
enum SubscriptionStorage {
  static func list(scope: DatabaseScope, db: any SQLTransaction) throws -> SubscriptionsResponse {
    guard let scopeRow = try ScopeRow.find(scope, db: db) else {
      return SubscriptionsResponse(subscriptions: [])
    }
    let texts = try db.values(
      String.self,
      "SELECT subscription FROM records_subscription WHERE scopeID = ? ORDER BY subscriptionID",
      scopeRow.id)
    return SubscriptionsResponse(
      subscriptions: try texts.map { .subscription(try decode($0)) })
  }

  static func lookup(
    _ request: LookupSubscriptionsRequest, scope: DatabaseScope, db: any SQLTransaction
  )
    throws -> SubscriptionsResponse
  {
    if request.subscriptions.count > Limits.operationsPerRequest {
      throw ServerError(
        .badRequest,
        "The request looks up \(request.subscriptions.count) subscriptions; a request may"
          + " look up at most \(Limits.operationsPerRequest).")
    }
    let scopeRow = try ScopeRow.find(scope, db: db)
    return SubscriptionsResponse(
      subscriptions: try request.subscriptions.map { id in
        if let scopeRow, let found = try find(id.subscriptionID, scopeID: scopeRow.id, db: db) {
          return .subscription(found)
        }
        return .failure(notFound(id.subscriptionID))
      })
  }

  static func validate(_ request: ModifySubscriptionsRequest) throws {
    if request.operations.count > Limits.operationsPerRequest {
      throw ServerError(
        .badRequest,
        "The request has \(request.operations.count) operations; a request may hold at most"
          + " \(Limits.operationsPerRequest). Split it into smaller batches.")
    }
  }

  static func modify(
    _ request: ModifySubscriptionsRequest, scope: DatabaseScope, db: any SQLTransaction
  )
    throws -> SubscriptionsResponse
  {
    let scopeRow = try ScopeRow.findOrCreate(scope, db: db)
    var results: [SubscriptionResult] = []
    for operation in request.operations {
      var subscription = operation.subscription
      if subscription.subscriptionID.isEmpty, operation.operationType == .create {
        subscription.subscriptionID = UUID().uuidString
      }
      let id = subscription.subscriptionID
      do {
        let existing = try find(id, scopeID: scopeRow.id, db: db)
        switch operation.operationType {
        case .create, .update:
          if operation.operationType == .update, existing == nil { throw notFound(id) }
          let zoneName = try watchedZone(
            of: &subscription, scope: scope, db: db)
          try db.execute(
            """
            INSERT INTO records_subscription (scopeID, subscriptionID, zoneName, subscription)
            VALUES (?, ?, ?, ?)
            ON CONFLICT (scopeID, subscriptionID) DO UPDATE SET zoneName = excluded.zoneName,
              subscription = excluded.subscription
            """, scopeRow.id, id, zoneName, try encode(subscription))
          results.append(.subscription(subscription))
        case .delete:
          guard let existing else { throw notFound(id) }
          try db.execute(
            "DELETE FROM records_subscription WHERE scopeID = ? AND subscriptionID = ?",
            scopeRow.id, id)
          results.append(.subscription(existing))
        }
      } catch var error as ServerError {
        error.subscriptionID = id
        error.uuid = nil
        results.append(.failure(error))
      }
    }
    return SubscriptionsResponse(subscriptions: results)
  }

  /// What a change in `zone` owes the user's devices, in one statement: the subscriptions it
  /// fires (those watching that zone and zone-wide ones) and the user's notification tokens.
  static func owed(byChangeIn zone: ZoneID, scope: DatabaseScope, db: any SQLTransaction) throws
    -> OwedNotifications
  {
    var owed = OwedNotifications()
    try db.forEachRow(
      """
      SELECT 'subscription', b.subscriptionID, b.subscription FROM records_subscription b
      JOIN records_scope s ON s.id = b.scopeID
      WHERE s.container = ? AND s.environment = ? AND s.userRecordName = ?
        AND (b.zoneName = ? OR b.zoneName IS NULL)
      UNION ALL
      SELECT 'token', apnsToken, NULL FROM authPushToken
      WHERE container = ? AND environment = ? AND userRecordName = ?
      ORDER BY 1, 2
      """,
      [
        scope.container, scope.environment.rawValue, scope.userRecordName, zone.zoneName,
        scope.container, scope.environment.rawValue, scope.userRecordName,
      ].map(\.sqlValue), cached: true
    ) { row in
      if try row[0] as String == "token" {
        owed.pushTokens.append(try row[1])
      } else {
        owed.subscriptions.append(try decode(try row[2]))
      }
      return true
    }
    return owed
  }

  /// The zone a subscription watches, checked to exist, or nil for a zone-wide one; fills in
  /// the zone's owner.
  static func watchedZone(
    of subscription: inout Subscription, scope: DatabaseScope,
    db: any SQLTransaction
  ) throws -> String? {
    if subscription.subscriptionType == .query, subscription.query == nil {
      throw ServerError(.badRequest, "A query subscription needs a query.")
    }
    guard var zoneID = subscription.zoneID else {
      if subscription.zoneWide == true { return nil }
      if subscription.subscriptionType == .query {
        subscription.zoneID = ZoneID(
          zoneName: ZoneID.defaultZone.zoneName, ownerRecordName: scope.userRecordName)
        return ZoneID.defaultZone.zoneName
      }
      throw ServerError(
        .badRequest,
        "A zone subscription needs the zoneID of the zone it watches (or zoneWide: true).")
    }
    _ = try ZoneRow.live(zoneID, scope: scope, db: db)
    zoneID.ownerRecordName = scope.userRecordName
    subscription.zoneID = zoneID
    return zoneID.zoneName
  }

  static func find(_ id: String, scopeID: Int64, db: any SQLTransaction) throws -> Subscription? {
    try db.value(
      String.self,
      "SELECT subscription FROM records_subscription WHERE scopeID = ? AND subscriptionID = ?",
      scopeID, id
    ).map(decode)
  }

  static func notFound(_ id: String) -> ServerError {
    var error = ServerError(.notFound, "Subscription '\(id)' does not exist.")
    error.subscriptionID = id
    return error
  }

  static func encode(_ subscription: Subscription) throws -> String {
    String(decoding: try JSONEncoder().encode(subscription), as: UTF8.self)
  }

  static func decode(_ text: String) throws -> Subscription {
    try JSONDecoder().decode(Subscription.self, from: Data(text.utf8))
  }
}

/// What a change owes a user's devices: the subscriptions it fired, and the tokens their
/// notifications go to. Nothing is sent unless both are there.
public struct OwedNotifications: Sendable, Equatable {
  public var subscriptions: [Subscription]
  public var pushTokens: [String]

  public init(subscriptions: [Subscription] = [], pushTokens: [String] = []) {
    self.subscriptions = subscriptions
    self.pushTokens = pushTokens
  }
}
