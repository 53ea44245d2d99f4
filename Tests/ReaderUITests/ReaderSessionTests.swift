import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader driven by keys, its screen read from the canvas: no terminal needed.
@Suite struct ReaderSessionTests: KeyDriven {
  let home = TemporaryHome(withCorpus: false)

  /// The Arabic is left in logical order here, so the screen can be searched for the
  /// published text; `ArabicDisplayTests` reads the shaped drawing.
  func session() throws -> ReaderSession {
    try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
  }

  @Test func aFirstStartOpensTheOpeningBesideTheSurahList() throws {
    let reader = try session()
    let text = screen(reader)
    #expect(text.contains("Khai Mạc"))
    #expect(text.contains("Nhân danh Allah, Đấng Độ Lượng, Đấng Khoan Dung"))
    #expect(text.contains("بِسۡمِ ٱللَّهِ"))
  }

  @Test func theSurahListScrollsThroughAll114() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .tab, .end)
    let text = screen(reader)
    #expect(text.contains("114 Nhân Loại"))
    press(reader, .enter)
    #expect(screen(reader).contains("114. Nhân Loại"))
  }

  @Test func jumpingShowsAyatAlKursiAndFMarksIt() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character(":"))
    type(reader, "2:255")
    press(reader, .enter)
    var text = screen(reader)
    #expect(text.contains("Allah (là Thượng Đế), không có Thượng Đế"))
    #expect(text.contains("2. Con Bò Cái"))
    press(reader, .character("f"))
    text = screen(reader)
    #expect(text.contains("255 ★"))
    #expect(try home.openLibrary().isFavorite(AyahID.parse("2:255")))
  }

  @Test func anInvalidJumpSaysWhatIsWrong() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character(":"))
    type(reader, "2:287")
    press(reader, .enter)
    #expect(screen(reader).contains("2:287 does not exist: surah 2 has 286 ayahs."))
  }

  @Test func searchListsRankedResultsAndEnterJumps() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("/"))
    type(reader, "nhan danh allah")
    press(reader, .enter)
    let text = screen(reader)
    #expect(text.contains("Search “nhan danh allah”"))
    let firstResult = text.split(separator: "\n").first { $0.contains("1:1") }
    #expect(firstResult != nil)
    press(reader, .character("j"), .enter)
    #expect(reader.state.pane.currentID != (try AyahID.parse("1:1")))
    #expect(reader.state.pane.highlight?.words == ["nhan", "danh", "allah"])
  }

  /// A page pasted into the search prompt is refused with a sentence, not searched (issue 51).
  @Test func aSearchBeyondTheBoundIsRefusedWithASentence() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("/"))
    type(reader, String(repeating: "nhan danh allah ", count: 20))
    press(reader, .enter)
    #expect(screen(reader).contains("The search is 319 characters long, over the bound of 200."))
    #expect(!(reader.state.screens.last is ResultList))
  }

  @Test func searchTypedWithCombiningMarksFindsTheSameAyahs() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("/"))
    for scalar in "Đa\u{0302}\u{0301}ng To\u{0302}\u{0301}i Cao".unicodeScalars {
      _ = reader.handle(.character(Character(scalar)))
    }
    press(reader, .backspace)
    type(reader, "o")
    press(reader, .enter)
    #expect(
      screen(reader).contains("“Đấng Tối Cao”") || screen(reader).contains("Search “Đấng Tối Cao”"))
    let results = reader.state.screens.last as? ResultList
    #expect(results?.items.isEmpty == false)
  }

  @Test func favoritesListJumpsAndUnmarks() throws {
    let library = try home.openLibrary()
    try library.setFavorite(AyahID.parse("36:1"), true)
    try library.setFavorite(AyahID.parse("112:1"), true)
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("F"))
    var text = screen(reader)
    #expect(text.contains("Favorites: 2"))
    press(reader, .character("f"))
    #expect(try library.favorites().map(\.ayahID.description) == ["112:1"])
    press(reader, .enter)
    text = screen(reader)
    #expect(reader.state.pane.currentID.description == "112:1")
    #expect(text.contains("★"))
  }

  @Test func readingKeepsProgressAndTheNextStartResumes() throws {
    do {
      let reader = try session()
      _ = screen(reader)
      press(reader, .character(">"))
      for _ in 0..<9 { press(reader, .character("j")) }
      #expect(reader.state.pane.currentID.description == "2:10")
      try reader.savePosition()
    }
    #expect(try home.openLibrary().progress()[2]?.lastReadAyah == 10)
    let resumed = try session()
    let text = screen(resumed)
    #expect(resumed.state.pane.currentID.description == "2:10")
    #expect(text.contains("Con Bò Cái"))
  }

  @Test func settingsChangedOnAnotherDeviceShowWithoutMovingTheReader() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("j"), .character("j"))
    #expect(screen(reader).contains("Rwwad"))
    let place = reader.state.pane.currentID
    var elsewhere = try home.openLibrary().settings()
    elsewhere.translation = .hassan
    elsewhere.showArabic = false
    try home.openLibrary().save(elsewhere)
    try reader.libraryChangedElsewhere()
    let text = screen(reader)
    #expect(text.contains("Hasan"))
    #expect(!text.contains("بِسۡمِ"))
    #expect(place.description != "1:1", "the reader moved before the change")
    #expect(reader.state.pane.currentID == place)
  }

  @Test func translationAndArabicSwitchAndAreRemembered() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("t"))
    var text = screen(reader)
    #expect(text.contains("Nhân danh Allah, Đấng Rất Mực Độ Lượng") || text.contains("Hasan"))
    press(reader, .character("a"))
    text = screen(reader)
    #expect(!text.contains("بِسۡمِ"))
    let settings = try home.openLibrary().settings()
    #expect(settings.translation == .hassan)
    #expect(settings.showArabic == false)
  }

  @Test func pagingMovesTheCurrentAyahWithTheView() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character(">"), .pageDown)
    #expect(reader.state.pane.currentID.ayah > 1)
    press(reader, .character("G"))
    #expect(reader.state.pane.currentID.description == "2:286")
    press(reader, .character("g"))
    #expect(reader.state.pane.currentID.description == "2:1")
  }

  @Test func aTinyTerminalIsToldSoInsteadOfDrawn() throws {
    let reader = try session()
    let text = screen(reader, width: 30, height: 6)
    #expect(text.contains("Terminal too small (30×6)"))
  }

  @Test func helpListsEveryKey() throws {
    let reader = try session()
    _ = screen(reader)
    press(reader, .character("?"))
    let text = screen(reader)
    for key in ["j ↓ / k ↑", "Tab", ":", "/", "F", "q", "> / <", "N", "e / E"] {
      #expect(text.contains(key))
    }
    press(reader, .character("x"))
    #expect(!screen(reader).contains("press any key to close"))
  }

  @Test func aNarrowTerminalShowsOnePaneAtATime() throws {
    let reader = try session()
    var text = screen(reader, width: 60, height: 20)
    #expect(text.contains("Nhân danh Allah"))
    #expect(!text.contains("Con Bò Cái"))
    press(reader, .tab)
    text = screen(reader, width: 60, height: 20)
    #expect(text.contains("Con Bò Cái"))
  }
}
