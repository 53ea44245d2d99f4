// Where two features meet, nothing is lost (issues 71 and 76): a note brought back from the
// trash stays on every device, a deletion that arrives by sync lands in the trash, the trash
// is its person's, and an import brings back nothing deleted on any device — each through the
// commands a person types, two homes and the real `quran-records`.
import DataFolder
import Foundation
import GRDB
import Library
import QuranText
import Sync
import TestSupport
import Testing

@Suite struct WhereFeaturesMeetTests {
  /// a deletes a note and unmarks a favorite; b takes both deletions; a brings both back
  /// from its trash; b's next plain `quran sync` takes them back, and they stay on both —
  /// with the change feed and without (the app's container on Apple's service).
  @Test(arguments: [false, true])
  func whatIsBroughtBackFromTheTrashStaysOnEveryDevice(appleLike: Bool) throws {
    let world = try SyncWorld(serverArguments: appleLike ? ["--no-default-zone-feed"] : [])
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "2:255", "ghi nhớ mỗi tối"]).status == 0)
    #expect(try a.quran(["fav", "add", "2:255"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)

    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["fav", "rm", "2:255"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.library.note(note.id) == nil)

    for item in try a.library.trash() {
      let restored = try a.quran(["trash", "restore", String(item.id.prefix(8))])
      #expect(restored.status == 0, "\(restored.error)")
    }
    #expect(try a.quran(["sync"]).status == 0)
    for _ in 0..<2 {
      #expect(try b.quran(["sync"]).status == 0)
      #expect(try a.quran(["sync"]).status == 0)
    }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["ghi nhớ mỗi tối"], "\(device.name)")
      #expect(try device.library.isFavorite(ayah("2:255")), "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
  }

  /// A deletion pulled by sync is in this device's trash, said to come from another device,
  /// and `quran trash restore` there brings it back on both.
  @Test func aDeletionThatArrivesBySyncLandsInThisDevicesTrash() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "36:1", "bí mật"]).status == 0)
    #expect(try a.quran(["fav", "add", "36:1"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try b.quran(["fav", "rm", "36:1"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)

    let listed = try a.quran(["--lang", "en", "trash"])
    #expect(listed.status == 0)
    #expect(listed.output.contains("note on 36:1: bí mật"), "\(listed.output)")
    #expect(listed.output.contains("favorite 36:1"), "\(listed.output)")
    #expect(
      listed.output.components(separatedBy: "on another device").count == 3, "\(listed.output)")
    // b's own deletions are said as this device's.
    let own = try b.quran(["--lang", "en", "trash"])
    #expect(!own.output.contains("on another device"), "\(own.output)")

    let restored = try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))])
    #expect(restored.status == 0, "\(restored.error)")
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.library.notes().map(\.text) == ["bí mật"])
    // Back on b by sync: out of b's trash too.
    #expect(try !b.library.trash().contains { $0.id == note.id.uuidString })
  }

  /// Two notes of one text on one ayah, written as two, are two on every device, and stay
  /// two when one of them is deleted (issue 76).
  @Test func twoNotesAlikeAreTwoNotesOnEveryDevice() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "1:1", "dup"]).status == 0)
    #expect(try a.quran(["note", "add", "1:1", "dup"]).status == 0)
    for _ in 0..<2 {
      #expect(try a.quran(["sync"]).status == 0)
      #expect(try b.quran(["sync"]).status == 0)
    }
    #expect(try b.library.notes().count == 2)
    let c = try world.device("c")
    #expect(try c.quran(["sync"]).status == 0)
    #expect(try c.library.notes().count == 2)

    let kept = try #require(try b.library.notes().first)
    #expect(try a.quran(["note", "rm", kept.id.uuidString]).status == 0)
    for _ in 0..<2 {
      #expect(try a.quran(["sync"]).status == 0)
      #expect(try b.quran(["sync"]).status == 0)
    }
    #expect(try a.library.notes().count == 1)
    #expect(try b.library.notes().map(\.id) == a.library.notes().map(\.id))
  }

  /// A device that folded two notes alike onto one before this version brings the missing one
  /// back at its next sync: the upgrade lists the server whole once.
  @Test func aDeviceThatFoldedTwoNotesAlikeBringsTheMissingOneBack() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    let first = try a.library.addNote(on: ayah("1:1"), text: "dup")
    let second = try a.library.addNote(on: ayah("1:1"), text: "dup")
    try a.sync()
    #expect(try b.quran(["sync"]).status == 0)
    // b as 0.22.0 left it: one of the two, nothing known of the other's record, its last
    // complete listing recent (a plain sync would read only the feed), and its schema before
    // this version's step.
    let queue = try DatabaseQueue(path: b.library.path)
    try queue.write { db in
      try db.execute(sql: "DELETE FROM note WHERE id = ?", arguments: [second.id.uuidString])
      try db.execute(
        sql: "DELETE FROM serverRecord WHERE recordKey = ?", arguments: [second.id.uuidString])
      try db.execute(
        sql: """
          ALTER TABLE trash DROP COLUMN origin;
          DROP TABLE noteVersion;
          DROP INDEX legacyImportByAyah;
          DELETE FROM grdb_migrations WHERE identifier = 'v20-where-features-meet';
          INSERT OR REPLACE INTO syncState(key, value) VALUES ('completeListingAt', ?);
          """, arguments: [String(Int64(Date().timeIntervalSince1970 * 1000))])
    }
    try queue.close()
    #expect(try b.library.notes().map(\.id) == [first.id])
    let synced = try b.quran(["sync"])
    #expect(synced.status == 0, "\(synced.error)")
    #expect(Set(try b.library.notes().map(\.id)) == [first.id, second.id])
  }

  /// The iPhone app's dump, imported on a, then again on b after a deleted one of its notes and
  /// unmarked 2:255: b's import leaves both out and says so, and after quiet neither is back.
  @Test(arguments: [false, true])
  func theDumpImportedOnAnotherDeviceBringsBackNothingDeleted(appleLike: Bool) throws {
    let world = try SyncWorld(serverArguments: appleLike ? ["--no-default-zone-feed"] : [])
    let a = try world.device("a")
    let b = try world.device("b")
    let dump = Fixtures.sharedDirectory + "/fixtures/legacy/quranvn.json"
    #expect(try a.quran(["import-legacy", dump]).status == 0)
    for _ in 0..<2 {
      #expect(try a.quran(["sync"]).status == 0)
      #expect(try b.quran(["sync"]).status == 0)
    }
    let deleted = try #require(try a.library.notes(on: ayah("1:1")).first)
    #expect(try a.quran(["note", "rm", deleted.id.uuidString]).status == 0)
    #expect(try a.quran(["fav", "rm", "2:255"]).status == 0)
    for _ in 0..<2 {
      #expect(try a.quran(["sync"]).status == 0)
      #expect(try b.quran(["sync"]).status == 0)
    }
    let imported = try b.quran(["--lang", "en", "import-legacy", dump])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(imported.output.contains("notes: 0 added"), "\(imported.output)")
    #expect(imported.output.contains("favorites: 0 added"), "\(imported.output)")
    #expect(imported.output.contains("deleted since"), "\(imported.output)")
    for _ in 0..<2 {
      #expect(try b.quran(["sync"]).status == 0)
      #expect(try a.quran(["sync"]).status == 0)
    }
    for device in [a, b] {
      #expect(try device.library.note(deleted.id) == nil, "\(device.name)")
      #expect(try !device.library.isFavorite(ayah("2:255")), "\(device.name)")
      #expect(try device.library.notes().count == 3, "\(device.name)")
    }
  }

  /// The same dump imported on a device that signed in only after the deletions: what the
  /// person's imports brought travels with the library (`LegacyImport` records), so its
  /// import leaves out what was deleted since, which it never saw.
  @Test(arguments: [false, true])
  func theDumpImportedOnADeviceSignedInAfterTheDeletionsBringsBackNothing(appleLike: Bool) throws {
    let world = try SyncWorld(serverArguments: appleLike ? ["--no-default-zone-feed"] : [])
    let a = try world.device("a")
    let dump = Fixtures.sharedDirectory + "/fixtures/legacy/quranvn.json"
    #expect(try a.quran(["import-legacy", dump]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    let deleted = try #require(try a.library.notes(on: ayah("112:1")).first)
    #expect(try a.quran(["note", "rm", deleted.id.uuidString]).status == 0)
    #expect(try a.quran(["fav", "rm", "36:1"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)

    let c = try world.device("c")
    #expect(try c.quran(["sync"]).status == 0)
    let imported = try c.quran(["--lang", "en", "import-legacy", dump])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(imported.output.contains("notes: 0 added, 3 already present"), "\(imported.output)")
    #expect(imported.output.contains("favorites: 0 added, 4 already present"), "\(imported.output)")
    #expect(imported.output.contains("2 left out: deleted since"), "\(imported.output)")
    for _ in 0..<2 {
      #expect(try c.quran(["sync"]).status == 0)
      #expect(try a.quran(["sync"]).status == 0)
    }
    for device in [a, c] {
      #expect(try device.library.note(deleted.id) == nil, "\(device.name)")
      #expect(try !device.library.isFavorite(ayah("36:1")), "\(device.name)")
    }
  }

  /// A JSON export made before a deletion on another device, imported on this one after the
  /// deletion arrived: the note stays deleted, and the count says it.
  @Test func anExportImportedAfterADeletionElsewhereAddsNothingDeleted() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "36:1", "sẽ bị xóa"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    let export = b.directory + "/export.json"
    #expect(try b.quran(["export", "--format", "json", "--output", export]).status == 0)
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    let imported = try b.quran(["--lang", "en", "import", export])
    #expect(imported.output.contains("notes: 0 added"), "\(imported.output)")
    #expect(imported.output.contains("deleted"), "\(imported.output)")
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.library.notes().isEmpty)
    #expect(try b.library.notes().isEmpty)
  }

  /// a deletes a note and brings it back from its trash; b, which never saw either, then
  /// deletes the same words: the later change wins, and the note is gone from both (a's
  /// trash keeps it, as deleted on another device). The restore was no edit b had not seen.
  @Test func theSameWordsDeletedAfterARestoreElsewhereStayDeleted() throws {
    let (a, b, note) = try aNoteBothSawDeletedOnA()
    let restored = try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))])
    #expect(restored.status == 0, "\(restored.error)")
    #expect(try a.quran(["sync"]).status == 0)

    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.note(note.id) == nil, "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
    #expect(try a.library.trash().contains { $0.id == note.id.uuidString })
  }

  /// a deletes a note, syncs, and brings it back from its trash; before a syncs again, b, which
  /// never saw either, edits the same words: its edit is later than the restore and made from
  /// those very words, so it is the note's newest text on both, with no conflict copy of the
  /// words it replaced (`quran-bench faults`, "a copy of …, superseded"). Made before the
  /// restore, the edit is a change beside it, and the restored words stay as a copy.
  @Test(arguments: [true, false])
  func anEditOfTheWordsARestoreBroughtBack(madeAfterTheRestore: Bool) throws {
    let (a, b, note) = try aNoteBothSawDeletedOnA()
    let prefix = String(note.id.uuidString.prefix(8))
    if madeAfterTheRestore {
      #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    }
    let edited = try b.quran(["note", "edit", note.id.uuidString, "lời cầu xin, đã sửa"])
    #expect(edited.status == 0, "\(edited.error)")
    #expect(try b.quran(["sync"]).status == 0)
    if !madeAfterTheRestore {
      #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    }
    for device in [a, b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    let copy = AyahNote.conflictPrefix + "lời cầu xin"
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text).sorted()
      let expected = madeAfterTheRestore ? ["lời cầu xin, đã sửa"] : [copy, "lời cầu xin, đã sửa"]
      #expect(texts == expected.sorted(), "\(device.name)")
    }
  }

  /// Two devices bring back two versions of one note: a edited it (b never saw the edit),
  /// deleted it and brought its edit back from its trash; b, which saw only the first words
  /// deleted, brings those back from its own trash. Neither restore was made from the other,
  /// so both are kept — one as the note, the other as its copy — on both devices. a's
  /// restore, later than b's, is made from a's edit, not from the words b brought back, so
  /// it is no edit of them (`quran-bench faults` seed 19203, "brought back, then lost").
  @Test func twoRestoresOfTwoVersionsOfANoteAreBothKept() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "18:10", "lời đầu"]).status == 0)
    let note = try #require(try a.library.notes().first)
    let prefix = String(note.id.uuidString.prefix(8))
    for device in [a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try a.quran(["note", "edit", note.id.uuidString, "lời sau"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try b.library.note(note.id) == nil)

    // b brings its words back first; a's restore, later, reaches the server first.
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    for device in [a, b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      let texts = try device.library.notes().map {
        $0.text.replacingOccurrences(of: AyahNote.conflictPrefix, with: "")
      }
      #expect(texts.sorted() == ["lời sau", "lời đầu"], "\(device.name)")
    }
  }

  /// a deletes a note; b sees it go. a brings it back and edits the words it brought back;
  /// b, which has not seen the restore, brings the same words back from its own trash. The
  /// two restores are one version, and a's edit, made from it, is the note's newer text:
  /// no conflict copy on either device (`quran-bench faults` seed 19903, "a copy of …,
  /// superseded").
  @Test func anEditOfOneRestoreIsLaterThanTheSameRestoreElsewhere() throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let prefix = String(note.id.uuidString.prefix(8))
    #expect(try b.library.note(note.id) == nil)

    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.quran(["note", "edit", note.id.uuidString, "lời mới"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["lời mới"], "\(device.name)")
    }
  }

  /// The same, the other way round: a's restore and its edit wait to be sent while b's
  /// restore of the same words waits too. b's restore is the version a's edit was made from,
  /// so the edit goes over it, whichever reaches the server first (`editFirst`: a's).
  @Test(arguments: [false, true])
  func theSameRestoreElsewhereGivesWayToAnEditOfOne(editFirst: Bool) throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let prefix = String(note.id.uuidString.prefix(8))

    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["note", "edit", note.id.uuidString, "lời mới"]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    for device in editFirst ? [a, b, a] : [b, a, b] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text)
      #expect(texts == ["lời mới"], "\(device.name) \(texts)")
    }
  }

  /// a deletes a note both hold, and a and b each bring it back from the trash: one version
  /// (one deletion, the same words). c takes b's restore and deletes it before a's reaches
  /// the server. c saw the restore: its deletion is the later change, and takes a's restore
  /// too, whose words go from every device, into a's trash (`quran-bench faults` seed 26007,
  /// "deleted item back").
  @Test func aDeletionOfOneRestoreTakesTheSameRestoreElsewhere() throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let c = try b.world.device("c")
    let prefix = String(note.id.uuidString.prefix(8))
    #expect(try c.quran(["sync"]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    for device in [b, c] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try c.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [c, a, b, c] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b, c] {
      #expect(try device.library.note(note.id) == nil, "\(device.name)")
    }
    let trash = try a.quran(["--lang", "en", "trash"])
    #expect(trash.output.contains("lời đầu"), "\(trash.output)")
  }

  /// a and b each delete a note both hold and bring it back before either deletion reaches
  /// the server; a then edits it and syncs. Two deletions, two restores: b's, made after a's
  /// edit, is a change beside it, and both words stay, one as a conflict copy (`quran-bench
  /// faults` seed 27115, "brought back, then lost").
  @Test func twoDeletionsUndoneBeforeTheyAreSentAreTwoRestores() throws {
    let (a, b, note) = try aNoteBothHold()
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try a.quran(["note", "rm", id]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["note", "edit", id, "lời mới của a"]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "rm", id]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text)
      let words = texts.map { $0.replacingOccurrences(of: AyahNote.conflictPrefix, with: "") }
      #expect(words.sorted() == ["lời mới của a", "lời đầu"], "\(device.name) \(texts)")
    }
  }

  /// b edits a note both hold, deletes it and takes the deletion back, and edits it again; a
  /// deletes it and takes the deletion back too. b's edits went through a restore of other
  /// words: they are a change beside a's restore, which stays as a copy (`quran-bench
  /// faults` seed 23603, "brought back, then lost").
  /// `deletionSentFirst`: a's deletion reached the server before a took it back.
  @Test(arguments: [false, true])
  func anEditMadeThroughARestoreOfOtherWordsLeavesARestoreHere(deletionSentFirst: Bool) throws {
    let (a, b, note) = try aNoteBothHold()
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try b.quran(["note", "edit", id, "hai"]).status == 0)
    #expect(try b.quran(["note", "rm", id]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    #expect(try b.quran(["note", "edit", id, "ba"]).status == 0)
    #expect(try a.quran(["note", "rm", id]).status == 0)
    if deletionSentFirst { #expect(try a.quran(["sync"]).status == 0) }
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    for device in [b, a, b, a] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text).sorted()
      #expect(texts == [AyahNote.conflictPrefix + "lời đầu", "ba"], "\(device.name) \(texts)")
    }
  }

  /// b edits a note both hold, once before and once after a deletes it and brings it back
  /// (`bBringsItsEditBack`: b deletes its first edit and takes the deletion back between the
  /// two). b left a's words before the restore, so the restore stays beside b's last edit, as
  /// a copy: b knows when it left them (`noteLeft`), and a learns it from b's version (its
  /// `left-…` marks), whichever reaches the server first (`quran-bench faults` seeds 23306
  /// and 23603, "brought back, then lost").
  @Test(arguments: [true, false], [true, false])
  func aRestoreElsewhereStaysBesideEditsMadeAroundIt(
    restoreSentFirst: Bool, bBringsItsEditBack: Bool
  ) throws {
    let (a, b, note) = try aNoteBothHold()
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try b.quran(["note", "edit", id, "hai"]).status == 0)
    #expect(try a.quran(["note", "rm", id]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    if restoreSentFirst { #expect(try a.quran(["sync"]).status == 0) }
    if bBringsItsEditBack {
      #expect(try b.quran(["note", "rm", id]).status == 0)
      #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    }
    #expect(try b.quran(["note", "edit", id, "ba"]).status == 0)
    for device in [b, a, b, a] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text)
      let words = texts.map { $0.replacingOccurrences(of: AyahNote.conflictPrefix, with: "") }
      #expect(words.sorted() == ["ba", "lời đầu"], "\(device.name) \(texts)")
      #expect(texts.filter { $0.hasPrefix(AyahNote.conflictPrefix) }.count == 1, "\(texts)")
    }
  }

  /// a deletes a note and brings it back from its trash before either reaches the server;
  /// b, which saw neither, then deletes those very words and syncs first. The deletion is the
  /// later change of one content: the note goes from both, into a's trash as deleted on
  /// another device (`quran-bench faults` seed 20804, "deleted item back").
  @Test func aDeletionElsewhereAfterARestoreOfTheSameWordsTakesIt() throws {
    let (a, b, note) = try aNoteBothHold()
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.note(note.id) == nil, "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
    let trash = try a.quran(["--lang", "en", "trash"])
    #expect(trash.output.contains("lời đầu"), "\(trash.output)")
  }

  /// a edits a note, deletes its edit and brings the edit back from its trash, none of it
  /// sent; b, which saw none of it, deletes the words both saw. That deletion took other
  /// words than those a brought back: a's edit beats it, and stays on both (`quran-bench
  /// faults` seed 21601, "brought back, then lost").
  @Test func aDeletionElsewhereOfOtherWordsLeavesARestoreOfAnEdit() throws {
    let (a, b, note) = try aNoteBothHold()
    #expect(try a.quran(["note", "edit", note.id.uuidString, "lời sửa của a"]).status == 0)
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["lời sửa của a"], "\(device.name)")
    }
  }

  /// The same with b's deletion sent before a brings the words back: the restore is the later
  /// change, and the note stays on both.
  @Test func aRestoreAfterADeletionElsewhereOfTheSameWordsStays() throws {
    let (a, b, note) = try aNoteBothHold()
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))]).status == 0)
    for device in [a, b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["lời đầu"], "\(device.name)")
    }
  }

  /// b edits a note (not yet sent) while a deletes it and brings it back from its trash; b
  /// then deletes its own edit. b's deletion took other words than those a brought back, so
  /// the restore is no version b saw: it stays on both (`quran-bench faults` seed 19206,
  /// "brought back, then lost").
  @Test func aDeletionOfOtherWordsLeavesARestoreElsewhere() throws {
    let (a, b, note) = try aNoteBothSawDeletedOnA(editedOnBFirst: "lời cầu xin của b")
    #expect(try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["lời cầu xin"], "\(device.name)")
    }
  }

  /// a deletes a note both hold; b brings it back, both sync; b edits it ("hai"), deletes the
  /// edit, syncs, and takes the deletion back (`u`), not yet sent. a, which took the deletion,
  /// brings its own words back from its trash and sends them; b then edits again ("ba") and
  /// deletes that, the edit and its deletion sent in one sync. b had left a's words before a
  /// brought them back: its deletion took other words, and the restore, which b never saw,
  /// stays on both. Before, b's deletion, of a version made after the restore, was taken for
  /// the later change of a's words, and the restore was lost (`quran-bench faults --restore`
  /// seed 41108, "brought back, then lost").
  @Test func aRestoreOfWordsLeftBeforeItStaysBesideTheDeletionOfALaterEdit() throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    for device in [b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try b.quran(["note", "edit", id, "hai"]).status == 0)
    #expect(try b.quran(["note", "rm", id]).status == 0)
    for device in [b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "edit", id, "ba"]).status == 0)
    #expect(try b.quran(["note", "rm", id]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.notes().map(\.text) == ["lời đầu"], "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
  }

  /// a deletes a note and brings it back from its trash; b, which saw neither, then edits
  /// those very words and deletes its edit. The edit, later than the restore and made from its
  /// words, is the later change of that content, and the deletion after it stands: the note
  /// is gone from both (`quran-bench faults` seed 19707, "deleted item back").
  @Test func anEditAfterARestoreThenDeletedLeavesTheNoteDeleted() throws {
    let (a, b, note) = try aNoteBothSawDeletedOnA()
    #expect(try a.quran(["trash", "restore", String(note.id.uuidString.prefix(8))]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["note", "edit", note.id.uuidString, "lời cầu xin, đã sửa"]).status == 0)
    #expect(try b.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [b, a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      #expect(try device.library.note(note.id) == nil, "\(device.name)")
      #expect(try device.library.pendingChangeCount() == 0, "\(device.name)")
    }
  }

  /// Two homes on one server holding the note a wrote on 18:10, "lời đầu"; with `deletedOnA`,
  /// a deleted it and both synced, so it is in both trashes.
  fileprivate func aNoteBothHold(deletedOnA: Bool = false) throws -> (
    a: Device, b: Device, note: AyahNote
  ) {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "18:10", "lời đầu"]).status == 0)
    let note = try #require(try a.library.notes().first)
    for device in [a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    guard deletedOnA else { return (a, b, note) }
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    for device in [a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    return (a, b, note)
  }

  /// Two homes on one server: a writes a note on 18:10, both sync, and a deletes it and syncs
  /// again (b has not seen the deletion).
  /// `editedOnBFirst`: words b then writes over the note, not yet sent.
  private func aNoteBothSawDeletedOnA(editedOnBFirst: String? = nil) throws -> (
    a: Device, b: Device, note: AyahNote
  ) {
    let world = try SyncWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    #expect(try a.quran(["note", "add", "18:10", "lời cầu xin"]).status == 0)
    let note = try #require(try a.library.notes().first)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    if let editedOnBFirst {
      #expect(try b.quran(["note", "edit", note.id.uuidString, editedOnBFirst]).status == 0)
    }
    #expect(try a.quran(["note", "rm", note.id.uuidString]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    return (a, b, note)
  }
}

