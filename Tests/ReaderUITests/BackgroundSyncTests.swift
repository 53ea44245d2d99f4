import Foundation
import Interface
import SyncNews
import Testing

@testable import ReaderUI

@Suite struct BackgroundSyncTests {
  @Test func newsLinesBecomeTheStatusAndTheArrivals() throws {
    var news = NewsReader()
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    var lines = Data()
    for news in [
      SyncNews(state: .syncing),
      SyncNews(state: .synced, time: Date(), waiting: 2, received: 3),
      SyncNews(state: .offline, waiting: 2, reason: "refused"),
    ] {
      lines += news.line
    }
    lines += Data("not json\n".utf8)
    _ = lines.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    #expect(news.read(ends[0]) == .ended)
    close(ends[0])
    let taken = news.take()
    // The synced line brought three records; the last line said offline; the line that is
    // not JSON is passed over.
    #expect(taken.arrived)
    #expect(taken.status == SyncText.offline(2))
    let again = news.take()
    #expect(again.status == nil && !again.arrived, "each piece of news is told once")
  }
}
