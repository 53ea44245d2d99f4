import Interface

/// Everything the reader does on a key, done in one place (`ReaderSession.perform`).
enum ReaderAction {
  /// Moves in the pane that has the focus.
  case next, previous, pageDown, pageUp, first, last, wheelDown, wheelUp
  /// In the surah list: open the chosen surah, or the one after or before it.
  case openChosen, nextInList, previousInList
  case switchPane, nextSurah, previousSurah, jump, search, favorite, favorites
  case newNote, editOutside, editHere, deleteNote, undoDeletion, previousNote, nextNote, allNotes
  case menu, importLegacy, translation, footnotes, allFootnotes, tafsir, arabic, arabicDisplay
  case colors, language, recite, repeatAyah, recitationRange, stats, clearHighlight, help, quit
  case memorize, review, copyAyah, copyRange
}

/// Keys that do one action, in the pane `pane` names (nil: in either). `also` are keys that do
/// the same but the help leaves out, so its key column stays short; the README names them.
struct KeyBinding {
  let action: ReaderAction
  let keys: [Key]
  let also: [Key]
  let pane: ReaderSession.Focus?

  init(
    _ action: ReaderAction, _ keys: Key..., also: [Key] = [], in pane: ReaderSession.Focus? = nil
  ) {
    (self.action, self.keys, self.also, self.pane) = (action, keys, also, pane)
  }
}

/// A row of the help and of the README's key table: bindings that go together, and what they
/// do in the interface's language.
struct KeyEntry {
  let help: HelpText
  let bindings: [KeyBinding]

  init(_ help: HelpText, _ bindings: KeyBinding...) {
    (self.help, self.bindings) = (help, bindings)
  }

  init(_ help: HelpText, _ bindings: [KeyBinding]) {
    (self.help, self.bindings) = (help, bindings)
  }

  /// The keys as the help shows them: a binding's keys side by side, `/` between bindings.
  var label: String {
    bindings.map { $0.keys.map(\.name).joined(separator: " ") }.filter { !$0.isEmpty }
      .joined(separator: " / ")
  }
}

/// The reader's keys as data: the dispatch (`action(for:in:)`), the help, the hints on the
/// status bar and the menu are all read from this table, and a test holds the README's key
/// table to it.
enum ReaderKeys {
  /// Every key of the reader's own screen, in the help's order.
  static let entries: [KeyEntry] = [
    KeyEntry(.nextPrevious, KeyBinding(.next, "j", .down), KeyBinding(.previous, "k", .up)),
    KeyEntry(
      .page, KeyBinding(.pageDown, " ", .pageDown), KeyBinding(.pageUp, "b", .pageUp),
      KeyBinding(.pageDown, also: [.control("F")], in: .reader),
      KeyBinding(.pageUp, also: [.control("B")], in: .reader)),
    KeyEntry(.firstLast, KeyBinding(.first, "g", .home), KeyBinding(.last, "G", .end)),
    KeyEntry(.open, KeyBinding(.openChosen, .enter, also: ["l", .right], in: .surahList)),
    KeyEntry(.switchPane, KeyBinding(.switchPane, .tab, also: [.backTab])),
    KeyEntry(
      .surahs, KeyBinding(.nextSurah, ">"), KeyBinding(.previousSurah, "<"),
      KeyBinding(.nextInList, also: ["n"], in: .surahList),
      KeyBinding(.previousInList, also: ["p"], in: .surahList)),
    KeyEntry(.jump, KeyBinding(.jump, ":")),
    KeyEntry(.search, KeyBinding(.search, "/")),
    KeyEntry(.favorite, KeyBinding(.favorite, "f")),
    KeyEntry(.favorites, KeyBinding(.favorites, "F")),
    KeyEntry(.newNote, KeyBinding(.newNote, "n", in: .reader)),
    KeyEntry(.editNote, KeyBinding(.editOutside, "e"), KeyBinding(.editHere, "E")),
    KeyEntry(.deleteNote, KeyBinding(.deleteNote, "d"), KeyBinding(.undoDeletion, "u")),
    KeyEntry(.chooseNote, KeyBinding(.previousNote, "["), KeyBinding(.nextNote, "]")),
    KeyEntry(.allNotes, KeyBinding(.allNotes, "N")),
    KeyEntry(.menu, KeyBinding(.menu, "m")),
    KeyEntry(.translation, KeyBinding(.translation, "t")),
    KeyEntry(.footnotes, KeyBinding(.footnotes, "i")),
    KeyEntry(.allFootnotes, KeyBinding(.allFootnotes, "I")),
    KeyEntry(.tafsir, KeyBinding(.tafsir, "T")),
    KeyEntry(.arabic, KeyBinding(.arabic, "a")),
    KeyEntry(.arabicDisplay, KeyBinding(.arabicDisplay, "A")),
    KeyEntry(.colors, KeyBinding(.colors, "c")),
    KeyEntry(.language, KeyBinding(.language, "L")),
    KeyEntry(.recite, KeyBinding(.recite, "r")),
    KeyEntry(.repeatAyah, KeyBinding(.repeatAyah, "R")),
    KeyEntry(.recitationRange, KeyBinding(.recitationRange, "v")),
    KeyEntry(
      .copy, KeyBinding(.copyAyah, "y", in: .reader), KeyBinding(.copyRange, "Y", in: .reader)),
    KeyEntry(.memorize, KeyBinding(.memorize, "M")),
    KeyEntry(.review, KeyBinding(.review, "o")),
    KeyEntry(.stats, KeyBinding(.stats, "s")),
    KeyEntry(
      .wheel, KeyBinding(.wheelDown, also: [.wheelDown]), KeyBinding(.wheelUp, also: [.wheelUp])),
    KeyEntry(.escape, KeyBinding(.clearHighlight, .escape)),
    KeyEntry(.help, KeyBinding(.help, "?")),
    KeyEntry(.quit, KeyBinding(.quit, "q")),
  ]

