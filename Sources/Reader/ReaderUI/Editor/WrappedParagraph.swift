/// A paragraph of a note (the text between two line breaks) cut into rows that fit the editor.
struct WrappedParagraph {
  /// The paragraph's text, without the line break that ends it.
  let range: Range<String.Index>
  /// The rows in order, together covering `range` with nothing left out (blanks included, as
  /// the cursor must be able to stand on them); an empty paragraph has one empty row.
  let rows: [Range<String.Index>]

  /// The row that shows the cursor when it stands at `index`. Where one row ends the next
  /// begins, and the cursor shows at the start of the next.
  func row(containing index: String.Index) -> Int {
    var low = 0
    var high = rows.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if rows[middle].lowerBound <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
