import Interface
import QuranText

/// `l` on the memorize screen: the ayahs people confuse with the current one (the
/// mutashabihat), under it, each word of theirs that the current ayah lacks marked.
extension MemorizeScreen {
  /// One look-alike as drawn: its reference and its words, marked where they differ.
  struct LookAlikeRows {
    let reference: String
    let words: [(text: String, marked: Bool)]
  }

  /// `l`: shows or hides the look-alikes; without their file, says how to have it.
  /// Returns what the status row says when they cannot be shown.
  mutating func toggleLookAlikes(_ context: ScreenContext) -> ScreenIntent? {
    if showsLookAlikes {
      showsLookAlikes = false
      return nil
    }
    switch context.lookAlikes() {
    case .success:
      showsLookAlikes = true
      return nil
    case .failure(.missing): return .say(MemorizeText.lookAlikesMissing(), isError: true)
    case .failure(.notPinned):
      return .say(MemorizeText.lookAlikesNotPinned(PinnedText.lookAlikes.fileName), isError: true)
    }
  }

  /// The look-alikes of the current ayah, read when they are shown and it changed.
  mutating func followLookAlikes(_ context: ScreenContext) throws {
    guard showsLookAlikes, ayahs.indices.contains(current),
      lookAlikesOf != ayahs[current].id, case .success(let list) = context.lookAlikes()
    else { return }
    let ayah = ayahs[current]
    let own = Set(MemorizeWords(ayah.arabic).bodies)
    lookAlikeRows = try list.of(ayah.id).map { passage in
      let texts = try passage.map {
        try context.corpus.ayah($0, translation: context.translation).arabic
      }
      let words = MemorizeWords(texts.joined(separator: " ")).bodies
      let reference =
        passage.count == 1 ? passage[0].description : "\(passage[0])–\(passage.last!.ayah)"
      return LookAlikeRows(reference: reference, words: words.map { ($0, !own.contains($0)) })
    }
    lookAlikesOf = ayah.id
  }

  /// Draws the look-alikes from `row`; returns the row after them.
  func drawLookAlikes(
    into canvas: inout Canvas, row: Int, area: Area, rendering: ArabicRendering
  ) -> Int {
    var y = row
    let title =
      lookAlikeRows.isEmpty ? MemorizeText.lookAlikesNone() : MemorizeText.lookAlikesTitle()
    canvas.say(title, row: y, column: area.left + 2, style: .dim, limit: area.width - 4)
    y += 1
    for rows in lookAlikeRows where y < area.bottom - 2 {
      canvas.put(rows.reference, row: y, column: area.left + 2, style: .reference)
      y = MarkedArabic.draw(
        rows.words, rendering: rendering, into: &canvas, row: y,
        left: area.left + 2 + rows.reference.count + 1,
        width: max(8, area.width - 5 - rows.reference.count), bottom: area.bottom - 2)
    }
    return y + 1
  }
}
