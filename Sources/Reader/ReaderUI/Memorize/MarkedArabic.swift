/// Arabic words drawn right to left with some of them marked (the words of a look-alike that
/// differ), each word rendered on its own so its style stays with it: shaped, the words are
/// placed from the right edge leftwards; left to the terminal, they go in logical order and
/// the terminal turns the line, each word's cells keeping their style.
enum MarkedArabic {
  /// Draws `words` (in logical order, `true` for a marked one) from `row`, wrapped to `width`
  /// columns from `left`, at most to `bottom`; returns the row after the last one drawn.
  static func draw(
    _ words: [(text: String, marked: Bool)], rendering: ArabicRendering,
    into canvas: inout Canvas, row: Int, left: Int, width: Int, bottom: Int
  ) -> Int {
    let drawn = words.map { (rendering.line($0.text, direction: .rightToLeft), $0.marked) }
    var lines: [[(String, Bool)]] = [[]]
    var used = 0
    for word in drawn {
      let w = DisplayWidth.of(word.0)
      if used > 0, used + 1 + w > width {
        lines.append([])
        used = 0
      }
      used += (used > 0 ? 1 : 0) + w
      lines[lines.count - 1].append(word)
    }
    var y = row
    for line in lines where y < bottom && !line.isEmpty {
      let total = line.reduce(-1) { $0 + DisplayWidth.of($1.0) + 1 }
      var x = rendering.display == .shaped ? left + width : left + max(0, width - total)
      for (text, marked) in line {
        let w = DisplayWidth.of(text)
        let style: CellStyle = marked ? .match : .arabic
        if rendering.display == .shaped {
          x -= w
          canvas.put(text, row: y, column: x, style: style)
          x -= 1
        } else {
          canvas.put(text, row: y, column: x, style: style)
          x += w + 1
        }
      }
      y += 1
    }
    return y
  }
}

extension MarkedArabic {
  /// Draws `pieces` (in logical order, each with the columns it takes and its style) wrapped
  /// by those columns to `width` from `left`, a line every `step` rows from `row` to at most
  /// `bottom`, each right-aligned in its columns; returns the row after the last line. The
  /// memorize screen gives each word the columns of its widest form, so the lines break in
  /// the same places whatever is hidden.
  static func draw(
    pieces: [(text: String, width: Int, style: CellStyle)], rendering: ArabicRendering,
    into canvas: inout Canvas, row: Int, left: Int, width: Int, bottom: Int, step: Int = 1
  ) -> Int {
    var lines: [[(text: String, width: Int, style: CellStyle)]] = [[]]
    var used = 0
    for piece in pieces {
      if used > 0, used + 1 + piece.width > width {
        lines.append([])
        used = 0
      }
      used += (used > 0 ? 1 : 0) + piece.width
      lines[lines.count - 1].append(piece)
    }
    var y = row
    for line in lines where y < bottom && !line.isEmpty {
      let total = line.reduce(-1) { $0 + $1.width + 1 }
      var x = rendering.display == .shaped ? left + width : left + max(0, width - total)
      for piece in line {
        let drawn = rendering.line(piece.text, direction: .rightToLeft)
        let gap = max(0, piece.width - DisplayWidth.of(drawn))
        if rendering.display == .shaped {
          x -= piece.width
          canvas.put(drawn, row: y, column: x + gap, style: piece.style)
          x -= 1
        } else {
          canvas.put(drawn, row: y, column: x, style: piece.style)
          x += piece.width + 1
        }
      }
      y += step
    }
    return y
  }
}
