import ArgumentParser
import Dispatch
import Foundation
import Interface
import Library
import QuranCommands
import RecordClient
import Sync
import SyncNews
import Synchronization

/// `quran sync [--watch]`'s work: sends the changes made here and takes those made elsewhere.
extension SyncCommand: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let library = try place.library()
    let (engine, client) = try place.engine(library)
    if watch { return try watchForever(engine, client) }
    let report: SyncEngine.Report
    do {
      report = try engine.sync(full ? .complete : .changes)
    } catch {
      throw Problem("\(error)")
    }
    var line = SyncText.syncedWith(
      client.connection.server.absoluteString, report.received, report.sent)
    if report.moved > 0 { line += SyncText.movedFromFormerZone(report.moved) }
    line += SyncText.waitingTail(report.waiting)
    if report.resent > 0 { line += SyncText.resentAfterRestore(report.resent) }
    print(line)
    let copies = SyncNews(state: .synced, copies: report.conflictCopies.map(\.description))
    if let sentence = copies.copiesSentence { print(sentence) }
    if let problem = report.problem { throw Problem(problem) }
  }

  private func watchForever(_ engine: SyncEngine, _ client: RecordClient) throws {
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    let lastLine = LastLine()
    let lastState = Mutex<SyncNews.State?>(nil)
    let watcher = SyncWatcher(engine: engine) { news in
      lastState.withLock { $0 = news.state }
      let line = news.watchLine(at: formatter.string(from: Date()))
      if let line, lastLine.changed(to: line, quietUnless: news.received > 0) {
        print(line)
        fflush(nil)
      }
    }
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
    for source in [interrupt, terminate] {
      source.setEventHandler { watcher.stop() }
      source.resume()
    }
    print(SyncText.watching())
    fflush(nil)
    watcher.run()
    if lastState.withLock({ $0 }) == .signInNeeded { throw Problem(SyncText.stoppedSignIn()) }
    print(SyncText.stoppedWatching())
  }
}

/// The last status line printed, so a quiet watch prints only what is new.
final class LastLine: Sendable {
  private let line = Mutex<String?>(nil)

  /// Whether to print `text`: when it says something other than the last line did (times
  /// aside), or when records arrived.
  func changed(to text: String, quietUnless arrived: Bool) -> Bool {
    let gist = String(text.drop { $0 != " " })
    return line.withLock { last in
      defer { last = text }
      return arrived || last.map { String($0.drop { $0 != " " }) } != gist
    }
  }
}
