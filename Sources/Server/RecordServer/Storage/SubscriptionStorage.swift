import CloudRecords
import Foundation
import JSONScanner

/// `subscriptions/list`, `subscriptions/lookup`, `subscriptions/modify`, and which
/// subscriptions a change fires. A subscription is kept as its JSON, with the zone it watches
/// (none for a zone-wide one) so a zone's deletion takes its subscriptions with it.
///
/// `create` of an existing ID replaces it (CloudKit's subscription saves are upserts);
/// `update` and `delete` of a missing one answer NOT_FOUND. A subscription must watch a zone
/// that exists (ZONE_NOT_FOUND otherwise).
///
/// Bounds: a user keeps at most `maximumPerUser` subscriptions in a database, each at most
/// `maximumBytes` of JSON whose `notificationInfo` nests at most
/// `RequestDecoding.freeFormDepth` deep; `subscriptions/list` answers all of them, so its
/// answer is bounded too. A subscription's JSON is read (`decode`) only after the
/// transaction that fetched it, never while a reader is held, and which subscriptions a
/// change fires is read from columns, with no JSON at all.
enum SubscriptionStorage {
  static let maximumPerUser = 100
  static let maximumBytes = 16 * 1024

  /// The stored JSON of every subscription of the user (at most `maximumPerUser`, plus any
  /// kept from before the cap, up to `Limits.recordsPerResponse`); `answer` reads them.
  static func list(scope: DatabaseScope, db: any SQLTransaction) throws -> [Stored] {
    guard let scopeRow = try ScopeRow.find(scope, db: db) else { return [] }
    return try db.rows(
      "SELECT subscriptionID, subscription FROM records_subscription WHERE scopeID = ?"
        + " ORDER BY subscriptionID LIMIT ?", scopeRow.id, Int64(Limits.recordsPerResponse)
    ).map { .text(id: try $0[0], json: try $0[1]) }
  }

  static func lookup(
    _ request: LookupSubscriptionsRequest, scope: DatabaseScope, db: any SQLTransaction
  )
    throws -> [Stored]
  {
    try RequestSize.check(request.subscriptions.count, "subscriptions")
    let scopeRow = try ScopeRow.find(scope, db: db)
    return try request.subscriptions.map { id in
      if let scopeRow, let found = try find(id.subscriptionID, scopeID: scopeRow.id, db: db) {
        return .text(id: id.subscriptionID, json: found)
      }
      return .result(.failure(notFound(id.subscriptionID)))
    }
  }

  /// A subscription as a transaction found it: its JSON, still to be read, or its result.
  enum Stored: Sendable {
    case text(id: String, json: String)
    case result(SubscriptionResult)
  }

  /// The answer of stored subscriptions, their JSON read now, outside any transaction.
  static func answer(_ stored: [Stored]) -> SubscriptionsResponse {
    SubscriptionsResponse(
      subscriptions: stored.map { item in
        switch item {
        case .result(let result): return result
        case .text(let id, let json):
          guard let subscription = try? decode(json) else {
            var error = ServerError(
              .badRequest,
              "Subscription '\(id)' is kept in a form this server no longer reads (larger or"
                + " deeper than it now allows); delete it and create it again.")
            error.subscriptionID = id
            return .failure(error)
          }
          return .subscription(subscription)
        }
      })
  }

  static func validate(_ request: ModifySubscriptionsRequest) throws {
    try RequestSize.check(request.operations.count, "operations")
  }

