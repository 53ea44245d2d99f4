import CloudRecords
import Dispatch
import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// The server's database in PostgreSQL, shared by every instance started on it.
///
/// Storage's work is synchronous and runs off the event loops (`RecordService.blocking`), so
/// each statement here is sent on a pooled connection and waited for, at most
/// `statementTimeout`. Writes run in READ COMMITTED transactions whose writer first locks the
/// user's scope row; reads run in REPEATABLE READ, READ ONLY ones, so a page of changes is one
/// snapshot. A transaction PostgreSQL aborts for a deadlock or a serialization failure is
/// run again.
///
/// When PostgreSQL cannot be reached, is restarting, or does not answer in time, the work
/// fails at once with TRY_AGAIN_LATER (503, `retryAfter`), and the broken connection is
/// dropped; the next transaction connects anew.
///
/// The connections are pooled here, not by postgres-nio's `PostgresClient`, whose lease does
/// not fit this storage: it is `async` (`withConnection`), while storage work is synchronous on
/// the storage threads, so each transaction would either block Swift's cooperative threads
/// (one per core, so `/healthz` would stall behind them) or hop to a task and back; a lease waits
/// without bound (no 503 after `connectionWait`); and its `withTransaction` waits for BEGIN and
/// knows no READ ONLY snapshot, where a transaction here pipelines BEGIN and a read's COMMIT.
/// Its client also needs `run()` in a service group, which the operator's commands lack.
package final class PostgresStore: ServerStore {
  /// The database's URL without its password, for messages and logs.
  package let location: String
  let configuration: PostgresConnection.Configuration
  let logger: Logger
  /// Says in the log that PostgreSQL's disk is full, once a minute at most.
  private let fullDisk: FullDiskNotice
  /// Connections kept open between transactions, each with the statements prepared on it.
  private let idle = Mutex<[(PostgresConnection, PreparedStatements)]>([])
  /// Transactions under way at once: at most `maximumConnections`.
  private let slots: DispatchSemaphore
  private let nextID = Atomic<Int>(0)

  static let statementTimeout: TimeInterval = 20
  /// How long a transaction waits for a free connection before answering 503.
  static let connectionWait: TimeInterval = 10

  /// Connects once (so a wrong URL is said at start), then brings the tables up to date.
  package init(url: String, maximumConnections: Int = 16, logger: Logger? = nil) throws {
    let location = try PostgresLocation(url: url)
    self.location = location.display
    configuration = location.configuration
    self.logger = logger ?? Logger(label: "quran-records.postgres")
    fullDisk = FullDiskNotice(logger: self.logger)
    slots = DispatchSemaphore(value: max(1, maximumConnections))
    do {
      try write { try PostgresMigrations.migrate($0) }
    } catch let error as ServerError
      where error.serverErrorCode == .tryAgainLater || error.isServerDiskFull
    {
      throw ServerSetupError(
        "PostgreSQL at \(self.location) could not be used: \(error.reason);"
          + " check that it runs, and the URL's user, password and database.")
    }
  }

  deinit {
    for (connection, _) in idle.withLock({ $0 }) { try? connection.close().wait() }
  }

  /// Closes a connection that is dropped; it stays referenced until it is closed.
  static func drop(_ connection: PostgresConnection) {
    connection.close().whenComplete { _ in _ = connection }
  }

  /// Runs `work` in a READ ONLY transaction: one snapshot of the database.
  package func read<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try transaction(.read, work)
  }

  /// Runs `work`'s one statement without BEGIN and COMMIT: a snapshot by itself.
  package func readStatement<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try statement(work)
  }

  /// One statement outside a transaction: PostgreSQL commits it by itself.
  @discardableResult func statement<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try transaction(.statement, work)
  }

  /// Runs `work` in a write transaction, all or nothing, on a pooled connection.
  @discardableResult package func write<T>(_ work: (any SQLTransaction) throws -> T) throws
    -> T
  {
    try transaction(.write, work)
  }

  private enum Kind {
    case read, write
    /// One statement, outside a transaction.
    case statement
  }

  /// Runs `work` between BEGIN and COMMIT on one connection (for `.statement`, alone). BEGIN
  /// is sent without waiting for its answer (the next statement's answer covers it); a
  /// write's COMMIT is waited for, a read's is not (its snapshot has already been read).
  private func transaction<T>(_ kind: Kind, _ work: (any SQLTransaction) throws -> T) throws
    -> T
  {
    var attempt = 0
    while true {
      attempt += 1
      do {
        return try withConnection { connection, prepared in
          let transaction = PostgresTransaction(
            connection: connection, prepared: prepared, logger: logger,
            statementsAllowed: kind == .statement ? 1 : nil)
          switch kind {
          case .read: transaction.enqueue("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", [])
          case .write: transaction.enqueue("BEGIN", [])
          case .statement: break
          }
          do {
            let result = try work(transaction)
            switch kind {
            case .read: transaction.enqueue("COMMIT", [])
            case .write: _ = try transaction.execute("COMMIT", [])
            case .statement: break
            }
            return result
          } catch {
            if kind != .statement && !connection.isClosed { transaction.enqueue("ROLLBACK", []) }
            throw error
          }
        }
      } catch let error as PSQLError where attempt < 4 && PostgresStore.isRetryable(error) {
        continue
      } catch is PreparedStatements.Refused where attempt < 4 {
        // The statement goes unnamed from now on.
        continue
      } catch let error as PSQLError {
        let answer = PostgresStore.serverError(error, location: location)
        if answer.isServerDiskFull {
          fullDisk.say(
            "PostgreSQL at \(location) says its disk is full (53100): writes are refused with"
              + " QUOTA_EXCEEDED until space is freed; nothing acknowledged is lost.")
        }
        throw answer
      }
    }
  }

  /// A connection for `body`: an idle one, or a new one. A connection that broke is closed
  /// rather than kept.
  private func withConnection<T>(_ body: (PostgresConnection, PreparedStatements) throws -> T)
    throws -> T
  {
    guard slots.wait(timeout: .now() + PostgresStore.connectionWait) == .success else {
      throw PostgresStore.unavailable("every connection to PostgreSQL is busy")
    }
    // A connection in use, for the operator's metrics.
    ServerMetrics.postgresTransactionBegan()
    defer {
      ServerMetrics.postgresTransactionEnded()
      slots.signal()
    }
    var pooled = idle.withLock { $0.popLast() }
    if let existing = pooled, existing.0.isClosed { pooled = nil }
    let (connection, prepared) = try pooled ?? (connect(), PreparedStatements())
    do {
      let result = try body(connection, prepared)
      idle.withLock { $0.append((connection, prepared)) }
      return result
    } catch {
      if !connection.isClosed && !PostgresStore.breaksConnection(error) {
        idle.withLock { $0.append((connection, prepared)) }
      } else {
        PostgresStore.drop(connection)
      }
      throw error
    }
  }

  func nextConnectionID() -> Int { nextID.add(1, ordering: .relaxed).newValue }

  private func connect() throws -> PostgresConnection {
    let future = PostgresConnection.connect(
      on: PostgresConnection.defaultEventLoopGroup.any(), configuration: configuration,
      id: nextConnectionID(), logger: logger)
    do {
      return try PostgresStore.wait(for: future, seconds: PostgresStore.statementTimeout)
    } catch is TimedOut {
      future.whenSuccess { PostgresStore.drop($0) }
      throw PostgresStore.unavailable("PostgreSQL did not answer the connection in time")
    } catch let error as PSQLError {
      throw PostgresStore.serverError(error, location: location)
    } catch let error as ServerError {
      throw error
    } catch {
      throw PostgresStore.unavailable("PostgreSQL could not be reached (\(error))")
    }
  }

  /// Waits for a future from a thread that is not an event loop, at most `seconds`.
  static func wait<T: Sendable>(for future: EventLoopFuture<T>, seconds: TimeInterval) throws -> T {
    let done = DispatchSemaphore(value: 0)
    let result = Mutex<Result<T, any Error>?>(nil)
    future.whenComplete { outcome in
      result.withLock { $0 = outcome }
      done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success else {
      throw TimedOut()
    }
    return try result.withLock { $0 }!.get()
  }

  struct TimedOut: Error {}

  // MARK: Errors

  /// SQLSTATE classes and codes worth another try: serialization failure, deadlock.
  static func isRetryable(_ error: PSQLError) -> Bool {
    guard let state = error.serverInfo?[.sqlState] else { return false }
    return state == "40001" || state == "40P01"
  }

  /// Whether an error leaves the connection unfit for another transaction.
  static func breaksConnection(_ error: any Error) -> Bool {
    if error is TimedOut { return true }
    guard let error = error as? PSQLError else { return false }
    return error.code != .server
  }

  /// What a request is told about a PostgreSQL failure: TRY_AGAIN_LATER when PostgreSQL is
  /// away or busy, an internal error otherwise.
  static func serverError(_ error: PSQLError, location: String) -> ServerError {
    if error.code == .server, let state = error.serverInfo?[.sqlState] {
      if state == "53100" { return .diskFull }
      // 08: connection exceptions; 53: insufficient resources (too many connections, out of
      // memory or disk); 57: cancelled, shutting down or starting; 40: rolled back (after
      // the retries); 55P03: a lock not granted in time; 25P02: aborted by an earlier failure.
      if state.hasPrefix("08") || state.hasPrefix("53") || state.hasPrefix("57")
        || state.hasPrefix("40") || state == "55P03" || state == "25P02"
      {
        return unavailable("PostgreSQL is not available (\(state))")
      }
      let message = error.serverInfo?[.message] ?? "no message"
      return ServerError(
        .internalError, "The database refused a statement (\(state): \(message)).")
    }
    return unavailable("the connection to PostgreSQL failed (\(error.code))")
  }

  static func unavailable(_ why: String) -> ServerError {
    ServerError(
      .tryAgainLater, "The record database is not available just now: \(why); try again shortly.",
      retryAfter: 2)
  }
}

