import ArgumentParser
import CloudRecords
import Foundation
import Interface

/// `quran`: the terminal Quran reader in Vietnamese. With no arguments it opens the reader;
/// its subcommands serve scripts.
@main
struct Quran: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "quran",
      abstract: CommandHelp.quran(),
      discussion: CommandHelp.quranDiscussion(),
      version: quranViVersion,
      subcommands: [
        ReaderCommand.self, ReadCommand.self, SearchCommand.self, FavCommand.self,
        ProgressCommand.self, NoteCommand.self, ExportCommand.self, ImportCommand.self,
        ImportLegacyCommand.self, LoginCommand.self, LogoutCommand.self, SyncCommand.self,
        StatusCommand.self, AccountCommand.self, DataCommand.self,
      ],
      defaultSubcommand: ReaderCommand.self)
  }

  /// Runs a command; a problem a person can fix is printed as one sentence with exit status 1
  /// (or the status it names), never a stack trace.
  static func main() {
    do {
      let arguments = try InterfaceLanguage.choose(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let problem as Problem {
      FileHandle.standardError.write(Data("quran: \(problem.message)\n".utf8))
      Foundation.exit(problem.exitCode)
    } catch {
      exit(withError: error)
    }
  }
}

/// Something a person can fix, said in one sentence.
struct Problem: Error {
  let message: String
  var exitCode: Int32 = 1

  init(_ message: String, exitCode: Int32 = 1) {
    self.message = message
    self.exitCode = exitCode
  }

  init(_ error: any Error) {
    self.message = String(describing: error)
  }
}
