import ArgumentParser
import Foundation
import Library
import ReaderUI
import RecordClient
import Sync

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
        corpus: session.corpus, library: session.library, sync: backgroundSync(session.library),
        arabicFile: ArabicPreferenceFile(directory: session.home.directory),
        arabicOverride: arabicOverride)
    } catch {
      throw Problem("The reader stopped: \(error)")
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Background sync while signed in; none otherwise (and never an error for it).
  private func backgroundSync(_ library: LibraryStore) -> BackgroundSync? {
    guard let place = try? SyncPlace(location), let account = try? place.account(),
      account.webAuthToken != nil, let client = account.client(savingTokensTo: place.accountPath)
    else { return nil }
    return BackgroundSync(
      engine: SyncEngine(library: library, client: client, user: account.identity))
  }
}
