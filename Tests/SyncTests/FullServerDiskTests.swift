import CloudRecords
import DataFolder
import Foundation
import Library
import RecordClient
import Sync
import TestSupport
import Testing

/// Issue 60, item 9: the record server's disk is full (its SQLite file on a 3 MB tmpfs filled
/// to the brim; mounting it needs root, as CI runs). The sync says so at its first refusal,
/// without retrying for minutes, the changes stay to send, and they go once space is freed.
@Suite struct FullServerDiskTests {
  @Test func aFullServerDiskIsSaidAtOnceAndTheChangesGoWhenSpaceIsFreed() throws {
    let disk = try SmallDisk(megabytes: 3, name: "server-disk")
    defer { withExtendedLifetime(disk) {} }
    let mountPoint = disk.path
    // Tokens kept: the client below, on a test clock, keeps no account file.
    let world = try SyncWorld(rotateTokens: false, database: mountPoint + "/records.sqlite")
    let laptop = try world.device("laptop")
    try laptop.library.addNote(on: ayah("2:255"), text: "Ayat al-Kursi")
    try laptop.sync()
    // Larger than the server's WAL so far, so saving it must grow a file on the full disk.
    let long = String(repeating: "Ghi chú dài về Al-Baqarah. ", count: 30_000)
    try laptop.library.addNote(on: ayah("2:1"), text: long)
    _ = try Subprocess.run(
      "/bin/sh", ["-c", "dd if=/dev/zero of='\(mountPoint)/filler' bs=4k 2>/dev/null; sync"],
      environment: [:])

    let clock = TestClock()
    let account = try #require(try Account.load(from: laptop.accountPath))
    let client = RecordClient(
      try #require(account.connection), clock: clock.waitClock)
    let engine = SyncEngine(
      library: laptop.library, records: RemoteRecords(client), user: account.identity)
    do {
      try engine.sync()
      Issue.record("a sync onto a full disk succeeded")
    } catch {
      #expect("\(error)".contains("server's disk is full"), "\(error)")
    }
    #expect(clock.slept.isEmpty, "retried a full disk: \(clock.slept)")
    #expect(try laptop.library.pendingChangeCount() == 1, "the note waits to be sent")
    let command = try laptop.quran(["sync"])
    #expect(command.status != 0)
    #expect(command.error.contains("server's disk is full"), "\(command.output)\(command.error)")
    #expect(
      world.server.log.contains("\(mountPoint)/records.sqlite is full ("), "\(world.server.log)")

    try FileManager.default.removeItem(atPath: mountPoint + "/filler")
    try laptop.sync()
    #expect(try laptop.library.pendingChangeCount() == 0)
    let phone = try world.device("phone")
    try phone.sync()
    #expect(try phone.library.noteCount() == 2)
  }
}

/// Issue 61, item 6: a member past their storage quota is told so by `quran sync`, and what
/// was not kept waits to be sent.
@Suite struct StorageQuotaSyncTests {
  @Test func aSyncPastTheQuotaSaysSoAndKeepsTheChanges() throws {
    let world = try SyncWorld(serverArguments: ["--quota-records", "2"])
    let laptop = try world.device("laptop")
    for ayah in ["1:1", "1:2", "1:3"] {
      #expect(try laptop.quran(["fav", "add", ayah]).status == 0)
    }
    let said = try laptop.quran(["--lang", "en", "sync"])
    #expect(said.status != 0)
    #expect(
      (said.output + said.error).contains(
        "You keep 2 records (0 MB) on this server, and it keeps at most 2 records"),
      "\(said.output)\(said.error)")
    #expect(try laptop.library.pendingChangeCount() >= 1, "what was not kept waits")
  }
}
