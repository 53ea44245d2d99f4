import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Change feeds under concurrent writers; limits and schema through HTTP")
struct ConcurrencyAndSchemaTests {
  let fixture: ServerFixture
  /// alice extends the development schema, so she is a developer.
  init() throws { fixture = try ServerFixture(users: ["alice"], developers: ["alice"]) }

  @Test func aFeedReadDuringWritesNeverSkipsOrRepeats() throws {
    try fixture.createZone()
    let (names, seen) = try ServerFixture.feedReadDuringWrites(
      writers: [fixture, fixture, fixture], readers: [fixture], batches: 30, size: 10)
    #expect(names.count == 900)
    #expect(seen.count == Set(seen).count, "a change came twice")
    #expect(Set(seen) == names)
  }

  @Test func aRecordOver1MBIsRefusedAlone() throws {
    try fixture.createZone()
    var big = ServerFixture.favorite("big")
    big.fields?["note"] = .string(String(repeating: "x", count: 1_100_000))
    let answer = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(
        operations: [.init(.create, big), .init(.create, ServerFixture.favorite("small"))],
        zoneID: ServerFixture.zone, atomic: false))
    #expect(answer.status == 200, "\(answer.text.prefix(300))")
    let results = try answer.decoded(RecordsResponse.self).records
    let refusal = try #require(results.first?.failure)
    #expect([ErrorCode.badRequest, .quotaExceeded].contains(refusal.serverErrorCode))
    #expect(refusal.reason.contains("1 MB"))
    #expect(results.last?.record?.recordName == "small")
  }

  @Test func productionRefusesUnknownFieldsThatDevelopmentCreates() throws {
    func save(in environment: DatabasePath.Environment, zone: String) throws -> [RecordResult] {
      var record = ServerFixture.favorite("fav-\(environment.rawValue)")
      record.fields?["inventedField"] = .string("new")
      var request = URLRequest(
        url: fixture.url(
          .modifyRecords, environment: environment, webToken: fixture.users["alice"]!.token))
      request.httpMethod = "POST"
      request.httpBody = try JSONEncoder().encode(
        ModifyRecordsRequest(operations: [.init(.create, record)], zoneID: ZoneID(zoneName: zone)))
      let answer = try HTTP.send(request)
      #expect(answer.status == 200, "\(answer.text)")
      return try answer.decoded(RecordsResponse.self).records
    }
    var zone = URLRequest(
      url: fixture.url(
        .modifyZones, environment: .production, webToken: fixture.users["alice"]!.token))
    zone.httpMethod = "POST"
    zone.httpBody = try JSONEncoder().encode(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ServerFixture.zone))]))
    #expect(try HTTP.send(zone).status == 200)
    try fixture.createZone()
    #expect(try save(in: .development, zone: "QuranZone").first?.record != nil)
    let refused = try #require(try save(in: .production, zone: "QuranZone").first?.failure)
    #expect(refused.reason.contains("inventedField"), "\(refused)")
  }
}
