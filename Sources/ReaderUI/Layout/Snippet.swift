/// The part of a text that fits a width, chosen so the first match shows, with the columns
/// of the matches it contains.
struct Snippet {
  let text: String
  let matchColumns: [Range<Int>]

  init(_ full: String, matches: [Range<String.Index>], width: Int) {
    var start = full.startIndex
    var prefix = ""
    if let first = matches.first,
      DisplayWidth.of(full[full.startIndex..<first.lowerBound]) > width / 3
    {
      // Begin a few words before the first match.
      var index = first.lowerBound
      var before = 0
      while index > full.startIndex, before < width / 4 {
        index = full.index(before: index)
        before += DisplayWidth.of(full[index])
      }
      while index < first.lowerBound, full[index] != " " { index = full.index(after: index) }
      start = index
      prefix = "…"
    }
    let shown = prefix + full[start...]
    text = shown.truncated(toWidth: width)
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
