import Foundation
import Logging

/// Opens the server's database from what `--db` (or `QURAN_RECORDS_DATABASE_URL`) says: a
/// `postgres://` URL opens PostgreSQL (`PostgresStore`), anything else is the path of a
/// SQLite file (`SQLiteStore`). Either way its tables are created or migrated.
package enum ServerDatabase {
  /// The environment variable naming the database when `--db` does not.
  package static let environmentVariable = "QURAN_RECORDS_DATABASE_URL"

  /// Opens the store `location` names: PostgreSQL for a `postgres://` URL, otherwise the SQLite
  /// file at that path, its tables created or migrated.
  package static func open(_ location: String, logger: Logger? = nil) throws -> any ServerStore {
    if PostgresLocation.isURL(location) {
      return try PostgresStore(url: location, logger: logger)
    }
    return try SQLiteStore(path: location, logger: logger)
  }

  /// `--db`, else `$QURAN_RECORDS_DATABASE_URL`, else the default SQLite file.
  package static func location(given: String?) -> String {
    given ?? ProcessInfo.processInfo.environment[environmentVariable].flatMap {
      $0.isEmpty ? nil : $0
    } ?? defaultPath
  }

  /// The default database: `$XDG_DATA_HOME/quran-records/records.sqlite`.
  package static var defaultPath: String {
    let environment = ProcessInfo.processInfo.environment
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.local/share")
    return dataHome + "/quran-records/records.sqlite"
  }
}
