import Clocks
import CloudRecords
import Foundation
import PrivateFiles

/// RecordStorage: users' private databases in the server's store (SQLite or PostgreSQL) — zones, records and their tombstones,
/// the per-user change sequence that sync tokens encode, subscriptions — answering the
/// CloudKit Web Services operations with CloudKit's semantics. The schema comes from a
/// `SchemaRegistry`; HTTP, authentication and notifications are the routes' business.
///
/// Every method works in one transaction: writes in one write transaction (so a request is
/// all or nothing where CloudKit says so, and its change sequence numbers have no gaps),
/// reads in one read transaction (so a page of changes is a consistent snapshot). Each method
/// throws `ServerError` for an error of the whole request; errors of one record, zone or
/// subscription take that item's place in the results.
///
/// ```swift
/// let store = try ServerDatabase.open("records.sqlite")  // or "postgres://…"
/// let storage = RecordStorage(
///   store: store, schemas: try SchemaRegistry(store: store, bundled: AppSchema.ckdb))
/// let scope = DatabaseScope(container: "iCloud.x", environment: .development,
///                           userRecordName: "_0123…")
/// _ = try storage.modifyZones(.init(operations: [.init(.create, Zone(zoneID: zone))]), in: scope)
/// ```
package final class RecordStorage: Sendable {
  let store: any ServerStore
  let schemas: SchemaRegistry
  let writers = WriterTurns()
  /// The key continuation markers are signed with.
  let secret: ServerSecret
  /// The database's identity and past, which each `records/query` answer tells.
  let lineage: ServerLineage
  /// Zones one user keeps in a database at most (`serve --max-zones`); `zones/list` answers
  /// at most this many.
  let zonesPerUser: Int
  /// Whether `_defaultZone` has a change feed (`serve --no-default-zone-feed` answers as
  /// Apple's CloudKit does, which has none).
  let defaultZoneFeed: Bool
  /// The time, where the storage decides by it: each save's modification time, the time a
  /// query answer tells. The system's clock unless a test gives its own.
  let clock: WallClock
  /// What each member keeps, held to their quota; nil for none.
  let ledger: StorageLedger?
  /// The bytes the database's disk keeps free (`serve --min-free-megabytes`): below them a
  /// save is refused, a deletion never; 0 for none. SQLite's disk only: PostgreSQL's is the
  /// database server's.
  let freeFloor: UInt64

  /// Storage in `store`, with the schemas `schemas`, each user keeping at most
  /// `zonesPerUser` zones, `_defaultZone` with a change feed unless `defaultZoneFeed` is
  /// false, on `clock`; the quota's counts trusted for a time that passes on `waits`.
  package init(
    store: any ServerStore, schemas: SchemaRegistry,
    zonesPerUser: Int = ZoneStorage.defaultMaximumPerUser, defaultZoneFeed: Bool = true,
    quota: StorageQuota? = nil, freeFloor: UInt64 = 0,
    clock: WallClock = .system, waits: WaitClock = .continuous
  ) {
    self.clock = clock
    self.freeFloor = freeFloor
    ledger = quota.map {
      StorageLedger(standard: $0, shared: !(store is SQLiteStore), waits: waits)
    }
    self.defaultZoneFeed = defaultZoneFeed
    self.store = store
    self.schemas = schemas
    self.secret = ServerSecret(store: store)
    self.lineage = ServerLineage(store: store)
    self.zonesPerUser = zonesPerUser
  }

  // MARK: Records

  /// `records/modify`: up to 200 operations, applied in order in one transaction.
  /// `growth`: whether, and how far, this user's saves may extend the development schema.
  package func modifyRecords(
    _ request: ModifyRecordsRequest, in scope: DatabaseScope, growth: SchemaGrowth = .developer
  ) throws -> RecordsResponse {
    try RecordModification.validate(request)
    let epoch = try self.epoch()
    try keepFloor(request)
    let room = try ledger?.room(for: scope.userRecordName, in: store)
    let keepsLostDeletions = try lineage.known().restoredFrom != nil && !isBelowFloor()
    var spent = 0
    do {
      let (response, cascade, added) = try writers.inTurn(scope) {
        try store.write { db in
          var modification = try RecordModification(
            request: request, scope: scope, db: db, schemas: schemas, growth: growth,
            tagEpoch: epoch, now: clock.now().milliseconds, room: room,
            keepsLostDeletions: keepsLostDeletions)
          let response = try modification.run()
          spent = modification.answerBytes
          return (response, modification.cascadeScheduled, modification.added)
        }
      }
      ledger?.add(scope.userRecordName, records: added.records, bytes: added.bytes)
      // A long DELETE_SELF cascade goes on in batches; the answer waits for its end.
      if let scopeID = cascade { try Cascade.run(scopeIDs: [scopeID], store: store, clock: clock) }
      return try attachServerRecords(response, request, scope, spent: spent)
    } catch let failure as AtomicFailure {
      return try attachServerRecords(
        RecordsResponse(records: failure.results), request, scope, spent: 0)
    }
  }

  /// Gives each CONFLICT its server record — read now, after the write and outside its lock —
  /// as far as the answer's budget goes, after what the saved records weigh (`spent`); the
  /// conflicts past it say to look the record up.
  private func attachServerRecords(
    _ response: RecordsResponse, _ request: ModifyRecordsRequest, _ scope: DatabaseScope,
    spent: Int
  ) throws -> RecordsResponse {
    let conflicts = response.records.indices.filter {
      response.records[$0].failure?.serverErrorCode == .conflict
    }
    guard !conflicts.isEmpty else { return response }
    let names = conflicts.compactMap { response.records[$0].failure?.recordName }
    var budget = AnswerBudget()
    if spent > 0 { _ = budget.take(spent) }
    // The rows by their sizes first; the fields only of those the budget takes.
    let rows = try store.read { db -> [String: RecordRow] in
      guard let zone = try ZoneRow.live(request.zoneID, scope: scope, db: db) else { return [:] }
      let sized = try RecordRow.find(named: names, zone: zone, db: db)
      var rows: [String: RecordRow] = [:]
      for name in names {
        guard let row = sized[name], !row.deleted,
          budget.take(row.answerBytes(withFields: false) + Int(row.size))
        else { continue }
        rows[name] = try RecordRow.findWithFields(named: name, zone: zone, db: db)
      }
      return rows
    }
    var answer = response
    let zoneID = ZoneID(
      zoneName: request.zoneID?.zoneName ?? ZoneID.defaultZone.zoneName,
      ownerRecordName: scope.userRecordName)
    for index in conflicts {
      guard var error = answer.records[index].failure, let name = error.recordName else {
        continue
      }
      if let row = rows[name], !row.deleted {
        error.serverRecord = try row.record(
          zone: zoneID, owner: scope.userRecordName, desiredKeys: nil)
      } else {
        error.reason +=
          " Its server record is left out (an answer holds \(AnswerBudget.said) of records);"
          + " look it up with records/lookup."
      }
      answer.records[index] = .failure(error)
    }
    return answer
  }

  /// Whether the database's disk holds less than the floor free (SQLite's).
  private func isBelowFloor() -> Bool {
    guard freeFloor > 0, store is SQLiteStore, let space = DiskSpace.of(store.location) else {
      return false
    }
    return space.free < freeFloor
  }

  /// Refuses a batch that saves anything while the database's disk holds less than the floor
  /// free: the server's disk said full before it is, so nobody's write fails half-way on it.
  /// Deletions still go (a tombstone of a name the database lacks is not kept then).
  private func keepFloor(_ request: ModifyRecordsRequest) throws {
    guard freeFloor > 0, store is SQLiteStore,
      request.operations.contains(where: {
        $0.operationType != .delete && $0.operationType != .forceDelete
      }),
      let space = DiskSpace.of(store.location), space.free < freeFloor
    else { return }
    ServerMetrics.storageRefused("free-floor")
    throw ServerError.serverDiskFull(
      "it keeps \(freeFloor >> 20) MB free on \(space.mount) and \(space.free >> 20) MB are left;"
        + " deletions still go.")
  }

  /// `records/lookup`: records by name; a missing one answers NOT_FOUND in its place, one past
  /// the answer's byte bound LIMIT_EXCEEDED.
  package func lookupRecords(_ request: LookupRecordsRequest, in scope: DatabaseScope) throws
    -> RecordsResponse
  {
    let found = try store.read { db in try RecordLookup.find(request, scope: scope, db: db) }
    return try RecordLookup.answer(found, scope: scope, desiredKeys: request.desiredKeys)
  }

  /// `records/query`: records of one type, filtered on QUERYABLE fields, sorted on SORTABLE
  /// ones, a page at a time.
  package func queryRecords(_ request: QueryRecordsRequest, in scope: DatabaseScope) throws
    -> QueryRecordsResponse
  {
    // The marker is read, its MAC first, before a reader is taken.
    let key = try secret.key()
    let marker = try request.continuationMarker.map {
      try QueryMarker(
        decoding: $0, fingerprint: QueryMarker.fingerprint(of: request), scope: scope, key: key)
    }
    let page = try store.read { db in
      try RecordQuery(
        request: request, scope: scope, db: db, schemas: schemas, marker: marker, markerKey: key
      ).run()
    }
    var answer = try page.answer(owner: scope.userRecordName, desiredKeys: request.desiredKeys)
    answer.serverHistory = try lineage.history(now: clock.now())
    return answer
  }

  // MARK: Change feeds

  /// The database's identity as sync tokens and change tags carry it.
  private func epoch() throws -> String {
    ChangeTag.epoch(ofLineage: try lineage.known().lineage)
  }

  /// What the change feeds are told of this database.
  private func feed() throws -> ChangeFeed.Options {
    ChangeFeed.Options(epoch: try epoch(), defaultZone: defaultZoneFeed)
  }

  /// `records/changes`: what changed in one custom zone since a sync token.
  /// `encodingFields`: the stored fields as they are, for the wire (`ZoneChanges.encodedFields`).
  package func recordChanges(
    _ request: RecordChangesRequest, in scope: DatabaseScope, encodingFields: Bool = false
  ) throws -> ZoneChanges {
    let feed = try self.feed()
    // One zone's page is one statement, a snapshot by itself: no transaction around it (on
    // PostgreSQL, no BEGIN and COMMIT for the database to run with each page).
    return try store.readStatement { db in
      try ChangeFeed.zoneChanges(
        request, scope: scope, feed: feed, db: db, encodingFields: encodingFields)
    }
  }

  /// `changes/zone`: the changes of several zones; a zone's error takes its place.
  package func zoneChanges(
    _ request: ZoneChangesRequest, in scope: DatabaseScope, encodingFields: Bool = false
  ) throws -> ZoneChangesResponse {
    let feed = try self.feed()
    guard request.zones.count == 1 else {
      return try store.read { db in
        try ChangeFeed.zoneChanges(
          request, scope: scope, feed: feed, db: db, encodingFields: encodingFields)
      }
    }
    // One zone, as a device pages: one statement (see `recordChanges`).
    return try store.readStatement { db in
      try ChangeFeed.zoneChanges(
        request, scope: scope, feed: feed, db: db, encodingFields: encodingFields)
    }
  }

  /// `changes/database`: the zones changed (or deleted) since a database sync token.
  package func databaseChanges(_ request: DatabaseChangesRequest, in scope: DatabaseScope) throws
    -> DatabaseChangesResponse
  {
    try store.read { db in try ChangeFeed.databaseChanges(request, scope: scope, db: db) }
  }

  // MARK: Zones

  /// `zones/list`: `_defaultZone` and every custom zone.
  package func listZones(in scope: DatabaseScope) throws -> ZonesResponse {
    let epoch = try self.epoch()
    return try store.read { [zonesPerUser] db in
      try ZoneStorage.list(scope: scope, limit: zonesPerUser, epoch: epoch, db: db)
    }
  }

  /// `zones/lookup`: zones by ID; a missing one answers ZONE_NOT_FOUND in its place.
  package func lookupZones(_ request: LookupZonesRequest, in scope: DatabaseScope) throws
    -> ZonesResponse
  {
    let epoch = try self.epoch()
    return try store.read { db in
      try ZoneStorage.lookup(request, scope: scope, epoch: epoch, db: db)
    }
  }

  /// `zones/modify`: creates zones (an existing one is answered as it is) and deletes them
  /// with their records and subscriptions.
  package func modifyZones(_ request: ModifyZonesRequest, in scope: DatabaseScope) throws
    -> ZonesResponse
  {
    try ZoneStorage.validate(request)
    let epoch = try self.epoch()
    let response = try writers.inTurn(scope) {
      try store.write { [zonesPerUser] db in
        try ZoneStorage.modify(
          request, scope: scope, maximum: zonesPerUser, epoch: epoch, db: db)
      }
    }
    if response.zones.contains(where: { $0.item?.deleted == true }) {
      let scopeID = try store.read { db in try ScopeRow.find(scope, db: db)?.id }
      try Purge.run(scopeIDs: scopeID.map { [$0] } ?? [], store: store)
    }
    return response
  }

  // MARK: Subscriptions

  /// `subscriptions/list`: every subscription of the user (at most 100 are kept).
  package func listSubscriptions(in scope: DatabaseScope) throws -> SubscriptionsResponse {
    SubscriptionStorage.answer(
      try store.read { db in try SubscriptionStorage.list(scope: scope, db: db) })
  }

  /// `subscriptions/lookup`: subscriptions by ID; a missing one answers NOT_FOUND.
  package func lookupSubscriptions(_ request: LookupSubscriptionsRequest, in scope: DatabaseScope)
    throws -> SubscriptionsResponse
  {
    SubscriptionStorage.answer(
      try store.read { db in try SubscriptionStorage.lookup(request, scope: scope, db: db) })
  }

  /// `subscriptions/modify`: creates, replaces and deletes subscriptions, at most 100 kept.
  package func modifySubscriptions(_ request: ModifySubscriptionsRequest, in scope: DatabaseScope)
    throws -> SubscriptionsResponse
  {
    try SubscriptionStorage.validate(request)
    return SubscriptionStorage.answer(
      try writers.inTurn(scope) {
        try store.write { db in try SubscriptionStorage.modify(request, scope: scope, db: db) }
      })
  }

  /// What a change in `zone` owes the user's devices: the subscriptions it fires — zone
  /// subscriptions of that zone (or zone-wide ones), and query subscriptions in that zone,
  /// whose query is not evaluated; any change in their zone fires them — and the
  /// notification tokens the user registered in the scope's container and environment.
  package func notificationsOwed(byChangeIn zone: ZoneID, in scope: DatabaseScope) throws
    -> OwedNotifications
  {
    try store.readStatement { db in
      try SubscriptionStorage.owed(byChangeIn: zone, scope: scope, db: db)
    }
  }

  // MARK: Accounts

  /// Removes every record, zone, subscription and change of the user, in every container
  /// and environment.
  package func deleteAccount(userRecordName: String) throws {
    let scopeIDs = try store.write { db in
      // In one transaction, the account first: a request signed in a moment before can no
      // longer write (the mark refuses a new database; deleteAll waits for writes under way).
      for table in ["authPushToken", "authWebToken", "authUser"] {
        try db.execute("DELETE FROM \(table) WHERE userRecordName = ?", userRecordName)
      }
      // The notification tokens it asked for and never registered.
      try db.execute(
        "DELETE FROM authPushToken WHERE userRecordName IS NULL AND creator = ?", userRecordName)
      try db.execute(
        "INSERT INTO authDeletedUser (userRecordName, deleted) VALUES (?, ?)"
          + " ON CONFLICT (userRecordName) DO NOTHING", userRecordName,
        clock.now().milliseconds)
      return try ScopeRow.deleteAll(userRecordName: userRecordName, db: db)
    }
    try Purge.run(scopeIDs: scopeIDs, store: store)
  }

  /// Finishes the deletions a stop cut short; the server runs it as it starts.
  package func purgeLeftovers() throws {
    try Cascade.run(scopeIDs: nil, store: store, clock: clock)
    try Purge.run(scopeIDs: nil, store: store)
  }
}
