import CloudRecords
import Foundation

/// The server's database: where users, tokens, records, zones, subscriptions and schemas live.
/// Two implementations: `SQLiteStore` (one file, one process: a home server) and
/// `PostgresStore` (one PostgreSQL database shared by any number of server instances).
///
/// Everything above this protocol — `RecordStorage`, `Accounts`, `SchemaRegistry`, the
/// routes — is written once, against `SQLTransaction`: the same statements, with the few
/// places the two dialects differ asked of `SQLDialect`.
///
/// A write transaction is all or nothing. A read transaction sees one snapshot. A write that
/// hands out a user's change sequence numbers first locks the user's scope row
/// (`SQLDialect.lockRow`), so on PostgreSQL two instances writing for one user take turns and
/// the numbers commit in order, with no gaps.
package protocol ServerStore: Sendable {
  /// Where the database is, for messages (a path, or a URL without its password).
  var location: String { get }
  func read<T>(_ work: (any SQLTransaction) throws -> T) throws -> T
  /// A read of one statement, which is a snapshot by itself: PostgreSQL runs it without BEGIN
  /// and COMMIT. `work` runs exactly one statement (a second one is refused).
  func readStatement<T>(_ work: (any SQLTransaction) throws -> T) throws -> T
  @discardableResult func write<T>(_ work: (any SQLTransaction) throws -> T) throws -> T
}

/// One transaction's statements. SQL is written with `?` placeholders in either dialect.
package protocol SQLTransaction {
  var dialect: SQLDialect { get }
  /// Runs a statement; answers how many rows it changed.
  @discardableResult func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int
  /// Runs a statement whose count is not needed now. PostgreSQL sends it without waiting for
  /// its answer (so a transaction's writes cost one round trip, not one each); its failure
  /// surfaces at the transaction's next statement or its commit, and fails the transaction.
  func enqueue(_ sql: String, _ arguments: [SQLValue]) throws
  /// Runs a query and hands its rows to `body` in order until `body` answers false.
  /// `cached`: whether the statement is worth keeping prepared (its text does not vary with
  /// what a client sends).
  func forEachRow(
    _ sql: String, _ arguments: [SQLValue], cached: Bool, _ body: (SQLRow) throws -> Bool)
    throws
}

extension SQLTransaction {
  /// Runs a statement with its arguments written in line; answers how many rows it changed.
  @discardableResult package func execute(_ sql: String, _ arguments: any SQLValueConvertible...)
    throws
    -> Int
  {
    try execute(sql, arguments.map(\.sqlValue))
  }

  /// Every row a query answers, in order. `cached`: whether its statement is kept prepared.
  package func rows(_ sql: String, _ arguments: [SQLValue], cached: Bool = true) throws -> [SQLRow]
  {
    var rows: [SQLRow] = []
    try forEachRow(sql, arguments, cached: cached) { row in
      rows.append(row)
      return true
    }
    return rows
  }

  /// Every row a query answers, its arguments written in line.
  package func rows(_ sql: String, _ arguments: any SQLValueConvertible...) throws -> [SQLRow] {
    try rows(sql, arguments.map(\.sqlValue))
  }

  /// The first row a query answers, or nil when it answers none.
  package func row(_ sql: String, _ arguments: [SQLValue]) throws -> SQLRow? {
    var found: SQLRow?
    try forEachRow(sql, arguments, cached: true) { row in
      found = row
      return false
    }
    return found
  }

  /// The first row a query answers, its arguments written in line; nil when it answers none.
  package func row(_ sql: String, _ arguments: any SQLValueConvertible...) throws -> SQLRow? {
    try row(sql, arguments.map(\.sqlValue))
  }

  /// The first column of the first row, or nil when there is no row (or it is NULL).
  package func value<T: SQLValueConvertible>(
    _ type: T.Type, _ sql: String, _ arguments: any SQLValueConvertible...
  ) throws -> T? {
    guard let row = try row(sql, arguments.map(\.sqlValue)), !row.values.isEmpty,
      row.values[0] != .null
    else {
      return nil
    }
    return try row[0] as T
  }

  /// The first column of every row.
  package func values<T: SQLValueConvertible>(
    _ type: T.Type, _ sql: String, _ arguments: any SQLValueConvertible...
  ) throws -> [T] {
    try rows(sql, arguments.map(\.sqlValue)).map { try $0[0] as T }
  }
}

