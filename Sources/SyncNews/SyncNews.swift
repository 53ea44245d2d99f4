import Foundation

/// The one word for what the sync is doing: the `SyncWatcher` tells each change of its state
/// as news, quran-sync's `reader-sync` sends it to the reader as one JSON object a line
/// (`line`, `init(line:)`), and the reader's status bar and `quran sync --watch` say it in
/// words (`statusText`, `watchLine(at:)`).
public struct SyncNews: Codable, Sendable, Equatable {
  /// What the sync is doing.
  public enum State: String, Codable, Sendable {
    case syncing, synced, offline, signInNeeded, failed
  }

  /// The new state: syncing, synced, offline (changes wait), sign-in needed, or failed.
  public var state: State
  /// When the sync finished (`synced`).
  public var time: Date?
  /// Changes made here that wait to be sent.
  public var waiting: Int
  /// Records from other devices that changed the library in this sync.
  public var received: Int
  /// Why it is offline, failed or needs a sign-in, in a sentence.
  public var reason: String?

  /// News of a state; the counts default to zero.
  public init(
    state: State, time: Date? = nil, waiting: Int = 0, received: Int = 0, reason: String? = nil
  ) {
    self.state = state
    self.time = time
    self.waiting = waiting
    self.received = received
    self.reason = reason
  }

  /// The news as one line of JSON, its newline included.
  public var line: Data {
    ((try? JSONEncoder().encode(self)) ?? Data()) + Data("\n".utf8)
  }

  /// The news in a line of JSON; nil for a line that is not news.
  public init?(line: String) {
    guard let news = try? JSONDecoder().decode(SyncNews.self, from: Data(line.utf8)) else {
      return nil
    }
    self = news
  }
}
