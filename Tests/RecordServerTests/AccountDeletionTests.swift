import CloudRecords
import Foundation
import RecordServer
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `users/delete`: a person deletes their account from a client; everything of theirs goes,
/// nobody else's does.
@Suite struct AccountDeletionTests {
  let zone = ZoneID(zoneName: "QuranZone")

  func saveFavorite(as user: String, in fixture: ServerFixture) throws {
    let zones = try fixture.post(
      .modifyZones, ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: zone))]),
      as: user)
    #expect(zones.status == 200)
    let record = Record(
      recordName: "favorite-x-2:255", recordType: "FavoriteAyah",
      fields: ["ayahID": .string("2:255"), "surahNumber": .int64(2), "ayahNumber": .int64(255)],
      zoneID: zone)
    let saved = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(operations: [.init(.forceUpdate, record)], zoneID: zone), as: user)
    #expect(saved.status == 200)
  }

  @Test func deletingAnAccountRemovesItsDataAndSignInButNotAnothers() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"])
    try saveFavorite(as: "alice", in: fixture)
    try saveFavorite(as: "bob", in: fixture)

    let deleted = try fixture.post(.deleteUser, json: "{}", as: "alice")
    #expect(deleted.status == 200)
    #expect(
      try deleted.decoded(UserIdentity.self).userRecordName == fixture.users["alice"]?.recordName)

    // Her token no longer signs anything in.
    let after = try fixture.post(
      .lookupRecords, LookupRecordsRequest(recordNames: ["favorite-x-2:255"], zoneID: zone),
      as: "alice")
    #expect(after.status == 421)

    // Signed up again under the same name, she starts empty.
    _ = try fixture.server.addUser("alice", password: "new-password")
    let token = try fixture.server.signIn(
      "alice", password: "new-password", apiToken: fixture.apiToken)
    var request = URLRequest(url: fixture.url(.listZones, webToken: token))
    request.httpMethod = "GET"
    let zones = try HTTP.send(request).decoded(ZonesResponse.self)
    #expect(
      zones.zones.compactMap { if case .zone(let zone) = $0 { zone.zoneID.zoneName } else { nil } }
        == ["_defaultZone"])

    // Bob keeps his.
    let his = try fixture.post(
      .lookupRecords, LookupRecordsRequest(recordNames: ["favorite-x-2:255"], zoneID: zone),
      as: "bob")
    #expect(try his.decoded(RecordsResponse.self).records.first?.record != nil)
  }
}

/// Four connections writing while the account is deleted: once the deletion answers, nothing
/// of the account is left, and the writes after it are refused (issue 26; before, a write
/// under way made the account's database again, with 4–5 records).
@Suite struct AccountDeletionRaceTests {
  @Test func writesUnderWayDuringADeletionLeaveNothing() throws {
    let directory = Fixtures.makeTemporaryDirectory("deletion-race")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let location = try TestDatabase.location(in: directory)
    defer { TestDatabase.drop(location) }
    let fixture = try ServerFixture(users: ["alice"], database: location)
    let alice = try #require(fixture.users["alice"]?.recordName)

    let saved = Mutex(0)
    let refusedAfter = Mutex(0)
    let deleted = Mutex(false)
    let writers = DispatchGroup()
    for writer in 0..<4 {
      DispatchQueue.global().async(group: writers) {
        for index in 0..<2000 {
          let record = ServerFixture.favorite("w\(writer)-\(index)")
          let answer = try? fixture.post(
            .modifyRecords,
            ModifyRecordsRequest(operations: [.init(.forceReplace, record)]))
          if answer?.status == 200 {
            saved.withLock { $0 += 1 }
          } else if deleted.withLock({ $0 }) {
            refusedAfter.withLock { $0 += 1 }
            return
          }
        }
      }
    }
    // A bound for a machine running every suite at once, where the first saves once took
    // more than 30 s; the wait ends at the twentieth save.
    try #require(Waiting.until(120) { saved.withLock { $0 } >= 20 }, "the writers never wrote")
    let deletion = try fixture.post(.deleteUser, json: "{}")
    deleted.withLock { $0 = true }
    #expect(deletion.status == 200, "\(deletion.text)")
    #expect(writers.wait(timeout: .now() + 60) == .success, "a writer kept writing")
    #expect(refusedAfter.withLock { $0 } == 4)

    let store = try ServerDatabase.open(location)
    let left = try store.read { db in
      (
        scopes: try db.value(
          Int.self, "SELECT count(*) FROM records_scope WHERE userRecordName = ?", alice) ?? -1,
        // Alice is the only user: every record row would be hers.
        records: try db.value(Int.self, "SELECT count(*) FROM records_record") ?? -1,
        purges: try db.value(Int.self, "SELECT count(*) FROM records_purge") ?? -1
      )
    }
    #expect(
      left.scopes == 0 && left.records == 0 && left.purges == 0, "left after the deletion: \(left)")
  }
}
