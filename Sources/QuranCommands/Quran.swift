import ArgumentParser
import CloudRecords
import Foundation

/// `quran`: the terminal Quran reader in Vietnamese. With no arguments it opens the reader;
/// its subcommands serve scripts. The `quran` program runs it (`main`); so does quran-sync,
/// which parses the same command line and carries out the commands that reach the network.
package struct Quran: ParsableCommand {
  package static let configuration = CommandConfiguration(
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
      StatusCommand.self, AccountCommand.self, DataCommand.self, ReaderSyncCommand.self,
    ],
    defaultSubcommand: ReaderCommand.self)

  package init() {}

  package static func main() {
    carryOut { command in
      var command = command
      try command.run()
    }
  }

  /// Parses the command line and hands the command to `work`; a problem a person can fix is
  /// printed as one sentence with exit status 1 (or the status it names), never a stack trace.
  package static func carryOut(_ work: (any ParsableCommand) throws -> Void) {
    do {
      try work(try parseAsRoot())
    } catch let problem as Problem {
      FileHandle.standardError.write(Data("quran: \(problem.message)\n".utf8))
      Foundation.exit(problem.exitCode)
    } catch {
      exit(withError: error)
    }
  }
}

/// Something a person can fix, said in one sentence.
package struct Problem: Error {
  package let message: String
  package var exitCode: Int32 = 1

  package init(_ message: String, exitCode: Int32 = 1) {
    self.message = message
    self.exitCode = exitCode
  }

  package init(_ error: any Error) {
    self.message = String(describing: error)
  }
}
