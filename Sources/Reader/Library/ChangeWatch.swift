import GRDB

extension LibraryStore {
  /// A number that changes when another connection to the file (a second reader on the same
  /// home, a sync, a command) commits a change: SQLite's `data_version` on the connection
  /// this store writes with, whose own commits leave it as it is. Costs no disk access.
  public func changeMark() throws(LibraryProblem) -> Int {
    do {
      return try database.writeWithoutTransaction { db in
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
      }
    } catch {
      throw problem(error)
    }
  }
}
