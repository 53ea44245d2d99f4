// The watcher over the record server's own storage in this process: the service's word that
// another device saved something is what makes it pull, with no HTTP and no timers.
import CloudRecords
import Foundation
import InProcessRecords
import Library
import QuranText
import Sync
import SyncNews
import Synchronization
import TestSupport
import Testing

@Suite struct InProcessWatcherTests {
  @Test func aWatcherPullsAnotherDevicesChangeWhenTheServiceSaysSo() throws {
    let world = try LocalWorld()
    let phone = try world.device("phone")
    let laptop = try world.device("laptop")
    try phone.sync()
    try laptop.sync()
    let watching = Watching(laptop.engine) { laptop.records.isListening }
    defer { watching.stop() }

    try phone.library.setFavorite(try AyahID.parse("2:255"), true)
    try phone.sync()
    #expect(try Waiting.until(10) { try laptop.library.isFavorite(try AyahID.parse("2:255")) })
  }

  @Test func aChangeMadeWhileWatchingIsSentAloneWithoutListingTheServer() throws {
    let world = try LocalWorld()
    let laptop = try world.device("laptop")
    for index in 0..<250 {
      try laptop.library.addNote(on: try AyahID.parse("2:\(1 + index)"), text: "ghi chú \(index)")
    }
    try laptop.sync()
    let synced = Mutex(0)
    let watcher = SyncWatcher(engine: laptop.engine, journalInterval: 0.05) { news in
      if news.state == .synced { synced.withLock { $0 += 1 } }
    }
    Thread { watcher.run() }.start()
    defer { watcher.stop() }
    #expect(Waiting.until(10) { synced.withLock { $0 } == 1 })
    _ = laptop.records.takeRequests()

    // One keystroke in the reader: one request, whatever the library holds; the service's
    // word of that change then makes it read only what changed, from the change feed.
    try laptop.library.setFavorite(try AyahID.parse("2:255"), true)
    #expect(Waiting.until(10) { synced.withLock { $0 } == 3 })
    let requests = laptop.records.takeRequests()
    #expect(requests.first == "records/modify")
    #expect(requests.count > 1, "\(requests)")
    #expect(requests.dropFirst().allSatisfy { $0 == "changes/zone" }, "\(requests)")
    #expect(try laptop.library.pendingChangeCount() == 0)
  }

  @Test func aDeletionOnAnotherDeviceArrivesFromTheFeedWithoutAListing() throws {
    let world = try LocalWorld()
    let phone = try world.device("phone")
    let laptop = try world.device("laptop")
    for index in 0..<120 {
      try phone.library.addNote(on: try AyahID.parse("3:\(1 + index)"), text: "ghi chú \(index)")
    }
    try phone.sync()
    try laptop.sync()
    let watching = Watching(laptop.engine) { laptop.records.isListening }
    defer { watching.stop() }
    _ = laptop.records.takeRequests()

    // The phone deletes a note; the laptop's complete listing is not due for a day.
    let note = try #require(try phone.library.notes().first)
    try phone.library.deleteNote(note.id)
    try phone.engine.send()
    #expect(try Waiting.until(10) { try laptop.library.note(note.id) == nil })
    let requests = laptop.records.takeRequests()
    #expect(!requests.contains("records/query"), "a complete listing: \(requests)")
    #expect(requests.contains("changes/zone"), "\(requests)")
    #expect(try laptop.snapshot() == phone.snapshot())
  }

  /// A write of more records than the service names comes as one pruned notice, which names
  /// none: the watcher reads the feed as for any notice, and all 25 deletions arrive without a
  /// complete listing.
  @Test func aPrunedNoticeIsReadFromTheFeedLikeAnyOther() throws {
    let world = try LocalWorld()
    let phone = try world.device("phone")
    let laptop = try world.device("laptop")
    for index in 0..<120 {
      try phone.library.addNote(on: try AyahID.parse("3:\(1 + index)"), text: "ghi chú \(index)")
    }
    try phone.sync()
    try laptop.sync()
    let watching = Watching(laptop.engine) { laptop.records.isListening }
    defer { watching.stop() }
    _ = laptop.records.takeRequests()

    let doomed = Array(try phone.library.notes().prefix(25))
    for note in doomed { try phone.library.deleteNote(note.id) }
    try phone.engine.send()
    #expect(
      try Waiting.until(10) { try doomed.allSatisfy { try laptop.library.note($0.id) == nil } })
    #expect(Waiting.until(10) { watching.syncs >= 2 })
    let requests = laptop.records.takeRequests()
    #expect(!requests.contains("records/query"), "a complete listing: \(requests)")
    #expect(try laptop.snapshot() == phone.snapshot())
  }
}
