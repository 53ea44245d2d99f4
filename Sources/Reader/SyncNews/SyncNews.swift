import Foundation
import Interface

/// The one word for what the sync is doing: the `SyncWatcher` tells each change of its state
/// as news, `quran reader-sync` sends it to the reader as one JSON object a line
/// (`line`, `init(line:)`), and the reader's status bar and `quran sync --watch` say it in
/// words (`statusText`, `watchLine(at:)`).
public struct SyncNews: Codable, Sendable, Equatable {
  /// What the sync is doing.
  public enum State: String, Codable, Sendable {
    /// Syncing now; synced; the server out of reach; a sign-in needed; failed otherwise.
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
  /// The ayahs (`2:255`) on which this sync kept a text of this device's as a conflict copy
  /// beside another device's version (`synced`), so the reader says so.
  public var copies: [String]?

  /// News of a state; the counts default to zero.
  public init(
    state: State, time: Date? = nil, waiting: Int = 0, received: Int = 0, reason: String? = nil,
    copies: [String] = []
  ) {
    self.state = state
    self.time = time
    self.waiting = waiting
    self.received = received
    self.reason = reason
    self.copies = copies.isEmpty ? nil : copies
  }

  /// The sentence that says the conflict copies this sync made, if it made any.
  public var copiesSentence: String? {
    guard let copies, !copies.isEmpty else { return nil }
    return SyncText.copiesMade(copies.joined(separator: ", "), Self.copyPrefix)
  }

  /// The prefix of a conflict copy's text, as the library writes it (`AyahNote.conflictPrefix`).
  public static let copyPrefix = "(Xung đột đồng bộ)"

  /// The news as one line of JSON, its newline included.
  public var line: Data { ((try? JSONEncoder().encode(self)) ?? Data()) + Data("\n".utf8) }

  /// The news in a line of JSON; nil for a line that is not news.
  public init?(line: String) {
    guard let news = try? JSONDecoder().decode(Self.self, from: Data(line.utf8)) else { return nil }
    self = news
  }
}

/// The news in words: the one mapping from the sync's state to the `SyncText` sentences.
extension SyncNews {
  /// The reader's status bar: the state in a few words, the time of a sync as HH:mm.
  public var statusText: String {
    switch state {
    case .syncing: SyncText.syncing()
    case .synced:
      waiting > 0
        ? SyncText.syncedWaiting(Self.clock(time), waiting) : SyncText.synced(Self.clock(time))
    case .offline: SyncText.offline(waiting)
    case .signInNeeded: SyncText.signInNeeded()
    case .failed: SyncText.failed()
    }
  }

  /// A line of `quran sync --watch`, starting with `time`; nil while syncing.
  public func watchLine(at time: String) -> String? {
    switch state {
    case .syncing: nil
    case .synced:
      SyncText.watchSynced(time, received, waiting) + (copiesSentence.map { " " + $0 } ?? "")
    case .offline: SyncText.watchOffline(time, waiting, reason ?? "")
    case .signInNeeded, .failed: "\(time) \(reason ?? "")"
    }
  }

  /// The local time as HH:mm, from the C library: a DateFormatter would map the ICU data
  /// (4 MB) into the reader for five characters.
  static func clock(_ time: Date?) -> String {
    var seconds = time_t((time ?? Date()).timeIntervalSince1970)
    var parts = tm()
    localtime_r(&seconds, &parts)
    let hours = parts.tm_hour < 10 ? "0\(parts.tm_hour)" : "\(parts.tm_hour)"
    let minutes = parts.tm_min < 10 ? "0\(parts.tm_min)" : "\(parts.tm_min)"
    return hours + ":" + minutes
  }
}