/// Where SQLite and PostgreSQL say the same thing differently.
package enum SQLDialect: Sendable {
  case sqlite, postgres

  /// Appended to a SELECT of the row whose lock serializes writers (PostgreSQL only: SQLite
  /// has one writer).
  var lockRow: String { self == .postgres ? " FOR UPDATE" : "" }
  /// The same for a SELECT that joins tables: the rows of `tables` are locked, in that order.
  func lockRows(of tables: String) -> String { self == .postgres ? " FOR UPDATE OF \(tables)" : "" }

  /// `a IS b`: equal, or both NULL.
  var isSame: String { self == .postgres ? "IS NOT DISTINCT FROM" : "IS" }

  var falseCondition: String { self == .postgres ? "FALSE" : "0" }

  /// A field's value inside the stored fields JSON (`path` below the field's name), as a value
  /// of the field's type that compares and sorts as SQLite's `json_extract` does.
  func jsonValue(field: String, path: [String], type: FieldType) -> String {
    switch self {
    case .sqlite:
      return "json_extract(fields, '$.\(([field] + path).joined(separator: "."))')"
    case .postgres:
      let text = "(fields::jsonb #>> '{\(([field] + path).joined(separator: ","))}')"
      switch type.isList ? .string : type.scalar {
      case .int64, .timestamp: return "(\(text)::bigint)"
      case .double: return "(\(text)::double precision)"
      case .string, .bytes, .reference, .assetID, .location: return "(\(text) COLLATE \"C\")"
      }
    }
  }

  /// A test that a list field holds an element equal to the next argument.
  func listContains(field: String, elementType: FieldType) -> String {
    switch self {
    case .sqlite:
      return "EXISTS (SELECT 1 FROM json_each(fields, '$.\(field).value') WHERE value = ?)"
    case .postgres:
      let element: String
      switch elementType.scalar {
      case .int64, .timestamp: element = "element::bigint"
      case .double: element = "element::double precision"
      case .string, .bytes, .reference, .assetID, .location: element = "element"
      }
      return "EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN"
        + " jsonb_typeof(fields::jsonb #> '{\(field),value}') = 'array' THEN"
        + " fields::jsonb #> '{\(field),value}' END) AS list(element) WHERE \(element) = ?)"
    }
  }
}

/// A value bound to a statement or read from a row, in either dialect.
package enum SQLValue: Sendable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  /// A column of a batch as one PostgreSQL array parameter (`unnest(?::bigint[], …)`);
  /// SQLite has no arrays, so only statements written for PostgreSQL bind these.
  case integers([Int64])
  case texts([String])
}

/// A row read: its columns' values in the SELECT's order.
package struct SQLRow: Sendable {
  /// The columns' values in the SELECT's order.
  package var values: [SQLValue]

  /// A row of these values.
  package init(_ values: [SQLValue]) { self.values = values }

  /// The column at `index` read as `T`; a missing column or another type is an internal error.
  package subscript<T: SQLValueConvertible>(index: Int) -> T {
    get throws {
      guard index < values.count, let value = T(sqlValue: values[index]) else {
        throw ServerError(
          .internalError,
          "The database answered \(index < values.count ? "\(values[index])" : "no value") in"
            + " column \(index), where \(T.self) was expected.")
      }
      return value
    }
  }
}

extension SQLValue: SQLValueConvertible {
  /// The value itself.
  package var sqlValue: SQLValue { self }
  /// The value itself, whatever it holds.
  package init?(sqlValue: SQLValue) { self = sqlValue }
}

/// Swift values that bind to and read from `SQLValue`.
package protocol SQLValueConvertible {
  var sqlValue: SQLValue { get }
  init?(sqlValue: SQLValue)
}

extension Int64: SQLValueConvertible {
  /// An integer column's value.
  package var sqlValue: SQLValue { .integer(self) }
  /// The integer of an integer value; nil for any other.
  package init?(sqlValue: SQLValue) {
    guard case .integer(let value) = sqlValue else { return nil }
    self = value
  }
}

extension Int: SQLValueConvertible {
  /// An integer column's value.
  package var sqlValue: SQLValue { .integer(Int64(self)) }
  /// The integer of an integer value; nil for any other.
  package init?(sqlValue: SQLValue) {
    guard case .integer(let value) = sqlValue else { return nil }
    self = Int(value)
  }
}

extension Bool: SQLValueConvertible {
  /// 1 for true, 0 for false: both dialects store a flag as an integer.
  package var sqlValue: SQLValue { .integer(self ? 1 : 0) }
  /// True for any integer but 0; nil for a value that is not an integer.
  package init?(sqlValue: SQLValue) {
    guard case .integer(let value) = sqlValue else { return nil }
    self = value != 0
  }
}

extension Double: SQLValueConvertible {
  /// A real column's value.
  package var sqlValue: SQLValue { .real(self) }
  /// The number of a real or an integer value; nil for any other.
  package init?(sqlValue: SQLValue) {
    switch sqlValue {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    case .null, .text, .integers, .texts: return nil
    }
  }
}

extension String: SQLValueConvertible {
  /// A text column's value.
  package var sqlValue: SQLValue { .text(self) }
  /// The text of a text value; nil for any other.
  package init?(sqlValue: SQLValue) {
    guard case .text(let value) = sqlValue else { return nil }
    self = value
  }
}

extension Optional: SQLValueConvertible where Wrapped: SQLValueConvertible {
  /// The wrapped value's, or NULL for nil.
  package var sqlValue: SQLValue { self?.sqlValue ?? .null }
  /// Nil for NULL, else the wrapped type's reading of the value (nil when it cannot read it).
  package init?(sqlValue: SQLValue) {
    if sqlValue == .null {
      self = .none
    } else if let value = Wrapped(sqlValue: sqlValue) {
      self = .some(value)
    } else {
      return nil
    }
  }
}
