import AppRecords
import QuranText

/// What importing a dump would do, validated and complete, before anything is written.
///
/// A pure value: the Library applies it in one transaction (favorites as a union, progress
/// keeping the furthest ayah, notes added beside what is there), and a dry run prints it.
public struct LegacyImportPlan: Sendable, Equatable {
  /// The favorite ayahs, each once, sorted.
  public var favorites: [AyahID]
  /// Notes per ayah, oldest first; two equal notes are two notes.
  public var notes: [AyahID: [NoteText]]
  /// Surah number to the last ayah read, clamped to the surah's ayah count as the app did.
  public var progress: [Int: Int]
  /// Every item of the app's keys not imported, with the reason, in the dump's order.
  public var leftOut: [LeftOutItem]
  /// The other keys of the app's domain (`AppleLanguages`, …), sorted; they are ignored.
  public var ignoredKeys: [String]
  /// Which of the app's keys the dump has, in the order of `AppKey.allCases`.
  public var foundKeys: [String]
  /// Where in the dump the app's keys are: empty at the top level, else the keys (and
  /// `[n]` array positions) leading to the dictionary that holds them.
  public var location: [String]
  /// Which of the four shapes the dump came in.
  public var shape: DumpShape

  /// A plan of what to import (empty by default) from a dump of `shape`.
  public init(
    favorites: [AyahID] = [], notes: [AyahID: [NoteText]] = [:], progress: [Int: Int] = [:],
    leftOut: [LeftOutItem] = [], ignoredKeys: [String] = [], foundKeys: [String] = [],
    location: [String] = [], shape: DumpShape
  ) {
    self.favorites = favorites
    self.notes = notes
    self.progress = progress
    self.leftOut = leftOut
    self.ignoredKeys = ignoredKeys
    self.foundKeys = foundKeys
    self.location = location
    self.shape = shape
  }

  /// The number of notes the plan would add.
  public var noteCount: Int { notes.values.reduce(0) { $0 + $1.count } }

  /// True when the plan would change nothing.
  public var importsNothing: Bool { favorites.isEmpty && notes.isEmpty && progress.isEmpty }
}
