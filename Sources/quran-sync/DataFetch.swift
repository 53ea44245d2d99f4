import DataFolder
import Foundation
import Interface
import QuranCommands

/// `quran data fetch`'s work: download, verify, then prepare the corpus.
extension DataCommand.Fetch: SyncWork {
  func perform() throws {
    let environment = ProcessInfo.processInfo.environment
    let home = Home.resolve(explicit: location.home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    let mirror = try TextDownload.mirror(from, environment)
    let outcomes = try TextDownload.fetch(into: home, mirror: mirror)
    let fetched = outcomes.filter { $0 != .alreadyHere }.count
    print(
      fetched == 0
        ? DataText.alreadyHere(home.textDirectory) : DataText.fetched(home.textDirectory))
  }
}