  static func modify(
    _ request: ModifySubscriptionsRequest, scope: DatabaseScope, db: any SQLTransaction
  )
    throws -> [Stored]
  {
    let scopeRow = try ScopeRow.findOrCreate(scope, db: db)
    var kept = Int(
      try db.value(
        Int64.self, "SELECT COUNT(*) FROM records_subscription WHERE scopeID = ?", scopeRow.id) ?? 0
    )
    var results: [Stored] = []
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
          if existing == nil, kept >= maximumPerUser { throw tooMany() }
          let zoneName = try watchedZone(
            of: &subscription, scope: scope, db: db)
          let json = try encode(subscription)
          try db.execute(
            """
            INSERT INTO records_subscription (scopeID, subscriptionID, zoneName, subscription)
            VALUES (?, ?, ?, ?)
            ON CONFLICT (scopeID, subscriptionID) DO UPDATE SET zoneName = excluded.zoneName,
              subscription = excluded.subscription
            """, scopeRow.id, id, zoneName, json)
          if existing == nil { kept += 1 }
          results.append(.result(.subscription(subscription)))
        case .delete:
          guard let existing else { throw notFound(id) }
          try db.execute(
            "DELETE FROM records_subscription WHERE scopeID = ? AND subscriptionID = ?",
            scopeRow.id, id)
          kept -= 1
          results.append(.text(id: id, json: existing))
        }
      } catch var error as ServerError {
        error.subscriptionID = id
        error.uuid = nil
        results.append(.result(.failure(error)))
      }
    }
    return results
  }

  static func tooMany() -> ServerError {
    ServerError(
      .badRequest,
      "You keep \(maximumPerUser) subscriptions, the most one user may keep; delete one you no"
        + " longer need before creating another.")
  }

  /// What a change in `zone` owes the user's devices, in one statement: the subscriptions it
  /// fires (those watching that zone and zone-wide ones) and the user's notification tokens.
  /// Read from columns: no subscription's JSON is read while the reader is held.
  static func owed(byChangeIn zone: ZoneID, scope: DatabaseScope, db: any SQLTransaction) throws
    -> OwedNotifications
  {
    var owed = OwedNotifications()
    try db.forEachRow(
      """
      SELECT 'subscription', b.subscriptionID, b.zoneName FROM records_subscription b
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
        let zoneName = row.values[2] == .null ? nil : try row[2] as String
        owed.subscriptions.append(
          FiredSubscription(
            subscriptionID: try row[1],
            zoneID: zoneName.map { ZoneID(zoneName: $0, ownerRecordName: scope.userRecordName) }))
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

  /// The stored JSON of a subscription, or nil.
  static func find(_ id: String, scopeID: Int64, db: any SQLTransaction) throws -> String? {
    try db.value(
      String.self,
      "SELECT subscription FROM records_subscription WHERE scopeID = ? AND subscriptionID = ?",
      scopeID, id)
  }

  static func notFound(_ id: String) -> ServerError {
    var error = ServerError(.notFound, "Subscription '\(id)' does not exist.")
    error.subscriptionID = id
    return error
  }

  /// The JSON kept of a subscription; BAD_REQUEST when it is larger, or its notificationInfo
  /// deeper, than the server keeps.
  static func encode(_ subscription: Subscription) throws -> String {
    if let info = subscription.notificationInfo, info.nesting > RequestDecoding.freeFormDepth {
      throw ServerError(
        .badRequest,
        "The subscription's notificationInfo nests \(info.nesting) levels deep; it may nest at"
          + " most \(RequestDecoding.freeFormDepth).")
    }
    let json = String(decoding: try JSONEncoder().encode(subscription), as: UTF8.self)
    guard json.utf8.count <= maximumBytes else {
      throw ServerError(
        .badRequest,
        "The subscription takes \(json.utf8.count / 1024) KB; a subscription may take at most"
          + " \(maximumBytes / 1024) KB (make its notificationInfo smaller).")
    }
    return json
  }

  /// Reads a subscription's stored JSON with the linear parser, as bounded as a request.
  static func decode(_ text: String) throws -> Subscription {
    let json = try WireJSONParser.parse(Array(text.utf8), bounds: RequestDecoding.bounds)
    return try JSONValueDecoder.decode(Subscription.self, from: json)
  }
}

/// A subscription a change fired: its ID, and the zone it watches (nil for a zone-wide one,
/// which the change's zone then stands for).
package struct FiredSubscription: Sendable, Equatable {
  /// The subscription's ID, as its device saved it.
  package var subscriptionID: String
  /// The zone the subscription watches, or nil for a zone-wide one (`zoneWide: true`).
  package var zoneID: ZoneID?

  /// The subscription `subscriptionID`, fired in `zoneID`.
  package init(subscriptionID: String, zoneID: ZoneID?) {
    self.subscriptionID = subscriptionID
    self.zoneID = zoneID
  }
}

/// What a change owes a user's devices: the subscriptions it fired, and the tokens their
/// notifications go to. Nothing is sent unless both are there.
package struct OwedNotifications: Sendable, Equatable {
  /// The user's subscriptions the change fired.
  package var subscriptions: [FiredSubscription]
  /// The user's registered notification tokens, which the courier notifies.
  package var pushTokens: [String]

  /// Notifications owed for these subscriptions to these tokens: none unless given.
  package init(subscriptions: [FiredSubscription] = [], pushTokens: [String] = []) {
    self.subscriptions = subscriptions
    self.pushTokens = pushTokens
  }
}
