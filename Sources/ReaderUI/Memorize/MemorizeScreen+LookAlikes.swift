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
  mutating func toggleLookAlikes(_ session: ReaderSession) throws {
    if showsLookAlikes {
      showsLookAlikes = false
      return
    }
    switch session.lookAlikes() {
    case .success: showsLookAlikes = true
    case .failure(.missing): session.message = (MemorizeText.lookAlikesMissing(), true)
    case .failure(.notPinned):
      session.message = (MemorizeText.lookAlikesNotPinned(PinnedText.lookAlikes.fileName), true)
    }
  }

  /// The look-alikes of the current ayah, read when they are shown and it changed.
  mutating func followLookAlikes(_ session: ReaderSession) throws {
    guard showsLookAlikes, ayahs.indices.contains(current),
      lookAlikesOf != ayahs[current].id, case .success(let list) = session.lookAlikes()
    else { return }
    let ayah = ayahs[current]
    let own = Set(MemorizeWords(ayah.arabic).bodies)
    lookAlikeRows = try list.of(ayah.id).map { passage in
      let texts = try passage.map {
        try session.corpus.ayah($0, translation: session.settings.translation).arabic
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
