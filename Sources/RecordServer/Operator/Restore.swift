import Foundation

/// `quran-records restore --from FILE`: puts a backup into service in one command.
///
/// The backup is only read: its bytes are copied into a working file of restore's own
/// (`BackupFile`), which is checked (our tables, SQLite's integrity check), brought up to
/// this version's schema, given an identity of its own (`ServerLineage.markRestored`: devices
/// then know the server went back in time, and send again what it lacks rather than delete
/// it) and closed cleanly, so it is one file with no WAL. Then:
///
/// - SQLite: with the database's lock held (no `serve` may run on it, and none can start
///   meanwhile), the database in service and its -wal and -shm are moved aside together,
///   renamed with the time (never deleted: `records.sqlite.replaced-20260101T120000Z` with its
///   `-wal`, which SQLite reads with it), and the working file takes the database's name. At no
///   moment does a database sit beside a WAL that is not its own.
/// - PostgreSQL: the working file is copied into the database, which must be empty.
public enum Restore {
  /// Restores the backup at `backup` into the database at `location`; answers a sentence
  /// saying what came back (users and records) and where the old database went.
  public static func run(from backup: String, into location: String) throws -> String {
    if PostgresLocation.isURL(location) { return try intoPostgres(backup, location) }
    let lock = try DatabaseLock(database: location, purpose: "be restored over")
    let working = DatabaseFiles.privateName(beside: location, "restoring")
    defer { removeWorkingFiles(working) }
    let summary = try prepare(backup, working: working, then: { _ in })
    let aside = try moveAside(location)
    try DatabaseFiles.publish(working, as: location)
    withExtendedLifetime(lock) {}
    return "Restored \(backup) into \(location): \(summary)."
      + (aside.map {
        " The database it replaced is kept as \($0) (with its -wal and -shm, if it had them)."
      } ?? "") + " Start the server again."
  }

  private static func intoPostgres(_ backup: String, _ location: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quran-records-restore-\(UUID().uuidString.prefix(8))"
    ).path
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let destination = try ServerDatabase.open(location)
    _ = try prepare(backup, working: folder + "/backup.sqlite") { copy in
      try StoreCopy.copyRows(from: copy, to: destination)
    }
    return "Restored \(backup) into \(destination.location): \(try StoreSummary.read(destination))."
  }

  /// Copies, checks and migrates the backup into `working`, hands the open copy to `then`,
  /// and closes it cleanly (one file, no WAL); answers what it holds.
  private static func prepare(
    _ backup: String, working: String, then: (SQLiteStore) throws -> Void
  ) throws -> StoreSummary {
    try BackupFile.copy(backup, to: working)
    try BackupFile.check(working, backup: backup)
    let copy = try SQLiteStore(path: working)
    // A restored server is another history: a new identity, and where it came from.
    var status = stat()
    let fileTime =
      stat(backup, &status) == 0
      ? Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec)) : Date()
    try copy.write { try ServerLineage.markRestored($0, fileTime: fileTime) }
    let summary = try StoreSummary.read(copy)
    try then(copy)
    if let failure = copy.close() { throw ServerSetupError(failure) }
    for companion in DatabaseFiles.companions where DatabaseFiles.exists(working + companion) {
      throw ServerSetupError(
        "The restored copy \(working) kept its \(companion) file after closing; nothing was"
          + " changed. Check the disk and try again.")
    }
    return summary
  }

  /// Moves the database and its -wal and -shm aside, the WAL and SHM first (a database is
  /// never left beside another's WAL); answers the database's new name, or nil when there was
  /// none.
  private static func moveAside(_ location: String) throws -> String? {
    let present = DatabaseFiles.companions.filter { DatabaseFiles.exists(location + $0) }
    guard DatabaseFiles.exists(location) || !present.isEmpty else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    var aside = location + ".replaced-" + formatter.string(from: Date())
    while DatabaseFiles.exists(aside) { aside += "-1" }
    for companion in present {
      try DatabaseFiles.move(location + companion, to: aside + companion)
    }
    if DatabaseFiles.exists(location) { try DatabaseFiles.move(location, to: aside) }
    DatabaseFiles.syncFolder(of: location)
    for companion in DatabaseFiles.companions where DatabaseFiles.exists(location + companion) {
      throw ServerSetupError(
        "\(location + companion) appeared while the old database was moved aside; the backup"
          + " was not put in its place, so no database is beside another's WAL. Move that file"
          + " away and run restore again.")
    }
    return aside
  }

  private static func removeWorkingFiles(_ working: String) {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(working + suffix) }
  }
}
