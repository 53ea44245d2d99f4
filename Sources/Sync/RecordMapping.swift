import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// Library values to the app's records (`AppRecords`) and back, for one user. The records
/// live where the iPhone app keeps them: `_defaultZone` of the private database, each carrying
/// `ownerRecordName`, by which the app (and this engine) lists them.
struct RecordMapping: Sendable {
  let user: String

  /// Where the app's records are (its `CKRecord.ID(recordName:)` names no zone).
  static let zone = ZoneID.defaultZone
  /// The zone earlier versions of quran-vi synced into; emptied into `zone` once.
  static let formerZone = ZoneID(zoneName: "QuranZone")
  /// The record types the engine lists and sends, in that order.
  static let syncedTypes: [RecordType] = [
    .favoriteAyah, .ayahNote, .readingProgress, .appSettings, .readingDay, .readingGoal,
    .readingPlan, .memorizeReview, .memorizePlan,
  ]

  // MARK: Names

  func recordName(_ record: RecordIdentity) -> String { record.recordName(user: user) }

  // MARK: Library → records

  func record(_ favorite: FavoriteAyah) -> Record {
    let id = favorite.ayahID
    return Record(
      .favorite(id), user: user,
      fields: [
        .ayahID: .string(id.description), .surahNumber: .int64(Int64(id.surah)),
        .ayahNumber: .int64(Int64(id.ayah)),
        .favoritedAt: .timestamp(favorite.favoritedAt.milliseconds),
      ])
  }

  func record(_ note: AyahNote) -> Record {
    Record(
      .note(note.id, ayah: note.ayahID), user: user,
      fields: [
        .ayahID: .string(note.ayahID.description), .surahNumber: .int64(Int64(note.ayahID.surah)),
        .ayahNumber: .int64(Int64(note.ayahID.ayah)), .noteText: .string(note.text),
        .createdAt: .timestamp(note.createdAt.milliseconds),
        .modifiedAt: .timestamp(note.modifiedAt.milliseconds),
      ])
  }

  func record(_ progress: ReadingProgress) -> Record {
    Record(
      .progress(surah: progress.surah), user: user,
      fields: [
        .surahNumber: .int64(Int64(progress.surah)),
        .lastReadAyah: .int64(Int64(progress.lastReadAyah)),
        .totalAyahs: .int64(Int64(progress.totalAyahs)),
        .progressPercentage: .progressPercentage(
          lastReadAyah: progress.lastReadAyah, totalAyahs: progress.totalAyahs),
        .lastUpdatedAt: .timestamp(progress.lastUpdatedAt.milliseconds),
      ])
  }

