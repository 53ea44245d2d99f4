import Foundation
import GRDB

/// A file given to `restore`, checked before anything else touches it: a regular file (not
/// a link, never followed), not empty, a SQLite file, with no write-ahead log beside it (a
/// live database, not a backup). It is only ever read, through a descriptor opened
/// read-only: its bytes are copied into a working file of `restore`'s own, which alone SQLite
/// then opens, checks and migrates.
enum BackupFile {
  /// The first bytes of every SQLite file.
  static let header = Array("SQLite format 3\0".utf8)

  /// Copies the backup at `path` into `working`, a new file; throws a sentence when the file
  /// is not one `backup` could have written.
  static func copy(_ path: String, to working: String) throws {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      throw ServerSetupError("There is no backup at \(path); check the path.")
    }
    guard status.st_mode & S_IFMT != S_IFLNK else {
      throw ServerSetupError(
        "\(path) is a symbolic link; restore never follows one. Give the backup's real path.")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ServerSetupError("\(path) is not a regular file; give a file that backup wrote.")
    }
    guard status.st_size > 0 else {
      throw ServerSetupError(
        "\(path) is empty (0 bytes), so it is not a backup; give a file that"
          + " quran-records backup wrote.")
    }
    var wal = stat()
    if lstat(path + "-wal", &wal) == 0, wal.st_size > 0 {
      throw ServerSetupError(
        "\(path) has a write-ahead log beside it (\(path)-wal): it is a database in use, not a"
          + " backup. Take a backup of it with quran-records backup and restore that.")
    }
    let source = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard source >= 0 else {
      throw ServerSetupError(
        "The backup \(path) could not be read (\(String(cString: strerror(errno)))); check its"
          + " permissions.")
    }
    defer { close(source) }
    let target = try DatabaseFiles.createNew(working)
    defer { close(target) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var first = true
    while true {
      let count = read(source, &buffer, buffer.count)
      guard count >= 0 else {
        throw ServerSetupError(
          "The backup \(path) could not be read (\(String(cString: strerror(errno)))).")
      }
      if count == 0 { break }
      if first && (count < header.count || Array(buffer[0..<header.count]) != header) {
        throw notOurs(path, "it is not a SQLite file")
      }
      first = false
      guard write(target, buffer, count) == count else {
        throw ServerSetupError(
          "The backup could not be copied to \(working) (\(String(cString: strerror(errno))));"
            + " check the free space.")
      }
    }
    guard fsync(target) == 0 else {
      throw ServerSetupError("The copy \(working) could not be written to disk; check the disk.")
    }
  }

  /// Checks that the working copy of `path` is a whole database of quran-records: its
  /// tables are there, nothing but our tables and indexes is (no trigger, view or table of
  /// someone else's: restore runs nothing of the backup's), and SQLite's integrity check
  /// passes — interrupted once `deadline` passes.
  static func check(_ working: String, backup path: String, deadline: RestoreDeadline) throws {
    let objects: [(type: String, name: String)]
    let integrity: String
    do {
      var configuration = Configuration()
      configuration.readonly = true
      let copy = try DatabaseQueue(path: working, configuration: configuration)
      deadline.watch(copy)
      defer { try? copy.close() }
      objects = try copy.read { db in
        try Row.fetchAll(db, sql: "SELECT type, name FROM sqlite_master").map {
          (type: $0[0] ?? "", name: $0[1] ?? "")
        }
      }
      try refuseForeign(objects, path)
      integrity = try copy.read { db in
        try String.fetchAll(db, sql: "PRAGMA integrity_check").joined(separator: "; ")
      }
    } catch let error as ServerSetupError {
      throw error
    } catch {
      if deadline.passed { throw deadline.refusal(path) }
      throw notOurs(path, "SQLite cannot read it (\(String(describing: error).prefix(200)))")
    }
    guard integrity == "ok" else {
      throw ServerSetupError(
        "The backup \(path) is damaged (SQLite's check says: \(integrity.prefix(200))); restore"
          + " another backup.")
    }
  }

  /// Refuses a file with something that is not one of our tables or indexes, naming it.
  static func refuseForeign(_ objects: [(type: String, name: String)], _ path: String) throws {
    let tables = Set(objects.filter { $0.type == "table" }.map(\.name))
    let ours: Set = ["grdb_migrations", "authUser", "records_scope", "records_record"]
    guard ours.isSubset(of: tables) else {
      throw notOurs(path, "it is a SQLite file without quran-records' users and records")
    }
    let known = try ourObjects()
    for object in objects where !known.contains("\(object.type) \(object.name)") {
      if object.type == "index" && object.name.hasPrefix("sqlite_autoindex_") { continue }
      if object.type == "table" && ["sqlite_sequence", "sqlite_stat1"].contains(object.name) {
        continue
      }
      throw ServerSetupError(
        "The backup \(path) holds a \(object.type) '\(object.name.prefix(100))' that"
          + " quran-records never makes; restore runs nothing of a backup's, so it refuses this"
          + " file. Restore a backup that quran-records backup wrote and nobody changed.")
    }
  }

  /// Every table and index this version's schema makes, as "type name".
  static func ourObjects() throws -> Set<String> {
    let reference = try DatabaseQueue()
    var migrator = DatabaseMigrator()
    SQLiteMigrations.register(in: &migrator)
    try migrator.migrate(reference)
    return try reference.read { db in
      Set(
        try Row.fetchAll(db, sql: "SELECT type, name FROM sqlite_master").map {
          "\($0[0] as String? ?? "") \($0[1] as String? ?? "")"
        })
    }.union(["table server_secret", "index sqlite_autoindex_server_secret_1"])
  }

  static func notOurs(_ path: String, _ reason: String) -> ServerSetupError {
    ServerSetupError(
      "\(path) is not a backup of quran-records (\(reason)); give a file that"
        + " quran-records backup wrote.")
  }
}
