import Foundation
import TestSupport
import Testing

/// The operator's everyday tools, tried as a new operator would (issue 37): the password
/// asked twice on a terminal, `user list`, a new database said, refused sign-ins logged.
@Suite struct OperatorToolsTests {
  let directory = Fixtures.makeTemporaryDirectory("operator")

  func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:]
  ) throws -> Subprocess.Result {
    try Subprocess.run(
      RecordServerProcess.executable, arguments,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }, input: input)
  }

  /// `user add` on a terminal (through `script`, which gives it one): a second, different
  /// password adds nobody; the same one twice adds the user.
  @Test func userAddAsksThePasswordTwiceOnATerminal() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let database = directory + "/records.sqlite"
    func typed(_ name: String, _ lines: String) throws -> Subprocess.Result {
      let command = [RecordServerProcess.executable, "user", "add", name, "--db", database]
        .map { "'\($0)'" }.joined(separator: " ")
      return try Subprocess.run(
        "/usr/bin/script", ["-qec", command, "/dev/null"],
        environment: ProcessInfo.processInfo.environment, input: lines)
    }
    let differ = try typed("amina", "a long password\nanother password\n")
    #expect(differ.status != 0)
    #expect(differ.output.contains("The two passwords were not the same"), "\(differ.output)")
    #expect(differ.output.contains("The same password again"))
    let same = try typed("amina", "a long password\na long password\n")
    #expect(same.status == 0, "\(same.output)")
    let listed = try run(["user", "list", "--db", database])
    #expect(listed.output.contains("amina"), "\(listed.output)")
  }

  @Test func userListShowsNamesSignInsAndRecordsNeverSecrets() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fixture = try ServerFixture(users: ["amina", "omar"])
    try fixture.createZone(as: "amina")
    _ = try fixture.save(
      [ServerFixture.favorite("one"), ServerFixture.favorite("two")], as: "amina")
    let listed = try fixture.server.command(["user", "list"])
    let lines = listed.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
    #expect(
      lines.first
        == ["NAME", "ADDED", "SIGN-INS", "RECORDS", "DELETED", "MB", "QUOTA", "DEVELOPER"],
      "\(listed)")
    let amina = try #require(lines.first { $0.first == "amina" })
    #expect(amina.suffix(6) == ["1", "2", "0", "0", "standard", "no"], "\(listed)")
    let omar = try #require(lines.first { $0.first == "omar" })
    #expect(omar.suffix(6) == ["1", "0", "0", "0", "standard", "no"], "\(listed)")
    // A deletion keeps a tombstone, counted apart (issue 72).
    _ = try fixture.save([ServerFixture.favorite("two")], .forceDelete, as: "amina")
    let after = try fixture.server.command(["user", "list"]).split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
    let aminaAfter = try #require(after.first { $0.first == "amina" })
    #expect(aminaAfter.suffix(6) == ["1", "1", "1", "0", "standard", "no"], "\(after)")
    #expect(!listed.contains("$2"), "a password hash is listed")

    // A refused sign-in is logged with its name and address, never its password.
    #expect(throws: (any Error).self) {
      try fixture.server.signIn("amina", password: "not her password", apiToken: fixture.apiToken)
    }
    let log = fixture.server.log
    #expect(
      log.contains("Sign-in refused (wrong name or password) for \"amina\" from 127.0.0.1"),
      "\(log)")
    #expect(!log.contains("not her password"))
  }

  /// Without --db, a command that makes a new database says which (the README's `api-token`
  /// run as root answered from a new database in root's home).
  @Test func aNewDatabaseIsSaidOnStderr() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let environment = ["XDG_DATA_HOME": directory, "QURAN_RECORDS_DATABASE_URL": ""]
    let first = try run(["api-token"], environment: environment)
    #expect(first.status == 0, "\(first.error)")
    let path = directory + "/quran-records/records.sqlite"
    #expect(
      first.error.contains("made a new, empty database at \(path) (no --db given)"),
      "\(first.error)")
    let second = try run(["api-token"], environment: environment)
    #expect(second.output == first.output)
    #expect(second.error.isEmpty, "\(second.error)")
  }
}
