import CloudRecords
import Foundation
import TestSupport
import Testing

@testable import RecordServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `--db postgres://…` on the command line, and `quran-records copy` from a home server's
/// SQLite file to PostgreSQL. Needs the test cluster (`.ci/postgres start`).
@Suite(
  "quran-records with PostgreSQL on the command line",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)))
struct PostgresCommandTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) throws
    -> Subprocess.Result
  {
    try Subprocess.run(
      RecordServerProcess.executable, arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
  }

  @Test func badURLsAreRefusedWithASentence() throws {
    let admin = try #require(TestDatabase.postgresURL)
    let noDatabase = try run(["api-token", "--db", "postgres://quran@127.0.0.1:1/"])
    #expect(noDatabase.status != 0)
    #expect(noDatabase.error.contains("names no database"), "\(noDatabase.error)")
    let badMode = try run(["api-token", "--db", admin + "?sslmode=sometimes"])
    #expect(badMode.error.contains("sslmode=sometimes; use disable, prefer, require"))
    let unknown = try run(["api-token", "--db", admin + "?colour=blue"])
    #expect(unknown.error.contains("has the parameter colour"))
    // The test cluster speaks no TLS: require is refused, and said so.
    let required = try run(["api-token", "--db", admin + "?sslmode=require"])
    #expect(required.status != 0)
    #expect(required.error.contains("could not be used"), "\(required.error)")
    let nobody = try run(["api-token", "--db", "postgres://quran@127.0.0.1:1/quran"])
    #expect(nobody.status != 0)
    #expect(nobody.error.contains("check that it runs"), "\(nobody.error)")
  }

  @Test func theEnvironmentVariableNamesTheDatabase() throws {
    let database = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(database) }
    let first = try run(
      ["api-token"], environment: ["QURAN_RECORDS_DATABASE_URL": database + "?sslmode=disable"])
    #expect(first.status == 0, "\(first.error)")
    let second = try run(["api-token", "--db", database])
    #expect(second.output == first.output && !first.output.isEmpty)
    #expect(
      try TestDatabase.psql(database, "SELECT version FROM quran_records_version")
        == "\(PostgresMigrations.steps.count)",
      "the tables were made, at the latest version")
  }

  @Test func copyMovesAHomeServerSoClientsNeitherSignInAgainNorResync() throws {
    let folder = Fixtures.makeTemporaryDirectory("copy")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sqlite = folder + "/records.sqlite"
    let home = try ServerFixture(users: ["alice", "bob"], database: sqlite)
    try home.createZone()
    try home.subscribe()
    let courier = try home.registeredCourier()
    let saved = try home.save((1...5).map { ServerFixture.favorite("fav-\($0)") })
    _ = try home.post(
      .modifyRecords,
      ModifyRecordsRequest(
        operations: [.init(.forceDelete, Record(recordName: "fav-5"))], zoneID: ServerFixture.zone))
    guard case .changes(let before) = try home.changes() else {
      Issue.record("no changes before the copy")
      return
    }
    home.server.kill(signal: SIGTERM)

    let database = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(database) }
    let copied = try run(["copy", "--from", sqlite, "--to", database])
    #expect(copied.status == 0, "\(copied.error)")
    #expect(
      copied.output.contains("2 users, 4 records (1 deleted kept for sync)"), "\(copied.output)")
    let again = try run(["copy", "--from", sqlite, "--to", database])
    #expect(again.status != 0)
    #expect(again.error.contains("already holds users or records"))

    let moved = home.through(try RecordServerProcess(database: database))
    // Signed in still; the feed goes on from the old token with nothing new.
    guard case .changes(let after) = try moved.changes(since: before.syncToken) else {
      Issue.record("the old sync token was refused")
      return
    }
    #expect(after.records.isEmpty && !after.moreComing)
    // The same records, tags and tombstone from the start.
    guard case .changes(let all) = try moved.changes() else {
      Issue.record("no changes after the copy")
      return
    }
    #expect(all.records.map(\.recordName) == before.records.map(\.recordName))
    #expect(all.records.first(where: { $0.recordName == "fav-5" })?.deleted == true)
    let tags = saved.prefix(4).map { $0.record?.recordChangeTag }
    let lookedUp = try moved.lookup((1...4).map { "fav-\($0)" }).decoded(RecordsResponse.self)
    #expect(lookedUp.records.map { $0.record?.recordChangeTag } == tags)
    // bob can sign in with his password; the notification token still works.
    #expect(try moved.server.signIn("bob", password: "password-bob", apiToken: home.apiToken) != "")
    let poll = try HTTP.send(
      URLRequest(
        url: Endpoints.courier.pollURL(
          courier.webcourierURL.replacingOccurrences(
            of: home.server.baseURL.absoluteString, with: moved.server.baseURL.absoluteString),
          timeout: 0)!))
    #expect(poll.status == 200, "\(poll.text)")
    // New writes continue the numbering: a new change comes after the old token.
    try moved.save([ServerFixture.favorite("fav-6")])
    guard case .changes(let newer) = try moved.changes(since: before.syncToken) else {
      Issue.record("no new change")
      return
    }
    #expect(newer.records.map(\.recordName) == ["fav-6"])
  }
}
