import Interface
import QuranText
import Recitation
import Testing

@testable import ReaderUI

/// Recitation as a feature: each intent's state and effects, with no child, terminal or
/// library (`RecitationFeature`); the reader's recitation tests play through the real child.
@Suite struct RecitationFeatureTests {
  typealias Feature = RecitationFeature

  func ayah(_ text: String) -> AyahID { try! AyahID.parse(text) }

  func context(at current: String, running: Bool = false, paused: Bool = false)
    -> Feature.Context
  {
    Feature.Context(running: running, paused: paused, pause: 0.5, current: ayah(current))
  }

  @Test func rRecitesToTheEndOfTheSurahThenPausesAndResumes() {
    var state = RecitationState()
    let name = Reciter.alafasy.name
    #expect(
      Feature.reduce(&state, .reciteOrPause, context(at: "112:2"))
        == [.recite("112:2-4", repeatEachAyah: 1, rounds: 1, pause: 0.5)])
    #expect(state.recitedAyah == ayah("112:2"))
    #expect(state.status == AudioText.readerPlaying(name, "112:2"))
    #expect(
      Feature.reduce(&state, .reciteOrPause, context(at: "112:2", running: true))
        == [.setPaused(true)])
    #expect(state.status == AudioText.readerPaused(name, "112:2"))
    #expect(
      Feature.reduce(&state, .reciteOrPause, context(at: "112:2", running: true, paused: true))
        == [.setPaused(false)])
    #expect(state.status == AudioText.readerPlaying(name, "112:2"))
  }

  @Test func aMarkedRangeIsRecitedAsOneRoundRepeated() {
    var state = RecitationState()
    #expect(
      Feature.reduce(&state, .toggleRangeMark, context(at: "2:5"))
        == [.say(AudioText.readerRangeMarked("2:5"), isError: false)])
    #expect(state.rangeStart == ayah("2:5"))
    #expect(
      Feature.reduce(&state, .cycleRepeat, context(at: "2:5"))
        == [.say(AudioText.readerRangeRepeat(3), isError: false)])
    #expect(
      Feature.reduce(&state, .reciteOrPause, context(at: "2:2"))
        == [.recite("2:2-5", repeatEachAyah: 1, rounds: 3, pause: 0.5)])
    for _ in 0..<3 { _ = Feature.reduce(&state, .cycleRepeat, context(at: "2:2")) }
    #expect(state.repeatCount == 1, "after 10 comes 1 again")
    #expect(
      Feature.reduce(&state, .toggleRangeMark, context(at: "2:2"))
        == [.say(AudioText.readerRangeCleared(), isError: false)])
    #expect(state.rangeStart == nil)
  }

  @Test func aMoveWhileRecitingRecitesFromThereAndTheReaderFollowsThePlayer() {
    var state = RecitationState()
    _ = Feature.reduce(&state, .reciteOrPause, context(at: "112:1"))
    #expect(
      Feature.reduce(&state, .moved(from: ayah("112:1")), context(at: "112:3", running: true))
        == [.recite("112:3-4", repeatEachAyah: 1, rounds: 1, pause: 0.5)])
    #expect(
      Feature.reduce(&state, .heard(.playing(ayah("112:4"))), context(at: "112:3", running: true))
        == [.show(ayah("112:4"))])
    #expect(
      Feature.reduce(&state, .moved(from: ayah("112:3")), context(at: "112:4", running: true))
        == [], "the reader moved to the ayah being recited")
    #expect(Feature.reduce(&state, .heard(.finished), context(at: "112:4")) == [])
    #expect(state.recitedAyah == nil && state.status == nil)
  }

  @Test func noPlayerIsSaidAndLeavesNothingPlaying() {
    var state = RecitationState()
    _ = Feature.reduce(&state, .reciteOrPause, context(at: "1:1"))
    #expect(
      Feature.reduce(&state, .noPlayer(quietly: false), context(at: "1:1"))
        == [.say(AudioText.noPlayer(), isError: true)])
    #expect(state.recitedAyah == nil && state.status == nil)
    _ = Feature.reduce(&state, .hear(ayah("1:2")), context(at: "1:1"))
    #expect(Feature.reduce(&state, .noPlayer(quietly: true), context(at: "1:1")) == [])
    var silent = context(at: "1:1")
    silent.silent = true
    #expect(Feature.reduce(&state, .reciteOrPause, silent) == [])
    #expect(state.status == nil)
  }

  @Test func theDrillTakesEachStepRTimesAndStartsAgainFromItsAyahWhenRChanges() {
    var state = RecitationState()
    let ayahs = [ayah("112:1"), ayah("112:2"), ayah("112:3")]
    #expect(
      Feature.reduce(&state, .drillOrPause(ayahs), context(at: "112:1"))
        == [.drill("112:1-3", repeats: 1)])
    #expect(state.status == MemorizeText.drillStatusPlaying("112:1", 1, 1))
    #expect(
      Feature.reduce(&state, .heard(.playing(ayah("112:2"))), context(at: "112:1", running: true))
        == [.drillPlaying(ayah("112:2"))])
    #expect(
      Feature.reduce(&state, .cycleDrillRepeat(ayahs), context(at: "112:1", running: true))
        == [
          .say(MemorizeText.drillRepeatSet(3), isError: false), .drill("112:2-3", repeats: 3),
        ])
    #expect(
      Feature.reduce(&state, .drillOrPause(ayahs), context(at: "112:1", running: true))
        == [.setPaused(true)])
    #expect(state.status == MemorizeText.drillStatusPaused())
    #expect(Feature.reduce(&state, .stopDrill, context(at: "112:1", running: true)) == [.stop])
    #expect(Feature.reduce(&state, .stopDrill, context(at: "112:1")) == [], "no drill to stop")
  }
}
