import CloudRecords
import RecordServer
import TestSupport
import Testing

/// A statement run again on a PostgreSQL connection (a page of changes, a web auth token's
/// check) is prepared there once, then only bound and executed; prepared, it means and reads
/// what it does unnamed (issue 47: the change feed's paging).
@Suite(
  "Prepared statements on PostgreSQL",
  .enabled(if: TestDatabase.postgresURL != nil, Comment(rawValue: TestDatabase.missingPostgres)))
struct PostgresPreparedStatementTests {
  @Test func aStatementRunAgainIsPreparedOnceAndReadsAsUnnamed() throws {
    let url = try TestDatabase.createPostgres()
    defer { TestDatabase.drop(url) }
    // One connection, so every transaction below runs on it.
    let store = try PostgresStore(url: url, maximumConnections: 1)
    // `version` is an INTEGER: compared with an integer argument, and read back, as unnamed.
    let statement =
      "SELECT max(version), count(*), ? FROM quran_records_version WHERE version > ?"
    let arguments: [SQLValue] = [.text("vừa"), .integer(0)]
    let unnamed = try #require(
      try store.read { try $0.rows(statement, arguments, cached: false).first })
    let once = try #require(try store.read { try $0.row(statement, arguments) })
    let again = try #require(try store.readStatement { try $0.row(statement, arguments) })
    for row in [once, again] {
      #expect(try row[0] as Int64 == unnamed[0] as Int64)
      #expect(try row[1] as Int64 == 1)
      #expect(try row[2] as String == "vừa")
    }
    #expect(try unnamed[0] as Int64 > 0)
    let prepared = try store.read { db in
      try db.rows("SELECT statement FROM pg_prepared_statements", [], cached: false)
        .map { try $0[0] as String }
    }
    #expect(
      prepared.filter { $0.contains("WHERE version > $2::int8") }.count == 1, "\(prepared)")
  }
}
