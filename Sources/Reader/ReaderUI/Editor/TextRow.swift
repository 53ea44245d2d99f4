/// One row of the note on screen: which paragraph, and which of its rows. Rows start at
/// different places in the text, so the start identifies a row.
struct TextRow {
  let paragraph: WrappedParagraph
  let number: Int

  var range: Range<String.Index> { paragraph.rows[number] }
  var start: String.Index { range.lowerBound }
  var endsParagraph: Bool { number == paragraph.rows.count - 1 }
}
