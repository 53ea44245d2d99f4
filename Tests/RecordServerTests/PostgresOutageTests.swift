import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// PostgreSQL going away under a running server, and coming back: requests in between are
/// answered TRY_AGAIN_LATER (503 with retryAfter) at once — never a hang, never a 500 — and
/// the server serves again once the database is back. The test runs a cluster of its own
/// (`.ci/postgres` in a folder of its own), so stopping it disturbs no other test.
@Suite(
  "PostgreSQL going away under the server",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)))
struct PostgresOutageTests {
  @Test func requestsWhileItIsDownAre503AndTheServerResumesAfter() throws {
    // Directly in /tmp: the cluster's unprivileged owner must reach its folder.
    let (cluster, admin) = try Cluster.start(
      folder: "/tmp/quran-records-outage-\(UUID().uuidString.prefix(8))")
    defer { cluster.stop() }
    _ = try TestDatabase.psql(admin, "CREATE DATABASE records")
    // The server reaches it through its unix socket, as libpq's URLs say.
    let database = "postgres://quran@/records?host=\(cluster.folder)&port=\(cluster.port)"
    let fixture = try ServerFixture(users: ["alice"], database: database)
    try fixture.createZone()
    try fixture.save([ServerFixture.favorite("before")])

    try cluster.run("pause")
    for attempt in 0..<3 {
      let start = Date()
      let answer = try fixture.post(
        .modifyRecords,
        ModifyRecordsRequest(
          operations: [.init(.forceReplace, ServerFixture.favorite("down-\(attempt)"))],
          zoneID: ServerFixture.zone))
      #expect(Date().timeIntervalSince(start) < 15, "answered, not hung")
      #expect(answer.status == 503, "\(answer.text)")
      #expect(answer.serverError?.serverErrorCode == .tryAgainLater)
      #expect((answer.serverError?.retryAfter ?? 0) > 0)
      #expect(answer.header("Retry-After") != nil)
    }
    let read = try fixture.post(
      .lookupRecords, LookupRecordsRequest(recordNames: ["before"], zoneID: ServerFixture.zone))
    #expect(read.status == 503)
    // The operator's probes say the same (issue 29): serving, not ready.
    let readiness = fixture.server.baseURL.appendingPathComponent("readyz")
    let notReady = try OperatorTests.get(readiness)
    #expect(notReady.status == 503 && notReady.serverError?.serverErrorCode == .tryAgainLater)
    #expect(
      try OperatorTests.get(fixture.server.baseURL.appendingPathComponent("healthz")).status == 200)

    try cluster.run("resume")
    #expect(
      Waiting.until(20) { (try? OperatorTests.get(readiness).status) == 200 },
      "/readyz never answered 200 once PostgreSQL was back")
    let results = try fixture.save([ServerFixture.favorite("after")])
    #expect(results[0].record != nil)
    let lookup = try fixture.lookup(["before", "after"])
    #expect(try lookup.decoded(RecordsResponse.self).records.allSatisfy { $0.record != nil })
  }
}

/// A PostgreSQL cluster of the test's own, through `.ci/postgres`.
struct Cluster {
  let folder: String
  let port: Int

  /// Starts one in `folder` on a free loopback port, on another when one is taken before the
  /// cluster listens; answers it and the URL of its `postgres` database.
  static func start(folder: String) throws -> (Cluster, admin: String) {
    var attempt = 0
    while true {
      let cluster = Cluster(folder: folder, port: try LoopbackSocket.freePort())
      do {
        let output = try cluster.run("start", "\(cluster.port)")
        guard let line = output.split(separator: "\n").last(where: { $0.contains("postgres://") })
        else { throw FixtureError(".ci/postgres start printed no URL: \(output)") }
        return (cluster, String(line.split(separator: "=", maxSplits: 1).last ?? ""))
      } catch let error as FixtureError where attempt < 3 && error.description.contains("in use") {
        attempt += 1
        cluster.stop()
      }
    }
  }

  func stop() { _ = try? run("stop") }

  @discardableResult
  func run(_ arguments: String...) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_RECORDS_PG_DIR"] = folder
    let result = try Subprocess.run(
      Fixtures.packageRoot + "/.ci/postgres", arguments, environment: environment)
    guard result.status == 0 else {
      throw FixtureError(".ci/postgres \(arguments.joined(separator: " ")): \(result.error)")
    }
    return result.output
  }
}
