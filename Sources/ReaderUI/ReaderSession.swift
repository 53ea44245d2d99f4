import Foundation
import Interface
import Library
import QuranText
import Recitation

/// The reader's state and what each key does to it. It reads the scripture and writes the
/// person's data; it draws into a `Canvas` and never touches the terminal, so tests drive it
/// with keys and read the screen it would show.
public final class ReaderSession {
  enum Focus { case surahList, reader }

  let corpus: Corpus
  /// The library; one opened read-only is opened again at a save once its folder can be
  /// written (`reopenLibraryIfWritable`).
  var library: LibraryStore
  private(set) var settings: AppSettings
  var favorites: Set<AyahID>
  /// Where the person stopped in each surah: the place `Enter` in the list resumes at.
  var progress: [Int: ReadingProgress]
  /// What the reading log holds: the share read in the title and the list's bars.
  var readSoFar: OverallProgress
  var focus = Focus.reader
  var list = SurahList()
  var reader: ReaderPane
  /// The screens over the reader, the top one last: it takes the keys (see `Screen`).
  var screens: [any Screen] = []
  var message: (text: String, isError: Bool)?
  var notePane = NotePane()
  /// How the Arabic is drawn on this computer (see `ReaderSession+Arabic`).
  var arabic: ArabicRendering
  var arabicPreference: ArabicPreference
  /// Where this computer's choice is kept; nil keeps it for this session only.
  let arabicFile: ArabicPreferenceFile?
  /// `--arabic-display` or the environment, which stand in for the calibration.
  let arabicOverride: ArabicDisplay?
  /// The sync's state in a few words ("✓ synced 12:03"), shown at the right of the status
  /// bar; nil when not signed in.
  public var syncStatus: String?
  /// The recitation (`r`); the terminal loop sets it, and nil leaves the reader silent.
  public var recitation: RecitationChild?
  /// Whose recitation `r` plays.
  public var reciter = Reciter.alafasy
  /// Seconds of silence between recited ayahs (`--recite-pause`).
  public var recitePause = 0.0
  /// How the recitation was asked for and where it is (`RecitationState`).
  var recital = RecitationState()
  /// Today's portion of a reading plan, in the status bar.
  var planStatus: String?
  /// How many ayahs are due for review ("due 5"), in the status bar: nil when none are, and
  /// until the first frame is drawn (`ReaderSession+Memorize`).
  var memorizeStatus: String?
  /// Whether the due count was taken since the reader started.
  var dueCounted = false
  /// Where the look-alikes' file is looked for (`LookAlikes`), and what was read of it once
  /// asked for (`ReaderSession+Memorize`).
  public var lookAlikesPath: String?
  var lookAlikesRead: Result<LookAlikes, LookAlikesProblem>?
  /// When the last key was pressed, and the reading time not yet in the log.
  var lastActivity: ContinuousClock.Instant?
  var unloggedTime: Duration = .zero
  /// Draws a progress bar during long work (an import); the terminal loop sets it.
  public var showProgress: ((Double) -> Void)?
  /// A note deleted in the reader, which `u` puts back.
  var lastDeleted: AyahNote?
  /// A text the note editor discarded (and the file it was put aside in, if it could be),
  /// which `u` brings back into the editor while the reader runs.
  var lastDiscarded: (draft: NoteDraft, file: String?)?
  private(set) var noteCounts: [AyahID: Int] = [:]
  /// A note to edit in the person's own editor; the terminal loop takes it, steps aside,
  /// and reports back with `finishExternalEdit`.
  public internal(set) var externalEdit: AyahNote?
  /// Where the note editor keeps its drafts; nil keeps none (the terminal loop sets it).
  public var drafts: DraftStore?
  private var savedPosition: AyahID?
  /// The library's change mark when it was last read (see `followLibrary`).
  var libraryMark: Int?
  /// Whether the footnotes stay open under every ayah (`I`, `ReaderSession+Study`).
  var footnotesEverywhere = false
  /// The publisher's version of each translation the corpus holds instead of its pinned text,
  /// shown beside the translator (read once, at the first frame).
  lazy var editionVersions = corpus.editionVersions()
  /// The size of the last frame drawn, which paging and scrolling go by.
  private(set) var size = (width: 80, height: 24)

