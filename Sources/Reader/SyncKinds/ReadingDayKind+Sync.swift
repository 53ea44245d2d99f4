import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The sync's half of a device's reading day (`ReadingDayKind`, the store's half): its record
/// and its merge rule.
extension ReadingDayKind: SyncedKind {
  /// Only this device's own days are sent; another's are its to write.
  package func localRecord(key: (device: String, day: String), _ sync: Reconciler) throws -> Record?
  {
    guard key.device == (try sync.tx.readingDevice()) else { return nil }
    return try sync.tx.readingDay(device: key.device, day: key.day).map {
      sync.mapping.record(device: key.device, day: key.day, $0, at: sync.clock.now())
    }
  }

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key: (device: String, day: String), with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.readingDay(key.device, key.day, server, pending)
  }
}

extension RecordMapping {
  /// One device's day of reading (quran-vi's own type).
  func record(device: String, day: String, _ tally: DayTally, at date: Date) -> Record {
    Record(
      .readingDay(device: device, day: day), user: user,
      fields: [
        .day: .string(day), .device: .string(device), .ayahs: .string(AyahList.encode(tally.ayahs)),
        .seconds: .int64(Int64(tally.seconds)),
        .surahsFinished: .string(SurahList.encode(tally.surahsFinished)),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  /// A day as its record carries it; nil for fields that are not such a day.
  static func dayTally(_ record: Record) -> DayTally? {
    guard let ayahs = record[.ayahs]?.stringValue.flatMap(AyahList.decode),
      let surahs = SurahList.decode(record[.surahsFinished]?.stringValue ?? ""),
      let seconds = record[.seconds]?.int64Value,
      (0...Int64(DayTally.longestDay)).contains(seconds)
    else { return nil }
    return DayTally(ayahs: ayahs, seconds: Int(seconds), surahsFinished: surahs)
  }
}

extension Reconciler {
  /// One device's day: the server's version and the library's are put together. This
  /// device's day goes back to the server when the server lacks some of it; another device's
  /// day is kept as its record says, and forgotten when its record is gone.
  fileprivate func readingDay(
    _ device: String, _ day: String, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let record = RecordIdentity.readingDay(device: device, day: day)
    let local = try tx.readingDay(device: device, day: day)
    let remote = server.record.flatMap(RecordMapping.dayTally)
    let ownDay = device == (try tx.readingDevice())
    if !ownDay, remote == nil {
      try settle(pending)
      try tx.setServerTag(record, nil)
      try tx.removeReadingDay(device: device, day: day)
      return local != nil
    }
    let merged = [local, remote].compactMap { $0 }.reduce(
      DayTally(ayahs: [], seconds: 0, surahsFinished: [])
    ) {
      $0.merged(with: $1)
    }
    if merged != local { try tx.putReadingDay(device: device, day: day, merged) }
    try sendBackOrSettle(record, server, pending, sendBack: ownDay && merged != remote)
    return merged != local
  }
}
