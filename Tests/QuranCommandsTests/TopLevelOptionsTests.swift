import ArgumentParser
import Interface
import Testing

@testable import QuranCommands

/// The reader's own options at the top level (issue 51): `quran --reciter husary` as the
/// README writes it, offered by `quran --help` and the completions; the values reach the
/// reader, and `play` and `audio fetch` keep theirs wherever they stand on the line.
@Suite struct TopLevelOptionsTests {
  @Test func theReadersOptionsReachItFromTheTopLevel() throws {
    let reader = try #require(
      try Quran.parseAsRoot([
        "--reciter", "husary", "--background", "light", "--recite-pause", "2",
        "--audio-output", "null", "--arabic-display", "terminal", "--home", "/x",
      ]) as? ReaderCommand)
    #expect(
      reader.launch
        == ReaderLaunch(
          location: DataLocation(home: "/x"), arabicDisplay: .terminal, reciter: "husary",
          recitePause: 2, audioOutput: "null", background: .light))
    let after = try #require(
      try Quran.parseAsRoot(["tui", "--reciter", "abdulbasit"]) as? ReaderCommand)
    #expect(after.launch.reciter == "abdulbasit")
  }

  @Test func recitationCommandsKeepTheirReciterAndOutput() throws {
    let play = try #require(
      try Quran.parseAsRoot(["play", "1:1-7", "--reciter", "husary", "--audio-output", "null"])
        as? PlayCommand)
    #expect(play.recitation.reciter == "husary" && play.recitation.audioOutput == "null")
    let fetch = try #require(
      try Quran.parseAsRoot(["audio", "fetch", "36", "--reciter", "abdulbasit"])
        as? AudioCommand.Fetch)
    #expect(fetch.recitation.reciter == "abdulbasit")
    let read = try #require(
      try Quran.parseAsRoot(["read", "1:1", "--home", "/y", "--arabic-display", "shaped"])
        as? ReadCommand)
    #expect(read.reading.location.home == "/y" && read.reading.arabicDisplay == .shaped)
  }

  @Test func helpAndCompletionsOfferThemAtTheTopLevel() {
    let help = Quran.helpMessage(columns: 200)
    for option in [
      "--background", "--reciter", "--recite-pause", "--audio-output", "--arabic-display", "--home",
    ] {
      #expect(help.contains(option), "quran --help lacks \(option)")
    }
    // bash: the top level's words, then what follows --background and --reciter there.
    let bash = Quran.completionScript(for: .bash)
    let top = bash.components(separatedBy: "\n_quran_")[0]
    #expect(top.contains("--background") && top.contains("--reciter"), "quran --<TAB>")
    #expect(top.contains("non_repeating_options=(--lang --data --home --arabic-display --reciter"))
    #expect(top.contains("'auto'$'\\n''light'$'\\n''dark'"), "quran --background <TAB>")
    #expect(top.contains("'alafasy'$'\\n''abdulbasit'$'\\n''husary'"), "quran --reciter <TAB>")
    let fish = Quran.completionScript(for: .fish)
    #expect(fish.contains(#"options "quran" background' -l 'background'"#))
  }
}
