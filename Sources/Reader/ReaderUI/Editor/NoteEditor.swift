import QuranText

/// A multi-line text editor for a note on an ayah: what is typed, where the cursor is, and how
/// it looks at a width. Pure: keys in, text and a drawing out.
struct NoteEditor {
  enum Outcome: Equatable {
    case editing, save, cancel
  }

  /// What the editor is for, shown on its first row, e.g. "Note on 2:255".
  let title: String
  var content: EditableText
  private let initialText: String
  /// The column ↑ and ↓ aim for, kept while moving through shorter rows.
  var goalColumn: Int?
  var viewport = Viewport()

  /// The cursor starts at the end, ready to add to the note.
  init(text: String = "", title: String) {
    self.title = title
    content = EditableText(text)
    initialText = text
  }

  /// The text as typed so far.
  var text: String { content.string }

  /// The text as stored: in Unicode NFC, so a note typed with combining marks matches one
  /// typed precomposed. Nothing else changes: no trimming, tabs and line breaks kept.
  var savedText: String { text.nfc }

  /// Whether the text differs from what the editor opened with (canonically, as stored).
  var hasChanges: Bool { text != initialText }

  /// The text laid out at the width it was last drawn at.
  var layout: SoftWrap { SoftWrap(text: text, width: viewport.width, memo: content.memo) }

  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .escape:
      return .cancel
    case .character(ControlKey.save):
      return .save
    case .up, .wheelUp:
      moveRows(by: -1)
    case .down, .wheelDown:
      moveRows(by: 1)
    case .pageUp:
      movePage(by: -1)
    case .pageDown:
      movePage(by: 1)
    case .character, .left, .right, .home, .end, .wordLeft, .wordRight, .deleteWordBackward,
      .deleteWordForward, .enter, .tab, .backTab, .backspace, .delete, .resize, .text, .paste,
      .pasteStart, .pasteEnd:
      goalColumn = nil
      edit(key)
    }
    return .editing
  }

  /// Keys that move along the text or change it.
  private mutating func edit(_ key: Key) {
    switch key {
    case .left: content.moveLeft()
    case .right: content.moveRight()
    case .wordLeft: content.move(to: content.startOfWordBefore)
    case .wordRight: content.move(to: content.endOfWordAfter)
    case .home, .character(ControlKey.rowStart): moveToRowStart()
    case .end, .character(ControlKey.rowEnd): moveToRowEnd()
    case .backspace: content.deleteBackward()
    case .delete: content.deleteForward()
    case .character(ControlKey.deleteWord), .deleteWordBackward: content.deleteWordBackward()
    case .deleteWordForward: content.deleteWordForward()
    case .character(ControlKey.deleteToLineStart):
      content.delete(content.paragraphStart..<content.cursor)
    case .enter: content.insert("\n")
    case .tab: content.insert("\t")
    case .character(let character): type(character)
    case .text(let pasted): paste(pasted)
    case .up, .down, .pageUp, .pageDown, .backTab, .escape, .wheelUp, .wheelDown, .resize, .paste,
      .pasteStart, .pasteEnd:
      break
    }
  }

  /// A paste, inserted in one edit: the text its characters typed one by one would leave
  /// (line breaks as "\n", control characters left out, a Backspace in it deleting).
  private mutating func paste(_ pasted: String) {
    var run = String.UnicodeScalarView()
    for scalar in pasted.unicodeScalars {
      switch scalar.value {
      case 0x08, 0x7F:
        content.insert(String(run))
        run = String.UnicodeScalarView()
        content.deleteBackward()
      case 0x0A...0x0D, 0x85, 0x2028, 0x2029: run.append("\n")
      case 0x09: run.append(scalar)
      case 0x00...0x1F, 0x80...0x9F: continue
      default: run.append(scalar)
      }
    }
    content.insert(String(run))
  }

  private mutating func type(_ character: Character) {
    if ControlKey.backspaces.contains(character) {
      content.deleteBackward()
    } else if character.isNewline {
      content.insert("\n")
    } else if character == "\t" || !ControlKey.isControl(character) {
      // Appended as scalars: a combining mark on its own joins the character before.
      content.insert(String(character))
    }
  }
}
