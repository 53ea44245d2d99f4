import AppRecords
import Foundation
import TestSupport
import Testing

@Suite("quran-records on the command line")
struct CommandLineTests {
  let directory = Fixtures.makeTemporaryDirectory("records-cli")
  /// A SQLite file in `directory`, or a PostgreSQL database when the suites run on it.
  let db: String

  init() throws { db = try TestDatabase.location(in: directory) }

  func run(_ arguments: [String], input: String? = nil) throws -> Subprocess.Result {
    try Subprocess.run(
      RecordServerProcess.executable, arguments, environment: ProcessInfo.processInfo.environment,
      input: input)
  }

  @Test func usersAreAddedOnceAndDeleted() throws {
    let added = try run(["user", "add", "amina", "--db", db], input: "a long password\n")
    #expect(added.status == 0)
    let name = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(name.count == 33 && name.hasPrefix("_") && name.dropFirst().allSatisfy(\.isHexDigit))
    let again = try run(["user", "add", "amina", "--db", db], input: "a long password\n")
    #expect(again.status != 0)
    #expect(again.error.contains("A user named amina already exists; pick another name."))
    let short = try run(["user", "add", "omar", "--db", db], input: "short\n")
    #expect(short.error.contains("at least 8 characters"))
    let none = try run(["user", "add", "omar", "--db", db], input: "")
    #expect(none.error.contains("No password was given"))
    #expect(try run(["user", "delete", "amina", "--db", db]).output.contains("Deleted amina"))
    let missing = try run(["user", "delete", "amina", "--db", db])
    #expect(missing.status != 0)
    #expect(missing.error.contains("There is no user named amina."))
  }

  /// Names that look the same to a person are one name: another form, case or width of a
  /// name, or a look-alike letter of another script, is refused at `user add`, and signs in
  /// as the account (issue 26).
  @Test func lookAlikeNamesAreOneAccount() throws {
    let added = try run(["user", "add", "Amína", "--db", db], input: "a long password\n")
    #expect(added.status == 0, "\(added.error)")
    for lookAlike in [
      "Ami\u{301}na".decomposedStringWithCanonicalMapping, "amína", "AMÍNA", "Ａｍíｎａ", "Аmína",
    ] {
      let again = try run(["user", "add", lookAlike, "--db", db], input: "a long password\n")
      #expect(again.status != 0, "\(lookAlike) was added")
      // The NFD form is the same string to Swift ("already exists"); the others look the
      // same.
      #expect(
        again.error.contains("A user named Amína"), "\(again.error)")
    }
    #expect(try run(["user", "add", "Amina", "--db", db], input: "a long password\n").status == 0)
    // Signing in with another case of the name is the same account, shown as typed at
    // `user add`.
    let server = try RecordServerProcess(directory: directory, database: db)
    let apiToken = try server.apiToken()
    let token = try server.signIn("AMÍNA", password: "a long password", apiToken: apiToken)
    #expect(!token.isEmpty)
    #expect(try run(["user", "delete", "amína", "--db", db]).output.contains("Deleted Amína"))
  }

  @Test func theAPITokenIsCreatedOnceAndKept() throws {
    let first = try run(["api-token", "--db", db]).output
    let second = try run(["api-token", "--db", db]).output
    #expect(first == second)
    let token = first.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
    let other = try run(["api-token", "--container", "iCloud.example.other", "--db", db]).output
    #expect(other != first)
  }

  @Test func serveRefusesABadPortAndAPortInUse() throws {
    let bad = try run(["serve", "--port", "99999", "--db", db])
    #expect(bad.status != 0)
    #expect(bad.error.contains("The port must be between 0 and 65535, not 99999."))
    let server = try RecordServerProcess(directory: directory)
    let port = try #require(server.baseURL.port)
    // Another database: a second server on the same SQLite file is refused before it listens.
    let taken = try run(["serve", "--port", "\(port)", "--db", directory + "/another.sqlite"])
    #expect(taken.status != 0)
    #expect(taken.error.contains("Port \(port) on 127.0.0.1 is already in use"))
  }

  @Test func theDatabaseIsReadableByItsOwnerAlone() throws {
    let folder = directory + "/new-folder"
    let path = folder + "/records.sqlite"
    #expect(try run(["api-token", "--db", path]).status == 0)
    for file in [folder, path] {
      let mode = try #require(
        try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
      #expect(mode & 0o077 == 0, "\(file) has mode \(String(mode, radix: 8))")
    }
  }

  @Test func schemaDeploySaysWhatChanged() throws {
    let deployed = try run(["schema", "deploy", "--db", db])
    #expect(deployed.status == 0)
    #expect(!deployed.output.isEmpty)
  }

  /// The operator's way to the app's schema, for a container's owner to import.
  @Test func schemaPrintPrintsTheAppsSchema() throws {
    let printed = try run(["schema", "print"])
    #expect(printed.status == 0)
    #expect(printed.output == AppSchema.ckdb)
  }
}
