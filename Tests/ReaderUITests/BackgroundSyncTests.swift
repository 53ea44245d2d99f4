import Foundation
import Library
import Testing

@testable import ReaderUI

@Suite struct BackgroundSyncTests {
  @Test func theClockReadsAsFoundationWouldWriteIt() {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    for seconds in stride(from: 0.0, to: 86_400 * 2, by: 3_517) {
      let time = Date(timeIntervalSince1970: 1_795_000_000 + seconds)
      #expect(NewsBox.clock(time) == formatter.string(from: time))
    }
  }

  @Test(arguments: [false, true])
  func newsLinesBecomeTheStatusAndTheArrivals(readerStopping: Bool) throws {
    let box = NewsBox()
    if readerStopping { box.stopping() }
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let encoder = JSONEncoder()
    var lines = Data()
    for news in [
      SyncNews(state: .syncing),
      SyncNews(state: .synced, time: Date(), waiting: 2, received: 3),
      SyncNews(state: .offline, waiting: 2, reason: "refused"),
    ] {
      lines += try encoder.encode(news) + Data("\n".utf8)
    }
    lines += Data("not json\n".utf8)
    _ = lines.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    box.read(ends[0])
    close(ends[0])
    let taken = box.take()
    // The synced line brought three records; the last line said offline; an end of the lines
    // the reader did not ask for is told as a sync that stopped.
    #expect(taken.arrived)
    #expect(taken.status == (readerStopping ? "offline — 2 waiting" : "sync error: quran status"))
  }
}
