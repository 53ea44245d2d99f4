import GRDB

extension Database {
  /// Executes a statement compiled once per connection: the writes of an import run it tens
  /// of thousands of times.
  func run(_ sql: String, _ arguments: StatementArguments) throws {
    try cachedStatement(sql: sql).execute(arguments: arguments)
  }

  /// The first record a statement compiled once per connection finds.
  func first<Record: FetchableRecord>(
    _ type: Record.Type, _ sql: String, _ arguments: StatementArguments
  ) throws -> Record? {
    try Record.fetchOne(cachedStatement(sql: sql), arguments: arguments)
  }
}
