import ArgumentParser
import Foundation
import Interface
import Library
import ReaderUI
import RecordClient
import Sync

/// `quran` with no arguments: the full-screen reader.
struct ReaderCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "tui", abstract: CommandHelp.tui())
  }

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
      throw Problem(CommandText.readerStopped(error))
    }
    if status != 0 { throw ExitCode(status) }
  }

  /// Background sync while signed in; none otherwise (and never an error for it).
  private func backgroundSync(_ library: LibraryStore) -> BackgroundSync? {
    guard let place = try? SyncPlace(location), let account = try? place.account(),
      account.webAuthToken != nil, let connection = account.connection
    else { return nil }
    return BackgroundSync(
      engine: SyncEngine(
        library: library, client: RecordClient(connection), user: account.identity))
  }
}
