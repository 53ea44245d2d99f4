import Foundation

/// The files of a SQLite database on disk — the file itself, its `-wal` and `-shm`, and the
/// `.lock` a running `serve` holds — handled without ever following a symbolic link: anyone
/// who can write to a folder (say /tmp) could plant one there to make a command run by root
/// change or create a file elsewhere. New files are made with `O_EXCL` in the target folder,
/// so a link planted under a name the command picks is refused, never followed.
package enum DatabaseFiles {
  /// The files SQLite keeps beside a database in WAL mode.
  package static let companions = ["-wal", "-shm"]

  /// Refuses, with a sentence, when the database, its companions or its lock is a symbolic
  /// link, or the database is not a regular file; a missing file is fine.
  package static func refuseLinks(_ path: String) throws {
    for file in [path, lockPath(of: path)] + companions.map({ path + $0 }) {
      var status = stat()
      guard lstat(file, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFLNK {
        throw ServerSetupError(
          "\(file) is a symbolic link; quran-records never follows one. Give the real path"
            + " of the database with --db, or remove the link.")
      }
      if status.st_mode & S_IFMT != S_IFREG {
        throw ServerSetupError("\(file) is not a regular file; give a database file's path.")
      }
    }
  }

  /// The lock file a running `serve` holds: `records.sqlite.lock`.
  package static func lockPath(of path: String) -> String { path + ".lock" }

  /// Whether a file (or a link) is at `path`, not following a link.
  package static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Creates a new file, 0600, that nothing may be at yet (not even a link); answers its
  /// descriptor, open for writing.
  package static func createNew(_ path: String) throws -> Int32 {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw ServerSetupError(
        "\(path) could not be made (\(String(cString: strerror(errno)))); check the folder, its"
          + " permissions and the free space.")
    }
    return fd
  }

  /// A name for a file of this command's own, beside `path`, that nobody can have guessed.
  package static func privateName(beside path: String, _ purpose: String) -> String {
    "\(path).\(purpose)-\(UUID().uuidString.prefix(8).lowercased())"
  }

  /// Gives the finished file `temporary` its name `path`, never replacing what is there (a
  /// file or a link made meanwhile): the file is linked under the new name, then the
  /// temporary name removed.
  package static func publish(_ temporary: String, as path: String) throws {
    guard link(temporary, path) == 0 else {
      let reason =
        errno == EEXIST
        ? "it exists already; name a new file, or move that one away"
        : String(cString: strerror(errno))
      throw ServerSetupError("The finished file could not be named \(path): \(reason).")
    }
    unlink(temporary)
    syncFolder(of: path)
  }

  /// Makes the folder's entries (renames, new names) durable.
  package static func syncFolder(of path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Renames `from` to `to` (a link at `from` is moved as it is, never followed); throws a
  /// sentence on failure.
  static func move(_ from: String, to: String) throws {
    guard rename(from, to) == 0 else {
      throw ServerSetupError(
        "\(from) could not be moved to \(to) (\(String(cString: strerror(errno)))); check the"
          + " folder's permissions.")
    }
  }
}
