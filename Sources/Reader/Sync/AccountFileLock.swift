import Foundation

/// An exclusive lock on the account file's lock file (`account.json.lock`, beside it), held by
/// one program at a time while it reads and replaces the file, so two programs of one device
/// never both replace the same web auth token.
enum AccountFileLock {
  /// Runs `body` holding the lock; when the lock file cannot be made (a read-only folder),
  /// runs it without.
  static func holding<T>(_ accountPath: String, _ body: () -> T) -> T {
    let lock = open(accountPath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { return body() }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    return body()
  }
}
