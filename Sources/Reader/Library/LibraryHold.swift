import Foundation

/// The library held against every other program while its files are moved.
///
/// Every connection SQLite opens to a database in WAL mode holds a read lock, for as long as
/// it is open, on one byte of the shared-memory file beside it (`-shm`): the "dead man
/// switch" of SQLite's unix VFS, at offset 128 (`UNIX_SHM_DMS`). A write lock on that byte
/// can be taken only when no other program has the library open — a reader idle on its
/// screen included — and while it is held, a program that opens the library is answered
/// busy instead of reading files in motion. (A library read as immutable, in a folder that
/// cannot be written, takes no lock; there nothing can be moved anyway.)
struct LibraryHold {
  private let descriptor: Int32
  private let sharedMemoryPath: String

  /// The offset of the byte SQLite's open connections hold (`UNIX_SHM_DMS`).
  private static let deadManSwitch = 128

  /// Takes the hold, or says that another program has the library at `libraryPath` open.
  init(_ libraryPath: String) throws(LibraryShelfProblem) {
    sharedMemoryPath = libraryPath + "-shm"
    descriptor = open(sharedMemoryPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw .notMoved(path: libraryPath, reason: String(cString: strerror(errno)))
    }
    var lock = flock()
    lock.l_type = Int16(F_WRLCK)
    lock.l_whence = Int16(SEEK_SET)
    lock.l_start = off_t(Self.deadManSwitch)
    lock.l_len = 1
    guard fcntl(descriptor, F_SETLK, &lock) == 0 else {
      close(descriptor)
      throw .heldOpen(path: libraryPath)
    }
  }

  /// Lets go: the shared-memory file, which described the library that was moved, goes too
  /// (the next connection makes a new one).
  func release() {
    unlink(sharedMemoryPath)
    close(descriptor)
  }
}
