// A deletion reaches the other devices at their next sync (issue 59): `quran sync`, the
// reader's background sync and the watcher read `_defaultZone`'s change feed where the server
// keeps one (`quran-records`), tombstones included, and list every name where it keeps none
// (Apple's CloudKit, which `quran-records --no-default-zone-feed` plays).
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
import Testing

@Suite struct DeletionTravelsTests {
  /// A favorite and a note made on home a, taken by home b; b unmarks and deletes them with
  /// the commands a person types, and a's next plain `quran sync` removes both.
  @Test(arguments: [false, true])
  func aDeletionOnOneHomeLeavesTheOtherAtItsNextQuranSync(appleLike: Bool) throws {
    let world = try SyncWorld(serverArguments: appleLike ? ["--no-default-zone-feed"] : [])
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["fav", "add", "2:255"]).status == 0)
    #expect(try a.quran(["note", "add", "2:255", "học thuộc"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.library.isFavorite(ayah("2:255")))
    #expect(try b.library.note(note.id) != nil)

    #expect(try b.quran(["fav", "rm", "2:255"]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    let sent = try b.quran(["--lang", "en", "sync"])
    #expect(sent.output.contains("2 sent"), "\(sent.output)")
    let received = try a.quran(["--lang", "en", "sync"])
    #expect(received.output.contains("2 received"), "\(received.output)")
    #expect(try !a.library.isFavorite(ayah("2:255")))
    #expect(try a.library.note(note.id) == nil)
    #expect(try a.snapshot() == b.snapshot())
  }

  /// A note edited on one home before it saw another's deletion of it is kept with the edit,
  /// on both: words are never lost (the README's rule), with a feed and without.
  @Test(arguments: [false, true])
  func anEditMadeBeforeSeeingADeletionIsKept(appleLike: Bool) throws {
    let world = try SyncWorld(serverArguments: appleLike ? ["--no-default-zone-feed"] : [])
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "36:1", "bản đầu"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "edit", note.id.uuidString, "bản sửa"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.library.notes().map(\.text) == ["bản sửa"])
    #expect(try a.snapshot() == b.snapshot())
  }

  /// In the app's container, a note the phone deletes leaves the terminal at its next plain
  /// `quran sync`, and an edit made there afterwards does not bring it back to the phone.
  @Test func aNoteThePhoneDeletesLeavesTheTerminalAtItsNextQuranSync() throws {
    let world = try SyncWorld()
    let terminal = try world.device("terminal")
    let phoneAccount = try world.device("phone")
    let phone = PhoneDouble(
      owner: world.userRecordName, ayahCount: { SurahSizes.ayahCount(ofSurah: $0) ?? 1 },
      client: { (try phoneAccount.engine.records as! RemoteRecords).client })
    try phone.addNote("ghi chú trên điện thoại", to: "36:1")
    try phone.addNote("ghi chú thứ hai", to: "36:1")
    #expect(try terminal.quran(["sync"]).status == 0)
    #expect(try terminal.library.notes().count == 2)

    phone.deleteNote(at: 0, for: "36:1")
    try phone.syncNotes()
    #expect(try terminal.quran(["sync"]).status == 0)
    #expect(try terminal.library.notes().map(\.text) == ["ghi chú thứ hai"])
  }

  /// With a feed, a sync that finds nothing new is one request whatever the library holds,
  /// and a deletion and an edit arrive in a request or two more, read whole only where the
  /// tag changed.
  @Test func aPullOfChangesReadsTheFeedAndWholeOnlyWhatChanged() throws {
    let world = try SyncWorld()
    let (phone, laptop) = try world.phoneAndLaptop(notes: 250, inSurah: 2)
    let records = CountedRecords(try laptop.engine.records)
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)
    try engine.sync(.changes)
    _ = records.takeRequests()
    #expect(try engine.sync(.changes).received == 0)
    #expect(records.takeRequests() == ["changes/zone"])

    let notes = try phone.library.notes()
    try phone.library.editNote(notes[0].id, text: "đã sửa")
    try phone.library.deleteNote(notes[1].id)
    try phone.sync()
    _ = records.takeLookedUp()
    #expect(try engine.sync(.changes).received == 2)
    #expect(records.takeRequests() == ["changes/zone", "records/lookup"])
    #expect(records.takeLookedUp() == 1)
    #expect(try laptop.library.note(notes[0].id)?.text == "đã sửa")
    #expect(try laptop.library.note(notes[1].id) == nil)
    #expect(try laptop.snapshot() == phone.snapshot())
  }

  /// A device with the reader open (the watcher) hears of a deletion and takes it from the
  /// feed, with no complete listing.
  @Test func aDeletionReachesAWatchingDeviceFromTheFeed() throws {
    let world = try SyncWorld(serverArguments: ["--metrics-address", "127.0.0.1:0"])
    let (phone, laptop) = try world.phoneAndLaptop(notes: 30, inSurah: 3)
    let records = CountedRecords(try laptop.engine.records)
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)
    let watching = Watching(engine) { world.server.waitForLongPolls(1, seconds: 0) }
    defer { watching.stop() }
    _ = records.takeRequests()

    let doomed = Array(try phone.library.notes().prefix(25))
    for note in doomed { try phone.library.deleteNote(note.id) }
    try phone.engine.send()
    #expect(
      try Waiting.until(10) { try doomed.allSatisfy { try laptop.library.note($0.id) == nil } })
    let requests = records.takeRequests()
    #expect(!requests.contains("records/query"), "a complete listing: \(requests)")
    #expect(requests.contains("changes/zone"), "\(requests)")
    #expect(try laptop.snapshot() == phone.snapshot())
  }
}

@Suite struct TrashTravelsTests {
  /// A note and a favorite deleted on home a reach b as deletions; `quran trash restore` on a
  /// brings each back as a new version of it, and b's next sync has them again (issues 60, 71).
  @Test func whatTheTrashRestoresSyncsLikeAnyChange() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["fav", "add", "2:255"]).status == 0)
    #expect(try a.quran(["note", "add", "2:255", "học thuộc"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["fav", "rm", "2:255"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.library.notes().isEmpty && b.library.favoriteIDs().isEmpty)

    for item in try a.library.trash() {
      let restored = try a.quran(["--lang", "en", "trash", "restore", String(item.id.prefix(6))])
      #expect(restored.output.contains("back"), "\(restored.output)\(restored.error)")
    }
    #expect(try a.library.trash().isEmpty)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    // The same note — id, ayah, text, creation — as a new version: changed when it came back.
    let back = try #require(try b.library.note(note.id))
    #expect(back == note.restored(at: back.modifiedAt) && back.modifiedAt > note.modifiedAt)
    #expect(try b.library.isFavorite(ayah("2:255")))
    #expect(try a.snapshot() == b.snapshot())
  }
}
