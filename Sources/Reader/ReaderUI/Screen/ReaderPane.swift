import QuranText

/// The reader pane: which surah is open, which ayah is current, and where it is scrolled.
struct ReaderPane {
  var surah: Surah
  /// The surah's ayahs: all of them, or until the whole surah is needed, those around the
  /// current one that its first screen shows.
  var ayahs: PaneAyahs
  var current = 0
  /// The first line shown; `unrevealed` until the pane is first shown, which puts the current
  /// ayah at the top.
  var top = 0
  /// The whole surah laid out (`wholeLayout`), nil until it is needed.
  private(set) var layout: PassageLayout?
  /// How the surah is laid out, from the last `prepare`; nil once the layout is invalid.
  private var plan: PassageLayout.Plan?
  /// The first screen, laid out alone, while the pane is unrevealed and the whole layout is
  /// not made yet.
  private var firstScreen: FirstScreen?
  /// The words of the search the person came from, highlighted until they leave the surah.
  var highlight: SearchTerms?
  /// This surah's footnotes by the index of their ayah in `ayahs`, read the first time they are asked
  /// for (`ReaderPane+Footnotes`), and the ayahs whose footnotes are open.
  var footnotes: [Int: [Footnote]]?
  var openFootnotes: Set<Int> = []

  /// A `top` past every line: the pane has not been shown yet, and its first `reveal` puts
  /// the current ayah at the top.
  static let unrevealed = Int.max / 2

  init(surah: Surah, ayahs: PaneAyahs) {
    self.surah = surah
    self.ayahs = ayahs
  }

  var currentID: AyahID { ayahs[current].id }

  /// Lays the surah out again when the width or the Arabic's rendering changed (other
  /// changes call `invalidateLayout`). The layout is made when it is first needed: before
  /// the pane is first shown, only its first screen is.
  mutating func prepare(
    width: Int, translation: Translation, showArabic: Bool, arabic: ArabicRendering,
    version: String? = nil
  ) {
    if let plan, plan.width == width, plan.arabic == arabic { return }
    plan = PassageLayout.Plan(
      surah: surah, translation: translation, showArabic: showArabic, width: width,
      arabic: arabic, footnotes: shownFootnotes, version: version)
    layout = nil
    firstScreen = nil
  }

  mutating func invalidateLayout() {
    plan = nil
    layout = nil
    firstScreen = nil
  }

  /// The whole surah's layout, made now if it was not; nil before `prepare` or while only
  /// some of its ayahs are read. A pane whose first screen was shown keeps showing the same
  /// lines.
  @discardableResult
  mutating func wholeLayout() -> PassageLayout? {
    if let layout { return layout }
    guard let plan, ayahs.isWhole else { return nil }
    let whole = PassageLayout(plan: plan, ayahs: ayahs, laidOut: ayahs.indices)
    layout = whole
    if let shown = firstScreen, top == Self.unrevealed {
      reveal(height: shown.height)
    }
    firstScreen = nil
    return whole
  }

  private var lineCount: Int { layout?.lines.count ?? 0 }

  private func maxTop(_ height: Int) -> Int { max(0, lineCount - height) }

  /// Scrolls so the current ayah shows: its start when it is taller than the pane. Shown for
  /// the first time, the pane lays out its first screen alone.
  mutating func reveal(height: Int) {
    if top == Self.unrevealed, layout == nil, let plan {
      if firstScreen?.current != current || firstScreen?.height != height {
        firstScreen = FirstScreen(plan: plan, ayahs: ayahs, current: current, height: height)
      }
      return
    }
    guard let layout = wholeLayout() else { return }
    top = Self.revealedTop(
      top, of: layout.ayahLines[current], first: current == 0, height: height,
      maxTop: maxTop(height))
  }

  /// The top that shows an ayah taking `range` from `top`: its start when it is taller than
  /// the pane, the first line for the first ayah.
  static func revealedTop(
    _ top: Int, of range: Range<Int>, first: Bool, height: Int, maxTop: Int
  ) -> Int {
    var top = first ? 0 : top
    if range.lowerBound < top { top = range.lowerBound }
    if range.upperBound > top + height {
      top = min(range.lowerBound, range.upperBound - height)
    }
    return min(max(0, top), maxTop)
  }

