import Clocks
import Foundation
import Interface
import Library
import QuranText
import Recitation

/// What each key does to the reader: it changes the person's reading (`ReaderState`), reads
/// the scripture and writes the person's data around it, and draws the two into a `Canvas`
/// (`ReaderSession+Drawing`). It never touches the terminal, so tests drive it with keys and
/// read the screen it would show.
public final class ReaderSession {
  typealias Focus = ReaderState.Focus

  let corpus: Corpus
  /// What time and day it is: the screens read it from their context.
  let clock: WallClock
  /// The library; one opened read-only is opened again at a save once its folder can be
  /// written (`reopenLibraryIfWritable`).
  var library: LibraryStore
  private(set) var settings: AppSettings
  /// The person's reading: place, scroll, focus, screens, message, marks (`ReaderState`);
  /// the actions change it, drawing reads it (`ReaderSession+Drawing`).
  var state: ReaderState
  /// How the Arabic is drawn on this computer, and where that comes from (see
  /// `ReaderSession+Arabic`).
  var arabicChoice: ArabicChoice
  /// The recitation (`r`); the terminal loop sets it, and nil leaves the reader silent.
  public var recitation: RecitationChild?
  /// Whose recitation `r` plays.
  public var reciter = Reciter.alafasy
  /// Seconds of silence between recited ayahs (`--recite-pause`).
  public var recitePause = 0.0
  /// The look-alikes' file, read once asked for (`ReaderSession+Memorize`).
  var lookAlikesFile = LookAlikesFile()
  /// Draws a progress bar during long work (an import); the terminal loop sets it.
  public var showProgress: ((Double) -> Void)?
  /// Writes a sequence to the terminal beside the screen's drawing (the clipboard's OSC 52);
  /// the terminal loop sets it.
  public var writeToTerminal: ((String) -> Void)?
  /// A note to edit in the person's own editor, or an ayah to write a new one on; the
  /// terminal loop takes it, steps aside, and reports back with `finishExternalEdit`.
  var externalEdit: NoteEditTarget?
  /// Where the note editor keeps its drafts; nil keeps none (the terminal loop sets it).
  public var drafts: DraftStore?
  /// The library's change mark when it was last read (see `followLibrary`).
  var libraryMark: Int?
  /// The publisher's version of each translation the corpus holds instead of its pinned text,
  /// shown beside the translator (read once, at the first frame).
  lazy var editionVersions = corpus.editionVersions()
  /// The size of the last frame drawn, which paging and scrolling go by (`geometry`).
  var size = (width: 80, height: 24)

  /// Where the look-alikes' file is looked for (`LookAlikes`); the terminal loop sets it.
  public var lookAlikesPath: String? {
    get { lookAlikesFile.path }
    set { lookAlikesFile.path = newValue }
  }
  /// How the Arabic is drawn on this computer (`arabicChoice`).
  var arabic: ArabicRendering { arabicChoice.rendering }

  /// Without `arabicFile` the Arabic is shaped (or as `arabicOverride` says) and no
  /// calibration is offered. The reader opens at `place` (`quran 2:255`), else
  /// where it was left; opened at a place, nothing is read and the place kept stays until
  /// the person moves on.
  /// Today, and the day of each grade and plan, are read from `clock`.
  public init(
    corpus: Corpus, library: LibraryStore, arabicFile: ArabicPreferenceFile? = nil,
    arabicOverride: ArabicDisplay? = nil, at place: AyahID? = nil, clock: WallClock = .system
  ) throws {
    self.corpus = corpus
    self.library = library
    self.clock = clock
    arabicChoice = ArabicChoice(file: arabicFile, override: arabicOverride)
    settings = try library.settings()
    let start = place ?? settings.lastPosition ?? (try! AyahID(surah: 1, ayah: 1))
    var pane = try ScriptureReading(corpus: corpus, translation: settings.translation)
      .firstPane(at: start)
    pane.current = start.ayah - 1
    // The first frame scrolls the resumed ayah up to the top, and lays out that screen alone.
    pane.top = ReaderPane.unrevealed
    state = ReaderState(pane: pane, readSoFar: try library.ayahsRead())
    state.favorites = try library.favoriteIDs()
    state.progress = try library.progress()
    // A place opened from the shell counts as kept: only a move from it is saved.
    state.savedPosition = place ?? settings.lastPosition
    state.list.selected = start.surah - 1
    state.list.scrollToSelection(height: 20)
    state.noteCounts = try library.noteCounts(inSurah: start.surah)
    offerCalibrationIfDue()
    try? library.finishPlans(today: clock.today, at: clock.now())
    refreshPlanStatus()
    libraryMark = try? library.changeMark()
  }

