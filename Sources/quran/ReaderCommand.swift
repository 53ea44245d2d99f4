import ArgumentParser
import Foundation
import ReaderUI

/// `quran` with no arguments: the full-screen reader.
struct ReaderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui", abstract: "Open the reader (the default when no command is given).")

  @OptionGroup var location: LocationOptions

  func run() throws {
    if let reason = ReaderApp.unsuitability() { throw Problem(reason) }
    let session = try location.openSession()
    let status: Int32
    do {
      status = try ReaderApp.run(corpus: session.corpus, library: session.library)
    } catch {
      throw Problem("The reader stopped: \(error)")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
