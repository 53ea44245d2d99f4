import AppRecords
import Clocks
import Foundation
import QuranText

/// An ayah a person marked as a favorite.
public struct FavoriteAyah: Sendable, Equatable {
  /// The ayah marked.
  public let ayahID: AyahID
  /// When it was marked.
  public let favoritedAt: Date

  /// A favorite as the store keeps it.
  public init(ayahID: AyahID, favoritedAt: Date) {
    self.ayahID = ayahID
    self.favoritedAt = favoritedAt
  }
}

/// How far a person has read in one surah: the furthest ayah reached, as the iPhone app keeps it.
public struct ReadingProgress: Sendable, Equatable {
  /// The surah's number, 1 to 114.
  public let surah: Int
  /// The furthest ayah of the surah reached.
  public let lastReadAyah: Int
  /// How many ayahs the surah has.
  public let totalAyahs: Int
  /// When the progress last moved.
  public let lastUpdatedAt: Date

  /// Progress as the store keeps it.
  public init(surah: Int, lastReadAyah: Int, totalAyahs: Int, lastUpdatedAt: Date) {
    self.surah = surah
    self.lastReadAyah = lastReadAyah
    self.totalAyahs = totalAyahs
    self.lastUpdatedAt = lastUpdatedAt
  }

  /// `lastReadAyah / totalAyahs × 100`, as the reader shows it.
  public var percentage: Double {
    totalAyahs == 0 ? 0 : Double(lastReadAyah) / Double(totalAyahs) * 100
  }
}

/// One change waiting to be sent: which record, and whether it was saved or deleted. The
/// record's content is read from its table when it is sent, so only the latest change of
/// each record is kept.
public struct JournalEntry: Sendable, Equatable {
  /// Whether the record was saved (made or changed) or deleted.
  public enum Operation: String, Sendable { case save, delete }

  /// The entry's place in the journal: later changes have larger numbers.
  public let sequence: Int64
  /// The type of the record that changed.
  public let recordType: RecordType
  /// The record's own key: an ayah id, a surah number, a setting key, a note's UUID.
  public let recordKey: String
  /// Whether the record was saved or deleted.
  public let operation: Operation
  /// When the change was made, on this device's clock.
  public let changedAt: Date
  /// The record's name (its user a stand-in), which with the key names the record: a note's
  /// carries its ayah. Nil for an entry that names none (a grade's, whose key names it).
  public var recordName: String? = nil
}

extension Date {
  /// The time as the library keeps it: to the millisecond.
  var toMilliseconds: Date { Date(milliseconds: milliseconds) }
}