  /// The actions that read the scripture, in the translation shown.
  var scripture: ScriptureReading {
    ScriptureReading(corpus: corpus, translation: settings.translation)
  }

  /// Whether colors may be used: the setting, unless NO_COLOR says otherwise.
  public var usesColors: Bool { settings.colors }

  /// Reads and lays out the whole open surah, which the first frame did not need (it read
  /// and laid out only the ayahs it shows); the terminal loop calls it once the first frame
  /// is drawn, and a key calls it before it moves the reader.
  public func layOutWholeSurah() throws {
    let scripture = self.scripture
    try scripture.layOutWholeSurah(&state.pane)
  }

  // MARK: Keys

  /// Applies a key; returns false when the person asked to quit. Text read whole (a paste)
  /// goes whole to a screen that takes it (the note editor), else a key per character.
  public func handle(_ key: Key) -> Bool {
    do {
      try layOutWholeSurah()
    } catch {
      show(error)
      return true
    }
    if case .text(let text) = key, !topTakesText { return handle(typed: text) }
    if case .paste(let text) = key { return handle(pasted: text) }
    state.message = nil
    reopenLibraryIfWritable()
    do {
      return try handleOnTop(key)
    } catch {
      show(error)
      return true
    }
  }

  /// Says what went wrong in the status row.
  func show(_ error: any Error) {
    state.show(error)
  }

  // MARK: Actions

  /// Opens a surah at an ayah in the reader.
  func open(surah number: Int, at ayah: Int) throws {
    let before = state.pane.currentID
    defer { recital(.moved(from: before)) }
    try turn(toSurah: number, at: ayah)
  }

  /// `open` without the recitation following the move, for a key whose caller follows it:
  /// the surah read (`ScriptureReading`), its notes and the place kept around it.
  func turn(toSurah number: Int, at ayah: Int) throws {
    try savePosition()
    let scripture = self.scripture
    let layout = paneLayout
    if try scripture.open(&state, surah: number, layout: layout) {
      state.noteCounts = try library.noteCounts(inSurah: number)
      try notes(.surahOpened)
    }
    try state.notePane.follow(try AyahID(surah: number, ayah: ayah), library: library)
    let height = readerHeight
    scripture.place(&state, atAyah: ayah, height: height)
    try noteReading()
  }

  /// Notes changed: the markers and the pane read them again.
  func notesChanged() throws {
    state.noteCounts = try library.noteCounts(inSurah: state.pane.surah.number)
    try state.notePane.follow(state.pane.currentID, library: library, force: true)
    try tell(.notesChanged)
  }

  /// `:` — an ayah (`2:255`), a surah (`36`), a juz (`j5`), a hizb (`h10`) or a page (`p300`).
  func jump(to text: String) throws {
    let start = try ScriptureReading.destination(ofJump: text)
    try open(surah: start.surah, at: start.ayah)
  }

  func search(_ query: String) throws {
    let found = try corpus.search(query, translation: settings.translation, limit: 500)
    let translation = settings.translation.rawValue
    show(
      ResultList(
        kind: .search,
        title: found.hits.count < found.totalCount
          ? ReaderText.searchTitleBest(query, found.hits.count, found.totalCount, translation)
          : ReaderText.searchTitle(query, found.totalCount, translation),
        items: found.hits.map {
          ResultList.Item(id: $0.id, vietnamese: $0.vietnamese, terms: found.terms)
        },
        terms: found.terms))
  }

  /// Shows a list of ayahs in place of any list shown before.
  private func show(_ list: ResultList) {
    close(ResultList.self)
    push(list)
  }

