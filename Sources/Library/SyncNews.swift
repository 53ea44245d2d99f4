import Foundation

/// One change of the background sync's state, as quran-sync's `reader-sync` tells the reader:
/// one JSON object a line on its standard output.
public struct SyncNews: Codable, Sendable, Equatable {
  /// What the background sync is doing, as the reader's status bar shows it.
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
  /// Why it is offline or failed, in a sentence.
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
}