  /// Without `arabicFile` the Arabic is shaped (or as `arabicOverride` says) and no
  /// calibration is offered.
  public init(
    corpus: Corpus, library: LibraryStore, arabicFile: ArabicPreferenceFile? = nil,
    arabicOverride: ArabicDisplay? = nil
  ) throws {
    self.corpus = corpus
    self.library = library
    self.arabicFile = arabicFile
    self.arabicOverride = arabicOverride
    arabicPreference = arabicFile?.load() ?? ArabicPreference(display: .shaped)
    arabic = arabicPreference.rendering(override: arabicOverride)
    settings = try library.settings()
    favorites = try library.favoriteIDs()
    progress = try library.progress()
    readSoFar = try library.ayahsRead()
    let start = settings.lastPosition ?? (try! AyahID(surah: 1, ayah: 1))
    savedPosition = settings.lastPosition
    reader = try Self.firstPane(at: start, corpus: corpus, translation: settings.translation)
    reader.current = start.ayah - 1
    // The first frame scrolls the resumed ayah up to the top, and lays out that screen alone.
    reader.top = ReaderPane.unrevealed
    list.selected = start.surah - 1
    list.scrollToSelection(height: 20)
    noteCounts = try library.noteCounts(inSurah: start.surah)
    offerCalibrationIfDue()
    try? library.finishPlans(today: ReadingDate.day(of: Date()))
    refreshPlanStatus()
    libraryMark = try? library.changeMark()
  }

  private static func pane(surah: Int, corpus: Corpus, translation: Translation) throws
    -> ReaderPane
  {
    ReaderPane(
      surah: corpus.surah(surah)!,
      ayahs: PaneAyahs(try corpus.ayahs(inSurah: surah, translation: translation)))
  }

  /// The pane a reader opens with: the ayahs around `start` that a first screen of up to
  /// `firstScreenRows` rows shows, not the whole surah (286 ayahs of 2, for 2:255).
  private static func firstPane(at start: AyahID, corpus: Corpus, translation: Translation)
    throws -> ReaderPane
  {
    let surah = corpus.surah(start.surah)!
    let run = PaneAyahs.firstScreenRun(
      around: start.ayah - 1, height: firstScreenRows, count: surah.ayahCount)
    let ayahs = try corpus.ayahs(
      Passage(surah: start.surah, ayahs: (run.lowerBound + 1)...run.upperBound),
      translation: translation)
    return ReaderPane(
      surah: surah, ayahs: PaneAyahs(ayahs, from: run.lowerBound, of: surah.ayahCount))
  }

  /// The rows of a first screen the ayahs read at the start are enough for; a taller
  /// terminal reads the whole surah before its first frame.
  static let firstScreenRows = 60

  /// Whether colors may be used: the setting, unless NO_COLOR says otherwise.
  public var usesColors: Bool { settings.colors }

  // MARK: Geometry

  var bodyHeight: Int { max(1, size.height - 2) }
  /// The rows of the reader above the note pane.
  var readerHeight: Int { max(1, bodyHeight - notePane.height(within: bodyHeight)) }
  var showsBothPanes: Bool { size.width >= 90 }
  var listWidth: Int { showsBothPanes ? (size.width >= 120 ? 48 : 36) : size.width }

  var readerArea: Area {
    let left = showsBothPanes ? listWidth + 1 : 0
    return Area(top: 1, left: left, width: size.width - left, height: bodyHeight)
  }

  var listArea: Area { Area(top: 1, left: 0, width: listWidth, height: bodyHeight) }

  static let minimumSize = (width: 40, height: 10)

  // MARK: Drawing

