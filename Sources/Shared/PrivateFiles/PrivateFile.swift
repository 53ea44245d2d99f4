import Foundation

/// A SQLite file for its owner alone (0600): the library holds a person's notes, the record
/// server's database every user's records and tokens. SQLite gives the -wal and -shm files it
/// creates the main file's permissions, so creating the main file first is enough; no umask,
/// which is the whole process's and would leak into other threads' files.
public enum PrivateFile {
  /// Creates an empty file at `path`, 0600, unless one is there already; one that is there,
  /// made readable by others by an earlier version, is made private too, with its -wal and
  /// -shm files. A symbolic link is never followed (nor its target created or changed).
  /// Failures are left to SQLite, which says what went wrong when it opens.
  public static func create(at path: String) {
    for file in [path, path + "-wal", path + "-shm"] {
      let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
      let fd = open(file, file == path ? O_CREAT | flags : flags, 0o600)
      guard fd >= 0 else { continue }
      var status = stat()
      if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 != 0 {
        _ = fchmod(fd, status.st_mode & 0o700)
      }
      close(fd)
    }
  }
}
