import Foundation
import TestSupport
import Testing

/// `quran 2:255`, `quran 36` and `quran tui --at 2:255` open the reader at that place, in a real
/// terminal (issue 63); the reading progress and the place kept move only once the person
/// reads on, and a place that names nothing is said in one sentence.
@Suite(.serialized) struct PlaceInTmuxTests {
  let home = TemporaryHome()

  func reader(_ arguments: String) throws -> TmuxSession {
    try TmuxSession(
      command: QuranProcess.executable + " " + arguments, width: 80, height: 24,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
        "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
        "QURAN_VI_LANG": "en",
      ])
  }

  /// `quran progress --json`: the ayahs read so far.
  func ayahsRead() throws -> Int {
    let progress = try QuranProcess.run(["progress", "--json"], home: home.directory)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(progress.output.utf8)) as? [String: Any])
    return try #require(object["ayahsRead"] as? Int)
  }

  @Test func aPlaceOpensTheReaderThereAndReadingOnMovesTheProgress() throws {
    // Where the reader was left: 1:3.
    let first = try reader("1:3")
    try first.waitFor("3/7")
    try first.send("j")
    try first.waitFor("4/7")
    try first.send("q")
    try first.waitFor("[exit 0]")
    let before = try ayahsRead()
    #expect(before > 0, "reading on from 1:3 read it")

    for (arguments, shown) in [("2:255", "255/286"), ("36", "1/83"), ("tui --at 2:255", "255/286")]
    {
      let tmux = try reader(arguments)
      let screen = try tmux.waitFor(shown)
      #expect(screen.contains("Allah (là Thượng Đế)") || arguments == "36", "\(screen)")
      try tmux.send("q")
      try tmux.waitFor("[exit 0]")
      #expect(try ayahsRead() == before, "quran \(arguments) moved the progress unread")
    }
    // The place kept is still where the person read: the reader opens there.
    let again = try reader("")
    try again.waitFor("4/7")
    try again.send("q")
    try again.waitFor("[exit 0]")

    // Reading on from the place opened moves both.
    let reading = try reader("2:255")
    try reading.waitFor("255/286")
    try reading.send("j")
    try reading.waitFor("256/286")
    try reading.send("q")
    try reading.waitFor("[exit 0]")
    #expect(try ayahsRead() > before, "reading on from 2:255 read it")
    let after = try reader("")
    try after.waitFor("256/286")
    try after.send("q")
    try after.waitFor("[exit 0]")
  }

  @Test func aPlaceThatNamesNothingIsOneSentence() throws {
    for (place, sentence) in [
      ("2:300", "quran: 2:300 does not exist: surah 2 has 286 ayahs.\n"),
      (
        "foo",
        "quran: “foo” is neither a command nor a place in the Quran: name an ayah (2:255), a surah (36), a juz (j30), a hizb (h10) or a page (p604), or see quran help for the commands.\n"
      ),
    ] {
      let refused = try QuranProcess.run(
        [place], home: home.directory, environment: ["QURAN_VI_LANG": "en"])
      #expect(refused.status == 1)
      #expect(refused.error == sentence)
    }
  }
}
