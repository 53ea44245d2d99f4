import Foundation

/// One `serve` (or `restore`) at a time on a SQLite database: an exclusive `flock` on
/// `<database>.lock`, held for the process's life (the kernel lets go of it when the process
/// ends, however it ends). Two servers on one file would each keep their own rate limits and
/// notifications; a restore under a running server would pull the file from under it.
/// Other commands (`user add`, `backup`, …) take no lock: SQLite lets them write beside a
/// running server. PostgreSQL takes none either: any number of instances share it.
package final class DatabaseLock: Sendable {
  private let descriptor: Int32

  /// Takes the lock of the database at `database`, or refuses, saying who holds it.
  /// - Parameters:
  ///   - database: The SQLite file's path.
  ///   - purpose: What this command is about to do, for the sentence ("start a second one").
  package init(database: String, purpose: String) throws {
    let path = database
    try DatabaseFiles.refuseLinks(path)
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty && !DatabaseFiles.exists(folder) {
      // The database's folder, for its owner alone, as `SQLiteStore` makes it.
      try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    let lockPath = DatabaseFiles.lockPath(of: path)
    let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard fd >= 0 else {
      throw ServerSetupError(
        "The lock file \(lockPath) could not be opened (\(String(cString: strerror(errno))));"
          + " check the folder and its permissions.")
    }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      throw ServerSetupError(
        "A quran-records server is running on \(path) (it holds \(lockPath)), so it cannot"
          + " \(purpose); stop it first (sudo systemctl stop quran-records), or give another"
          + " --db.")
    }
    descriptor = fd
  }

  deinit { close(descriptor) }
}
