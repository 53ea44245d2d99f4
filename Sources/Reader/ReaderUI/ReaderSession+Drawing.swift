import Interface

/// The reader drawn: first its state fitted to the size of the window (`fit`: the layout kept
/// for the next frame, the scroll that brings the current ayah into view, each screen's own),
/// then a function of that state (`ReaderState`) and the geometry of the screen
/// (`ReaderGeometry`), which changes nothing.
extension ReaderSession {
  /// Where the parts go at the size of the last frame.
  var geometry: ReaderGeometry {
    ReaderGeometry(
      width: size.width, height: size.height, notesShown: !state.notePane.notes.isEmpty)
  }

  var bodyHeight: Int { geometry.bodyHeight }
  /// The rows of the reader above the note pane.
  var readerHeight: Int { geometry.readerHeight }

  /// Fits the state to a window of this size (`fit`), then draws the whole screen.
  public func draw(width: Int, height: Int) -> Canvas {
    fit(width: width, height: height)
    var canvas = Canvas(width: width, height: height)
    let geometry = geometry
    guard geometry.isLargeEnough else {
      Self.drawTooSmall(into: &canvas)
      return canvas
    }
    drawTitle(into: &canvas, geometry)
    drawBody(into: &canvas, geometry)
    drawStatus(into: &canvas, geometry)
    return canvas
  }

  /// Everything a frame changes, before it is drawn: the size, the surah's layout, the note
  /// pane's ayah, the scrolls, and each screen shown, fitted to the area it is drawn in.
  private func fit(width: Int, height: Int) {
    size = (width, height)
    guard geometry.isLargeEnough else { return }
    keepFootnotesOpen()
    if !state.pane.ayahs.holdsFirstScreen(around: state.pane.current, height: bodyHeight) {
      try? layOutWholeSurah()
    }
    prepareReader()
    try? state.notePane.follow(state.pane.currentID, library: library)
    let geometry = geometry
    state.pane.reveal(height: geometry.readerHeight)
    let covering = coveringScreen
    let coversBody = covering.map { state.screens[$0].part == .body } ?? false
    if !coversBody, geometry.showsBothPanes || (state.focus == .surahList && covering == nil) {
      state.list.scrollToSelection(height: geometry.bodyHeight)
    }
    if let covering {
      fitScreen(at: covering, area: coversBody ? geometry.bodyArea : geometry.readerArea)
    }
    if let top = state.screens.indices.last, state.screens[top].part == .statusRow {
      fitScreen(at: top, area: geometry.statusArea)
    }
  }

  /// A screen below `ReaderGeometry.minimumSize`: it says so, and how large it must be.
  private static func drawTooSmall(into canvas: inout Canvas) {
    let (width, height) = (canvas.width, canvas.height)
    let minimum = ReaderGeometry.minimumSize
    let lines = [
      ReaderText.tooSmall(width, height),
      ReaderText.tooSmallAdvice(minimum.width, minimum.height),
    ]
    for (n, line) in lines.flatMap({ TextWrapping.wrap($0, width: width) }).enumerated() {
      canvas.put(line, row: height / 2 - 1 + n, column: 0, style: .error)
    }
  }

  func prepareReader() {
    let layout = paneLayout
    layout.prepare(&state.pane)
  }

  /// How the reader's pane is laid out at this size and with these settings.
  var paneLayout: PaneLayout {
    PaneLayout(
      width: geometry.readerArea.width, translation: settings.translation,
      showArabic: settings.showArabic, arabic: arabic,
      version: editionVersions[settings.translation])
  }

