import CloudRecords
import Foundation
import TestSupport
import Testing

/// Zones had no cap and `zones/list` was one unpaged answer: 100,000 zones made it 13.9 MB
/// and 2 s, and four at once held every user's requests (issue 46). A user keeps at most
/// `--max-zones` zones, refused past it with a sentence, and the list answers at most as many.
@Suite("Zones are capped per user")
struct ZoneCapTests {
  @Test func aZonePastTheCapIsRefusedAndTheListStaysBounded() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"], arguments: ["--max-zones", "3"])
    let names = ["z1", "z2", "z3", "z4"]
    let answer = try fixture.post(
      .modifyZones,
      ModifyZonesRequest(
        operations: names.map { .init(.create, Zone(zoneID: ZoneID(zoneName: $0))) }))
    #expect(answer.status == 200, "\(answer.text)")
    let results = try answer.decoded(ZonesResponse.self).zones
    #expect(results.prefix(3).allSatisfy { $0.item != nil })
    let refused = try #require(results.last?.failure)
    #expect(refused.serverErrorCode == .quotaExceeded)
    #expect(refused.reason.contains("You keep 3 zones, the most one user may keep"))
    #expect(refused.zoneID?.zoneName == "z4")

    let listed = try fixture.post(.listZones, json: "{}").decoded(ZonesResponse.self).zones
    let listedNames = Set(listed.compactMap { $0.item?.zoneID.zoneName })
    #expect(listedNames.isSuperset(of: ["z1", "z2", "z3"]))
    #expect(!listedNames.contains("z4"))
    // A zone deleted makes room; bob's cap is his own.
    let deleted = try fixture.post(
      .modifyZones,
      ModifyZonesRequest(
        operations: [
          .init(.delete, Zone(zoneID: ZoneID(zoneName: "z1"))),
          .init(.create, Zone(zoneID: ZoneID(zoneName: "z4"))),
        ]))
    #expect(deleted.status == 200)
    #expect(try deleted.decoded(ZonesResponse.self).zones.allSatisfy { $0.item != nil })
    #expect(try fixture.createZone("z1", as: "bob").zones.first?.item != nil)
  }
}