extension WhereFeaturesMeetTests {
  /// a deletes a note both hold. b brings it back from the trash (`restoreSent`: and syncs),
  /// deletes it, syncs, and takes the deletion back; then a brings it back from its own trash
  /// and edits it. b's second restore brings back the content its first did, the one a's
  /// restore is too: a's edit, the later change, is the note on both (`quran-bench faults`
  /// seed 1314; b sent its restore over the edit, which was lost).
  @Test(arguments: [false, true])
  func anEditOfARestoreElsewhereIsLaterThanTheSameRestoreDeletedAndBroughtBack(
    restoreSent: Bool
  ) throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    try deleteRestoreTwiceOnB(note, b, sendingTheRestore: restoreSent)
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    #expect(try a.quran(["note", "edit", id, "lời mới"]).status == 0)
    for device in [a, b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text)
      #expect(texts == ["lời mới"], "\(device.name) \(texts)")
    }
  }

  /// The same with a third device: c takes a's restore and edits it while a edits it too.
  /// Two edits of one version are a conflict, and one copy keeps the other's words; the words
  /// the restores brought back are no copy, whichever device syncs first (`aFirst`).
  @Test(arguments: [false, true])
  func twoEditsOfARestoreLeaveNoCopyOfTheSameRestoreDeletedAndBroughtBack(aFirst: Bool) throws {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let c = try b.world.device("c")
    #expect(try c.quran(["sync"]).status == 0)
    try deleteRestoreTwiceOnB(note, b, sendingTheRestore: false)
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    for device in [a, c] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try a.quran(["note", "edit", id, "hai"]).status == 0)
    #expect(try c.quran(["note", "edit", id, "ba"]).status == 0)
    for device in aFirst ? [a, b, c, a, b] : [c, b, a, c, b] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b, c] {
      let texts = try device.library.notes().map(\.text)
      let words = texts.map { $0.replacingOccurrences(of: AyahNote.conflictPrefix, with: "") }
      #expect(words.sorted() == ["ba", "hai"], "\(device.name) \(texts)")
    }
  }

  /// b brings `note` back from the trash (`sendingTheRestore`: and syncs), deletes it, syncs,
  /// and brings it back again.
  private func deleteRestoreTwiceOnB(_ note: AyahNote, _ b: Device, sendingTheRestore: Bool)
    throws
  {
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
    if sendingTheRestore { #expect(try b.quran(["sync"]).status == 0) }
    #expect(try b.quran(["note", "rm", id]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.quran(["trash", "restore", prefix]).status == 0)
  }
}

