import Foundation
import Interface
import QuranText

/// The reader's actions that read the scripture's files: opening a surah (the whole of it, or
/// the first screen), turning from surah to surah, jumping, the footnotes
/// (`ScriptureReading+Footnotes`). Each changes the person's reading (`ReaderState`) as the
/// text read says, with nothing of the terminal or the person's library, so a test drives it
/// on a corpus alone; `ReaderSession` keeps the place, the notes and the log around it.
struct ScriptureReading {
  /// Where the text is read from.
  let corpus: Corpus
  /// The translation shown.
  let translation: Translation

  /// The rows of a first screen the ayahs read at the start are enough for; a taller
  /// terminal reads the whole surah before its first frame.
  static let firstScreenRows = 60

  /// A pane on the whole of surah `number`, at its first ayah.
  func pane(surah number: Int) throws -> ReaderPane {
    ReaderPane(
      surah: corpus.surah(number)!,
      ayahs: PaneAyahs(try corpus.ayahs(inSurah: number, translation: translation)))
  }

  /// The pane a reader opens with: the ayahs around `start` that a first screen of up to
  /// `firstScreenRows` rows shows, not the whole surah (286 ayahs of 2, for 2:255).
  func firstPane(at start: AyahID) throws -> ReaderPane {
    let surah = corpus.surah(start.surah)!
    let run = PaneAyahs.firstScreenRun(
      around: start.ayah - 1, height: Self.firstScreenRows, count: surah.ayahCount)
    let ayahs = try corpus.ayahs(
      Passage(surah: start.surah, ayahs: (run.lowerBound + 1)...run.upperBound),
      translation: translation)
    return ReaderPane(
      surah: surah, ayahs: PaneAyahs(ayahs, from: run.lowerBound, of: surah.ayahCount))
  }

  /// Reads and lays out the whole open surah when only its first screen was read.
  func layOutWholeSurah(_ pane: inout ReaderPane) throws {
    if !pane.ayahs.isWhole {
      pane.ayahs = PaneAyahs(
        try corpus.ayahs(inSurah: pane.surah.number, translation: translation))
    }
    pane.wholeLayout()
  }

  /// The same surah, place and highlight, read again in `translation`.
  func reopen(_ pane: inout ReaderPane) throws {
    var again = try self.pane(surah: pane.surah.number)
    again.current = pane.current
    again.highlight = pane.highlight
    pane = again
  }

  /// Opens surah `number` in the reader, laid out as `layout` says (a move goes by its rows),
  /// its highlight gone: read anew when it is another surah, or read whole when only its
  /// first screen was. Returns whether another surah was opened. `place` then puts the reader
  /// on an ayah of it.
  func open(_ state: inout ReaderState, surah number: Int, layout: PaneLayout) throws -> Bool {
    let opened = number != state.pane.surah.number
    if opened {
      state.pane = try pane(surah: number)
    } else if !state.pane.ayahs.isWhole {
      try layOutWholeSurah(&state.pane)
    }
    state.pane.highlight = nil
    layout.prepare(&state.pane)
    return opened
  }

  /// Puts the reader on `ayah` of the open surah, `height` rows tall (the ayah at the top
  /// unless it is the first), the list's choice on the surah, the keys to the reader.
  func place(_ state: inout ReaderState, atAyah ayah: Int, height: Int) {
    state.pane.go(toAyah: ayah - 1, height: height, atTop: ayah > 1)
    state.list.selected = state.pane.surah.number - 1
    state.focus = .reader
  }

  /// Where `:` goes: the first ayah of the place typed (`AyahSpan.named`): an ayah (`2:255`),
  /// a surah (`36`), a juz (`j5`), a hizb (`h10`), a page (`p300`) or any passage.
  static func destination(ofJump text: String) throws -> AyahID {
    try AyahSpan.named(text).first
  }

  /// The surah after `number`, the first after the last.
  static func surah(after number: Int) -> Int { number % SurahSizes.surahCount + 1 }

  /// The surah before `number`, the last before the first.
  static func surah(before number: Int) -> Int {
    (number + SurahSizes.surahCount - 2) % SurahSizes.surahCount + 1
  }

  /// Where reading runs on when a step or a page (`move`) moved nothing at a surah's end,
  /// as in a mushaf: the next surah at its first ayah, the previous at its last; nil when
  /// the reader is not at an end. At the Quran's own ends it stays and says so.
  static func readOn(_ state: inout ReaderState, past move: ReaderAction, from before: AyahID)
    -> ReadOn?
  {
    switch move {
    case .next, .pageDown:
      guard state.pane.current == state.pane.ayahs.count - 1 else { return nil }
      guard before.surah < SurahSizes.surahCount else {
        state.message = (ReadingText.endOfQuran(), false)
        return .stays
      }
      return .turns(toSurah: before.surah + 1, at: 1)
    case .previous, .pageUp:
      guard state.pane.current == 0 else { return nil }
      guard before.surah > 1 else {
        state.message = (ReadingText.startOfQuran(), false)
        return .stays
      }
      let previous = before.surah - 1
      return .turns(toSurah: previous, at: SurahSizes.ayahCount(ofSurah: previous) ?? 1)
    case .first, .last, .wheelDown, .wheelUp, .openChosen, .nextInList, .previousInList,
      .switchPane, .nextSurah, .previousSurah, .jump, .search, .favorite, .favorites, .newNote,
      .editOutside, .editHere, .deleteNote, .undoDeletion, .previousNote, .nextNote, .allNotes,
      .menu, .importLegacy, .translation, .footnotes, .allFootnotes, .tafsir, .arabic,
      .arabicDisplay, .colors, .language, .recite, .repeatAyah, .recitationRange, .stats,
      .clearHighlight, .help, .quit, .memorize, .review, .copyAyah, .copyRange:
      return nil
    }
  }

  /// What a move at a surah's end comes to (`readOn`).
  enum ReadOn: Equatable {
    /// At the Quran's first or last ayah: the reader stays, and says so.
    case stays
    /// On into another surah, at an ayah.
    case turns(toSurah: Int, at: Int)
  }
}

/// How the reader's pane is laid out: its width and what it shows.
struct PaneLayout {
  /// The pane's columns.
  let width: Int
  /// The translation shown.
  let translation: Translation
  /// Whether the Arabic shows above each translation.
  let showArabic: Bool
  /// How the Arabic is drawn on this computer.
  let arabic: ArabicRendering
  /// The publisher's version of the translation, shown beside the translator.
  let version: String?

  /// Lays `pane` out so (nothing is redone when it already is).
  func prepare(_ pane: inout ReaderPane) {
    pane.prepare(
      width: width, translation: translation, showArabic: showArabic, arabic: arabic,
      version: version)
  }
}
