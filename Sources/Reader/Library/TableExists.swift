import GRDB

extension Database {
  /// Whether the library has the table `name`, as GRDB's `tableExists` says for the main
  /// schema: one count of `sqlite_master`. GRDB's reads the whole schema into a `Set` through
  /// its record protocols, which searches the program's conformances three times before the
  /// reader's first frame, for the memorize queue's count in the status row.
  func hasTable(_ name: String) throws -> Bool {
    let sql = "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE"
    return try (Int.fetchOne(self, sql: sql, arguments: [name]) ?? 0) > 0
  }
}
