import CloudRecords
import Foundation
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
      "zones/modify", ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: zone))]),
      as: user)
    #expect(zones.status == 200)
    let record = Record(
      recordName: "favorite-x-2:255", recordType: "FavoriteAyah",
      fields: ["ayahID": .string("2:255"), "surahNumber": .int64(2), "ayahNumber": .int64(255)],
      zoneID: zone)
    let saved = try fixture.post(
      "records/modify",
      ModifyRecordsRequest(operations: [.init(.forceUpdate, record)], zoneID: zone), as: user)
    #expect(saved.status == 200)
  }

  @Test func deletingAnAccountRemovesItsDataAndSignInButNotAnothers() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"])
    try saveFavorite(as: "alice", in: fixture)
    try saveFavorite(as: "bob", in: fixture)

    let deleted = try fixture.post("users/delete", json: "{}", as: "alice")
    #expect(deleted.status == 200)
    #expect(
      try deleted.decoded(UserIdentity.self).userRecordName == fixture.users["alice"]?.recordName)

    // Her token no longer signs anything in.
    let after = try fixture.post(
      "records/lookup", LookupRecordsRequest(recordNames: ["favorite-x-2:255"], zoneID: zone),
      as: "alice")
    #expect(after.status == 421)

    // Signed up again under the same name, she starts empty.
    _ = try fixture.server.addUser("alice", password: "new-password")
    let token = try fixture.server.signIn(
      "alice", password: "new-password", apiToken: fixture.apiToken)
    var request = URLRequest(url: fixture.url("zones/list", webToken: token))
    request.httpMethod = "GET"
    let zones = try HTTP.send(request).decoded(ZonesResponse.self)
    #expect(
      zones.zones.compactMap { if case .zone(let zone) = $0 { zone.zoneID.zoneName } else { nil } }
        == ["_defaultZone"])

    // Bob keeps his.
    let his = try fixture.post(
      "records/lookup", LookupRecordsRequest(recordNames: ["favorite-x-2:255"], zoneID: zone),
      as: "bob")
    #expect(try his.decoded(RecordsResponse.self).records.first?.record != nil)
  }
}
