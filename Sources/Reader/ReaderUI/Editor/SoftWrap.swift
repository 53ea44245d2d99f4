/// Lays a note out in rows at a width. Paragraphs break at line breaks; inside a paragraph a
/// row breaks after the blanks that follow a word, or inside a word only when the word alone
/// is wider than a row. Unlike `TextWrapping`, no blank is dropped (the cursor stands on them
/// and tabs widen to tab stops), and the last column is left free for the cursor after the
/// last character of a row.
///
/// Only the paragraphs asked for are laid out, so drawing and moving cost what is near the
/// cursor, not the whole note; a long paragraph's rows are kept between drawings (`WrapMemo`).
struct SoftWrap {
  let text: String
  /// Columns a row's text may fill; `Int.max` when there is no width yet (no wrapping).
  let limit: Int
  /// The rows of a long paragraph kept from the last time, if the editor keeps them.
  let memo: WrapMemo?

  /// `width` is the editor's width in columns, nil before it was drawn.
  init(text: String, width: Int?, memo: WrapMemo? = nil) {
    self.text = text
    limit = width.map { max(1, $0 - 1) } ?? .max
    self.memo = memo
  }

  // MARK: Rows

  func row(containing index: String.Index) -> TextRow {
    let paragraph = paragraph(around: characterStart(index))
    return TextRow(paragraph: paragraph, number: paragraph.row(containing: index))
  }

  func row(after row: TextRow) -> TextRow? {
    if !row.endsParagraph { return TextRow(paragraph: row.paragraph, number: row.number + 1) }
    guard row.paragraph.range.upperBound < text.endIndex else { return nil }
    let next = paragraph(around: text.index(after: row.paragraph.range.upperBound))
    return TextRow(paragraph: next, number: 0)
  }

  func row(before row: TextRow) -> TextRow? {
    if row.number > 0 { return TextRow(paragraph: row.paragraph, number: row.number - 1) }
    guard row.paragraph.range.lowerBound > text.startIndex else { return nil }
    let previous = paragraph(around: text.index(before: row.paragraph.range.lowerBound))
    return TextRow(paragraph: previous, number: previous.rows.count - 1)
  }

  /// The last place the cursor can take on a row: its end if it ends the paragraph, else just
  /// before its last character (its end is the start of the next row).
  func lastPosition(in row: TextRow) -> String.Index {
    row.endsParagraph ? row.range.upperBound : text.index(before: row.range.upperBound)
  }

  /// The column where `index` shows on its row.
  func column(of index: String.Index, in row: TextRow) -> Int {
    var column = 0
    var position = row.start
    while position < index {
      column += EditorColumns.width(of: text[position], at: column)
      position = text.index(after: position)
    }
    return column
  }

  /// The place on a row nearest to a column without passing it; a wide character the column
  /// falls inside is stood before.
  func index(atColumn goal: Int, in row: TextRow) -> String.Index {
    let last = lastPosition(in: row)
    var column = 0
    var position = row.start
    while position < last {
      let width = EditorColumns.width(of: text[position], at: column)
      if column + width > goal { break }
      column += width
      position = text.index(after: position)
    }
    return position
  }

  func offset(of index: String.Index) -> Int {
    text.utf8.distance(from: text.startIndex, to: index)
  }

  /// The index at a UTF-8 offset (clamped to the text), rounded down to a character start.
  func index(atOffset offset: Int) -> String.Index {
    let clamped = min(max(0, offset), text.utf8.count)
    return characterStart(text.utf8.index(text.startIndex, offsetBy: clamped))
  }

  private func characterStart(_ index: String.Index) -> String.Index {
    guard index < text.endIndex else { return text.endIndex }
    return text.index(before: text.index(after: index))
  }

  // MARK: Paragraphs

  /// The paragraph that `index` is in, or ends.
  func paragraph(around index: String.Index) -> WrappedParagraph {
    if let memo, let remembered = remembered(around: index, in: memo) { return remembered }
    var start = index
    while start > text.startIndex {
      let previous = text.index(before: start)
      if text[previous].isNewline { break }
      start = previous
    }
    var end = index
    while end < text.endIndex, !text[end].isNewline {
      end = text.index(after: end)
    }
    let wrapped = wrap(start..<end)
    if let memo { remember(wrapped, in: memo) }
    return wrapped
  }

  func wrap(_ paragraph: Range<String.Index>) -> WrappedParagraph {
    guard limit < .max else { return WrappedParagraph(range: paragraph, rows: [paragraph]) }
    var rows = [Range<String.Index>]()
    var rowStart = paragraph.lowerBound
    var column = 0
    var index = paragraph.lowerBound
    while index < paragraph.upperBound {
      var piece = self.piece(from: index, before: paragraph.upperBound, at: column)
      if column + piece.width <= limit {
        column += piece.width
        index = piece.end
        continue
      }
      if index > rowStart {
        rows.append(rowStart..<index)
        rowStart = index
        column = 0
        piece = self.piece(from: index, before: paragraph.upperBound, at: column)
        if piece.width <= limit {
          column = piece.width
          index = piece.end
          continue
        }
      }
      // Wider than a row: cut it where the row is full.
      while index < piece.end {
        var width = EditorColumns.width(of: text[index], at: column)
        if column + width > limit, index > rowStart {
          rows.append(rowStart..<index)
          rowStart = index
          column = 0
          width = EditorColumns.width(of: text[index], at: column)
        }
        column += width
        index = text.index(after: index)
      }
    }
    rows.append(rowStart..<paragraph.upperBound)
    return WrappedParagraph(range: paragraph, rows: rows)
  }

  /// A word and the blanks after it (the unit rows break between), and its width at `column`.
  private func piece(from start: String.Index, before end: String.Index, at column: Int)
    -> (end: String.Index, width: Int)
  {
    var index = start
    var width = 0
    var inBlanks = false
    while index < end {
      let character = text[index]
      let isBlank = character == " " || character == "\t"
      if inBlanks && !isBlank { break }
      inBlanks = inBlanks || isBlank
      width += EditorColumns.width(of: character, at: column + width)
      index = text.index(after: index)
    }
    return (index, width)
  }
}
