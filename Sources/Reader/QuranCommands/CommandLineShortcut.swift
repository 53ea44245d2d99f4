import Foundation
import QuranText
import ReaderUI

/// The command lines people type most, carried out without the argument parser: `quran`
/// (the reader), `quran tui`, `quran 2:255` and `quran tui --at 2:255` (the reader at a
/// place), each with `--linear` (the line mode), `quran read 2:255` (with `--arabic`,
/// `--json`) and `quran search words`, each with `--data DIR` and `--home DIR` anywhere. The
/// parser finds its options by reflection and dynamic casts, and each first cast searches
/// every conformance in the program: most of what `quran read` would do in `main`. A line
/// that is anything else, or that the parser would refuse or answer itself (`--help`, a bad
/// reference, an empty search), goes to the parser, so what each prints stays the parser's.
enum CommandLineShortcut: Equatable {
  case reader(ReaderLaunch)
  case reading(PassageReading)
  case search(TextSearch)

  /// The work `arguments` (without `--lang`) ask for, when this shortcut knows it; nil for
  /// the parser.
  init?(_ line: [String]) {
    // `--data DIR` and `--home DIR`, which every one of these lines takes, anywhere in it:
    // through the parser, a line with them would start far slower than the same line without.
    guard let (location, found) = Self.location(in: line) else { return nil }
    var arguments = found
    // `--linear`, once, on a line that opens the reader.
    let linear = arguments.contains("--linear")
    if linear {
      arguments.removeAll { $0 == "--linear" }
      guard line.count(where: { $0 == "--linear" }) == 1 else { return nil }
    }
    guard let name = arguments.first else {
      self = .reader(ReaderLaunch(location: location, linear: linear))
      return
    }
    let rest = arguments.dropFirst()
    if let place = Self.place(in: arguments) {
      self = .reader(ReaderLaunch(location: location, place: place, linear: linear))
      return
    }
    if linear {
      guard name == "tui", rest.isEmpty else { return nil }
    }
    if name == "tui", rest.isEmpty {
      self = .reader(ReaderLaunch(location: location, linear: linear))
    } else if name == "read" {
      guard var reading = Self.reading(rest) else { return nil }
      reading.location = location
      self = .reading(reading)
    } else if name == "search" {
      guard var search = Self.search(rest) else { return nil }
      search.location = location
      self = .search(search)
    } else {
      return nil
    }
  }

  /// The line's `--data DIR` and `--home DIR` (or `--data=DIR`), each at most once, and the
  /// line without them; nil when one is given twice or without a value (the parser says so).
  static func location(in line: [String]) -> (DataLocation, [String])? {
    var location = DataLocation()
    var rest: [String] = []
    var index = line.startIndex
    while index < line.endIndex {
      let word = line[index]
      index += 1
      guard
        let option = ["--data", "--home"].first(where: { word == $0 || word.hasPrefix($0 + "=") })
      else {
        rest.append(word)
        continue
      }
      let value: String
      if word == option {
        guard index < line.endIndex, !line[index].hasPrefix("-") else { return nil }
        value = line[index]
        index += 1
      } else {
        value = String(word.dropFirst(option.count + 1))
      }
      guard !value.isEmpty else { return nil }
      if option == "--data" {
        guard location.data == nil else { return nil }
        location.data = value
      } else {
        guard location.home == nil else { return nil }
        location.home = value
      }
    }
    return (location, rest)
  }

  /// Does what the line asks.
  func carryOut() throws {
    switch self {
    case .reader(let launch): try launch.run()
    case .reading(let reading): try reading.run()
    case .search(let search): try search.run()
    }
  }

  /// `read REFERENCE [--arabic] [--json]`, each flag at most once, the reference one the
  /// text names.
  private static func reading(_ arguments: ArraySlice<String>) -> PassageReading? {
    let words = arguments.filter { !isOption($0) }
    let flags = arguments.filter(isOption)
    guard words.count == 1, Set(flags).count == flags.count,
      flags.allSatisfy({ $0 == "--arabic" || $0 == "--json" }),
      let reference = try? Passage.parse(words[0])
    else { return nil }
    return PassageReading(
      reference: reference, arabic: flags.contains("--arabic"), json: flags.contains("--json"))
  }

  /// `search WORDS…` (quoted or not, joined by a space as the parser joins them), the words
  /// not all blank (the parser refuses those in its own words).
  private static func search(_ arguments: ArraySlice<String>) -> TextSearch? {
    let query = arguments.joined(separator: " ")
    guard !arguments.isEmpty, !arguments.contains(where: isOption),
      !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return nil }
    return TextSearch(query: query)
  }

  /// The place of `PLACE`, `tui PLACE` or `tui --at PLACE`, when it names one; nil for
  /// another line.
  private static func place(in arguments: [String]) -> String? {
    let place: String
    if arguments.count == 1 {
      place = arguments[0]
    } else if arguments.count == 2, arguments[0] == "tui" {
      place = arguments[1]
    } else if arguments.count == 3, arguments[0] == "tui", arguments[1] == "--at" {
      place = arguments[2]
    } else {
      return nil
    }
    return isPlace(place) ? place : nil
  }

  /// Whether `argument` names a place to open the reader at (`2:255`, `36`, `j30`): never a
  /// command's name, nor an option.
  private static func isPlace(_ argument: String) -> Bool {
    !isOption(argument) && (try? ReaderApp.place(named: argument)) != nil
  }

  /// Whether the parser could take `argument` for an option or a word of its own rather than
  /// a value: `-…`, and `help`.
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") || argument == "help"
  }
}
