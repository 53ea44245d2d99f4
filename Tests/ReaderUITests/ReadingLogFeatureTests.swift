import QuranText
import Testing

@testable import ReaderUI

/// The reading log as a feature, with no terminal, library or clock: what each move and key
/// asks to be written.
@Suite struct ReadingLogFeatureTests {
  typealias Feature = ReadingLogFeature

  @Test func aForwardMoveReadsTheAyahsPassedAndASurahsLastAyahToo() throws {
    var time = ReadingTime()
    #expect(
      Feature.reduce(&time, .movedForward(from: try ayah("2:3"), to: try ayah("2:6")))
        == [.logRead(try ["2:3", "2:4", "2:5"].map(ayah), reaching: try ayah("2:6"))])
    #expect(
      Feature.reduce(&time, .movedForward(from: try ayah("1:5"), to: try ayah("1:7")))
        == [.logRead(try ["1:5", "1:6", "1:7"].map(ayah), reaching: try ayah("1:7"))])
    // Running on from a surah's last ayah reads that ayah; the next surah's first is not yet.
    #expect(
      Feature.reduce(&time, .movedForward(from: try ayah("1:7"), to: try ayah("2:1")))
        == [.logRead([try ayah("1:7")], reaching: try ayah("2:1"))])
  }

  @Test func anyOtherArrivalKeepsOnlyAFurtherPlace() throws {
    var time = ReadingTime()
    #expect(
      Feature.reduce(&time, .arrived(at: try ayah("2:5")), furthest: 3) == [
        .keepFurthest(try ayah("2:5"))
      ])
    #expect(Feature.reduce(&time, .arrived(at: try ayah("2:5")), furthest: 5) == [])
    // A forward move that passed nothing (a jump two surahs on) is an arrival.
    #expect(
      Feature.reduce(&time, .movedForward(from: try ayah("1:3"), to: try ayah("3:1")))
        == [.keepFurthest(try ayah("3:1"))])
  }

  @Test func timeIsWrittenEveryThirtySecondsOfKeysAndAtTheEnd() {
    var time = ReadingTime()
    let start = ContinuousClock.now
    #expect(Feature.reduce(&time, .keyPressed(at: start)) == [])
    #expect(Feature.reduce(&time, .keyPressed(at: start + .seconds(20))) == [])
    #expect(Feature.reduce(&time, .keyPressed(at: start + .seconds(45))) == [.logTime(seconds: 45)])
    // Away ten minutes: two of them count.
    #expect(
      Feature.reduce(&time, .keyPressed(at: start + .seconds(645))) == [.logTime(seconds: 120)])
    #expect(
      Feature.reduce(&time, .stopped(at: start + .milliseconds(655_500)))
        == [.logTime(seconds: 10)])
    // Seconds that could not be written come again with the next.
    _ = Feature.reduce(&time, .notLogged(seconds: 10))
    #expect(Feature.reduce(&time, .stopped(at: start + .seconds(700))) == [.logTime(seconds: 10)])
  }

  private func ayah(_ text: String) throws -> AyahID { try AyahID.parse(text) }
}
