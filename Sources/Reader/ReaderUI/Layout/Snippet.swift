/// The part of a text that fits a width, centred on the matches it is focused on (a search
/// result's best run of matches, `SearchTerms.focus`; else the first), with the columns of
/// the matches it contains.
struct Snippet {
  let text: String
  let matchColumns: [Range<Int>]

  /// `full`'s excerpt for `width` columns, around `matches[focus]` (the first match when
  /// `focus` is empty).
  init(_ full: String, matches: [Range<String.Index>], focus: Range<Int> = 0..<0, width: Int) {
    var start = full.startIndex
    var prefix = ""
    let shown = focus.isEmpty ? 0..<min(1, matches.count) : focus
    if let first = shown.first.map({ matches[$0] }), let last = shown.last.map({ matches[$0] }),
      DisplayWidth.of(full[full.startIndex..<last.upperBound]) > width - 1
    {
      // Centre the focused words: as many columns before them as after, from a word's start.
      let focused = DisplayWidth.of(full[first.lowerBound..<last.upperBound])
      // Near the text's end, the row is filled from further back.
      let after = DisplayWidth.of(full[last.upperBound...])
      let before = max(width / 8, (width - focused) / 2, width - 1 - focused - after)
      var index = first.lowerBound
      var columns = 0
      while index > full.startIndex, columns < before {
        index = full.index(before: index)
        columns += DisplayWidth.of(full[index])
      }
      while index < first.lowerBound, full[index] != " " { index = full.index(after: index) }
      start = index
      prefix = "…"
    }
    text = (prefix + full[start...]).truncated(toWidth: width)
    var columns = [Range<Int>]()
    let offset = DisplayWidth.of(prefix)
    for match in matches where match.lowerBound >= start {
      let from = offset + DisplayWidth.of(full[start..<match.lowerBound])
      let to = from + DisplayWidth.of(full[match])
      if to <= DisplayWidth.of(text) { columns.append(from..<to) }
    }
    matchColumns = columns
  }
}
