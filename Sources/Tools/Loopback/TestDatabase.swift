import Foundation

/// Which database the record server's tests use: a SQLite file in the test's folder, or —
/// with `QURAN_RECORDS_TEST_BACKEND=postgres` — a new database on the PostgreSQL cluster that
/// `QURAN_RECORDS_TEST_POSTGRES` names (`.ci/postgres start` starts one and prints it).
public enum TestDatabase {
  /// The test cluster's URL (its `postgres` database, where new databases are made), if any.
  public static var postgresURL: String? {
    ProcessInfo.processInfo.environment["QURAN_RECORDS_TEST_POSTGRES"].flatMap {
      $0.isEmpty ? nil : $0
    }
  }

  /// Whether the record server's suites run on PostgreSQL.
  public static var usesPostgres: Bool {
    ProcessInfo.processInfo.environment["QURAN_RECORDS_TEST_BACKEND"] == "postgres"
  }

  /// Said by tests that need PostgreSQL when it is not there.
  public static let missingPostgres =
    "PostgreSQL is not available: start a cluster with `.ci/postgres start` and export the"
    + " QURAN_RECORDS_TEST_POSTGRES line it prints (CI always does)."

  /// Where a test's server keeps its data: `directory/records.sqlite`, or a new PostgreSQL
  /// database when the suites run on PostgreSQL.
  public static func location(in directory: String) throws -> String {
    guard usesPostgres else { return directory + "/records.sqlite" }
    return try createPostgres()
  }

  /// A new, empty database on the test cluster; answers its URL.
  public static func createPostgres() throws -> String {
    guard let admin = postgresURL, var components = URLComponents(string: admin) else {
      throw SubprocessError(missingPostgres)
    }
    let name =
      "quran_test_"
      + UUID().uuidString.prefix(12).lowercased().replacingOccurrences(
        of: "-", with: "")
    try psql(admin, "CREATE DATABASE \(name)")
    components.path = "/" + name
    return components.string!
  }

  /// Drops a database `createPostgres` made (and ends its connections).
  public static func drop(_ location: String) {
    guard location.hasPrefix("postgres"), let admin = postgresURL,
      let name = URLComponents(string: location)?.path.dropFirst(), name.hasPrefix("quran_test_")
    else { return }
    _ = try? psql(admin, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
  }

  /// Runs one SQL command with psql against `url`; throws with psql's message on failure.
  @discardableResult
  public static func psql(_ url: String, _ command: String) throws -> String {
    let result = try Subprocess.run(
      "/usr/bin/env",
      ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", command],
      environment: ProcessInfo.processInfo.environment)
    guard result.status == 0 else {
      throw SubprocessError("psql \(command) failed: \(result.error)")
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
