import AppRecords
import CloudRecords
import Foundation
import QuranText

/// An ayah a person marked as a favorite.
public struct FavoriteAyah: Sendable, Equatable {
  public let ayahID: AyahID
  public let favoritedAt: Date

  public init(ayahID: AyahID, favoritedAt: Date) {
    self.ayahID = ayahID
    self.favoritedAt = favoritedAt
  }
}

/// How far a person has read in one surah: the furthest ayah reached, as the iPhone app keeps it.
public struct ReadingProgress: Sendable, Equatable {
  public let surah: Int
  public let lastReadAyah: Int
  public let totalAyahs: Int
  public let lastUpdatedAt: Date

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
  public enum Operation: String, Sendable { case save, delete }

  public let sequence: Int64
  public let recordType: RecordType
  /// The record's own key: an ayah id, a surah number, a setting key, a note's UUID.
  public let recordKey: String
  public let operation: Operation
  public let changedAt: Date
}

extension Date {
  /// The time as the library keeps it: to the millisecond.
  var toMilliseconds: Date { Date(milliseconds: milliseconds) }
}
