import AppRecords
import CloudRecords
import Foundation
import Library
import SyncKinds

extension SyncEngine {
  /// Once per user and set of synced types: brings a library that earlier versions synced
  /// into `QuranZone` over to the app's layout, and subscribes to the user's records of each
  /// type (query subscriptions, which Apple allows in `_defaultZone`), so a watching device
  /// hears of another's change. A version that syncs a new type, or a container that gained
  /// one it lacked (`pullComplete`), subscribes again. Returns how many records came over
  /// from `QuranZone`.
  func prepare() throws -> Int {
    let mark = preparedMark
    guard try library.syncState(State.prepared) != mark else { return 0 }
    let moved = try emptyFormerZone()
    try ensureSubscriptions()
    try library.syncTransaction { tx in try tx.setState(State.prepared, mark) }
    return moved
  }

  /// What `prepare` did it for: the user, and the types synced.
  var preparedMark: String {
    user.userRecordName + " " + RecordKinds.types.map(\.rawValue).joined(separator: ",")
  }

  /// The subscription that fires when a record of `type` owned by this user changes.
  func subscription(for type: RecordType) -> Subscription {
    var subscription = Subscription(
      subscriptionID: "quran-vi-\(type.rawValue)", subscriptionType: .query,
      zoneID: RecordMapping.zone)
    subscription.query = Query(type, ownedBy: user.userRecordName)
    subscription.firesOn = [.create, .update, .delete]
    return subscription
  }

  /// Subscribes to each type. A type the container lacks cannot be subscribed to; its
  /// refusal is left (its records stay on this computer, and `quran status` says so).
  func ensureSubscriptions() throws {
    let existing = Set(
      try records.send(Endpoints.listSubscriptions).subscriptions.compactMap {
        $0.item?.subscriptionID
      })
    let missing = RecordKinds.types.map(subscription(for:)).filter {
      !existing.contains($0.subscriptionID)
    }
    guard !missing.isEmpty else { return }
    let answer = try records.send(
      Endpoints.modifySubscriptions,
      ModifySubscriptionsRequest(operations: missing.map { .init(.create, $0) }))
    for case .failure(let error) in answer.subscriptions
    where error.serverErrorCode != .exists && error.serverErrorCode != .badRequest {
      throw RecordServiceError.refused(error)
    }
  }

  /// Earlier versions of quran-vi kept the library in a zone of their own, `QuranZone`, on
  /// our own server. Its records are copied into `_defaultZone` under their names (where the
  /// app already has a record of that name, the app's stays), each copy confirmed, and only
  /// then is the zone removed. What this device knew of the server is forgotten, so the next
  /// listing brings the two sides together by the house rules. Nothing happens where the
  /// zone does not exist (Apple's container, a new user).
  func emptyFormerZone() throws -> Int {
    let zones = try records.send(Endpoints.listZones).zones.compactMap(\.item)
    guard zones.contains(where: { $0.zoneID.zoneName == RecordMapping.formerZone.zoneName })
    else { return 0 }
    var copied = 0
    var token: String?
    repeat {
      let page = try formerZoneChanges(since: token)
      let copies = page.records.filter { !$0.isDeleted }.compactMap(copyForDefaultZone)
      for start in stride(from: 0, to: copies.count, by: Self.batchSize) {
        let batch = Array(copies[start..<min(start + Self.batchSize, copies.count)])
        let answer = try records.send(
          Endpoints.modifyRecords,
          ModifyRecordsRequest(
            operations: batch.map { .init(.create, $0) }, zoneID: RecordMapping.zone,
            atomic: false))
        for case .failure(let error) in answer.records
        where error.serverErrorCode != .exists && error.serverErrorCode != .conflict {
          throw RecordServiceError.refused(error)
        }
        copied += batch.count
      }
      token = page.moreComing ? page.syncToken : nil
    } while token != nil
    try library.syncTransaction { tx in try tx.forgetServerTags() }
    let removed = try records.send(
      Endpoints.modifyZones,
      ModifyZonesRequest(operations: [.init(.delete, Zone(zoneID: RecordMapping.formerZone))]))
    if case .failure(let error) = removed.zones.first, error.serverErrorCode != .zoneNotFound {
      throw RecordServiceError.refused(error)
    }
    return copied
  }

  private func formerZoneChanges(since token: String?) throws -> ZoneChanges {
    let answer = try records.send(
      Endpoints.zoneChanges,
      ZoneChangesRequest(zones: [
        RecordChangesRequest(
          zoneID: RecordMapping.formerZone, syncToken: token,
          resultsLimit: Limits.recordsPerResponse)
      ]))
    switch answer.zones.first {
    case .changes(let changes): return changes
    case .failure(let error): throw RecordServiceError.refused(error)
    case nil: throw RecordServiceError.badAnswer("changes/zone answered no zone.")
    }
  }

  /// A record of the former zone as the app writes it: one of the app's types and names,
  /// owned by this user, with the app's fields (`RecordKind.asTheAppWrites`); nil for
  /// anything else (the profile).
  private func copyForDefaultZone(_ old: Record) -> Record? {
    guard let identity = try? RecordIdentity(recordName: old.recordName) else { return nil }
    if let rewritten = RecordKinds.synced(of: identity).asTheAppWrites(old, identity, mapping) {
      return rewritten
    }
    var copy = Record(
      recordName: old.recordName, recordType: identity.recordType.rawValue, fields: old.fields)
    copy[.ownerRecordName] = .string(user.userRecordName)
    return copy
  }
}
