import ArgumentParser
import Foundation
import Interface
import ReaderUI

/// `quran keys`: the keys of every screen of the reader, as `?` lists them on each,
/// read from the screens' own tables (`KeyLists`), and the line mode's commands, as its `?`
/// lists them (`LinearCommand.rows`). `--roff` writes them as `man quran`'s KEYS
/// section, which `scripts/manual` puts in the page.
struct KeysCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "keys", abstract: KeysText.helpKeys())
  }

  /// The man page's section rather than text for the terminal.
  @Flag(help: ArgumentHelp(KeysText.helpKeysRoff(), visibility: .hidden))
  var roff = false

  func run() throws {
    print(roff ? Self.roff(Self.all) : Self.text(Self.all), terminator: "")
  }

  /// Every screen's keys, then the line mode's commands (`quran --linear`), typed
  /// a line at a time.
  static var all: [(title: String, rows: [(keys: String, text: String)])] {
    KeyLists.all() + [(LinearText.title(), LinearCommand.rows)]
  }

  /// Each screen's title, then its keys in a column as wide as its widest, each beside what
  /// it does.
  static func text(_ screens: [(title: String, rows: [(keys: String, text: String)])]) -> String {
    screens.map { screen in
      let width = (screen.rows.map(\.keys.count).max() ?? 0) + 2
      return screen.title + "\n"
        + screen.rows.map {
          "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + $0.text + "\n"
        }.joined()
    }.joined(separator: "\n")
  }

  /// The KEYS section in mdoc, as generate-manual writes the rest of the page: a heading,
  /// then a subsection per screen, each key a tagged item (`.It Sy keys`).
  static func roff(_ screens: [(title: String, rows: [(keys: String, text: String)])]) -> String {
    var page = ".Sh KEYS\n"
    for screen in screens {
      page += ".Ss \(escaped(screen.title))\n.Bl -tag -width 6n -compact\n"
      for row in screen.rows {
        page += ".It Sy \(quoted(row.keys))\n\(escaped(row.text))\n"
      }
      page += ".El\n"
    }
    return page
  }

  /// A macro's argument as one: in double quotes, a quote inside doubled.
  private static func quoted(_ text: String) -> String {
    "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// Text safe in a roff line: a backslash written `\e`, a line never opening with a dot or
  /// an apostrophe (which would make it a request).
  private static func escaped(_ text: String) -> String {
    let text = text.replacingOccurrences(of: "\\", with: "\\e")
    return text.first == "." || text.first == "'" ? "\\&" + text : text
  }
}
