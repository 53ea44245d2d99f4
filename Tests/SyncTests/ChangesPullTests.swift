// A pull of what changed (issue 47): a few requests on the modification time whatever the
// library holds; edits and new records arrive so, deletions with the hourly complete listing
// (or `quran sync --full`).
import Foundation
import Library
import QuranText
import Sync
import Testing

@Suite struct ChangesPullTests {
  let world: LocalWorld
  let phone: LocalDevice
  let laptop: LocalDevice

  init() throws {
    world = try LocalWorld()
    phone = try world.device("phone")
    laptop = try world.device("laptop")
    for index in 0..<120 {
      try phone.library.addNote(on: try AyahID.parse("3:\(1 + index)"), text: "ghi chú \(index)")
    }
    try phone.sync()
    try laptop.sync()
  }

  @Test func aPullOfChangesAsksOnlyForWhatChangedAndBringsEditsAndNewRecords() throws {
    let note = try #require(try phone.library.notes().first)
    try phone.library.editNote(note.id, text: "đã sửa")
    try phone.library.setFavorite(try AyahID.parse("3:7"), true)
    try phone.sync()
    _ = laptop.records.takeRequests()

    let report = try laptop.engine.sync(.changes)
    #expect(report.received == 2)
    #expect(try laptop.library.note(note.id)?.text == "đã sửa")
    #expect(try laptop.library.isFavorite(try AyahID.parse("3:7")))
    let requests = laptop.records.takeRequests()
    #expect(!requests.isEmpty)
    #expect(requests.allSatisfy { $0 == "records/query of changes" }, "\(requests)")
  }

  @Test func aDeletionArrivesWithTheNextCompleteListing() throws {
    let note = try #require(try phone.library.notes().first)
    try phone.library.deleteNote(note.id)
    try phone.sync()

    try laptop.engine.sync(.changes)
    #expect(try laptop.library.note(note.id) != nil, "a pull of changes sees no deletion")
    // An hour later (or `quran sync --full`) the listing is complete again.
    try laptop.library.syncTransaction { tx in
      try tx.setState("completeListingAt", String(Date().milliseconds - 3_700_000))
    }
    _ = laptop.records.takeRequests()
    try laptop.engine.sync(.changes)
    #expect(try laptop.library.note(note.id) == nil)
    #expect(laptop.records.takeRequests().contains("records/query"))
    #expect(try laptop.snapshot() == phone.snapshot())
  }
}
