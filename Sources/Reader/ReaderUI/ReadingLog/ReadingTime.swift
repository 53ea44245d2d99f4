/// The time spent reading, counted between keys: the time since the last key counts up to
/// `idleAfter`, so a reader left open does not read. On the monotonic clock, so a wall clock
/// set back never makes it negative. The line mode (`quran --linear`) counts its typed lines
/// the same way.
package struct ReadingTime {
  /// No time counted yet.
  package init() {}
  /// How long after a key the time stops counting.
  package static let idleAfter: Duration = .seconds(120)

  /// When the last key was pressed.
  package var lastActivity: ContinuousClock.Instant?
  /// The time counted and not yet in the log.
  package var unlogged: Duration = .zero

  /// A key was pressed at `now`: the time since the last one counts, up to `idleAfter`.
  package mutating func keyPressed(at now: ContinuousClock.Instant) {
    if let last = lastActivity { unlogged += min(now - last, Self.idleAfter) }
    lastActivity = now
  }

  /// The reader stops at `now`: the time since the last key counts, and no more after it.
  package mutating func stopped(at now: ContinuousClock.Instant) {
    if let last = lastActivity { unlogged += min(now - last, Self.idleAfter) }
    lastActivity = nil
  }

  /// The whole seconds counted, taken out to be logged (the fraction stays for later).
  package mutating func takeWholeSeconds() -> Int {
    let seconds = Int(unlogged.components.seconds)
    unlogged -= .seconds(seconds)
    return seconds
  }
}
