import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("kill -9 loses nothing acknowledged")
struct CrashSafetyTests {
  @Test func everyAcknowledgedRecordSurvivesKillDuringAWriteBurst() throws {
    // Unthrottled: the lookups afterwards ask for every record written.
    let fixture = try ServerFixture(users: ["alice"], arguments: ["--rate-limit", "1000000"])
    try fixture.createZone()
    final class Acknowledged: @unchecked Sendable {
      // @unchecked: guarded by `lock`.
      let lock = NSLock()
      var names: [String] = []
      func add(_ more: [String]) { lock.withLock { names += more } }
    }
    let acknowledged = Acknowledged()
    let writers = DispatchGroup()
    for writer in 0..<4 {
      writers.enter()
      Thread.detachNewThread {
        defer { writers.leave() }
        for batch in 0..<1000 {
          let names = (0..<20).map { "w\(writer)-b\(batch)-\($0)" }
          guard
            let results = try? fixture.save(names.map { ServerFixture.favorite($0) }),
            results.allSatisfy({ $0.record != nil })
          else { return }
          acknowledged.add(names)
        }
      }
    }
    // Kill once the burst is well under way (on a busy machine, or PostgreSQL, that may take
    // a while).
    _ = Waiting.until(30) { acknowledged.lock.withLock { acknowledged.names.count } > 120 }
    fixture.server.kill(signal: SIGKILL)
    writers.wait()
    let names = acknowledged.lock.withLock { acknowledged.names }
    #expect(names.count > 100, "the burst wrote too little to be a test")

    try fixture.server.restart()
    let token = try fixture.server.signIn(
      "alice", password: "password-alice", apiToken: fixture.apiToken)
    var missing: [String] = []
    for chunk in stride(from: 0, to: names.count, by: 200) {
      let part = Array(names[chunk..<min(chunk + 200, names.count)])
      var request = URLRequest(url: fixture.url(.lookupRecords, webToken: token))
      request.httpMethod = "POST"
      request.httpBody = try JSONEncoder().encode(
        LookupRecordsRequest(recordNames: part, zoneID: ServerFixture.zone))
      let answer = try HTTP.send(request)
      let found = try answer.decoded(RecordsResponse.self).records
      missing += zip(part, found).filter { $0.1.record == nil }.map(\.0)
    }
    #expect(missing.isEmpty, "\(missing.count) of \(names.count) acknowledged records are gone")
  }
}