  private func drawBody(into canvas: inout Canvas, _ geometry: ReaderGeometry) {
    let covering = coveringScreen
    if let covering, state.screens[covering].part == .body {
      drawScreen(at: covering, into: &canvas, area: geometry.bodyArea)
      return
    }
    let focus = state.focus
    if geometry.showsBothPanes || (focus == .surahList && covering == nil) {
      state.list.draw(
        into: &canvas, area: geometry.listArea, surahs: corpus.surahs, read: state.readSoFar,
        focused: focus == .surahList && covering == nil, arabic: arabic)
      if geometry.showsBothPanes {
        for row in 1...geometry.bodyHeight {
          canvas.put("│", row: row, column: geometry.listWidth, style: .border)
        }
      }
    }
    if let covering {
      drawScreen(at: covering, into: &canvas, area: geometry.readerArea)
    } else if geometry.showsBothPanes || focus == .reader {
      state.pane.draw(
        into: &canvas, area: geometry.readerTextArea, focused: focus == .reader,
        favorites: state.favorites, noteCounts: state.noteCounts)
      state.notePane.draw(into: &canvas, area: geometry.notePaneArea)
    }
  }

  private func drawTitle(into canvas: inout Canvas, _ geometry: ReaderGeometry) {
    canvas.fill(row: 0, columns: 0..<geometry.width, style: .title)
    // A screen that shows another ayah than the reader's (the review session) names it.
    let shown = state.screens.last(where: { $0.part == .body })?.place
    var (left, right) = state.title(
      translation: settings.translation,
      showing: shown.flatMap { ayah in
        corpus.surah(ayah.surah).map { (ayah, $0) }
      })
    // With the keys on the surah list, the title is the list's: the surah under its cursor.
    if state.focus == .surahList, coveringScreen == nil,
      let surah = corpus.surahs.indices.contains(state.list.selected)
        ? corpus.surahs[state.list.selected] : nil
    {
      left =
        " quran-vi  "
        + ReaderText.titleSurahList(
          surah.number, surah.vietnameseName, surah.transliteration, surah.ayahCount)
    }
    let rightWidth = DisplayWidth.of(right)
    // Two columns at least between the place and the translation, in either language.
    canvas.say(left, row: 0, column: 0, style: .title, limit: geometry.width - rightWidth - 2)
    canvas.put(right, row: 0, column: geometry.width - rightWidth, style: .title)
  }

  private func drawStatus(into canvas: inout Canvas, _ geometry: ReaderGeometry) {
    let row = geometry.height - 1
    let width = geometry.width
    canvas.fill(row: row, columns: 0..<width, style: .status)
    canvas.cursor = nil
    if let top = state.screens.indices.last, state.screens[top].part == .statusRow {
      drawScreen(at: top, into: &canvas, area: geometry.statusArea)
      return
    }
    if let message = state.message {
      // A long sentence takes the rows above the status row rather than being cut.
      canvas.sayWrapped(
        " " + message.text, bottomRow: row, width: width,
        style: message.isError ? .error : .status)
      return
    }
    let screenHints = state.screens.last(where: { $0.hints != nil })?.hints
    let hints = screenHints ?? ReaderKeys.hintLine(in: state.focus)
    var hintLimit = width
    if let status = state.statusSummary {
      // Set apart from the hints, which never run into it ("T Tafsir plan 1:1–2:141").
      let shown = "│ " + status + " "
      let shownWidth = DisplayWidth.of(shown)
      canvas.put(shown, row: row, column: max(0, width - shownWidth), style: .status)
      hintLimit = max(0, width - shownWidth - 1)
    }
    // A screen's hints end with "? more", kept when the others are cut; the reader's own are
    // cut at the width, the keys used most first.
    canvas.say(
      screenHints == nil ? hints : Self.fitted(hints, width: hintLimit), row: row, column: 0,
      style: .status, limit: hintLimit)
  }

  /// A screen's hints cut to `width` at a hint's end, the last hint ("? more") kept.
  static func fitted(_ hints: String, width: Int) -> String {
    var parts = hints.components(separatedBy: " · ")
    guard DisplayWidth.of(hints) > width, parts.count > 2 else { return hints }
    let more = parts.removeLast()
    while parts.count > 1, DisplayWidth.of((parts + [more]).joined(separator: " · ")) > width {
      parts.removeLast()
    }
    return (parts + [more]).joined(separator: " · ")
  }
}
