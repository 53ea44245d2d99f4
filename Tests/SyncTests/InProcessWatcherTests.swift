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
    let syncs = Mutex(0)
    // The journal is looked at only every ten minutes: only the service's word wakes it.
    let watcher = SyncWatcher(engine: laptop.engine, journalInterval: 600) { news in
      if news.state == .synced { syncs.withLock { $0 += 1 } }
    }
    Thread { watcher.run() }.start()
    defer { watcher.stop() }
    #expect(Waiting.until(10) { syncs.withLock { $0 } == 1 && laptop.records.isListening })

    try phone.library.setFavorite(try AyahID.parse("2:255"), true)
    try phone.sync()
    #expect(try Waiting.until(10) { try laptop.library.isFavorite(try AyahID.parse("2:255")) })
  }
}
