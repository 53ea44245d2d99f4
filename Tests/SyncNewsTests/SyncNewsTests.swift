import Foundation
import Interface
import Testing

@testable import SyncNews

@Suite struct SyncNewsTests {
  @Test func theClockReadsAsFoundationWouldWriteIt() {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm"
    for seconds in stride(from: 0.0, to: 86_400 * 2, by: 3_517) {
      let time = Date(timeIntervalSince1970: 1_795_000_000 + seconds)
      #expect(SyncNews.clock(time) == formatter.string(from: time))
    }
  }

  @Test func newsCrossesThePipeAsOneLineAndOnlyNewsIsRead() throws {
    let news = SyncNews(state: .offline, waiting: 2, reason: "refused")
    let line = try #require(String(data: news.line, encoding: .utf8))
    #expect(line.hasSuffix("}\n") && line.filter { $0 == "\n" }.count == 1)
    #expect(SyncNews(line: String(line.dropLast())) == news)
    #expect(SyncNews(line: "not json") == nil)
    #expect(news.watchLine(at: "10:00") == SyncText.watchOffline("10:00", 2, "refused"))
    #expect(SyncNews(state: .syncing).watchLine(at: "10:00") == nil)
  }
}