  /// Down one step: within an ayah taller than the pane a line at a time, else the next ayah.
  mutating func stepDown(height: Int) {
    guard let layout = wholeLayout() else { return }
    if layout.ayahLines[current].upperBound > top + height {
      top = min(top + 1, maxTop(height))
    } else if current + 1 < ayahs.count {
      current += 1
      reveal(height: height)
    }
  }

  mutating func stepUp(height: Int) {
    guard let layout = wholeLayout() else { return }
    if layout.ayahLines[current].lowerBound < top {
      top -= 1
    } else if current > 0 {
      current -= 1
      reveal(height: height)
    }
  }

  /// Scrolls by lines (a page, the mouse wheel); the current ayah follows the view.
  mutating func scroll(by lines: Int, height: Int) {
    guard let layout = wholeLayout() else { return }
    let newTop = min(max(0, top + lines), maxTop(height))
    if newTop == top {
      // At either end the current ayah moves to the first or last one.
      current = lines > 0 ? ayahs.count - 1 : 0
      reveal(height: height)
      return
    }
    top = newTop
    if top >= maxTop(height) && lines > 0 && top > 0 {
      current = layout.ayahLines.lastIndex(where: { $0.lowerBound >= top }) ?? current
    } else {
      current = layout.firstAyah(startingFrom: top, within: height) ?? current
    }
  }

  /// Makes an ayah current; a jump from afar puts it at the top of the pane.
  mutating func go(toAyah index: Int, height: Int, atTop: Bool = false) {
    let layout = wholeLayout()
    current = min(max(0, index), ayahs.count - 1)
    if atTop, let layout {
      top = min(layout.ayahLines[current].lowerBound, maxTop(height))
    }
    reveal(height: height)
  }

  /// Draws the visible lines.
  func draw(
    into canvas: inout Canvas, area: Area, focused: Bool, favorites: Set<AyahID>,
    noteCounts: [AyahID: Int]
  ) {
    let shown = layout.map { ($0, top) } ?? firstScreen.map { ($0.layout, $0.top) }
    guard let (layout, top) = shown else { return }
    let textColumn = area.left + PassageLayout.gutterWidth
    let textWidth = area.width - PassageLayout.gutterWidth - 1
    for row in 0..<area.height {
      let index = top + row
      guard layout.lines.indices.contains(index) else { break }
      let line = layout.lines[index]
      let y = area.top + row
      switch line.kind {
      case .heading:
        canvas.put(line.text, row: y, column: textColumn, style: .title, limit: textWidth)
      case .info:
        canvas.put(line.text, row: y, column: textColumn, style: .dim, limit: textWidth)
      case .blank:
        break
      case .text:
        let ayah = ayahs[line.ayah!]
        let isCurrent = line.ayah == current
        if line.opensAyah {
          let number = "\(ayah.id.ayah)".leftPadded(to: 5)
          let style: CellStyle = isCurrent ? (focused ? .focusedSelected : .selected) : .reference
          canvas.put(number, row: y, column: area.left + 1, style: style)
          if favorites.contains(ayah.id) {
            canvas.put("★", row: y, column: area.left + 7, style: .marker)
          }
          if noteCounts[ayah.id, default: 0] > 0 {
            canvas.put("✎", row: y, column: area.left + 8, style: .marker)
          }
        } else if isCurrent {
          canvas.put("│", row: y, column: area.left + 5, style: .dim)
        }
        canvas.put(line.text, row: y, column: textColumn, limit: textWidth)
        Self.paintMarkers(line.text, row: y, column: textColumn, into: &canvas)
        if isCurrent, let highlight {
          var x = 0
          var position = line.text.startIndex
          for match in highlight.matches(in: line.text) {
            x += DisplayWidth.of(line.text[position..<match.lowerBound])
            let w = DisplayWidth.of(line.text[match])
            canvas.paint(row: y, columns: (textColumn + x)..<(textColumn + x + w), style: .match)
            x += w
            position = match.upperBound
          }
        }
      case .footnote:
        drawFootnote(line, row: y, area: area, into: &canvas)
      case .arabic:
        let shown = layout.arabic.line(line.text, direction: .rightToLeft)
        let indent = max(0, textWidth - DisplayWidth.of(shown))
        canvas.put(shown, row: y, column: textColumn + indent, style: .arabic, limit: textWidth)
      }
    }
  }
}
