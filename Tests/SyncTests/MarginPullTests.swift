// The minute a pull of changes reads again (issue 47): a query's index may lag a save, so a
// pull reads again from a minute before the last one. After a bulk write that minute holds
// every record written; the real `quran-records` is asked for their names and tags only, and
// only what changed since this device saw it is read whole.
import AppRecords
import Foundation
import Library
import Sync
import Testing

@Suite struct MarginPullTests {
  /// A phone's 250 notes (more than a page), synced to a laptop a moment ago; the laptop's
  /// engine with its requests counted.
  static func laptopJustAfterABulkWrite() throws -> (SyncWorld, Device, Device, CountedRecords) {
    let world = try SyncWorld()
    let (phone, laptop) = try world.phoneAndLaptop(notes: 250, inSurah: 2)
    return (world, phone, laptop, CountedRecords(try laptop.engine.records))
  }

  @Test func aPullInTheMinuteAfterABulkWriteReadsWholeOnlyWhatChanged() throws {
    let (_, phone, laptop, records) = try Self.laptopJustAfterABulkWrite()
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)

    // Nothing new: the minute's 250 notes come as names and tags, none read whole.
    #expect(try engine.sync(.changes).received == 0)
    let idle = records.takeRequests()
    #expect(idle.contains("records/query of changes, names only"), "\(idle)")
    #expect(records.takeLookedUp() == 0, "\(idle)")

    // One note edited and one added on the phone: those two are read whole, and arrive.
    let note = try #require(try phone.library.notes().first)
    try phone.library.editNote(note.id, text: "đã sửa")
    try phone.library.addNote(on: ayah("3:1"), text: "mới")
    try phone.sync()
    #expect(try engine.sync(.changes).received == 2)
    #expect(records.takeLookedUp() == 2)
    #expect(try laptop.library.note(note.id)?.text == "đã sửa")
    #expect(try laptop.snapshot() == phone.snapshot())
  }

  /// After a pull of names, the next pulls still bring every edit, and a deletion the
  /// notifications name.
  @Test func editsAndDeletionsStillArriveAfterAPullOfNames() throws {
    let (world, phone, laptop, records) = try Self.laptopJustAfterABulkWrite()
    let engine = SyncEngine(library: laptop.library, records: records, user: try laptop.engine.user)
    let notes = try phone.library.notes()
    try phone.library.editNote(notes[0].id, text: "sửa lần một")
    try phone.sync()
    #expect(try engine.sync(.changes).received == 1)
    #expect(records.takeRequests().contains("records/query of changes, names only"))
    try phone.library.editNote(notes[0].id, text: "sửa lần hai")
    try phone.library.deleteNote(notes[1].id)
    try phone.sync()
    let deleted = RecordIdentity.note(notes[1].id, ayah: notes[1].ayahID)
      .recordName(user: world.userRecordName)
    try engine.sync(.changes, deleted: [deleted])
    #expect(try laptop.library.note(notes[0].id)?.text == "sửa lần hai")
    #expect(try laptop.library.note(notes[1].id) == nil)
    #expect(try laptop.snapshot() == phone.snapshot())
  }
}
