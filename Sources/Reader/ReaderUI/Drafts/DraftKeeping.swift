import Foundation

/// When the open editor's draft goes to disk: while the person types, at most once a second;
/// as soon as they pause for half a second; not at all while the text is what the edit began
/// with (a draft already written is then removed). The reader's loop asks a few times a second,
/// and after each batch of keys.
struct DraftKeeping {
  static let interval: TimeInterval = 1
  static let pause: TimeInterval = 0.5

  /// What to do with the draft now.
  enum Step: Equatable {
    case nothing, write, remove
  }

  /// The text on disk, nil when none is.
  private(set) var written: String?
  /// A text the folder refused: not tried again until it changes, or the reader stops.
  private var refused: String?
  private var seen: String
  private var changedAt: Date
  private var writtenAt: Date

  /// Keeping starts when the editor opens with `text`; `onDisk` says whether a draft of it is
  /// there already (one offered back).
  init(text: String, onDisk: Bool, now: Date) {
    written = onDisk ? text : nil
    seen = text
    changedAt = now
    writtenAt = now
  }

  /// Looks at the editor's `text`; `original` is what the edit began with.
  mutating func step(text: String, original: String, now: Date) -> Step {
    if text != seen {
      seen = text
      changedAt = now
    }
    if text == original {
      guard written != nil else { return .nothing }
      written = nil
      return .remove
    }
    guard text != written, text != refused else { return .nothing }
    let due =
      now.timeIntervalSince(writtenAt) >= Self.interval
      || now.timeIntervalSince(changedAt) >= Self.pause
    return due ? .write : .nothing
  }

  /// The step to take when the reader is about to stop: the text goes to disk if it changed.
  /// A text refused before is tried once more.
  mutating func final(text: String, original: String) -> Step {
    refused = nil
    return step(text: text, original: original, now: .distantFuture)
  }

  /// Notes that `text` is on disk.
  mutating func wrote(_ text: String, now: Date) {
    written = text
    refused = nil
    writtenAt = now
  }

  /// Notes that `text` could not be written: it is said once, not retried in a loop.
  mutating func couldNotWrite(_ text: String, now: Date) {
    refused = text
    writtenAt = now
  }

  /// Whether nothing of `text` would be lost if the reader stopped now: it is on disk, or it
  /// is what the edit began with.
  func isSafe(_ text: String, original: String) -> Bool {
    text == written || text == original
  }
}
