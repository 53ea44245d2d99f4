import DataFolder
import Foundation
import Interface
import QuranCommands
import QuranText

/// `quran data fetch`'s work: download, verify, then prepare the corpus.
extension DataCommand.Fetch: NetworkWork {
  func perform() throws {
    let environment = ProcessInfo.processInfo.environment
    let home = Home.resolve(explicit: location.home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    let mirror = try TextDownload.mirror(from, environment)
    let outcomes = try TextDownload.fetch(into: home, mirror: mirror)
    let fetched = outcomes.filter { $0 == .downloaded || $0 == .resumed }.count
    print(
      fetched == 0
        ? DataText.alreadyHere(home.textDirectory) : DataText.fetched(home.textDirectory))
    // Only an optional file can be missed; the text's files are all here by now.
    let missed = zip(PinnedText.files, outcomes).compactMap { file, outcome in
      if case .notFetched(let reason) = outcome {
        DataText.lookAlikesNotFetched(file.fileName, reason.description)
      } else {
        nil
      }
    }
    if !missed.isEmpty { throw Problem(missed.joined(separator: "\n")) }
  }
}
