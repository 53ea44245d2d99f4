/// Two texts compared word by word (words split at white space): the longest run of words
/// both share kept, the rest as removed from the first and added in the second.
public enum WordDifference {
  /// One run of words, with the single spaces between them.
  public enum Piece: Sendable, Equatable {
    /// Words in both.
    case same(String)
    /// Words only in the older text.
    case removed(String)
    /// Words only in the newer text.
    case added(String)
  }

  /// The pieces that turn `old` into `new`, runs of one kind joined.
  public static func between(_ old: String, _ new: String) -> [Piece] {
    let a = old.split(whereSeparator: \.isWhitespace).map(String.init)
    let b = new.split(whereSeparator: \.isWhitespace).map(String.init)
    // lengths[i][j]: the longest common run of words of a[i...] and b[j...].
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var pieces = [Piece]()
    func add(_ piece: Piece) {
      switch (pieces.last, piece) {
      case (.same(let x)?, .same(let y)): pieces[pieces.count - 1] = .same(x + " " + y)
      case (.removed(let x)?, .removed(let y)): pieces[pieces.count - 1] = .removed(x + " " + y)
      case (.added(let x)?, .added(let y)): pieces[pieces.count - 1] = .added(x + " " + y)
      // The first piece, or one of another kind than the last.
      case (nil, _), (.same?, .removed), (.same?, .added), (.removed?, .same), (.removed?, .added),
        (.added?, .same), (.added?, .removed):
        pieces.append(piece)
      }
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        add(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        add(.removed(a[i]))
        i += 1
      } else {
        add(.added(b[j]))
        j += 1
      }
    }
    return pieces
  }
}
