import Foundation
import Interface
import QuranText
import ReaderUI

/// One line typed in the line mode, as what it asks: the one reading of a line,
/// and the one list of the commands (`rows`), which `?`, `quran keys` and `man quran` print.
enum LinearCommand: Equatable {
  /// `n`, or Enter alone.
  case next
  /// `p`.
  case previous
  /// `r`: the current ayah printed again.
  case again
  /// A place, as the reader's `:` takes it (`2:255`, `36`, `j30`, `h10`, `p604`).
  case go(AyahID)
  /// `/words`: the words, as typed (empty when none were).
  case search(String)
  /// `f`.
  case favorite
  /// `note TEXT` (the text empty when none was typed).
  case note(String)
  /// `notes`: the current ayah's; `notes all`: every note.
  case notes(all: Bool)
  /// `?`.
  case help
  /// `q`.
  case quit
  /// A line that names a place that does not exist: the sentence saying why.
  case nowhere(String)
  /// Anything else, as typed.
  case unknown(String)

  /// What `line` asks, its spaces at either end left out.
  /// The commands of one word (or two), any case.
  private static let words: [String: LinearCommand] = [
    "": .next, "n": .next, "p": .previous, "r": .again, "f": .favorite,
    "notes": .notes(all: false), "notes all": .notes(all: true), "?": .help, "help": .help,
    "q": .quit, "quit": .quit, "note": .note(""),
  ]

  init(_ line: String) {
    let typed = line.trimmingCharacters(in: .whitespaces)
    let lowered = typed.lowercased()
    if let command = Self.words[lowered] {
      self = command
    } else if typed.hasPrefix("/") {
      self = .search(String(typed.dropFirst()).trimmingCharacters(in: .whitespaces))
    } else if lowered.hasPrefix("note ") {
      self = .note(String(typed.dropFirst(5)).trimmingCharacters(in: .whitespaces))
    } else {
      self = Self.place(typed)
    }
  }

  /// A place the reader's `:` (and `quran 2:255`) takes, the sentence of one that does not
  /// exist, or an unknown line.
  private static func place(_ typed: String) -> LinearCommand {
    do {
      return .go(try ReaderApp.place(named: typed))
    } catch {
      let said = String(describing: error)
      // The sentence for a word that looks like no place names the shell's commands.
      return said == CommandText.placeNamesNothing(typed) ? .unknown(typed) : .nowhere(said)
    }
  }

  /// Every command and what it does, in the interface's language, in the order `?` says them.
  static var rows: [(keys: String, text: String)] {
    [
      ("2:255, 36, j30, h10, p604", LinearText.commandGo()),
      (LinearText.keysNext(), LinearText.commandNext()),
      ("p", LinearText.commandPrevious()),
      ("r", LinearText.commandAgain()),
      (LinearText.keysSearch(), LinearText.commandSearch()),
      ("f", LinearText.commandFavorite()),
      (LinearText.keysNote(), LinearText.commandNote()),
      ("notes", LinearText.commandNotes()),
      ("notes all", LinearText.commandAllNotes()),
      ("?", LinearText.commandHelp()),
      (LinearText.keysQuit(), LinearText.commandQuit()),
    ]
  }
}
