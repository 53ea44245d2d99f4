import ArgumentParser
import Foundation
import Library
import ReaderUI

/// `quran` with no arguments: the full-screen reader.
struct ReaderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tui", abstract: "Open the reader (the default when no command is given).")

  @OptionGroup var location: LocationOptions
  @OptionGroup var arabicDisplay: ArabicDisplayOptions

  func run() throws {
    let arabicOverride = try arabicDisplay.override()
    if let reason = ReaderApp.unsuitability() { throw Problem(reason) }
    let session = try location.openSession()
    let status: Int32
    do {
      status = try ReaderApp.run(
        corpus: session.corpus, library: session.library, sync: backgroundSync(),
        arabicFile: ArabicPreferenceFile(directory: session.home.directory),
        arabicOverride: arabicOverride)
    } catch {
      throw Problem("The reader stopped: \(error)")
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Background sync while signed in (quran-sync's `reader-sync`); none otherwise, and never
  /// an error for it.
  private func backgroundSync() -> BackgroundSync? {
    let environment = ProcessInfo.processInfo.environment
    let accountPath = Account.path(explicitHome: location.home, environment: environment)
    guard let account = try? Account.load(from: accountPath), account.webAuthToken != nil else {
      return nil
    }
    return BackgroundSync(
      program: SyncProgram.path, arguments: ["reader-sync"] + location.arguments)
  }
}
