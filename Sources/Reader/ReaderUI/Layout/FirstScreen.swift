import QuranText

/// The reader's first screen, laid out before the rest of its surah: the ayahs a pane of
/// `height` rows shows when the reader opens at `current` (that ayah at the top, or the
/// surah's last lines when it ends sooner), and the row of them at the top of the pane.
/// It shows what the whole surah's layout would show there, so the first frame of a reader
/// resumed in a long surah (2:255) waits for a screenful of wrapping, not 286 ayahs of it;
/// the whole layout follows the first frame (`ReaderPane.wholeLayout`).
struct FirstScreen {
  let layout: PassageLayout
  /// The line of `layout` at the top of the pane.
  let top: Int
  /// What it was laid out for.
  let current: Int
  let height: Int

  /// The ayahs from `current` on until they fill `height` rows below its first line; when the
  /// surah ends before, the ayahs above it too, until they fill the pane or reach the heading.
  init(plan: PassageLayout.Plan, ayahs: PaneAyahs, current: Int, height: Int) {
    self.current = current
    self.height = height
    var made = [Int: [PassageLayout.Line]]()
    func lineCount(_ index: Int) -> Int {
      let lines = plan.lines(of: ayahs[index], at: index)
      made[index] = lines
      return lines.count
    }
    // Within the ayahs held, which are enough (`PaneAyahs.firstScreenRun`) unless they
    // could not be read.
    let held = ayahs.heldIndices
    var end = current
    var below = 0
    while end < held.upperBound, below < height {
      below += lineCount(end)
      end += 1
    }
    var first = current
    if end == ayahs.count {
      var total = below
      while first > held.lowerBound, total < height {
        first -= 1
        total += lineCount(first)
      }
    }
    layout = PassageLayout(plan: plan, ayahs: ayahs, laidOut: first..<end, made: made)
    let maxTop = end == ayahs.count ? max(0, layout.lineCount - height) : Int.max
    top = ReaderPane.revealedTop(
      ReaderPane.unrevealed, of: layout.ayahLines[current - first], first: current == 0,
      height: height, maxTop: maxTop)
  }
}
