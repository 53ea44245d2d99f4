import Clocks
import Foundation
import GRDB

/// `quran-records backup --to FILE`: a consistent copy of a SQLite database while the server
/// runs, through SQLite's online backup: every write acknowledged before the copy began is
/// in it. The copy is written beside FILE under a name of its own (made with `O_EXCL`, never
/// through a link) and given its name once whole, never over an existing file; it is
/// readable by its owner alone (it holds password hashes). It records when it was taken
/// (`server_history`'s `backupTakenAt`), which `Restore` hands on. `Restore` puts it back.
///
/// When it was taken is the newest write it holds, not the clock when the copy ended: each
/// write is stamped inside its transaction, so the copy holds every version stamped up to that
/// one and none after, while a write stamped before the copy ended may have committed after
/// the copy's snapshot. A device takes a version stamped later as lost, and sends it again.
package enum Backup {
  /// Copies the database at `location` to `path`; answers a sentence saying what was copied.
  package static func write(from location: String, to path: String) throws -> String {
    if PostgresLocation.isURL(location) {
      throw ServerSetupError(
        "backup copies a SQLite database; for PostgreSQL use pg_dump (pg_dump -Fc -f FILE"
          + " DATABASE) and pg_restore, or quran-records copy into a SQLite file.")
    }
    guard DatabaseFiles.exists(location) else {
      throw ServerSetupError("There is no database at \(location); check --db.")
    }
    guard !DatabaseFiles.exists(path) else {
      throw ServerSetupError("\(path) exists already; name a new file, or move that one away.")
    }
    let store = try SQLiteStore(path: location)
    // The database's identity goes into the copy: made now if no query has asked for it yet.
    _ = try ServerLineage(store: store).known()
    // A name nobody can plant a link under, made with O_EXCL beside the backup.
    let partial = DatabaseFiles.privateName(beside: path, "partial")
    close(try DatabaseFiles.createNew(partial))
    do {
      let copy = try DatabaseQueue(path: partial)
      try store.pool.backup(to: copy)
      try copy.write { db in
        let newest =
          try Int64.fetchOne(db, sql: "SELECT MAX(modifiedAt) FROM records_record") ?? 0
        try db.execute(sql: ServerLineage.backupTakenAtSQL, arguments: [newest])
      }
      try copy.close()
      try DatabaseFiles.publish(partial, as: path)
    } catch {
      unlink(partial)
      if let error = error as? ServerSetupError { throw error }
      throw ServerSetupError(
        "The backup to \(path) failed (\(error)); check the folder and the free space.")
    }
    var status = stat()
    let size = lstat(path, &status) == 0 ? Int64(status.st_size) : 0
    return
      "Backed up \(location) to \(path) (\(ByteCountFormatter.string(fromByteCount: size, countStyle: .file)))."
  }
}
