import AppRecords
import DataFolder
import Foundation
import GRDB
import Library
import Loopback
import QuranText
import RecordClient
import Sync

/// One device of a fault trial: a home with its library and account file, reaching the
/// server through a fault-injecting proxy of its own (so its retries are timed apart from
/// the others').
final class FaultDevice {
  let index: Int
  let home: String
  let library: LibraryStore
  let proxy: FaultProxy
  /// The proxy's random choices, whether it is quiet, and the `quran sync` it may kill.
  let faults: Locked<DeviceFaults>
  /// What it deleted since the server last confirmed all it had to send.
  var unsentDeletions = UnsentDeletions()

  struct DeviceFaults: Sendable {
    var random: SeededGenerator
    var quiet = true
    var child: pid_t?
  }

  init(index: Int, home: String, upstreamPort: Int, seed: UInt64) throws {
    self.index = index
    self.home = home
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    library = try LibraryStore(path: home + "/library.sqlite")
    proxy = try FaultProxy(upstreamPort: upstreamPort)
    faults = Locked(DeviceFaults(random: SeededGenerator(seed: seed)))
  }

  var accountPath: String { home + "/account.json" }

  /// The favorites only this device changes: ten ayahs of al-Baqarah.
  var ownedFavorites: [AyahID] {
    (1...10).map { try! AyahID.parse("2:\(index * 10 + $0)") }
  }

  /// The setting only this device changes.
  var settingKey: String { FaultModel.settingKeys[index] }

  var environment: [String: String] { FaultTrial.environment(home: home) }

  /// A sync engine as `quran sync` makes one, patient for a short while only (the proxy's
  /// faults are many), keeping each new web auth token in the account file.
  func engine() throws -> SyncEngine {
    guard let account = try Account.load(from: accountPath),
      let client = account.client(
        savingTokensTo: accountPath,
        retry: RetryPolicy(attempts: 5, firstWait: 0.05, longestWait: 0.4))
    else { throw FaultRunError("device \(index) has no usable account") }
    return SyncEngine(library: library, records: RemoteRecords(client), user: account.identity)
  }
}

struct FaultRunError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension FaultDevice {
  /// When the deletion of note `id` that a restore here would undo was made (milliseconds),
  /// as the library names it (`LibraryStore.rememberRestore`): a deletion not yet sent (the
  /// server still holds the note) is the one the trash holds; else the newest the server
  /// holds, as its tombstone says. Nil when the library does not say.
  func deletionUndone(of id: UUID) throws -> Int64? {
    let (type, key) = (RecordType.ayahNote.rawValue, id.uuidString)
    return try DatabaseQueue(path: library.path).read { db in
      let held = try Bool.fetchOne(
        db, sql: "SELECT 1 FROM serverRecord WHERE recordType = ? AND recordKey = ?",
        arguments: [type, key])
      guard held == nil else {
        return try Int64.fetchOne(
          db, sql: "SELECT max(deletedAt) FROM trash WHERE kind = 'note' AND key = ?",
          arguments: [key])
      }
      return try Int64.fetchOne(
        db,
        sql: """
          SELECT madeAt FROM serverGone WHERE recordType = ? AND recordName LIKE ?
          ORDER BY goneAt DESC LIMIT 1
          """, arguments: [type, "%-" + key])
    }
  }
}