  func showFavorites() throws {
    let items = try library.favorites().map { favorite in
      let ayah = try corpus.ayah(favorite.ayahID, translation: settings.translation)
      return ResultList.Item(id: ayah.id, vietnamese: ayah.vietnamese, terms: nil)
    }
    show(
      ResultList(
        kind: .favorites, title: ReaderText.favoritesTitle(items.count), items: items, terms: nil))
  }

  /// Marks or unmarks an ayah as a favorite (`marked` nil: turns its mark over), keeps the
  /// stars in step and says so; the one favorite toggle of the reader and its lists.
  func setFavorite(_ id: AyahID, marked: Bool? = nil) throws {
    let isFavorite: Bool
    if let marked {
      try library.setFavorite(id, marked, at: clock.now())
      isFavorite = marked
    } else {
      isFavorite = try library.toggleFavorite(id, at: clock.now())
    }
    state.favorite(id, marked: isFavorite)
  }

  /// Takes the translation, Arabic and colors as stored (another device changed them); the
  /// place in the text stays this reader's.
  func adoptStoredSettings() throws {
    let stored = try library.settings()
    guard
      stored.translation != settings.translation || stored.showArabic != settings.showArabic
        || stored.colors != settings.colors
    else { return }
    let translationChanged = stored.translation != settings.translation
    settings.translation = stored.translation
    settings.showArabic = stored.showArabic
    settings.colors = stored.colors
    settings.interfaceLanguage = stored.interfaceLanguage
    if translationChanged { try reopenInTranslation() }
    state.pane.invalidateLayout()
    offerCalibrationIfDue()
  }

  /// Switches the interface between Vietnamese and English and keeps the choice in the
  /// settings, where the next start finds it.
  func switchLanguage() {
    Language.current = Language.current == .vietnamese ? .english : .vietnamese
    settings.interfaceLanguage = Language.current
    state.pane.invalidateLayout()
    refreshPlanStatus()
    // The due count is said again in the language chosen.
    try? memorize(.recount)
    do {
      try library.save(settings)
      state.message = (InterfaceText.languageChosen(), false)
    } catch {
      show(error)
    }
  }

  func switchTranslation() throws {
    settings.translation = settings.translation.next
    try library.save(settings)
    try reopenInTranslation()
    state.message = (
      ReaderText.translationChosen(
        settings.translation.credit(version: editionVersions[settings.translation])), false
    )
  }

  /// `c`: colors off or on, kept in the settings.
  func toggleColors() throws {
    settings.colors.toggle()
    try library.save(settings)
    state.message = (settings.colors ? ReaderText.colorsOn() : ReaderText.colorsOff(), false)
  }

  /// `a`: the Arabic shown or hidden, kept in the settings.
  func toggleArabic() throws {
    settings.showArabic.toggle()
    state.pane.invalidateLayout()
    try library.save(settings)
    offerCalibrationIfDue()
  }

  /// The same surah, place and highlight, in the translation the settings name.
  private func reopenInTranslation() throws {
    let scripture = self.scripture
    try scripture.reopen(&state.pane)
  }

  /// Stores where the reader is, so the next start opens there; called on quit, on leaving a
  /// surah, and now and then while reading.
  public func savePosition() throws {
    reopenLibraryIfWritable()
    let position = state.pane.currentID
    // A library that cannot be written said so when it opened; the place is not kept.
    guard position != state.savedPosition, library.canWrite else { return }
    settings.lastPosition = position
    try library.save(settings)
    state.savedPosition = position
  }

  /// Keeps the place at quit. Returns the sentence to print once the screen is closed when
  /// it could not be kept — the write failed, or the library still cannot be written and
  /// the person moved since the place it holds — and the reader then exits non-zero; nil
  /// when it was kept or nothing was to keep.
  public func savePositionAtExit() -> String? {
    let position = state.pane.currentID
    do {
      try savePosition()
      let kept = try state.savedPosition ?? AyahID(surah: 1, ayah: 1)
      guard !library.canWrite, position != kept else { return nil }
      // Refused as every write of this library is: the refusal says why.
      settings.lastPosition = position
      try library.save(settings)
      return nil
    } catch {
      return ReaderText.placeNotKept(position.description, "\(error)")
    }
  }
}

extension String {
  /// Nil for an empty string.
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
