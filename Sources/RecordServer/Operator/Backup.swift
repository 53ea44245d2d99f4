import Foundation
import GRDB
import PrivateFiles

/// `quran-records backup --to FILE`: a consistent copy of a SQLite database while the server
/// runs, through SQLite's online backup: every write acknowledged before the copy began is
/// in it. The copy is written beside FILE and renamed into place once whole, readable by its
/// owner alone (it holds password hashes). `restore` reads it back with `StoreCopy`.
public enum Backup {
  /// Copies the database at `location` to `path`; answers a sentence saying what was copied.
  public static func write(from location: String, to path: String) throws -> String {
    if PostgresLocation.isURL(location) {
      throw ServerSetupError(
        "backup copies a SQLite database; for PostgreSQL use pg_dump (pg_dump -Fc -f FILE"
          + " DATABASE) and pg_restore, or quran-records copy into a SQLite file.")
    }
    guard FileManager.default.fileExists(atPath: location) else {
      throw ServerSetupError("There is no database at \(location); check --db.")
    }
    guard !FileManager.default.fileExists(atPath: path) else {
      throw ServerSetupError("\(path) exists already; name a new file, or move that one away.")
    }
    let store = try SQLiteStore(path: location)
    let partial = path + ".partial"
    try? FileManager.default.removeItem(atPath: partial)
    PrivateFile.create(at: partial)
    do {
      let copy = try DatabaseQueue(path: partial)
      try store.pool.backup(to: copy)
      try copy.close()
      guard rename(partial, path) == 0 else {
        throw ServerSetupError(
          "The copy could not be moved to \(path): \(String(cString: strerror(errno))).")
      }
    } catch {
      try? FileManager.default.removeItem(atPath: partial)
      if let error = error as? ServerSetupError { throw error }
      throw ServerSetupError(
        "The backup to \(path) failed (\(error)); check the folder and the free space.")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return
      "Backed up \(location) to \(path) (\(ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)))."
  }
}