  /// The hints on the status bar, in their order, each with its word or two: the last go
  /// first when the row is short (a plan's portion beside them), so `f` comes early.
  static let hints: [(action: ReaderAction, label: ReaderText)] = [
    (.help, .hintHelp), (.quit, .hintQuit), (.search, .hintSearch), (.jump, .hintJump),
    (.favorite, .hintFavorite), (.footnotes, .hintFootnotes), (.tafsir, .hintTafsir),
    (.favorites, .hintFavorites), (.translation, .hintTranslation), (.arabic, .hintArabic),
  ]

  /// The `m` menu's entries, in its order: the import, which has no key, and actions that
  /// are not about the ayah on the screen.
  static let menu: [(action: ReaderAction, label: ReaderText)] = [
    (.importLegacy, .menuImport), (.allNotes, .menuNotes), (.favorites, .menuFavorites),
    (.arabicDisplay, .menuArabic), (.language, .menuLanguage), (.help, .menuHelp),
  ]

  private static let bindings = entries.flatMap(\.bindings)

  /// The entries whose keys work with the focus on `pane` (nil: every entry), each with the
  /// bindings of that pane only: what `?` lists there.
  static func entries(in pane: ReaderSession.Focus?) -> [KeyEntry] {
    guard let pane else { return entries }
    return entries.compactMap { entry in
      let kept = entry.bindings.filter { ($0.pane ?? pane) == pane }
      return kept.isEmpty ? nil : KeyEntry(entry.help, kept)
    }
  }

  /// What a key does with the focus on a pane; nil when it does nothing there.
  static func action(for key: Key, in focus: ReaderSession.Focus) -> ReaderAction? {
    bindings.first {
      ($0.keys.contains(key) || $0.also.contains(key)) && ($0.pane ?? focus) == focus
    }?.action
  }

  /// The key the help shows first for an action, or "" for one without a key.
  static func keyName(of action: ReaderAction) -> String {
    bindings.first { $0.action == action && !$0.keys.isEmpty }?.keys[0].name ?? ""
  }

  /// The hints with the focus on the surah list: its own keys first, so that the status bar
  /// says where the keys go.
  static let listHints: [(action: ReaderAction, label: ReaderText)] = [
    (.openChosen, .hintOpenSurah), (.switchPane, .hintToReader), (.help, .hintHelp),
    (.quit, .hintQuit), (.search, .hintSearch), (.jump, .hintJump),
  ]

  /// The hints on the status bar with the focus on `pane`: " ? help · q quit · …" in the
  /// reader, " Enter open surah · Tab to the reader · …" in the surah list.
  static func hintLine(in pane: ReaderSession.Focus = .reader) -> String {
    let shown = pane == .surahList ? listHints : hints
    return " " + shown.map { "\(keyName(of: $0.action)) \($0.label)" }.joined(separator: " · ")
  }
}
