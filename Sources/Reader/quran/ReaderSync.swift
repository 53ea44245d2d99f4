import Foundation
import QuranCommands
import Sync
import SyncNews

/// The reader's background sync: a `SyncWatcher` whose every change of state goes to standard
/// output as one JSON line (`SyncNews`), until standard input ends or SIGTERM comes; a sync
/// under way is finished first. Ctrl-C in the reader's terminal is the reader's to handle.
extension ReaderSyncCommand: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let library = try place.library()
    let (engine, _) = try place.engine(library)
    let watcher = SyncWatcher(engine: engine) { news in
      // A reader gone leaves nobody to tell: the write fails and the work goes on.
      _ = news.line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    let terminate = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
    terminate.setEventHandler { watcher.stop() }
    terminate.resume()
    let readerGone = Thread {
      var byte: UInt8 = 0
      while read(STDIN_FILENO, &byte, 1) > 0 {}
      watcher.stop()
    }
    readerGone.start()
    watcher.run()
  }
}