  func settingRecord(key: String, json: String, at date: Date) -> Record {
    Record(
      .setting(key: key), user: user,
      fields: [
        .settingKey: .string(key), .settingValue: .string(json),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

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

  func record(_ goal: ReadingGoal, at date: Date) -> Record {
    Record(
      .readingGoal, user: user,
      fields: [
        .amount: .int64(Int64(goal.amount)), .unit: .string(goal.unit.rawValue),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  /// The memorizing plan (quran-vi's own type): the passage, its day, when it was set.
  func record(_ plan: MemorizePlan, at date: Date) -> Record {
    Record(
      .memorizePlan, user: user,
      fields: [
        .target: .string(plan.target), .byDay: .string(plan.by),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  func record(_ plan: ReadingPlan, at date: Date) -> Record {
    var fields: [RecordField: FieldValue] = [
      .planName: .string(plan.name), .fromAyah: .string(plan.from.description),
      .startDay: .string(plan.startDay), .endDay: .string(plan.endDay),
      .portion: .string(plan.portion.rawValue), .lastModifiedAt: .timestamp(date.milliseconds),
    ]
    if let finished = plan.finished { fields[.finishedDay] = .string(finished) }
    return Record(.readingPlan(name: plan.name), user: user, fields: fields)
  }

  /// One grade in memorizing (quran-vi's own type): never changed once sent.
  func record(_ review: MemorizeReview) -> Record {
    let ayah = review.ayahID
    return Record(
      .memorizeReview(review.id), user: user,
      fields: [
        .ayahID: .string(ayah.description), .surahNumber: .int64(Int64(ayah.surah)),
        .ayahNumber: .int64(Int64(ayah.ayah)),
        .reviewedAt: .timestamp(review.reviewedAt.milliseconds), .day: .string(review.day),
        .grade: .int64(Int64(review.grade.rawValue)),
        .missedWords: .string(review.missedWords.map(String.init).joined(separator: ",")),
      ])
  }

  // MARK: Records → library

  /// A grade as its record carries it; nil for fields that are not one (no ayah, time, day
  /// or grade of FSRS's four).
  static func review(_ record: Record, id: UUID) -> MemorizeReview? {
    guard let ayah = ayahID(record), let at = record[.reviewedAt]?.int64Value,
      let day = record[.day]?.stringValue, CivilDay(day) != nil,
      let grade = record[.grade]?.int64Value.flatMap({ Grade(rawValue: Int($0)) })
    else { return nil }
    let missed = (record[.missedWords]?.stringValue ?? "").split(separator: ",")
      .compactMap { Int($0) }.filter { $0 >= 0 }
    return MemorizeReview(
      id: id, ayahID: ayah, reviewedAt: Date(milliseconds: at), day: day, grade: grade,
      missedWords: Array(Set(missed)).sorted())
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

  static func goal(_ record: Record) -> (ReadingGoal, Date)? {
    guard let amount = record[.amount]?.int64Value,
      (1...Int64(ReadingGoal.largest)).contains(amount),
      let unit = record[.unit]?.stringValue.flatMap(ReadingGoal.Unit.init(rawValue:))
    else { return nil }
    return (ReadingGoal(amount: Int(amount), unit: unit), date(record[.lastModifiedAt], record))
  }

  /// The memorizing plan as its record carries it; nil when its passage names no ayahs or
  /// its day is none.
  static func memorizePlan(_ record: Record) -> (MemorizePlan, Date)? {
    guard let target = record[.target]?.stringValue, MemorizePlan.ayahs(of: target) != nil,
      let by = record[.byDay]?.stringValue, CivilDay(by) != nil
    else { return nil }
    return (MemorizePlan(target: target, by: by), date(record[.lastModifiedAt], record))
  }

  static func plan(_ record: Record, name: String) -> (ReadingPlan, Date)? {
    guard let from = record[.fromAyah]?.stringValue.flatMap({ try? AyahID.parse($0) }),
      let start = record[.startDay]?.stringValue, CivilDay(start) != nil,
      let end = record[.endDay]?.stringValue, CivilDay(end) != nil
    else { return nil }
    let finished = record[.finishedDay]?.stringValue
    let portion = ReadingPlan.Portion(rawValue: record[.portion]?.stringValue ?? "pages")
    guard finished.map { CivilDay($0) != nil } ?? true, let portion else { return nil }
    let plan = ReadingPlan(
      name: name, from: from, startDay: start, endDay: end, finished: finished, portion: portion)
    return (plan, date(record[.lastModifiedAt], record))
  }

  static func favorite(_ record: Record, ayah: AyahID) -> FavoriteAyah {
    FavoriteAyah(ayahID: ayah, favoritedAt: date(record[.favoritedAt], record))
  }

  /// A note as its record carries it, in one string: what was sent and what the server
  /// holds compare equal exactly when they are the same version.
  static func content(ofNote record: Record, id: UUID) -> String? {
    note(record, id: id).map {
      "\($0.ayahID)\n\($0.createdAt.milliseconds)\n\($0.modifiedAt.milliseconds)\n\($0.text)"
    }
  }

  static func note(_ record: Record, id: UUID) -> AyahNote? {
    guard let text = record[.noteText]?.stringValue, let ayah = ayahID(record)
    else { return nil }
    let modified = date(record[.modifiedAt], record)
    return AyahNote(
      id: id, ayahID: ayah, text: text.precomposedStringWithCanonicalMapping,
      createdAt: record[.createdAt]?.int64Value.map(Date.init(milliseconds:)) ?? modified,
      modifiedAt: modified)
  }

  static func progress(_ record: Record, surah: Int) -> ReadingProgress? {
    // The surah is the one the record's name says; a field that disagrees is not trusted.
    guard let last = record[.lastReadAyah]?.int64Value,
      let total = SurahSizes.ayahCount(ofSurah: surah), last >= 1
    else { return nil }
    return ReadingProgress(
      surah: surah, lastReadAyah: min(Int(last), total), totalAyahs: total,
      lastUpdatedAt: date(record[.lastUpdatedAt], record))
  }

  static func setting(_ record: Record) -> (json: String, at: Date)? {
    guard let json = record[.settingValue]?.stringValue else { return nil }
    return (json, date(record[.lastModifiedAt], record))
  }

  private static func ayahID(_ record: Record) -> AyahID? {
    if let text = record[.ayahID]?.stringValue, let id = try? AyahID.parse(text) { return id }
    guard let surah = record[.surahNumber]?.int64Value, let ayah = record[.ayahNumber]?.int64Value
    else { return nil }
    return try? AyahID(surah: Int(surah), ayah: Int(ayah))
  }

  /// A TIMESTAMP field, else when the server last changed the record, else the epoch.
  static func date(_ value: FieldValue?, _ record: Record) -> Date {
    Date(milliseconds: value?.int64Value ?? record.modified?.timestamp ?? 0)
  }
}

extension RecordMapping {
  /// A fingerprint of a record's fields (FNV-1a over their JSON with sorted keys), so that a
  /// version sent again under a new tag — after the server went back in time — is known for
  /// the same content; nil for a record read without its fields. A conflict copy's text is
  /// taken without its prefix: the copy's versions are those of the note's lost branch it
  /// carries on, and are known by the same fingerprints (`Reconciler.keepConflictCopy`).
  static func fingerprint(_ record: Record) -> String? {
    guard var fields = record.fields else { return nil }
    if let text = fields[RecordField.noteText.rawValue]?.stringValue,
      text.hasPrefix(Reconciler.conflictPrefix)
    {
      fields[RecordField.noteText.rawValue] = .string(
        String(text.dropFirst(Reconciler.conflictPrefix.count)))
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in WireJSON.encode(fields: fields, sortedKeys: true) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
