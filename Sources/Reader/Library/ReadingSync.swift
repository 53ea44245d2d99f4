import AppRecords
import Foundation
import GRDB
import QuranText

/// One device's reading on one day, as its `ReadingDay` record carries it: the ayahs read, the
/// seconds spent, the surahs finished. Each device writes only its own days, with what it has
/// counted so far (not an increment), so a send replayed or confirmed twice counts nothing
/// twice, and the days of two devices add up.
public struct DayTally: Equatable, Sendable {
  /// The ayahs read.
  public var ayahs: Set<AyahID>
  /// The seconds spent reading.
  public var seconds: Int
  /// The surahs finished, by number.
  public var surahsFinished: Set<Int>

  /// A day's tally as a `ReadingDay` record carries it.
  public init(ayahs: Set<AyahID>, seconds: Int, surahsFinished: Set<Int>) {
    self.ayahs = ayahs
    self.seconds = seconds
    self.surahsFinished = surahsFinished
  }

  /// The most a device can read in a day, in seconds.
  public static let longestDay = 86_400

  /// Both tallies of one device's day together: every ayah and surah once, the longer time
  /// (a device's count only grows).
  public func merged(with other: DayTally) -> DayTally {
    DayTally(
      ayahs: ayahs.union(other.ayahs), seconds: max(seconds, other.seconds),
      surahsFinished: surahsFinished.union(other.surahsFinished))
  }
}

extension LibraryStore {
  /// This library's name among the person's devices (16 hexadecimal digits).
  static func readingDevice(_ db: Database) throws -> String {
    try String.fetchOne(db, sql: "SELECT id FROM readingDevice") ?? ""
  }

  /// Notes, in the transaction that changed it, that this device's `day` is to be sent.
  static func journalReadingDay(_ day: String, at date: Date, _ db: Database) throws {
    let record = RecordIdentity.readingDay(device: try readingDevice(db), day: day)
    try journal(record, .save, at: date, db)
  }

  /// The ayahs every device read on each day from `since` on: this one's and the others'.
  static func ayahsByDay(since: String, _ db: Database) throws -> [String: Set<AyahID>] {
    var days: [String: Set<AyahID>] = [:]
    for row in try ReadingDayAyahRow.fetchAll(
      db, sql: "SELECT * FROM readingDayAyah WHERE day >= ?", arguments: [since])
    {
      if let id = try? AyahID.parse(row.ayahID) { days[row.day, default: []].insert(id) }
    }
    for row in try ReadingElsewhereRow.fetchAll(
      db, sql: "SELECT * FROM readingElsewhere WHERE day >= ?", arguments: [since])
    {
      days[row.day, default: []].formUnion(row.tally.ayahs)
    }
    return days
  }
}
