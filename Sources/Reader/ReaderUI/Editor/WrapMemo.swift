/// The rows of one long paragraph of the note, kept between drawings: typing or pasting into a
/// paragraph of a megabyte then wraps again only the rows from a little before the edit, not
/// the whole paragraph at each drawing. Places are UTF-8 offsets into the note; each edit says
/// where it happened (`EditableText`), and the rows from there on are wrapped again when next
/// asked for (`SoftWrap`).
final class WrapMemo {
  /// Paragraphs shorter than this are wrapped whole each time: that costs little.
  static let minimumBytes = 4096

  /// A paragraph's rows at a width.
  struct Rows {
    /// The columns a row may fill (`SoftWrap.limit`).
    let limit: Int
    /// Where each row starts, in order; the first is where the paragraph starts.
    var starts: [Int]
    /// Where the paragraph ends (before its line break).
    var end: Int
    /// The first place an edit touched since the rows were laid out, if one did.
    var editedFrom: Int?
  }

  /// The paragraph remembered, if any.
  var rows: Rows?

  /// An edit at `offset`: rows before it stay good, except the one or two a word reaching
  /// into the edit decides; an edit before the paragraph moves all of it.
  func edited(at offset: Int) {
    guard let start = rows?.starts.first else { return }
    guard offset >= start else {
      rows = nil
      return
    }
    let earlier = rows?.editedFrom ?? offset
    rows?.editedFrom = min(earlier, offset)
  }
}

extension SoftWrap {
  /// The paragraph around `index` as the memo has it, its rows after an edit wrapped again
  /// from a row before the edit; nil when the memo holds another paragraph or another width.
  func remembered(around index: String.Index, in memo: WrapMemo) -> WrappedParagraph? {
    guard var rows = memo.rows, rows.limit == limit, let start = rows.starts.first else {
      return nil
    }
    let position = offset(of: index)
    guard position >= start else { return nil }
    if let edited = rows.editedFrom {
      rows = rewrapped(rows, editedFrom: edited)
      memo.rows = rows
    }
    guard position <= rows.end else { return nil }
    // The offsets are character starts already: taken as they are, without walking graphemes.
    let utf8 = text.utf8
    func place(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    let ends = rows.starts.dropFirst() + [rows.end]
    let indices = zip(rows.starts, ends).map { place($0)..<place($1) }
    return WrappedParagraph(range: place(start)..<place(rows.end), rows: indices)
  }

  /// Remembers a long paragraph just wrapped.
  func remember(_ paragraph: WrappedParagraph, in memo: WrapMemo) {
    let start = offset(of: paragraph.range.lowerBound)
    let end = offset(of: paragraph.range.upperBound)
    guard limit < .max, end - start >= WrapMemo.minimumBytes else { return }
    memo.rows = WrapMemo.Rows(
      limit: limit, starts: paragraph.rows.map { offset(of: $0.lowerBound) }, end: end)
  }

  /// The rows after an edit: where a row ends depends on the width of the word after it, so
  /// the rows are wrapped again from the row before the one the word before the edit is on.
  private func rewrapped(_ rows: WrapMemo.Rows, editedFrom edited: Int) -> WrapMemo.Rows {
    let paragraphStart = rows.starts[0]
    let wordStart = startOfWordBefore(offset: edited, notBefore: paragraphStart)
    let onRow = max(0, (rows.starts.lastIndex { $0 <= wordStart } ?? 0) - 1)
    let from = index(atOffset: rows.starts[onRow])
    var end = from
    while end < text.endIndex, !text[end].isNewline { end = text.index(after: end) }
    let tail = wrap(from..<end).rows.map { offset(of: $0.lowerBound) }
    return WrapMemo.Rows(
      limit: limit, starts: Array(rows.starts[..<onRow]) + tail, end: offset(of: end))
  }

  /// The start of the word before the word `offset` is in (blanks between), not before
  /// `notBefore`.
  private func startOfWordBefore(offset: Int, notBefore start: Int) -> Int {
    let first = index(atOffset: start)
    var position = index(atOffset: offset)
    func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
    for blank in [false, true, false] {
      while position > first, isBlank(text[text.index(before: position)]) == blank {
        position = text.index(before: position)
      }
    }
    return self.offset(of: position)
  }
}
