import QuranText

/// The reader pane: which surah is open, which ayah is current, and where it is scrolled.
struct ReaderPane {
  var surah: Surah
  var ayahs: [Ayah]
  var current = 0
  var top = 0
  var layout: PassageLayout?
  /// The words of the search the person came from, highlighted until they leave the surah.
  var highlight: SearchTerms?
  /// This surah's footnotes by the index of their ayah in `ayahs`, read the first time they are asked
  /// for (`ReaderPane+Footnotes`), and the ayahs whose footnotes are open.
  var footnotes: [Int: [Footnote]]?
  var openFootnotes: Set<Int> = []

  var currentID: AyahID { ayahs[current].id }

  /// Lays the surah out again when the width or the Arabic's rendering changed (other
  /// changes call `invalidateLayout`).
  mutating func prepare(
    width: Int, translation: Translation, showArabic: Bool, arabic: ArabicRendering,
    version: String? = nil
  ) {
    if let layout, layout.width == width, layout.arabic == arabic { return }
    layout = PassageLayout(
      surah: surah, ayahs: ayahs, translation: translation, showArabic: showArabic, width: width,
      arabic: arabic, footnotes: shownFootnotes, version: version)
  }

  mutating func invalidateLayout() { layout = nil }

  private var lineCount: Int { layout?.lines.count ?? 0 }

  private func maxTop(_ height: Int) -> Int { max(0, lineCount - height) }

  /// Scrolls so the current ayah shows: its start when it is taller than the pane.
  mutating func reveal(height: Int) {
    guard let layout else { return }
    let range = layout.ayahLines[current]
    if current == 0 { top = 0 }
    if range.lowerBound < top { top = range.lowerBound }
    if range.upperBound > top + height {
      top = min(range.lowerBound, range.upperBound - height)
    }
    top = min(max(0, top), maxTop(height))
  }

  /// Down one step: within an ayah taller than the pane a line at a time, else the next ayah.
  mutating func stepDown(height: Int) {
    guard let layout else { return }
    if layout.ayahLines[current].upperBound > top + height {
      top = min(top + 1, maxTop(height))
    } else if current + 1 < ayahs.count {
      current += 1
      reveal(height: height)
    }
  }

  mutating func stepUp(height: Int) {
    guard let layout else { return }
    if layout.ayahLines[current].lowerBound < top {
      top -= 1
    } else if current > 0 {
      current -= 1
      reveal(height: height)
    }
  }

  /// Scrolls by lines (a page, the mouse wheel); the current ayah follows the view.
  mutating func scroll(by lines: Int, height: Int) {
    guard let layout else { return }
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
    guard let layout else { return }
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
