import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// `?` on every screen of the reader lists that screen's keys, read from its own key table,
/// and the status row shows the hints that fit, then "? more" (issue 62).
@Suite struct ScreenKeysTests: KeyDriven {
  let home = TemporaryHome(withCorpus: false)

  func session() throws -> ReaderSession {
    try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
  }

  /// The status row (the last) at `width`.
  func statusRow(_ session: ReaderSession, width: Int) -> String {
    let rows = session.draw(width: width, height: 24).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    return String(rows[23])
  }

  /// Each screen: the keys that open it, the title its `?` list shows, a sentence of its own
  /// table that list shows, and a hint its status row shows at 120 columns.
  static let screens: [(name: String, open: [Key], title: String, row: String, hint: String?)] =
    [
      (
        "search", [.character("/")] + "nhan danh".map(Key.character) + [.enter],
        "Keys of the search results", "a new search", "Enter jump"
      ),
      (
        "favorites", [.character("F")], "Keys of the search results and favorites",
        "unmark the chosen favorite", "Esc back"
      ),
      (
        "notes", [.character("N")], "Keys of the notes", "newest first, or in the Quran's order",
        "o order"
      ),
      (
        "tafsir", [.character("T")], "Keys of the tafsir", "the next ayah's tafsir",
        "j/k next/previous ayah"
      ),
      (
        "stats", [.character("s")], "Keys of the year at a glance", "close (so does any other",
        "Esc close"
      ),
      ("menu", [.character("m")], "Keys of the menu", "do the chosen entry", "Enter choose"),
      (
        "memorize", [.character("M")], "The memorize screen's keys", "check: show the whole ayah",
        nil
      ),
      (
        "progress", [.character("M"), .character("p")], "Keys of the memorizing progress",
        "down a page", "j/k move"
      ),
      (
        "calibration", [.character("A")], "Keys of the Arabic display question",
        "line 1 is right: shaped here", "1/2 choose"
      ),
    ]

  @Test(arguments: screens.indices)
  func questionMarkListsTheScreensOwnKeys(index: Int) throws {
    let case_ = Self.screens[index]
    try Language.$scoped.withValue(.english) {
      let reader = try session()
      _ = screen(reader)
      for key in case_.open { press(reader, key) }
      let before = screen(reader)
      #expect(!before.contains(case_.title), "\(case_.name) lists its keys unasked")
      let status = statusRow(reader, width: 120)
      #expect(status.hasSuffix("? more") || status.contains("? more "), "\(case_.name): \(status)")
      if let hint = case_.hint { #expect(status.contains(hint), "\(case_.name): \(status)") }
      press(reader, .character("?"))
      let keys = screen(reader)
      #expect(keys.contains(case_.title), "\(case_.name): \(keys)")
      #expect(keys.contains(case_.row), "\(case_.name): \(keys)")
      #expect(keys.contains("this list of keys"), "\(case_.name) lists no ?")
      // Any other key closes the list, back to the screen it was over.
      press(reader, .character("x"))
      let after = screen(reader)
      #expect(!after.contains(case_.title), "\(case_.name): the list stays")
    }
  }

  /// A screen's status row at 80 and 40 columns keeps "? more" when its other hints are
  /// cut, and cuts a hint only at its end.
  @Test func theStatusRowShowsWhatFitsAndQuestionMore() throws {
    try Language.$scoped.withValue(.vietnamese) {
      for case_ in Self.screens where case_.hint != nil {
        let reader = try session()
        _ = screen(reader)
        for key in case_.open { press(reader, key) }
        for width in [80, 40] {
          let status = statusRow(reader, width: width).trimmingCharacters(in: .whitespaces)
          #expect(status.contains("? thêm"), "\(case_.name) at \(width): \(status)")
          #expect(DisplayWidth.of(status) <= width, "\(case_.name) at \(width): \(status)")
        }
      }
    }
  }

  /// The reader's own `?` lists the keys of the pane with the focus: Enter opens a surah in
  /// the list, `n` writes a note in the reading pane.
  @Test func theReadersHelpListsThePaneWithTheFocus() throws {
    try Language.$scoped.withValue(.english) {
      let reader = try session()
      _ = screen(reader)
      press(reader, .character("?"))
      let pane = screen(reader)
      #expect(pane.contains("write a new note"))
      #expect(!pane.contains("open the chosen surah"))
      press(reader, .escape, .tab, .character("?"))
      let list = screen(reader)
      #expect(list.contains("open the chosen surah"))
      #expect(!list.contains("write a new note"))
    }
  }

  /// The hints are read from the table: side by side actions with the same word share it,
  /// and the key named is the table's.
  @Test func hintsAreReadFromTheTable() {
    Language.$scoped.withValue(.english) {
      #expect(
        TafsirScreen.keys.hintLine()
          == " j/k next/previous ayah · ↓/↑ scroll · T close · ? more")
      #expect(ListMove.keys.hintParts == ["j/k move"])
      #expect(ResultList.keys.hintLine(["x y"]).hasSuffix("q quit · x y · ? more"))
    }
  }

  /// The Arabic display question names the drawing Esc keeps in the interface's language
  /// (issue 62: "Esc/q/Enter giữ shaped").
  @Test func theChooserSpeaksVietnamese() throws {
    try Language.$scoped.withValue(.vietnamese) {
      let reader = try session()
      _ = screen(reader)
      press(reader, .character("A"))
      let status = statusRow(reader, width: 120)
      // The session draws as the terminal would: Esc keeps that, said in Vietnamese.
      #expect(status.contains("1/2 chọn · p dấu đơn giản · a ẩn tiếng Ả Rập"), "\(status)")
      #expect(status.contains("Esc giữ để terminal xử lý · ? thêm"), "\(status)")
      #expect(!status.contains("keeps") && !status.contains(" terminal ·"), "\(status)")
    }
  }

  /// Every screen's list, as `quran keys` and the man page read them: the reader's first,
  /// every row with its keys and its sentence.
  @Test func everyScreensKeysAreListed() {
    Language.$scoped.withValue(.english) {
      let lists = KeyLists.all()
      #expect(lists.first?.title == "The reader")
      #expect(lists.count == 10)
      for list in lists {
        #expect(!list.rows.isEmpty, "\(list.title)")
        for row in list.rows {
          #expect(!row.keys.isEmpty && !row.text.isEmpty, "\(list.title): \(row)")
        }
      }
      let tafsir = lists.first { $0.title == "Keys of the tafsir" }
      #expect(tafsir?.rows.contains { $0.keys == "j" && $0.text.contains("next ayah") } == true)
    }
  }

  /// A key named by a word is named in the interface's language: the mouse wheel.
  @Test func theWheelIsNamedInTheLanguage() {
    let memorize = { KeyLists.all().flatMap(\.rows).map(\.keys).joined(separator: " ") }
    #expect(Language.$scoped.withValue(.english) { memorize() }.contains("wheel ↓"))
    let vietnamese = Language.$scoped.withValue(.vietnamese) { memorize() }
    #expect(
      vietnamese.contains("bánh xe chuột ↓") && !vietnamese.contains("wheel"), "\(vietnamese)")
  }
}
