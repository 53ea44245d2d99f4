import ArgumentParser
import Testing

@testable import QuranCommands

/// The lines `quran` carries out without the argument parser (issue 47) mean what the parser
/// reads in them; any other line is left to the parser, whose words (help, refusals) stay.
@Suite struct CommandLineShortcutTests {
  /// What the parser reads in `arguments`, as the shortcut's values.
  func parsed(_ arguments: [String]) throws -> CommandLineShortcut? {
    switch try Quran.parseAsRoot(arguments) {
    case let command as ReaderCommand: .reader(command.launch)
    case let command as ReadCommand: .reading(command.reading)
    case let command as SearchCommand: .search(command.search)
    default: nil
    }
  }

  @Test(arguments: [
    [], ["tui"], ["read", "2:255"], ["read", "36"], ["read", "2:255-257", "--arabic"],
    ["read", "--json", "1:1-7"], ["read", "--arabic", "2:255", "--json"],
    ["search", "dang toi cao"], ["search", "Nhân danh Allah"], ["search", "ngai", "vuong"],
    ["search", "nhan danh", "allah"], ["2:255"], ["36"], ["j30"], ["p604"], ["juz30"],
    ["tui", "2:255"], ["tui", "--at", "2:255"],
    // --data and --home, anywhere (issue 63).
    ["tui", "--home", "/x"], ["--data", "/d", "read", "2:255"], ["read", "2:255", "--home", "/h"],
    ["--home=/h", "search", "dang", "toi"], ["--data", "/d"], ["--data=/d", "--home", "/h"],
    ["2:255", "--home", "/h"], ["--data", "/d", "tui", "--at", "36"],
    ["read", "--data", "/d", "--json", "1:1", "--home=/h"],
    // The line mode (issue 74).
    ["--linear"], ["--linear", "2:255"], ["j30", "--linear"], ["tui", "--linear"],
    ["--home", "/h", "--linear"],
  ])
  func aShortLineMeansWhatTheParserReads(arguments: [String]) throws {
    let shortcut = try #require(CommandLineShortcut(arguments))
    #expect(try parsed(arguments) == shortcut)
  }

  @Test(arguments: [
    ["--help"], ["-h"], ["help"], ["--version"], ["tui", "--help"], ["--data"],
    ["--data", "--home", "/h"], ["--data", "/a", "--data", "/b", "read", "2:255"],
    ["--data=", "read", "2:255"], ["--home", "/h", "sync"], ["--home", "/h", "fav", "list"],
    ["read"], ["read", "abc"], ["read", "115:1"], ["read", "2:300"], ["read", "help"],
    ["read", "--help"], ["read", "2:255", "1:1"], ["read", "2:255", "--json", "--json"],
    ["read", "2:255", "--translation", "hassan"], ["read", "--", "2:255"],
    ["read", "2:255", "--arabic-display", "shaped"], ["read", "-2:255"],
    ["search"], ["search", " "], ["search", "--help"],
    ["search", "a", "--limit", "3"], ["search", "--in", "tafsir", "ngai", "vuong"],
    ["search", " ", " "], ["fav", "list"], ["reader-sync"], ["2:300"], ["115"], ["foo"],
    ["2:255", "--reciter", "husary"], ["tui", "--at", "x"], ["tui", "2:255", "1:1"],
    ["--linear", "--linear"], ["read", "2:255", "--linear"], ["--linear", "fav", "list"],
  ])
  func anyOtherLineIsLeftToTheParser(arguments: [String]) {
    #expect(CommandLineShortcut(arguments) == nil)
  }

  /// A `sync` line is the parser's, and a line it takes is a command the network code carries
  /// out; one it refuses or answers (help) is refused or answered by the parser.
  @Test(arguments: [
    ["sync"], ["sync", "--full"], ["sync", "--watch"], ["sync", "--home", "/x"],
    ["sync", "--help"], ["sync", "--bogus"],
  ])
  func aSyncLineIsTheNetworkCodes(arguments: [String]) {
    #expect(CommandLineShortcut(arguments) == nil)
    if !arguments.contains("--help"), let command = try? Quran.parseAsRoot(arguments) {
      #expect(command is any NetworkCommand)
    }
  }

  /// `quran 2:255`, `quran 36`, `quran tui --at 2:255` open the reader there (issue 63): the
  /// parser reads the place as the shortcut does, its help and the completions say so.
  @Test func aPlaceOpensTheReaderThere() throws {
    for arguments in [["2:255", "--reciter", "husary"], ["tui", "--at", "x"], ["foo"]] {
      let reader = try #require(try Quran.parseAsRoot(arguments) as? ReaderCommand)
      #expect(reader.launch.place == arguments.first { !$0.hasPrefix("-") && $0 != "tui" })
    }
    #expect(CommandLineShortcut(["2:255"]) == .reader(ReaderLaunch(place: "2:255")))
    let help = Quran.helpMessage(for: ReaderCommand.self, columns: 1000)
    #expect(help.contains("<place>") && help.contains("--at <place>"), "\(help)")
    for shell in [CompletionShell.zsh, .fish] {
      let script = Quran.completionScript(for: shell)
      #expect(script.contains("quran 2:255"), "\(shell) completion does not say quran 2:255")
    }
  }
}
