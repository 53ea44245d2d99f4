import GRDB

extension Database {
  /// Executes a statement compiled once per connection: the writes of an import run it tens
  /// of thousands of times.
  func run(_ sql: String, _ arguments: StatementArguments) throws {
    try cachedStatement(sql: sql).execute(arguments: arguments)
  }

  /// The first row of a statement compiled once per connection.
  func firstRow(_ sql: String, _ arguments: StatementArguments) throws -> Row? {
    try Row.fetchOne(cachedStatement(sql: sql), arguments: arguments)
  }
}
