import PostgresNIO
import Synchronization

/// The statements prepared on one PostgreSQL connection, by their text, so that a statement
/// run again (a page of changes, a web auth token's check) is only bound and executed:
/// PostgreSQL parses and plans a statement sent unnamed each time it comes, a large part of a
/// short statement's time (compare pgbench's `-M extended` with `-M prepared`).
///
/// Only statements worth keeping (`cached`: their text does not vary with what a client
/// sends) whose arguments are all numbers or texts are prepared. Their parameters are cast to
/// the types an unnamed statement declares for them (`int8`, `float8`, `text`), so a
/// statement means the same prepared or not. A statement PostgreSQL will not prepare is
/// remembered, and its transaction is run again unprepared (`Refused`).
final class PreparedStatements: @unchecked Sendable {
  /// At most this many statements are kept prepared on a connection; past them, statements
  /// are sent unnamed.
  static let limit = 100

  /// Statements by their text with casts; used by one transaction at a time, as their
  /// connection is.
  private var statements: [String: PreparedQuery] = [:]

  /// Texts PostgreSQL would not prepare, on any connection.
  private static let refused = Mutex<Set<String>>([])

  /// Preparing a statement failed; the transaction it was in is run again, without it.
  struct Refused: Error {}

  /// The statement to run `sql` with `arguments` as a prepared statement, and its binds; nil
  /// when it is sent unnamed.
  static func typed(_ sql: String, _ arguments: [SQLValue]) -> (
    text: String, binds: [PostgresData]
  )? {
    var casts: [String] = []
    var binds: [PostgresData] = []
    casts.reserveCapacity(arguments.count)
    binds.reserveCapacity(arguments.count)
    for argument in arguments {
      switch argument {
      case .integer(let number):
        casts.append("int8")
        binds.append(PostgresData(int64: number))
      case .real(let number):
        casts.append("float8")
        binds.append(PostgresData(double: number))
      case .text(let text):
        casts.append("text")
        binds.append(PostgresData(string: text))
      case .null, .integers, .texts: return nil
      }
    }
    let text = PostgresTransaction.numbered(sql, casts: casts)
    guard !refused.withLock({ $0.contains(text) }) else { return nil }
    return (text, binds)
  }

  /// The statement prepared for `text` on `connection`: kept, or prepared now (one round
  /// trip); nil when the connection keeps as many as it may.
  func statement(_ text: String, on connection: PostgresConnection) throws -> PreparedQuery? {
    if let known = statements[text] { return known }
    guard statements.count < PreparedStatements.limit else { return nil }
    let prepared: PreparedQuery
    do {
      prepared = try PostgresStore.wait(
        for: connection.prepare(query: text), seconds: PostgresStore.statementTimeout)
    } catch let error as PSQLError where error.code == .server {
      PreparedStatements.refused.withLock { _ = $0.insert(text) }
      throw Refused()
    }
    statements[text] = prepared
    return prepared
  }
}
