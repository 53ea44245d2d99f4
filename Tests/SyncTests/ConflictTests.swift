// Conflicts between devices, settled by the house rules: the later change wins for favorites
// and settings, the furthest ayah for progress, both texts stay for a note, an edit beats a
// delete. The devices sync with the record server's storage in this process (LocalWorld): the
// rules, not the wire, are under test.
import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText
import Sync
import Testing

@Suite(.serialized) struct ConflictTests {
  @Test func aNoteEditedOnTwoDevicesKeepsBothTexts() throws {
    let world = try LocalWorld()
    let (a, b, note) = try aNoteEditedOnTwoDevices(world)
    try a.sync()
    let texts = try b.library.notes(on: ayah("2:255")).map(\.text).sorted()
    #expect(texts == ["(Xung đột đồng bộ) sửa trên máy B", "sửa trên máy A"])
    #expect(try b.library.note(note.id)?.text == "sửa trên máy A")
    #expect(try a.snapshot() == b.snapshot())
    #expect(try a.library.pendingChangeCount() == 0)
  }

  /// One conflict copy made twice at once, under two ids (two devices that listed the
  /// branch's history in another order: `quran-bench faults` seed 22400, "item doubled"):
  /// every device and the server keep one, the copy with the least id, and no trash holds
  /// the other, whose very words stay — nor that of c, which held it before its twin came.
  @Test(arguments: [true, false])
  func oneConflictCopyMadeTwiceIsOneCopy(twinHasTheLeastID: Bool) throws {
    let world = try LocalWorld()
    let (a, b, note) = try aNoteEditedOnTwoDevices(world)
    let copy = try #require(try b.library.notes(on: ayah("2:255")).first { $0.id != note.id })
    // c holds the copy before its twin is made.
    let c = try world.device("c")
    try c.sync()
    var twin = try #require(try world.serverRecord(.note(copy.id, ayah: copy.ayahID)))
    let twinID = try #require(
      UUID(
        uuidString: twinHasTheLeastID
          ? "00000000-0000-4000-8000-000000000000" : "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF"))
    twin.recordName = RecordIdentity.note(twinID, ayah: copy.ayahID)
      .recordName(user: world.user.userRecordName)
    twin.recordChangeTag = nil
    _ = try world.server.database(for: world.user).send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(operations: [.init(.create, twin)], zoneID: .defaultZone))

    for device in [a, b, c, a, b] { try device.sync() }
    let kept = twinHasTheLeastID ? twinID : copy.id
    let folded = twinHasTheLeastID ? copy.id : twinID
    for device in [a, b, c] {
      let copies = try device.library.notes(on: ayah("2:255")).filter { $0.id != note.id }
      #expect(copies.map(\.id) == [kept])
      #expect(copies.map(\.text) == ["(Xung đột đồng bộ) sửa trên máy B"])
      #expect(try device.library.trash().isEmpty)
      #expect(try device.library.pendingChangeCount() == 0)
    }
    #expect(try world.serverRecord(.note(folded, ayah: copy.ayahID)) == nil)
    #expect(try world.serverRecord(.note(kept, ayah: copy.ayahID)) != nil)
  }

  @Test func anEditBeatsAConcurrentDelete() throws {
    let world = try LocalWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    let first = try a.library.addNote(on: ayah("1:2"), text: "one")
    let second = try a.library.addNote(on: ayah("1:3"), text: "two")
    try a.sync()
    try b.sync()
    // The delete reaches the server first, then the edit.
    try a.library.deleteNote(first.id)
    try b.library.editNote(first.id, text: "one, edited")
    try a.sync()
    try b.sync()
    try a.sync()
    #expect(try a.library.note(first.id)?.text == "one, edited")
    // The edit reaches the server first, then the delete.
    try a.library.editNote(second.id, text: "two, edited")
    try b.library.deleteNote(second.id)
    try a.sync()
    try b.sync()
    try a.sync()
    #expect(try b.library.note(second.id)?.text == "two, edited")
    #expect(try a.snapshot() == b.snapshot())
  }

  @Test func favoriteOnOneUnfavoriteOnTheOtherTheLaterWins() throws {
    let world = try LocalWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    // The server stamps a deletion with its own clock, so the devices' changes are dated from
    // now on: b's later mark must be later than the server's record of a's deletion.
    let start = Date()
    try a.library.setFavorite(ayah("2:1"), true, at: start)
    try a.library.setFavorite(ayah("2:2"), true, at: start)
    try a.sync()
    try b.sync()
    // 2:1 — a un-favorites first and sends first; b marks it again later.
    try a.library.setFavorite(ayah("2:1"), false, at: start.addingTimeInterval(10))
    try b.library.setFavorite(ayah("2:1"), false, at: start.addingTimeInterval(20))
    try b.library.setFavorite(ayah("2:1"), true, at: start.addingTimeInterval(30))
    try a.sync()
    try b.sync()
    try a.sync()
    // 2:2 — b marks it again first and sends first; a un-favorites later.
    try b.library.setFavorite(ayah("2:2"), false, at: start.addingTimeInterval(40))
    try b.library.setFavorite(ayah("2:2"), true, at: start.addingTimeInterval(50))
    try a.library.setFavorite(ayah("2:2"), false, at: start.addingTimeInterval(60))
    try b.sync()
    try a.sync()
    try b.sync()
    #expect(try a.library.isFavorite(ayah("2:1")))
    #expect(try !a.library.isFavorite(ayah("2:2")))
    #expect(try a.snapshot() == b.snapshot())

    // 2:3 — b marks it offline; a, later, marks and un-marks it and sends first. `_defaultZone`
    // keeps no trace of a deletion (Apple's has no change feed), so when b comes back its mark
    // goes up; a, which unmarked it after b's mark (its trash says when), unmarks it again:
    // the later change wins on both.
    try b.library.setFavorite(ayah("2:3"), true, at: start.addingTimeInterval(70))
    try a.library.setFavorite(ayah("2:3"), true, at: start.addingTimeInterval(80))
    try a.sync()
    try a.library.setFavorite(ayah("2:3"), false, at: start.addingTimeInterval(90))
    try a.sync()
    try b.sync()
    try a.sync()
    try b.sync()
    #expect(try !b.library.isFavorite(ayah("2:3")))
    #expect(try !a.library.isFavorite(ayah("2:3")))
    #expect(try a.snapshot() == b.snapshot())
  }

  @Test func settingsTakeTheLaterChangeAndProgressTheFurthestAyah() throws {
    let world = try LocalWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    try a.library.recordReading(ayah("18:10"))
    try a.sync()
    try b.sync()
    var early = try a.library.settings()
    early.translation = .hassan
    try a.library.save(early, at: Date().addingTimeInterval(-60))
    var earlier = try b.library.settings()
    earlier.translation = .hassan
    try b.library.save(earlier, at: Date().addingTimeInterval(-120))
    var late = try b.library.settings()
    late.showArabic = false
    late.translation = .rwwad
    try b.library.save(late, at: Date())
    try a.library.recordReading(ayah("18:90"))
    try b.library.recordReading(ayah("18:40"))
    try b.sync()
    try a.sync()
    try b.sync()
    #expect(try a.library.settings().translation == .rwwad)
    #expect(try a.library.settings().showArabic == false)
    #expect(try b.library.progress()[18]?.lastReadAyah == 90)
    #expect(try a.snapshot() == b.snapshot())
  }

  /// a writes a note on 2:255, both sync, a and b each edit it, and a then b syncs: b keeps
  /// its text as a conflict copy beside a's.
  private func aNoteEditedOnTwoDevices(_ world: LocalWorld) throws -> (
    a: LocalDevice, b: LocalDevice, note: AyahNote
  ) {
    let a = try world.device("a")
    let b = try world.device("b")
    let note = try a.library.addNote(on: ayah("2:255"), text: "gốc")
    try a.sync()
    try b.sync()
    try a.library.editNote(note.id, text: "sửa trên máy A")
    try b.library.editNote(note.id, text: "sửa trên máy B")
    try a.sync()
    try b.sync()
    return (a, b, note)
  }
}

