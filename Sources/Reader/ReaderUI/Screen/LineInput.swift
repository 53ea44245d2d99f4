import Foundation
import Interface

/// A one-line text field (the `:` and `/` prompts, the memorizing plan's): typing appends, Backspace removes one
/// whole character, however many code points an input method sent for it.
struct LineInput: Equatable {
  enum Purpose: Equatable {
    case jump, search, noteSearch, importFile, memorizePlan

    var prefix: String {
      switch self {
      case .jump: ":"
      case .search, .noteSearch: "/"
      case .importFile: ReaderText.importPrompt()
      case .memorizePlan: MemorizeText.planPrompt()
      }
    }

    var hint: String {
      switch self {
      case .jump: ReaderText.jumpHint()
      case .search: ReaderText.searchHint()
      case .noteSearch: ReaderText.noteSearchHint()
      case .importFile: ReaderText.importHint()
      case .memorizePlan: MemorizeText.planPromptHint()
      }
    }
  }

  let purpose: Purpose
  var text = ""

  /// Applies a key; returns false when the key is not for the field.
  mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character) where !character.isNewline:
      // A combining mark typed on its own joins the character before it.
      text.unicodeScalars.append(contentsOf: character.unicodeScalars)
      return true
    case .backspace, .delete:
      if !text.isEmpty { text.removeLast() }
      return true
    case .character, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .wordLeft,
      .wordRight, .deleteWordBackward, .deleteWordForward, .enter, .tab, .backTab, .escape,
      .wheelUp, .wheelDown, .resize, .text, .paste, .pasteStart, .pasteEnd:
      return false
    }
  }
}

extension LineInput: Screen {
  var part: ScreenPart { .statusRow }
  var takesPaste: Bool { true }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch key {
    case .escape:
      return .closes
    case .enter:
      return ScreenOutcome(fate: .closes, intents: answer.map { [$0] } ?? [])
    case .character, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .wordLeft,
      .wordRight, .deleteWordBackward, .deleteWordForward, .tab, .backTab, .backspace, .delete,
      .wheelUp, .wheelDown, .resize, .text, .paste, .pasteStart, .pasteEnd:
      _ = handle(key)
      return .stays
    }
  }

  /// The prompt closes whatever its answer does; a failure is said in the status row.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    .closing(.showError(error))
  }

  /// What Enter asks for: the text typed, to the prompt's purpose; nil for nothing typed.
  var answer: ScreenIntent? {
    let text = text.trimmingCharacters(in: .whitespaces)
    switch purpose {
    case .jump where !text.isEmpty: return .jump(text)
    case .search where !text.isEmpty: return .search(text)
    case .noteSearch: return .searchNotes(text)
    case .importFile where !text.isEmpty: return .importLegacy(text)
    case .memorizePlan where !text.isEmpty: return .memorize(.setPlan(text))
    case .jump, .search, .importFile, .memorizePlan: return nil
    }
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    let end = canvas.put(purpose.prefix + text, row: area.top, column: area.left, style: .status)
    canvas.cursor = (area.top, min(end, area.right - 1))
    canvas.say(purpose.hint, row: area.top, column: end, style: .status)
  }
}
