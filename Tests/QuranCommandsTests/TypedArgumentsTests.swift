import ArgumentParser
import CloudRecords
import Interface
import QuranText
import Testing

@testable import QuranCommands
@testable import ReaderUI

/// The command line parsed in process: ayahs, passages and fixed choices arrive typed, and a
/// mistyped one is refused with the sentence a person reads today (not the parser's).
@Suite struct TypedArgumentsTests {
  /// The sentence `arguments` are refused with, in English.
  func refusal(_ arguments: [String]) -> String? {
    Language.$scoped.withValue(.english) {
      do {
        _ = try Quran.parseAsRoot(arguments)
        return nil
      } catch {
        return Problem(refusedArgumentIn: error)?.message ?? "not a Problem: \(error)"
      }
    }
  }

  @Test func ayahsAndPassagesArriveTyped() throws {
    let read = try #require(try Quran.parseAsRoot(["read", "2:255-257"]) as? ReadCommand)
    #expect(read.reference == Passage(surah: 2, ayahs: 255...257))
    let fav = try #require(
      try Quran.parseAsRoot(["fav", "add", "2:255", "1:7"]) as? FavCommand.Add)
    #expect(fav.ayahs == [try AyahID.parse("2:255"), try AyahID.parse("1:7")])
    let plan = try #require(
      try Quran.parseAsRoot(["plan", "start", "--days", "30"]) as? PlanCommand.Start)
    #expect(plan.from == (try AyahID.parse("1:1")))
  }

  @Test func aMistypedAyahGetsTodaysSentence() {
    #expect(
      refusal(["read", "2:255-250"])
        == "The range 2:255-250 ends before it starts. Write the smaller ayah first: 2:250-255.")
    #expect(
      refusal(["fav", "add", "2:255", "2:300"])
        == ErrorText.noSuchAyah("2:300", 2, 286, in: .english))
    #expect(refusal(["note", "add", "115:1", "text"])?.contains("115:1") == true)
    #expect(refusal(["plan", "start", "--days", "30", "--from", "2:0"])?.contains("2:0") == true)
  }

  @Test func choicesArriveTypedAndAMistypedOneGetsTodaysSentence() throws {
    let reader = try #require(
      try Quran.parseAsRoot(["tui", "--background", "dark", "--arabic-display", "Terminal"])
        as? ReaderCommand)
    #expect(reader.background == .dark && reader.arabicDisplay.arabicDisplay == .terminal)
    let login = try #require(
      try Quran.parseAsRoot(["login", "--environment", "production"]) as? LoginCommand)
    #expect(login.environment == .production)
    #expect(
      refusal(["tui", "--background", "sepia"])
        == ReadingText.badBackground("sepia", in: .english))
    #expect(
      refusal(["read", "1:1", "--arabic-display", "sideways"])?.contains(
        "--arabic-display is “sideways”") == true)
    #expect(
      refusal(["login", "--environment", "staging"])
        == "The environment is development or production, not staging.")
  }

  @Test func completionsListEveryChoice() {
    let script = Quran.completionScript(for: .bash)
    for value in [
      "development", "production", "shaped", "terminal", "auto", "light", "dark", "vi", "en",
    ] {
      #expect(script.contains("'\(value)'"), "no \(value) in the completions")
    }
  }
}