  /// Draws the whole screen at a size.
  public func draw(width: Int, height: Int) -> Canvas {
    size = (width, height)
    var canvas = Canvas(width: width, height: height)
    guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
      let lines = [
        ReaderText.tooSmall(width, height),
        ReaderText.tooSmallAdvice(Self.minimumSize.width, Self.minimumSize.height),
      ]
      for (n, line) in lines.flatMap({ TextWrapping.wrap($0, width: width) }).enumerated() {
        canvas.put(line, row: height / 2 - 1 + n, column: 0, style: .error)
      }
      return canvas
    }
    keepFootnotesOpen()
    if !reader.ayahs.holdsFirstScreen(around: reader.current, height: bodyHeight) {
      try? layOutWholeSurah()
    }
    prepareReader()
    try? notePane.follow(reader.currentID, library: library)
    reader.reveal(height: readerHeight)
    drawTitle(into: &canvas)
    drawBody(into: &canvas)
    drawStatus(into: &canvas)
    return canvas
  }

  /// Reads and lays out the whole open surah, which the first frame did not need (it read
  /// and laid out only the ayahs it shows); the terminal loop calls it once the first frame
  /// is drawn, and a key calls it before it moves the reader.
  public func layOutWholeSurah() throws {
    if !reader.ayahs.isWhole {
      reader.ayahs = PaneAyahs(
        try corpus.ayahs(inSurah: reader.surah.number, translation: settings.translation))
    }
    reader.wholeLayout()
  }

  private func prepareReader() {
    reader.prepare(
      width: readerArea.width, translation: settings.translation, showArabic: settings.showArabic,
      arabic: arabic, version: editionVersions[settings.translation])
  }

  private func drawBody(into canvas: inout Canvas) {
    let covering = coveringScreen
    if let covering, screens[covering].part == .body {
      drawScreen(
        at: covering, into: &canvas,
        area: Area(top: 1, left: 0, width: size.width, height: bodyHeight))
      return
    }
    if showsBothPanes || (focus == .surahList && covering == nil) {
      list.scrollToSelection(height: bodyHeight)
      list.draw(
        into: &canvas, area: listArea, surahs: corpus.surahs, read: readSoFar,
        focused: focus == .surahList && covering == nil, arabic: arabic)
      if showsBothPanes {
        for row in 1...bodyHeight {
          canvas.put("│", row: row, column: listWidth, style: .border)
        }
      }
    }
    if let covering {
      drawScreen(at: covering, into: &canvas, area: readerArea)
    } else if showsBothPanes || focus == .reader {
      let area = readerArea
      let readerPart = Area(top: area.top, left: area.left, width: area.width, height: readerHeight)
      reader.draw(
        into: &canvas, area: readerPart, focused: focus == .reader, favorites: favorites,
        noteCounts: noteCounts)
      notePane.draw(
        into: &canvas,
        area: Area(
          top: readerPart.bottom, left: area.left, width: area.width,
          height: area.height - readerPart.height))
    }
  }

  private func drawTitle(into canvas: inout Canvas) {
    canvas.fill(row: 0, columns: 0..<size.width, style: .title)
    let surah = reader.surah
    let place = MushafDivisions.place(of: reader.currentID)
    let left =
      " quran-vi  \(surah.number). \(surah.vietnameseName) (\(surah.transliteration))  \(reader.currentID.ayah)/\(surah.ayahCount)  \(ReaderText.placeInMushaf(place.juz, place.page))"
    let overall = readSoFar
    let right =
      "\(settings.translation == .rwwad ? "Rwwad" : "Hasan")  ★\(favorites.count)  \(Self.percent(overall.percentage)) "
    let rightWidth = DisplayWidth.of(right)
    // Two columns at least between the place and the translation, in either language.
    canvas.say(left, row: 0, column: 0, style: .title, limit: size.width - rightWidth - 2)
    canvas.put(right, row: 0, column: size.width - rightWidth, style: .title)
  }

  private func drawStatus(into canvas: inout Canvas) {
    let row = size.height - 1
    canvas.fill(row: row, columns: 0..<size.width, style: .status)
    canvas.cursor = nil
    if let top = screens.indices.last, screens[top].part == .statusRow {
      drawScreen(
        at: top, into: &canvas, area: Area(top: row, left: 0, width: size.width, height: 1))
      return
    }
    if let message {
      // A long sentence takes the rows above the status row rather than being cut.
      canvas.sayWrapped(
        " " + message.text, bottomRow: row, width: size.width,
        style: message.isError ? .error : .status)
      return
    }
    let hints = screens.last(where: { $0.hints != nil })?.hints ?? ReaderKeys.hintLine()
    var hintLimit = size.width
    if let status = [recital.status, memorizeStatus, planStatus, syncStatus].compactMap({ $0 })
      .joined(
        separator: "  "
      )
      .nilIfEmpty
    {
      // Set apart from the hints, which never run into it ("T Tafsir plan 1:1–2:141").
      let shown = "│ " + status + " "
      let width = DisplayWidth.of(shown)
      canvas.put(shown, row: row, column: max(0, size.width - width), style: .status)
      hintLimit = max(0, size.width - width - 1)
    }
    canvas.say(hints, row: row, column: 0, style: .status, limit: hintLimit)
  }

  static func percent(_ value: Double) -> String { Percentage.text(value) }

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
    message = nil
    do {
      return try handleOnTop(key)
    } catch {
      show(error)
      return true
    }
  }

  /// Says what went wrong in the status row.
  func show(_ error: any Error) {
    message = ("\(error)", true)
  }

  // MARK: Actions

  /// Opens a surah at an ayah in the reader.
  func open(surah number: Int, at ayah: Int) throws {
    let before = reader.currentID
    defer { followMove(from: before) }
    try turn(toSurah: number, at: ayah)
  }

  /// `open` without the recitation following the move, for a key whose caller follows it.
  func turn(toSurah number: Int, at ayah: Int) throws {
    try savePosition()
    if number == reader.surah.number, !reader.ayahs.isWhole { try layOutWholeSurah() }
    if number != reader.surah.number {
      reader = try Self.pane(surah: number, corpus: corpus, translation: settings.translation)
      noteCounts = try library.noteCounts(inSurah: number)
      lastDeleted = nil
    }
    reader.highlight = nil
    prepareReader()
    try notePane.follow(try AyahID(surah: number, ayah: ayah), library: library)
    reader.go(toAyah: ayah - 1, height: readerHeight, atTop: ayah > 1)
    list.selected = number - 1
    focus = .reader
    try noteReading()
  }

  /// Notes changed: the markers and the pane read them again.
  func notesChanged() throws {
    noteCounts = try library.noteCounts(inSurah: reader.surah.number)
    try notePane.follow(reader.currentID, library: library, force: true)
    try update(NotesView.self) { try $0.reload(library) }
  }

  /// `:` — an ayah (`2:255`), a surah (`36`), a juz (`j5`), a hizb (`h10`) or a page (`p300`).
  func jump(to text: String) throws {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let kind = trimmed.first, "jhp".contains(kind), let number = Int(trimmed.dropFirst()) {
      let (start, count) =
        switch kind {
        case "j": (MushafDivisions.start(ofJuz: number), MushafDivisions.juzCount)
        case "h": (MushafDivisions.start(ofHizb: number), MushafDivisions.hizbCount)
        default: (MushafDivisions.start(ofPage: number), MushafDivisions.pageCount)
        }
      guard let start else {
        throw JumpError(ReaderText.noSuchDivision(String(kind), number, count))
      }
      try open(surah: start.surah, at: start.ayah)
      return
    }
    let passage = try Passage.parse(text)
    try open(surah: passage.surah, at: passage.ayahs.lowerBound)
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
      try library.setFavorite(id, marked)
      isFavorite = marked
    } else {
      isFavorite = try library.toggleFavorite(id)
    }
    if isFavorite {
      favorites.insert(id)
      message = (ReaderText.nowFavorite(id), false)
    } else {
      favorites.remove(id)
      message = (CommandText.favoriteRemoved(id), false)
    }
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
    reader.invalidateLayout()
    offerCalibrationIfDue()
  }

  /// Switches the interface between Vietnamese and English and keeps the choice in the
  /// settings, where the next start finds it.
  func switchLanguage() {
    Language.current = Language.current == .vietnamese ? .english : .vietnamese
    settings.interfaceLanguage = Language.current
    reader.invalidateLayout()
    refreshPlanStatus()
    do {
      try library.save(settings)
      message = (InterfaceText.languageChosen(), false)
    } catch {
      show(error)
    }
  }

  func switchTranslation() throws {
    settings.translation = settings.translation.next
    try library.save(settings)
    try reopenInTranslation()
    message = (
      ReaderText.translationChosen(
        settings.translation.credit(version: editionVersions[settings.translation])), false
    )
  }

  /// `c`: colors off or on, kept in the settings.
  func toggleColors() throws {
    settings.colors.toggle()
    try library.save(settings)
    message = (settings.colors ? ReaderText.colorsOn() : ReaderText.colorsOff(), false)
  }

  /// `a`: the Arabic shown or hidden, kept in the settings.
  func toggleArabic() throws {
    settings.showArabic.toggle()
    reader.invalidateLayout()
    try library.save(settings)
    offerCalibrationIfDue()
  }

  /// The same surah, place and highlight, in the translation the settings name.
  private func reopenInTranslation() throws {
    let current = reader.current
    let highlight = reader.highlight
    reader = try Self.pane(
      surah: reader.surah.number, corpus: corpus, translation: settings.translation)
    reader.current = current
    reader.highlight = highlight
  }

  /// Keeps the furthest ayah reached in this surah.
  func noteReading() throws {
    let id = reader.currentID
    if id.ayah > progress[id.surah]?.lastReadAyah ?? 0 {
      try library.recordReading(id)
      progress = try library.progress()
    }
  }

  /// Stores where the reader is, so the next start opens there; called on quit, on leaving a
  /// surah, and now and then while reading.
  public func savePosition() throws {
    let position = reader.currentID
    // A library that cannot be written said so when it opened; the place is not kept.
    guard position != savedPosition, library.canWrite else { return }
    settings.lastPosition = position
    try library.save(settings)
    savedPosition = position
  }
}

extension String {
  /// Nil for an empty string.
  var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// A jump to a division that does not exist, said as a sentence.
struct JumpError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