@Suite(.serialized) struct NewDeviceTests {
  @Test func aNewDevicesDefaultsDoNotOverrideChosenSettings() throws {
    let world = try LocalWorld()
    let a = try world.device("a")
    var chosen = try a.library.settings()
    chosen.translation = .hassan
    try a.library.save(chosen, at: Date().addingTimeInterval(-600))
    try a.sync()
    // The new device opened the reader (its defaults were saved) before its first sync.
    let b = try world.device("b")
    try b.library.save(AppSettings())
    try b.sync()
    #expect(try b.library.settings().translation == .hassan)
    try a.sync()
    #expect(try a.library.settings().translation == .hassan)
  }

  /// Found by `quran-bench faults` (seed 1): a device that changed only its colors sent its
  /// untouched translation too, which then overruled the translation chosen elsewhere.
  @Test func changingOneSettingSendsNoneOfTheOthers() throws {
    let world = try LocalWorld()
    let a = try world.device("a")
    let b = try world.device("b")
    var chosen = try a.library.settings()
    chosen.translation = .hassan
    try a.library.save(chosen, at: Date().addingTimeInterval(-600))
    var colors = try b.library.settings()
    colors.colors = false
    try b.library.save(colors)
    #expect(try b.library.pendingChanges().map(\.recordKey) == ["colors"])
    try b.sync()
    try a.sync()
    try b.sync()
    #expect(try a.library.settings().translation == .hassan)
    #expect(try b.library.settings().translation == .hassan)
    #expect(try a.library.settings().colors == false)
    #expect(try a.snapshot() == b.snapshot())
  }
}
