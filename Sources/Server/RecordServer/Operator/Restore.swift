import Foundation

/// `quran-records restore --from FILE`: puts a backup into service in one command.
///
/// Restore runs nothing of the backup's. The backup is only read: its bytes are copied into a
/// working file of restore's own (`BackupFile`), which is checked — our tables and indexes
/// and nothing else (a trigger, a view or a table of someone else's is refused with a
/// sentence), SQLite's integrity check — and brought up to this version's tables. Only our
/// tables' rows then go (`StoreCopy`) into a database built from this version's own schema;
/// no SQL of the backup's comes along. The restored database is given an identity of its
/// own (`ServerLineage.markRestored`: devices then know the server went back in time, and
/// send again what it lacks rather than delete it). The whole restore has `timeLimit` seconds
/// (`restore --time-limit`); past it SQLite is interrupted and nothing is changed. A refused
/// or stopped restore leaves no working file behind. Then:
///
/// - SQLite: with the database's lock held (no `serve` may run on it, and none can start
///   meanwhile), the database in service and its -wal and -shm are moved aside together,
///   renamed with the time (never deleted: `records.sqlite.replaced-20260101T120000Z` with its
///   `-wal`, which SQLite reads with it), and the new database takes the database's name. At
///   no moment does a database sit beside a WAL that is not its own.
/// - PostgreSQL: the rows are copied into the database, which must be empty.
package enum Restore {
  /// Seconds a restore may take unless `restore --time-limit` says otherwise.
  package static let defaultTimeLimit = 3_600

  /// Restores the backup at `backup` into the database at `location`; answers a sentence
  /// saying what came back (users and records) and where the old database went.
  package static func run(
    from backup: String, into location: String, timeLimit: Int = defaultTimeLimit
  ) throws -> String {
    let deadline = RestoreDeadline(seconds: timeLimit)
    defer { deadline.cancel() }
    do {
      if PostgresLocation.isURL(location) {
        return try intoPostgres(backup, location, deadline)
      }
      return try intoSQLite(backup, location, deadline)
    } catch {
      throw deadline.passed ? deadline.refusal(backup) : error
    }
  }

  private static func intoSQLite(_ backup: String, _ location: String, _ deadline: RestoreDeadline)
    throws -> String
  {
    let lock = try DatabaseLock(database: location, purpose: "be restored over")
    let source = DatabaseFiles.privateName(beside: location, "restoring")
    let working = DatabaseFiles.privateName(beside: location, "restoring")
    defer {
      removeWorkingFiles(source)
      removeWorkingFiles(working)
    }
    var summary: StoreSummary?
    try prepare(backup, source: source, deadline) { copy in
      let restored = try SQLiteStore(path: working)
      deadline.watch(restored.pool)
      do {
        try StoreCopy.copyRows(from: copy, to: restored)
        summary = try StoreSummary.read(restored)
      } catch {
        _ = restored.close()
        throw error
      }
      try finish(restored)
    }
    try deadline.check()
    let aside = try moveAside(location)
    try DatabaseFiles.publish(working, as: location)
    withExtendedLifetime(lock) {}
    return "Restored \(backup) into \(location): \(summary.map { "\($0)" } ?? "")."
      + (aside.map {
        " The database it replaced is kept as \($0) (with its -wal and -shm, if it had them)."
      } ?? "") + " Start the server again."
  }

  private static func intoPostgres(
    _ backup: String, _ location: String, _ deadline: RestoreDeadline
  ) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "quran-records-restore-\(UUID().uuidString.prefix(8))"
    ).path
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let destination = try ServerDatabase.open(location)
    try prepare(backup, source: folder + "/backup.sqlite", deadline) { copy in
      try StoreCopy.copyRows(from: copy, to: destination)
    }
    return "Restored \(backup) into \(destination.location): \(try StoreSummary.read(destination))."
  }

  /// Copies the backup into `source`, checks that it holds only our tables and indexes,
  /// brings them up to date, and hands it, open, to `then`, which copies its rows; then
  /// closes it.
  private static func prepare(
    _ backup: String, source: String, _ deadline: RestoreDeadline,
    then: (SQLiteStore) throws -> Void
  ) throws {
    try BackupFile.copy(backup, to: source)
    try BackupFile.check(source, backup: backup, deadline: deadline)
    try deadline.check()
    let copy = try SQLiteStore(path: source)
    deadline.watch(copy.pool)
    defer { _ = copy.close() }
    // A restored server is another history: a new identity, and where it came from.
    var status = stat()
    let fileTime =
      stat(backup, &status) == 0
      ? Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec)) : Date()
    try copy.write { try ServerLineage.markRestored($0, fileTime: fileTime) }
    try then(copy)
    try deadline.check()
  }

  /// The one place the restored database is finished before it is put into service: closed
  /// cleanly (one file, no WAL).
  private static func finish(_ restored: SQLiteStore) throws {
    let working = restored.location
    if let failure = restored.close() { throw ServerSetupError(failure) }
    for companion in DatabaseFiles.companions where DatabaseFiles.exists(working + companion) {
      throw ServerSetupError(
        "The restored copy \(working) kept its \(companion) file after closing; nothing was"
          + " changed. Check the disk and try again.")
    }
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
