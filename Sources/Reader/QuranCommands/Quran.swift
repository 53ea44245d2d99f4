import ArgumentParser
import Foundation
import Interface
import Library

/// `quran`: the terminal Quran reader in Vietnamese. With no arguments it opens the reader;
/// its subcommands serve scripts. The `quran` program carries it out (`carryOut`), the
/// commands that reach the network with its own code.
package struct Quran: ParsableCommand {
  /// `quran`'s help, version and subcommands; with none named, the reader opens.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "quran",
      abstract: CommandHelp.quran(),
      discussion: CommandHelp.quranDiscussion().flowingParagraphs,
      version: quranViVersion,
      subcommands: [
        ReaderCommand.self, KeysCommand.self, ReadCommand.self, TafsirCommand.self,
        SearchCommand.self,
        FavCommand.self,
        ProgressCommand.self, StatsCommand.self, GoalCommand.self, PlanCommand.self,
        NoteCommand.self, TrashCommand.self,
        ExportCommand.self, ImportCommand.self,
        ImportLegacyCommand.self, LoginCommand.self, LogoutCommand.self, SyncCommand.self,
        StatusCommand.self, AccountCommand.self, DataCommand.self, LibraryCommand.self,
        PlayCommand.self,
        AudioCommand.self, ReaderSyncCommand.self, ReciteCommand.self, DrillCommand.self,
        MemorizeCommand.self,
        ReviewCommand.self,
      ],
      defaultSubcommand: ReaderCommand.self)
  }

  /// `--lang vi|en`: taken out of the line before parsing (`InterfaceLanguage`), declared
  /// here so that help and the completions know it.
  @Option(help: ArgumentHelp(ReadingText.helpLang(), valueName: "vi|en"))
  var lang: Language?

  // The reader's options, at the top level as after `tui` (`quran --reciter husary`): the
  // groups are the reader's own, so the values reach it (and `play`, `audio fetch`).
  @OptionGroup var location: LocationOptions
  @OptionGroup var arabicDisplay: ArabicDisplayOptions
  @OptionGroup var reader: ReaderOptions

  /// The command as the parser makes it.
  package init() {}

  /// Parses the command line and hands the command to `work` (a line `CommandLineShortcut`
  /// knows is carried out without it); a problem a person can fix is printed as one sentence
  /// with exit status 1 (or the status it names), never a stack trace.
  package static func carryOut(_ work: (any ParsableCommand) throws -> Void) {
    do {
      let arguments = try BackgroundOption.take(
        InterfaceLanguage.choose(Array(CommandLine.arguments.dropFirst())))
      InterfaceLanguage.adoptKeptForHelp(arguments)
      // The reader, `read` and `search` as people most often type them start without the
      // parser's reflection; any other line is parsed.
      if let shortcut = CommandLineShortcut(arguments) {
        try shortcut.carryOut()
      } else {
        try work(try parseAsRoot(arguments))
      }
    } catch let problem as Problem {
      say(problem)
    } catch let problem as LibraryProblem {
      FileHandle.standardError.write(Data("quran: \(problem)\n".utf8))
      Foundation.exit(1)
    } catch {
      if let problem = Problem(refusedArgumentIn: error) { say(problem) }
      // ArgumentParser's own words (help, usage, a bad option) keep their form, with the
      // one prefix every error of this program has.
      let code = exitCode(for: error)
      guard code != .success else {
        // Help, the version or a completion script: printed as the parser would, with the
        // help's frame in the interface's language.
        let text = HelpFrameText.translated(
          fullMessage(for: error), to: .current, width: helpWidth)
        print(text)
        Foundation.exit(0)
      }
      let message = ParserErrorText.translated(fullMessage(for: error), to: .current)
      let said = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
      // A bare exit status (a helper's, which said why itself) adds no empty line.
      if !said.isEmpty { FileHandle.standardError.write(Data("quran: \(said)\n".utf8)) }
      Foundation.exit(code.rawValue)
    }
  }

  /// The columns swift-argument-parser wraps its help to: `COLUMNS`, else the terminal's
  /// width, else 80.
  private static var helpWidth: Int {
    if let columns = Int(ProcessEnvironment.value("COLUMNS") ?? ""), columns > 0 {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// Says `problem` as one sentence and exits with its status.
  private static func say(_ problem: Problem) -> Never {
    FileHandle.standardError.write(Data("quran: \(problem.message)\n".utf8))
    Foundation.exit(problem.exitCode)
  }
}

/// Something a person can fix, said in one sentence.
package struct Problem: Error {
  /// The sentence printed after `quran: `, in the person's language.
  package let message: String
  /// The exit status: 1 unless the problem says otherwise (2 for a file that cannot be read, 64
  /// for a command line that cannot be used).
  package var exitCode: Int32 = 1

  /// A problem saying `message`, ending the program with `exitCode`.
  package init(_ message: String, exitCode: Int32 = 1) {
    self.message = message
    self.exitCode = exitCode
  }

  /// A problem saying what `error` says, with exit status 1.
  package init(_ error: any Error) {
    self.message = String(describing: error)
  }
}
