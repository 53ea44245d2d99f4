/// A rectangle of the canvas that one pane draws in.
struct Area: Equatable {
  let top: Int
  let left: Int
  let width: Int
  let height: Int

  var right: Int { left + width }
  var bottom: Int { top + height }
  var columns: Range<Int> { left..<right }
}
