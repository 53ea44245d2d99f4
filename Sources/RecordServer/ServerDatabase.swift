import Foundation
import GRDB

/// The server's one SQLite file: a WAL `DatabasePool` whose acknowledged writes survive
/// kill -9 (`synchronous = FULL`), migrated by one migrator holding storage's migrations
/// ("records-…") and the accounts' ("auth-…").
public enum ServerDatabase {
  /// Opens (creating if needed) the database at `path` and brings its schema up to date.
  public static func open(at path: String) throws -> DatabasePool {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      do {
        // The file holds every user's records and the API tokens: for this account alone.
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw ServerSetupError(
          "The folder \(folder) for the database could not be made; check the path and its "
            + "permissions.")
      }
    }
    // SQLite creates the database, its WAL and shared-memory files with the process's umask;
    // a tight one for this open keeps them from other local users.
    let previousMask = umask(0o077)
    defer { umask(previousMask) }
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: configuration)
    } catch {
      throw ServerSetupError(
        "The database \(path) could not be opened (\(error)); check the path and its permissions."
      )
    }
    var migrator = DatabaseMigrator()
    RecordStorage.registerMigrations(in: &migrator)
    Accounts.registerMigrations(in: &migrator)
    try migrator.migrate(pool)
    return pool
  }

  /// The default database: `$XDG_DATA_HOME/quran-records/records.sqlite`.
  public static var defaultPath: String {
    let environment = ProcessInfo.processInfo.environment
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.local/share")
    return dataHome + "/quran-records/records.sqlite"
  }
}

/// A problem starting or configuring the server, said in one sentence.
public struct ServerSetupError: Error, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
