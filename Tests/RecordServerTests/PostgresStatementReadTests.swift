import CloudRecords
import RecordServer
import TestSupport
import Testing

/// A read of one statement on PostgreSQL runs without BEGIN and COMMIT (the hot reads of every
/// request: the web auth token, the subscriptions a write fires), and refuses a second
/// statement, which would not share its snapshot.
@Suite(
  "One-statement reads on PostgreSQL",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)))
struct PostgresStatementReadTests {
  @Test func aOneStatementReadRunsAloneAndRefusesASecondStatement() throws {
    let url = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(url) }
    let store = try ServerDatabase.open(url)
    let isolation = "SELECT current_setting('transaction_isolation')"
    // A read transaction asks for REPEATABLE READ; a statement alone runs in the default.
    #expect(try store.read { try $0.value(String.self, isolation) } == "repeatable read")
    #expect(try store.readStatement { try $0.value(String.self, isolation) } == "read committed")
    #expect(throws: ServerError.self) {
      try store.readStatement { db in
        _ = try db.value(Int64.self, "SELECT 1")
        _ = try db.value(Int64.self, "SELECT 2")
      }
    }
  }
}
