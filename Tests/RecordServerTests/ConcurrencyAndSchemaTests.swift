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
    final class Written: @unchecked Sendable {
      // @unchecked: guarded by `lock`.
      let lock = NSLock()
      var names: Set<String> = []
    }
    let written = Written()
    let writers = DispatchGroup()
    for writer in 0..<3 {
      writers.enter()
      Thread.detachNewThread {
        defer { writers.leave() }
        for batch in 0..<30 {
          let names = (0..<10).map { "w\(writer)-\(batch)-\($0)" }
          if let results = try? fixture.save(names.map { ServerFixture.favorite($0) }, .create),
            results.allSatisfy({ $0.record != nil })
          {
            written.lock.withLock { written.names.formUnion(names) }
          }
        }
      }
    }
    var seen: [String] = []
    var token: String?
    var writing = true
    while true {
      if writing { writing = writers.wait(timeout: .now()) == .timedOut }
      guard case .changes(let changes) = try fixture.changes(since: token, limit: 25) else {
        Issue.record("changes/zone answered no changes")
        return
      }
      seen += changes.records.map(\.recordName)
      token = changes.syncToken
      if !writing && !changes.moreComing { break }
    }
    let names = written.lock.withLock { written.names }
    #expect(names.count == 900)
    #expect(seen.count == Set(seen).count, "a change came twice")
    #expect(Set(seen) == names)
  }

  @Test func aRecordOver1MBIsRefusedAlone() throws {
    try fixture.createZone()
    var big = ServerFixture.favorite("big")
    big.fields?["note"] = .string(String(repeating: "x", count: 1_100_000))
    let answer = try fixture.post(
      "records/modify",
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
    func save(in environment: String, zone: String) throws -> [RecordResult] {
      var record = ServerFixture.favorite("fav-\(environment)")
      record.fields?["inventedField"] = .string("new")
      var request = URLRequest(
        url: fixture.url(
          "records/modify", environment: environment, webToken: fixture.users["alice"]!.token))
      request.httpMethod = "POST"
      request.httpBody = try JSONEncoder().encode(
        ModifyRecordsRequest(operations: [.init(.create, record)], zoneID: ZoneID(zoneName: zone)))
      let answer = try HTTP.send(request)
      #expect(answer.status == 200, "\(answer.text)")
      return try answer.decoded(RecordsResponse.self).records
    }
    var zone = URLRequest(
      url: fixture.url(
        "zones/modify", environment: "production", webToken: fixture.users["alice"]!.token))
    zone.httpMethod = "POST"
    zone.httpBody = try JSONEncoder().encode(
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ServerFixture.zone))]))
    #expect(try HTTP.send(zone).status == 200)
    try fixture.createZone()
    #expect(try save(in: "development", zone: "QuranZone").first?.record != nil)
    let refused = try #require(try save(in: "production", zone: "QuranZone").first?.failure)
    #expect(refused.reason.contains("inventedField"), "\(refused)")
  }
}
