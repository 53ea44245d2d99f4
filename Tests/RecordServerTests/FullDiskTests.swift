import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server's data on a real full disk (a 3 MB tmpfs: mounting it needs root, as CI runs):
/// the SQLite file on it, or on PostgreSQL the test database's tables, through a tablespace
/// there (PostgreSQL's own files and WAL stay on the big disk, as an operator's tablespace on
/// its own volume would). Every answer says the disk is full, never a bare 500 — saves,
/// sign-in and deletions alike — and nothing acknowledged is lost (issue 26). It says so at
/// once, QUOTA_EXCEEDED without `retryAfter`, so clients do not retry for minutes, and the
/// server's log says it once, with the free space and the database's path (issue 60).
@Suite struct FullDiskTests {
  @Test func aFullDiskIsSaidAndNothingAcknowledgedIsLost() throws {
    let disk = try SmallDisk(megabytes: 3, name: "full-disk")
    defer { withExtendedLifetime(disk) {} }
    let mountPoint = disk.path
    let database: String
    if TestDatabase.usesPostgres {
      database = try SmallTablespace.database(on: mountPoint)
    } else {
      database = mountPoint + "/records.sqlite"
    }
    defer { SmallTablespace.drop(database) }
    let fixture = try ServerFixture(users: ["alice"], database: database)
    func save(_ name: String) throws -> HTTP.Answer {
      var record = ServerFixture.favorite(name)
      // Text that does not compress (PostgreSQL compresses long values).
      let text = (0..<2_800).map { _ in UUID().uuidString }.joined()
      record.fields?["ayahID"] = .string(name + text)
      return try fixture.post(
        .modifyRecords, ModifyRecordsRequest(operations: [.init(.forceReplace, record)]))
    }
    var saved: [String] = []
    var refusal: HTTP.Answer?
    for index in 0..<200 {
      let answer = try save("big-\(index)")
      guard answer.status == 200 else {
        refusal = answer
        break
      }
      saved.append("big-\(index)")
    }
    let full = try #require(refusal, "3 MB never filled")
    #expect(full.status == 413, "\(full.text)")
    #expect(full.serverError?.serverErrorCode == .quotaExceeded)
    #expect(full.serverError?.isServerDiskFull == true, "\(full.text)")
    #expect(full.serverError?.retryAfter == nil)
    #expect(full.serverError?.reason.contains("disk is full") == true, "\(full.text)")
    #expect(try save("big-again").serverError?.isServerDiskFull == true)
    let said = fixture.server.log.split(separator: "\n").filter { $0.contains("is full") }
    #expect(said.count == 1, "one line for the writes refused: \(fixture.server.log)")
    if !TestDatabase.usesPostgres {
      #expect(said.first?.contains("\(database) is full (") == true, "\(said)")
      #expect(said.first?.contains("free on \(mountPoint)") == true, "\(said)")
    }

    // Signing in writes a token: said the same way, never a 500.
    var signIn = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    signIn.httpMethod = "POST"
    signIn.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    signIn.httpBody = Data(
      HTTP.formEncoded([
        "user": "alice", "password": "password-alice", "ckAPIToken": fixture.apiToken,
        "redirect": "",
      ]).utf8)
    let signedIn = try HTTP.send(signIn)
    #expect(signedIn.status == 200 || signedIn.status == 413, "\(signedIn.status)")
    // Deleting to free space: done, or said, never a 500.
    let deletion = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(operations: [.init(.forceDelete, Record(recordName: saved[0]))]))
    #expect(deletion.status == 200 || deletion.status == 413, "\(deletion.text)")
    let deleted = deletion.status == 200 ? [saved[0]] : []

    // Everything acknowledged is there.
    let lookup = try fixture.lookup(saved, zone: ZoneID.defaultZone.zoneName)
    let found = try lookup.decoded(RecordsResponse.self).records.compactMap { $0.record }
    #expect(Set(found.map(\.recordName)) == Set(saved).subtracting(deleted))
  }
}

/// A PostgreSQL test database whose tables go to a tablespace in a given folder.
enum SmallTablespace {
  static func name(of database: String) -> String {
    "small_" + (URLComponents(string: database)?.path.dropFirst() ?? "")
  }

  static func database(on folder: String) throws -> String {
    let admin = try #require(TestDatabase.postgresURL, "\(TestDatabase.missingPostgres)")
    // The tablespace's folder belongs to the cluster's owner, as PostgreSQL requires.
    let dataDirectory = try TestDatabase.psql(admin, "SHOW data_directory")
    let owner = try FileManager.default.attributesOfItem(atPath: dataDirectory)[.ownerAccountID]
    try FileManager.default.setAttributes(
      [.ownerAccountID: try #require(owner as? NSNumber), .posixPermissions: 0o700],
      ofItemAtPath: folder)
    let database = try TestDatabase.createPostgres()
    let name = name(of: database)
    try TestDatabase.psql(admin, "CREATE TABLESPACE \(name) LOCATION '\(folder)'")
    try TestDatabase.psql(
      admin,
      "ALTER DATABASE \(database.split(separator: "/").last!) SET default_tablespace = \(name)")
    return database
  }

  static func drop(_ database: String) {
    guard database.hasPrefix("postgres"), let admin = TestDatabase.postgresURL else { return }
    TestDatabase.drop(database)
    _ = try? TestDatabase.psql(admin, "DROP TABLESPACE IF EXISTS \(name(of: database))")
  }
}
