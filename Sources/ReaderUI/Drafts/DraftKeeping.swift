import Foundation

/// When the open editor's draft goes to disk: while the person types, at most once a second;
/// as soon as they pause for half a second; not at all while the text is what the edit began
/// with (a draft already written is then removed). The reader's loop asks a few times a second.
struct DraftKeeping {
  static let interval: TimeInterval = 1
  static let pause: TimeInterval = 0.5

  /// What to do with the draft now.
  enum Step: Equatable {
    case nothing, write, remove
  }

  /// The text on disk, nil when none is.
  private(set) var written: String?
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
    guard text != written else { return .nothing }
    let due =
      now.timeIntervalSince(writtenAt) >= Self.interval
      || now.timeIntervalSince(changedAt) >= Self.pause
    return due ? .write : .nothing
  }

  /// The step to take when the reader is about to stop: the text goes to disk if it changed.
  mutating func final(text: String, original: String) -> Step {
    step(text: text, original: original, now: .distantFuture)
  }

  /// Notes that `text` is on disk.
  mutating func wrote(_ text: String, now: Date) {
    written = text
    writtenAt = now
  }
}
