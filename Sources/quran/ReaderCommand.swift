import ArgumentParser
import ReaderUI

/// `quran` with no arguments: the full-screen reader.
struct ReaderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui", abstract: "Open the reader (the default when no command is given).")

  @OptionGroup var location: LocationOptions

  func run() throws {
    let session = try location.openSession()
    print(session.corpus.surahs.count)
  }
}
