// The server's SQLite file is its owner's alone, and opening it changes nothing else in the
// process: a umask set around the open once leaked into other threads (the test process's
// nginx folders came out 0700, and nginx answered a bare 500).
import Foundation
import RecordServer
import Synchronization
import TestSupport
import Testing

struct DatabaseFileModeTests {
  @Test func storesOpenedAtOnceAreEachPrivateAndLeaveTheUmaskAlone() throws {
    let folder = Fixtures.makeTemporaryDirectory("file-mode")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let before = umask(0o022)
    defer { umask(before) }
    let paths = (0..<8).map { "\(folder)/records-\($0).sqlite" }
    // Kept open: SQLite removes the -wal and -shm files when the last connection closes.
    let stores = Mutex<[any ServerStore]>([])
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      if let store = try? ServerDatabase.open(paths[index]) {
        stores.withLock { $0.append(store) }
      }
    }
    #expect(stores.withLock { $0.count } == paths.count)
    let after = umask(0o022)
    #expect(after == 0o022, "the umask is now \(String(after, radix: 8))")
    for path in paths {
      for file in [path, path + "-wal", path + "-shm"] {
        let mode = try #require(
          try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0, "\(file) has mode \(String(mode, radix: 8))")
      }
    }
  }
}