/// One transaction's statements on one connection. Statements whose answer is not needed at
/// once (`enqueue`) are sent without waiting: PostgreSQL answers a connection's statements in
/// order, so by the time a later statement is answered they are too, and their failure — not
/// the "transaction is aborted" that follows it — is what the transaction throws.
final class PostgresTransaction: SQLTransaction {
  let connection: PostgresConnection
  /// The statements prepared on the connection.
  let prepared: PreparedStatements
  let logger: Logger
  private let unanswered = Unanswered()
  /// How many statements the work may run (one, outside a transaction); nil: any number.
  private var statementsLeft: Int?
  var dialect: SQLDialect { .postgres }

  init(
    connection: PostgresConnection, prepared: PreparedStatements = PreparedStatements(),
    logger: Logger, statementsAllowed: Int? = nil
  ) {
    self.connection = connection
    self.prepared = prepared
    self.logger = logger
    statementsLeft = statementsAllowed
  }

  /// Counts a statement of the work against `statementsLeft`.
  private func admitStatement() throws {
    guard let left = statementsLeft else { return }
    guard left > 0 else {
      throw ServerError(
        .internalError,
        "A statement outside a transaction was followed by a second one; both need a transaction.")
    }
    statementsLeft = left - 1
  }

  func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
    try run(sql, arguments).metadata.rows ?? 0
  }

  func enqueue(_ sql: String, _ arguments: [SQLValue]) {
    unanswered.sent.enter()
    let unanswered = self.unanswered
    connection.query(query(sql, arguments), logger: logger).whenComplete { outcome in
      if case .failure(let error) = outcome {
        unanswered.failure.withLock { first in
          if first == nil { first = error }
        }
      }
      unanswered.sent.leave()
    }
  }

  /// Statements sent without waiting, until they are answered, and the first that failed.
  final class Unanswered: Sendable {
    let sent = DispatchGroup()
    let failure = Mutex<(any Error)?>(nil)
  }

  /// Throws the first failure of the statements sent without waiting, once they are answered.
  func settle() throws {
    guard unanswered.sent.wait(timeout: .now() + PostgresStore.statementTimeout) == .success else {
      PostgresStore.drop(connection)
      throw PostgresStore.unavailable(
        "PostgreSQL did not answer within \(Int(PostgresStore.statementTimeout)) s")
    }
    if let error = unanswered.failure.withLock({ $0 }) { throw error }
  }

  func forEachRow(
    _ sql: String, _ arguments: [SQLValue], cached: Bool, _ body: (SQLRow) throws -> Bool
  ) throws {
    if cached, let rows = try runPrepared(sql, arguments) {
      for row in rows {
        // Every result comes in binary; postgres-nio's prepared statements say text.
        let values = row.map { cell in
          var cell = cell
          cell.format = .binary
          return PostgresTransaction.value(cell)
        }
        if try !body(SQLRow(values)) { return }
      }
      return
    }
    for row in try run(sql, arguments).rows {
      if try !body(SQLRow(row.map(PostgresTransaction.value))) { return }
    }
  }

  /// The rows of `sql` run as a statement prepared on the connection (`PreparedStatements`);
  /// nil when it is to be sent unnamed.
  private func runPrepared(_ sql: String, _ arguments: [SQLValue]) throws -> [PostgresRow]? {
    guard let (text, binds) = PreparedStatements.typed(sql, arguments) else { return nil }
    let statement: PreparedQuery
    do {
      guard let known = try prepared.statement(text, on: connection) else { return nil }
      statement = known
    } catch is PostgresStore.TimedOut {
      throw timedOut()
    }
    try admitStatement()
    let rows: [PostgresRow]
    do {
      rows = try PostgresStore.wait(
        for: statement.execute(binds), seconds: PostgresStore.statementTimeout)
    } catch is PostgresStore.TimedOut {
      throw timedOut()
    } catch {
      try settle()
      throw error
    }
    try settle()
    return rows
  }

  /// A statement not answered in time: the connection is dropped.
  private func timedOut() -> ServerError {
    PostgresStore.drop(connection)
    return PostgresStore.unavailable(
      "PostgreSQL did not answer within \(Int(PostgresStore.statementTimeout)) s")
  }

  private func query(_ sql: String, _ arguments: [SQLValue]) -> PostgresQuery {
    var binds = PostgresBindings(capacity: arguments.count)
    for argument in arguments {
      switch argument {
      case .null: binds.appendNull()
      case .integer(let number): binds.append(number)
      case .real(let number): binds.append(number)
      case .text(let text): binds.append(text)
      case .integers(let numbers): binds.append(numbers)
      case .texts(let texts): binds.append(texts)
      }
    }
    return PostgresQuery(unsafeSQL: PostgresTransaction.numbered(sql), binds: binds)
  }

  private func run(_ sql: String, _ arguments: [SQLValue]) throws -> PostgresQueryResult {
    try admitStatement()
    let answer: PostgresQueryResult
    do {
      answer = try PostgresStore.wait(
        for: connection.query(query(sql, arguments), logger: logger),
        seconds: PostgresStore.statementTimeout)
    } catch is PostgresStore.TimedOut {
      PostgresStore.drop(connection)
      throw PostgresStore.unavailable(
        "PostgreSQL did not answer within \(Int(PostgresStore.statementTimeout)) s")
    } catch {
      // A statement sent earlier that failed aborted the transaction: say that failure.
      try settle()
      throw error
    }
    try settle()
    return answer
  }

  /// `?` placeholders as PostgreSQL's `$1`, `$2`… (outside quoted text), each cast to its
  /// type in `casts` when given (`$1::int8`).
  static func numbered(_ sql: String, casts: [String] = []) -> String {
    var result = ""
    result.reserveCapacity(sql.utf8.count + 16)
    var number = 0
    var quoted = false
    for character in sql {
      if character == "'" { quoted.toggle() }
      if character == "?" && !quoted {
        number += 1
        result += "$\(number)"
        if number <= casts.count { result += "::" + casts[number - 1] }
      } else {
        result.append(character)
      }
    }
    return result
  }

  static func value(_ cell: PostgresCell) -> SQLValue {
    guard cell.bytes != nil else { return .null }
    switch cell.dataType {
    case .int2, .int4, .int8:
      return (try? cell.decode(Int64.self)).map { .integer($0) } ?? .null
    case .bool:
      return (try? cell.decode(Bool.self)).map { .integer($0 ? 1 : 0) } ?? .null
    case .float4, .float8:
      return (try? cell.decode(Double.self)).map { .real($0) } ?? .null
    default:
      return (try? cell.decode(String.self)).map { .text($0) } ?? .null
    }
  }
}
