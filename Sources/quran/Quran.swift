import ArgumentParser
import CloudRecords
import Foundation

/// `quran`: the terminal Quran reader in Vietnamese. With no arguments it opens the reader;
/// its subcommands serve scripts.
@main
struct Quran: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quran",
    abstract: "Read the Quran in Vietnamese in the terminal.",
    discussion: """
      With no command, opens the reader (press ? inside it for the keys).
      The Quran text is read from --data DIR, $QURAN_VI_DATA, the copy quran data fetch
      keeps, or ../shared/data/quran. Your favorites and progress live in --home DIR,
      $QURAN_VI_HOME, or $XDG_DATA_HOME/quran-vi (~/.local/share/quran-vi).
      """,
    version: quranViVersion,
    subcommands: [
      ReaderCommand.self, ReadCommand.self, SearchCommand.self, FavCommand.self,
      ProgressCommand.self, NoteCommand.self, ExportCommand.self, ImportCommand.self,
      ImportLegacyCommand.self, LoginCommand.self, LogoutCommand.self, SyncCommand.self,
      StatusCommand.self, AccountCommand.self, DataCommand.self,
    ],
    defaultSubcommand: ReaderCommand.self)

  /// Runs a command; a problem a person can fix is printed as one sentence with exit status 1
  /// (or the status it names), never a stack trace.
  static func main() {
    do {
      var command = try parseAsRoot()
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
