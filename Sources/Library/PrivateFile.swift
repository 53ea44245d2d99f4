import Foundation

/// The library holds a person's notes: it is readable by them alone (0600), like
/// `account.json`. SQLite gives its -wal and -shm files the main file's permissions.
enum PrivateFile {
  /// Creates an empty file at `path`, 0600, unless one is there already; one that is there,
  /// made readable by others by an earlier version, is made private too, with its -wal and
  /// -shm files. Failures are left to SQLite, which says what went wrong when it opens.
  static func create(at path: String) {
    for file in [path, path + "-wal", path + "-shm"] {
      let fd = open(
        file, file == path ? O_CREAT | O_RDONLY | O_CLOEXEC : O_RDONLY | O_CLOEXEC, 0o600)
      guard fd >= 0 else { continue }
      var status = stat()
      if fstat(fd, &status) == 0, status.st_mode & 0o077 != 0 {
        _ = fchmod(fd, status.st_mode & 0o700)
      }
      close(fd)
    }
  }
}
