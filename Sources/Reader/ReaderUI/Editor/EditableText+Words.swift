/// Words for Ctrl-←/→, Ctrl-W and the Alt keys: runs of letters and digits (with their marks, which belong
/// to the letter's character); spaces, punctuation, line breaks and emoji lie between words.
extension EditableText {
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word the cursor is in or after.
  var startOfWordBefore: String.Index {
    var index = cursor
    while index > string.startIndex, !Self.isWordCharacter(string[string.index(before: index)]) {
      index = string.index(before: index)
    }
    while index > string.startIndex, Self.isWordCharacter(string[string.index(before: index)]) {
      index = string.index(before: index)
    }
    return index
  }

  /// The end of the word the cursor is in or before.
  var endOfWordAfter: String.Index {
    var index = cursor
    while index < string.endIndex, !Self.isWordCharacter(string[index]) {
      index = string.index(after: index)
    }
    while index < string.endIndex, Self.isWordCharacter(string[index]) {
      index = string.index(after: index)
    }
    return index
  }

  /// Ctrl-W: removes the word before the cursor and the blanks or punctuation after it.
  mutating func deleteWordBackward() {
    delete(startOfWordBefore..<cursor)
  }

  /// Alt-d: removes the blanks or punctuation after the cursor and the word after them.
  mutating func deleteWordForward() {
    delete(cursor..<endOfWordAfter)
  }
}
