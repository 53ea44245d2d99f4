import CloudRecords
import Foundation
import Library
import RecordClient

extension SyncEngine {
  /// Makes sure the zone, the zone subscription and the user's profile record exist, and
  /// moves records an older iPhone build left in `_defaultZone`, once per user. Returns how
  /// many records were moved.
  func prepare() throws -> Int {
    let name = user.userRecordName
    if try library.syncState(State.prepared) != name {
      try ensureZone()
      try ensureSubscription()
      try writeProfile()
      try library.syncTransaction { tx in try tx.setState(State.prepared, name) }
    }
    guard try library.syncState(State.legacyMoved) != name else { return 0 }
    let moved = try moveLegacyRecords()
    try library.syncTransaction { tx in try tx.setState(State.legacyMoved, name) }
    return moved
  }

  func ensureZone() throws {
    let zones = try records.listZones().zones.compactMap { result -> Zone? in
      if case .zone(let zone) = result { zone } else { nil }
    }
    guard !zones.contains(where: { $0.zoneID.zoneName == RecordMapping.zone.zoneName }) else {
      return
    }
    let answer = try records.modifyZones(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: RecordMapping.zone))]))
    if case .failure(let error) = answer.zones.first, error.serverErrorCode != .exists {
      throw RecordClientError.server(error, status: 200)
    }
  }

  func ensureSubscription() throws {
    let existing = try records.listSubscriptions().subscriptions.contains { result in
      if case .subscription(let subscription) = result {
        subscription.subscriptionID == Self.subscriptionID
      } else {
        false
      }
    }
    guard !existing else { return }
    var subscription = Subscription(
      subscriptionID: Self.subscriptionID, subscriptionType: .zone, zoneID: RecordMapping.zone)
    subscription.firesOn = [.create, .update, .delete]
    let answer = try records.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]))
    if case .failure(let error) = answer.subscriptions.first, error.serverErrorCode != .exists {
      throw RecordClientError.server(error, status: 200)
    }
  }

  /// The UserProfile record: created on first sign-in (createdAt), its lastSignIn refreshed
  /// on every sign-in. The app requires `appleUserID`; a terminal has no Apple ID, so it
  /// carries the user record name.
  func writeProfile() throws {
    let name = user.userRecordName
    let now = FieldValue.timestamp(Date().milliseconds)
    let found = try records.lookupRecords(
      LookupRecordsRequest(recordNames: [name], zoneID: RecordMapping.zone)
    ).records.first?.record
    var record = Record(recordName: name, recordType: "UserProfile")
    record["lastSignIn"] = now
    if let given = user.firstName { record["givenName"] = .string(given) }
    if let family = user.lastName { record["familyName"] = .string(family) }
    if let email = user.emailAddress { record["email"] = .string(email) }
    let operation: ModifyRecordsRequest.OperationType
    if found == nil {
      record["appleUserID"] = .string(name)
      record["createdAt"] = now
      operation = .create
    } else {
      operation = .forceUpdate
    }
    let answer = try records.modifyRecords(
      ModifyRecordsRequest(
        operations: [.init(operation, record)], zoneID: RecordMapping.zone, atomic: false))
    if case .failure(let error) = answer.records.first, error.serverErrorCode != .exists {
      throw RecordClientError.server(error, status: 200)
    }
  }

  /// Finds the app's records in `_defaultZone` with `records/query`, creates each in
  /// `QuranZone` (where one of the same name already is, that one stays), and deletes the
  /// old one only after its copy is confirmed. They reach this library with the next pull.
  func moveLegacyRecords() throws -> Int {
    var moved = 0
    for type in ["FavoriteAyah", "AyahNote", "ReadingProgress", "AppSettings"] {
      var marker: String?
      repeat {
        guard let answer = try queryDefaultZone(type, marker: marker) else { break }
        let found = answer.records.compactMap(\.record).filter { !$0.isDeleted }
        if !found.isEmpty {
          let copies = found.map {
            ModifyRecordsRequest.Operation(
              .create,
              Record(recordName: $0.recordName, recordType: $0.recordType, fields: $0.fields))
          }
          let created = try records.modifyRecords(
            ModifyRecordsRequest(operations: copies, zoneID: RecordMapping.zone, atomic: false))
          let done = zip(found, created.records).compactMap { old, result -> String? in
            switch result {
            case .record: return old.recordName
            case .failure(let error):
              return error.serverErrorCode == .exists || error.serverErrorCode == .conflict
                ? old.recordName : nil
            }
          }
          if !done.isEmpty {
            _ = try records.modifyRecords(
              ModifyRecordsRequest(
                operations: done.map { .init(.forceDelete, Record(recordName: $0)) },
                zoneID: .defaultZone, atomic: false))
          }
          moved += done.count
        }
        marker = answer.continuationMarker
      } while marker != nil
    }
    return moved
  }

  /// A page of one type's records in `_defaultZone`; nil when the container has no such type.
  private func queryDefaultZone(_ type: String, marker: String?) throws -> QueryRecordsResponse? {
    do {
      return try records.queryRecords(
        QueryRecordsRequest(
          query: Query(recordType: type), zoneID: .defaultZone,
          resultsLimit: Limits.recordsPerResponse, continuationMarker: marker))
    } catch let error {
      let code = error.serverError?.serverErrorCode
      if code == .badRequest || code == .notFound { return nil }
      throw error
    }
  }
}
