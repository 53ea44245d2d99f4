import Foundation
import Interface

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
    case .synced: SyncText.watchSynced(time, received, waiting)
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