extension WhereFeaturesMeetTests {
  /// b unmarks a favorite all three hold, and a marks it again, not yet sent. c unmarks it
  /// too (having marked it again), and b marks it again after that. a's mark, the older,
  /// reaches the server first: b's, the latest change, is sent over it, and stays on every
  /// device. Before, b took a's mark for its own, and c unmarked it again as older than its
  /// unmark (`quran-bench faults` seeds 1446 and 1505, "brought back, then lost").
  @Test func aMarkMadeAfterAnUnmarkOutlivesAnOlderMarkSentFirst() throws {
    let world = try SyncWorld()
    let (a, b, c) = (try world.device("a"), try world.device("b"), try world.device("c"))
    #expect(try b.quran(["fav", "add", "3:2"]).status == 0)
    for device in [b, a, c] { #expect(try device.quran(["sync"]).status == 0) }
    #expect(try b.quran(["fav", "rm", "3:2"]).status == 0)
    for device in [b, a] { #expect(try device.quran(["sync"]).status == 0) }
    #expect(try a.quran(["fav", "add", "3:2"]).status == 0)
    #expect(try c.quran(["sync"]).status == 0)
    #expect(try c.quran(["fav", "add", "3:2"]).status == 0)
    #expect(try c.quran(["sync"]).status == 0)
    #expect(try c.quran(["fav", "rm", "3:2"]).status == 0)
    for device in [c, b] { #expect(try device.quran(["sync"]).status == 0) }
    #expect(try b.quran(["fav", "add", "3:2"]).status == 0)
    for device in [a, b, c, a, b] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b, c] {
      #expect(try device.library.isFavorite(ayah("3:2")), "\(device.name)")
    }
  }
}

extension WhereFeaturesMeetTests {
  /// b edits a note that c deleted, unseen. a brings the note back from its trash, deletes it
  /// and brings it back again; b's edit reaches the server before a's deletion, between it and
  /// a's second restore, or after both (`order`'s bits: a sends its first restore; b syncs
  /// between). The words a brought back and b's edit are made apart, whichever way: a
  /// conflict, one copy, in every order. Before, when b's edit beat a's deletion it took the
  /// deleted restore for its own past, and a's second restore was lost
  /// (`quran-bench faults` seed 41002, "brought back, then lost").
  @Test(arguments: 0..<4)
  func aRestoreDeletedAndBroughtBackStaysBesideAnEditThatBeatItsDeletion(order: Int) throws {
    let (a, b, note) = try aNoteBothHold()
    let c = try b.world.device("c")
    let (id, prefix) = (note.id.uuidString, String(note.id.uuidString.prefix(8)))
    #expect(try c.quran(["sync"]).status == 0)
    #expect(try c.quran(["note", "rm", id]).status == 0)
    for device in [c, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try b.quran(["note", "edit", id, "lời mới"]).status == 0)
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    if order & 1 == 1 { #expect(try a.quran(["sync"]).status == 0) }
    #expect(try a.quran(["note", "rm", id]).status == 0)
    #expect(try a.quran(["sync"]).status == 0)
    if order & 2 == 2 { #expect(try b.quran(["sync"]).status == 0) }
    #expect(try a.quran(["trash", "restore", prefix]).status == 0)
    for device in [a, b, c, a, b, c] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b, c] {
      let texts = try device.library.notes().map(\.text)
      let words = texts.map { $0.replacingOccurrences(of: AyahNote.conflictPrefix, with: "") }
      #expect(words.sorted() == ["lời mới", "lời đầu"].sorted(), "\(device.name) \(texts)")
      #expect(texts.filter { $0.hasPrefix(AyahNote.conflictPrefix) }.count == 1, "\(texts)")
    }
  }
}

extension WhereFeaturesMeetTests {
  /// b brings back a note a deleted, and a takes it, edits it and deletes the edit. b, which
  /// never saw the edit, brings its own words back from the trash; a brings back its edit
  /// (`aFirst`: a's restore reaches the server first). b chose the older words on purpose:
  /// they and a's stay, one as a conflict copy. Before, b's second restore took the mark of
  /// its first, which a's edit was made from, and was taken as older than a's restore, and
  /// lost (found while reading `quran-bench faults --restore` seed 41108's story).
  @Test(arguments: [false, true])
  func wordsBroughtBackAfterALaterEditWasDeletedStayBesideThatEdit(aFirst: Bool) throws {
    let (a, b, id) = try bBringsBackWhatAThenEdits()
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.quran(["note", "rm", id]).status == 0)
    for device in [a, b] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try a.quran(["trash", "restore", String(id.prefix(8))]).status == 0)
    #expect(try b.quran(["trash", "restore", String(id.prefix(8))]).status == 0)
    try expectTheEditBesideTheWordsBroughtBack(a, b, aFirst: aFirst)
  }

  /// b brings back a note a deleted, and a takes it and edits it, not yet sent. b then deletes
  /// the note and takes that back (`u`, or the trash): b's words again, after a's edit. Two
  /// changes made apart, kept as a conflict, whichever device syncs first (`aFirst`). Before,
  /// b's second restore kept its first restore's mark, which a's edit was made from, and was
  /// taken as older than the edit however late it came (`quran-bench faults` seed 41015,
  /// "brought back, then lost").
  @Test(arguments: [false, true])
  func wordsBroughtBackAfterAnEditElsewhereOfTheSameRestoreStayBesideIt(aFirst: Bool) throws {
    let (a, b, id) = try bBringsBackWhatAThenEdits()
    #expect(try b.quran(["note", "rm", id]).status == 0)
    #expect(try b.quran(["sync"]).status == 0)
    #expect(try b.quran(["trash", "restore", String(id.prefix(8))]).status == 0)
    try expectTheEditBesideTheWordsBroughtBack(a, b, aFirst: aFirst)
  }

  /// a deletes a note both hold; b brings it back from the trash, both sync, and a edits it
  /// ("hai", not yet sent). Returns the note's id.
  private func bBringsBackWhatAThenEdits() throws -> (a: Device, b: Device, id: String) {
    let (a, b, note) = try aNoteBothHold(deletedOnA: true)
    let id = note.id.uuidString
    #expect(try b.quran(["trash", "restore", String(id.prefix(8))]).status == 0)
    for device in [b, a] { #expect(try device.quran(["sync"]).status == 0, "\(device.name)") }
    #expect(try a.quran(["note", "edit", id, "hai"]).status == 0)
    return (a, b, id)
  }

  /// Both sync twice (`aFirst`: a first); each then holds a's edit and the words first written,
  /// one of them as a conflict copy.
  private func expectTheEditBesideTheWordsBroughtBack(_ a: Device, _ b: Device, aFirst: Bool)
    throws
  {
    for device in aFirst ? [a, b, a, b] : [b, a, b, a] {
      #expect(try device.quran(["sync"]).status == 0, "\(device.name)")
    }
    for device in [a, b] {
      let texts = try device.library.notes().map(\.text)
      let words = texts.map { $0.replacingOccurrences(of: AyahNote.conflictPrefix, with: "") }
      #expect(words.sorted() == ["hai", "lời đầu"], "\(device.name) \(texts)")
      #expect(texts.filter { $0.hasPrefix(AyahNote.conflictPrefix) }.count == 1, "\(texts)")
    }
  }
}
