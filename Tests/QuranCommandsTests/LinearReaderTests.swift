import Foundation
import QuranText
import TestSupport
import Testing

@testable import QuranCommands

/// The line mode's reading log, kept as the reader keeps it (`ReadingLogFeature`), on a clock
/// the test moves.
@Suite struct LinearReaderTests {
  let home = TemporaryHome(withCorpus: false)

  /// Each `n` reads the ayah it leaves; the time between typed lines counts, up to two
  /// minutes, and is written every thirty seconds and at the end.
  @Test func theLineModeLogsTheAyahsLeftAndTheTimeBetweenLines() throws {
    let library = try home.openLibrary()
    let clock = TestClock()
    let silence = open("/dev/null", O_WRONLY)
    defer { close(silence) }
    let reader = try LinearReader(
      corpus: Fixtures.corpus, library: library, at: try AyahID.parse("1:1"),
      lines: LinearLines(descriptor: silence), waitClock: clock.waitClock)
    reader.start()
    clock.advance(by: .seconds(20))
    #expect(reader.take("n"))
    clock.advance(by: .seconds(25))
    #expect(reader.take("n"))
    // Away ten minutes: two of them count.
    clock.advance(by: .seconds(600))
    #expect(reader.take("n"))
    clock.advance(by: .seconds(10))
    #expect(reader.finish() == nil)
    let today = try #require(try library.readingDays().last)
    #expect(today.ayahs == 3, "1:1, 1:2 and 1:3, each left by an n")
    #expect(today.seconds == 20 + 25 + 120 + 10)
  }
}
