/// The note's text and the cursor in it. The cursor always stands between two characters
/// (graphemes), so a Vietnamese letter with two marks is one step, whether it was typed
/// precomposed (ệ) or as a letter and combining marks (e + ̣ + ̂).
///
/// Edits at the end of the text are appends, so a long paste typed in character by character
/// stays linear; the cursor is kept as an index and rebuilt from its UTF-8 offset, which is
/// constant time for native strings.
struct EditableText {
  private(set) var string: String
  private(set) var cursor: String.Index
  /// The rows of a long paragraph as last laid out, told of each edit.
  private(set) var memo = WrapMemo()

  init(_ string: String) {
    self.string = string
    cursor = string.endIndex
  }

  var isAtStart: Bool { cursor == string.startIndex }
  var isAtEnd: Bool { cursor == string.endIndex }

  /// Inserts at the cursor and moves the cursor past what was inserted. A lone combining
  /// mark joins the character before the cursor, as the input method meant.
  mutating func insert(_ piece: String) {
    guard !piece.isEmpty else { return }
    let start = offset(of: cursor)
    noteEdit(at: start)
    let end = start + piece.utf8.count
    string.insert(contentsOf: piece, at: cursor)
    placeCursor(atOffset: end)
  }

  /// Backspace: removes the character before the cursor.
  mutating func deleteBackward() {
    guard !isAtStart else { return }
    delete(string.index(before: cursor)..<cursor)
  }

  /// Delete: removes the character after the cursor.
  mutating func deleteForward() {
    guard !isAtEnd else { return }
    delete(cursor..<string.index(after: cursor))
  }

  /// Removes a range and leaves the cursor where it started.
  mutating func delete(_ range: Range<String.Index>) {
    guard !range.isEmpty else { return }
    let start = offset(of: range.lowerBound)
    noteEdit(at: start)
    string.removeSubrange(range)
    placeCursor(atOffset: start)
  }

  mutating func moveLeft() {
    if !isAtStart { cursor = string.index(before: cursor) }
  }

  mutating func moveRight() {
    if !isAtEnd { cursor = string.index(after: cursor) }
  }

  mutating func move(to index: String.Index) {
    placeCursor(atOffset: offset(of: index))
  }

  /// Where the paragraph (the line between two line breaks) around the cursor starts.
  var paragraphStart: String.Index {
    var index = cursor
    while index > string.startIndex {
      let previous = string.index(before: index)
      if string[previous].isNewline { break }
      index = previous
    }
    return index
  }

  func offset(of index: String.Index) -> Int {
    string.utf8.distance(from: string.startIndex, to: index)
  }

  /// Tells the memo of rows where the text changes; a copy of the text that goes its own way
  /// gets a memo of its own.
  private mutating func noteEdit(at offset: Int) {
    if isKnownUniquelyReferenced(&memo) {
      memo.edited(at: offset)
    } else {
      memo = WrapMemo()
    }
  }

  /// Puts the cursor at a UTF-8 offset, moved forward to the next character boundary when an
  /// edit made the characters around it cluster (a base typed before a lone combining mark).
  private mutating func placeCursor(atOffset offset: Int) {
    let index = string.utf8.index(string.startIndex, offsetBy: offset)
    guard index < string.endIndex else {
      cursor = string.endIndex
      return
    }
    // Character views round an index down to its character's start, so stepping out and
    // back lands on `index` only if it is a boundary.
    let next = string.index(after: index)
    cursor = string.index(before: next) == index ? index : next
  }
}
