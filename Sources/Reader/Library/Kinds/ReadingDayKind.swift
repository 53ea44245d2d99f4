import AppRecords
import Foundation
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// One device's reading on one day (`readingday-{user}-{device}-{YYYY-MM-DD}`, quran-vi's own
/// type), keyed `DEVICE-YYYY-MM-DD`: each device writes only its own days, so the two versions
/// of a day are put together.
package struct ReadingDayKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.readingDay
  /// Its records' names as a refusal shows their form.
  package let nameForm = "readingday-USER-DEVICE-YYYY-MM-DD"
  package let localKeysSQL = """
    SELECT (SELECT id FROM readingDevice) || '-' || day AS k FROM (
      SELECT day FROM readingDayAyah UNION SELECT day FROM readingDaySeconds
      UNION SELECT day FROM readingDaySurah)
    """

  /// The key as the library keeps it.
  package func libraryKey(of key: (device: String, day: String)) -> String {
    "\(key.device)-\(key.day)"
  }

  /// `DEVICE-YYYY-MM-DD`, the device as hexadecimal digits.
  package func key(nameRest key: String) -> (device: String, day: String)? {
    guard let dash = key.index(key.endIndex, offsetBy: -11, limitedBy: key.startIndex),
      key[dash] == "-", key.startIndex < dash
    else { return nil }
    let device = String(key[..<dash])
    let day = String(key[key.index(after: dash)...])
    guard device.count <= 32, device.allSatisfy(\.isHexDigit), CivilDay(day) != nil else {
      return nil
    }
    return (device, day)
  }

  /// A day's fields tell no time of change.
  package func localTime(key: (device: String, day: String), _ tx: SyncTransaction) throws -> Date?
  {
    nil
  }
}

extension RecordIdentity {
  /// `device`'s reading on `day` (`YYYY-MM-DD`); `device` is `readingDevice`'s id.
  public static func readingDay(device: String, day: String) -> RecordIdentity {
    ReadingDayKind().identity(of: (device, day))
  }
}

/// A row of `readingElsewhere`: another device's day, as its record said.
struct ReadingElsewhereRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingElsewhere"
  var device: String, day: String, ayahs: String, seconds: Int, surahs: String

  init(device: String, day: String, _ tally: DayTally) {
    (self.device, self.day, seconds) = (device, day, tally.seconds)
    (ayahs, surahs) = (AyahList.encode(tally.ayahs), SurahList.encode(tally.surahsFinished))
  }

  var tally: DayTally {
    DayTally(
      ayahs: AyahList.decode(ayahs) ?? [], seconds: seconds,
      surahsFinished: SurahList.decode(surahs) ?? [])
  }
}

extension SyncTransaction {
  /// This library's name among the person's devices.
  public func readingDevice() throws -> String { try LibraryStore.readingDevice(db) }

  /// What the log holds of a device's day: this device's own log, or another's as its record
  /// said.
  public func readingDay(device: String, day: String) throws -> DayTally? {
    guard device == (try readingDevice()) else {
      return try db.first(
        ReadingElsewhereRow.self, "SELECT * FROM readingElsewhere WHERE device = ? AND day = ?",
        [device, day])?.tally
    }
    let ayahs = try String.fetchAll(
      db, sql: "SELECT ayahID FROM readingDayAyah WHERE day = ?", arguments: [day])
    let seconds = try Int.fetchOne(
      db, sql: "SELECT seconds FROM readingDaySeconds WHERE day = ?", arguments: [day])
    let surahs = try Int.fetchAll(
      db, sql: "SELECT surah FROM readingDaySurah WHERE day = ?", arguments: [day])
    guard !ayahs.isEmpty || seconds != nil || !surahs.isEmpty else { return nil }
    return DayTally(
      ayahs: Set(ayahs.compactMap { try? AyahID.parse($0) }), seconds: seconds ?? 0,
      surahsFinished: Set(surahs))
  }

  /// Keeps a device's day as `tally` says: this device's own log only ever grows by it.
  public func putReadingDay(device: String, day: String, _ tally: DayTally) throws {
    guard device == (try readingDevice()) else {
      try ReadingElsewhereRow(device: device, day: day, tally).insert(db, onConflict: .replace)
      return try LibraryStore.summarize(day, db)
    }
    try LibraryStore.addToLog(
      day, ayahs: tally.ayahs.map(\.description), surahs: tally.surahsFinished,
      seconds: tally.seconds, db)
    try LibraryStore.summarize(day, db)
  }

  /// Forgets another device's day (its record is gone from the server). This device's own
  /// log is never taken away by a sync.
  public func removeReadingDay(device: String, day: String) throws {
    try ReadingElsewhereRow.deleteOne(db, key: ["device": device, "day": day])
    try LibraryStore.summarize(day, db)
  }

  /// Forgets every other device's days (the library now syncs as another person).
  public func forgetOtherDevices() throws {
    let days = try String.fetchAll(db, sql: "SELECT DISTINCT day FROM readingElsewhere")
    try ReadingElsewhereRow.deleteAll(db)
    for day in days { try LibraryStore.summarize(day, db) }
  }
}

extension RecordType {
  /// One device's reading on one day (quran-vi's own, which Apple's container lacks until
  /// its owner adds it).
  public static let readingDay = RecordType(rawValue: "ReadingDay")
}

extension RecordField {
  /// The device, as hexadecimal digits.
  public static let device = RecordField(rawValue: "device")
  /// The ayahs read (`AyahList`).
  public static let ayahs = RecordField(rawValue: "ayahs")
  /// The seconds spent reading.
  public static let seconds = RecordField(rawValue: "seconds")
  /// The surahs finished (`SurahList`).
  public static let surahsFinished = RecordField(rawValue: "surahsFinished")
}
