import CloudRecords

/// The fields of the app's records by their names in `AppSchema`, each type's in its line.
public enum RecordField: String, Sendable, CaseIterable {
  /// Every record's: the user record name of its owner, by which the app lists its records.
  case ownerRecordName
  /// FavoriteAyah's fields (the first three are AyahNote's too).
  case ayahID, surahNumber, ayahNumber, favoritedAt
  /// AyahNote's fields, with `ayahID`, `surahNumber` and `ayahNumber`.
  case noteText, createdAt, modifiedAt
  /// ReadingProgress's fields.
  case lastReadAyah, totalAyahs, progressPercentage, lastUpdatedAt
  /// AppSettings's fields.
  case settingKey, settingValue, lastModifiedAt
  /// ReadingDay's fields.
  case day, device, ayahs, seconds, surahsFinished
  /// ReadingGoal's fields.
  case amount, unit
  /// ReadingPlan's fields.
  case planName, fromAyah, startDay, endDay, portion, finishedDay
  /// MemorizeReview's fields, with `ayahID`, `surahNumber`, `ayahNumber` and `day`.
  case reviewedAt, grade, missedWords
  /// MemorizePlan's fields, with `lastModifiedAt`: the passage and the day it is held by,
  /// the order its ayahs are begun in and the ayahs a day it was set with (issue 62).
  case target, byDay, ayahOrder, perDay
}

extension Record {
  /// One of the app's records to send, as `user` owns it: its name and type from `identity`,
  /// `ownerRecordName` besides `fields`.
  public init(_ identity: RecordIdentity, user: String, fields: [RecordField: FieldValue]) {
    var named = [RecordField.ownerRecordName.rawValue: FieldValue.string(user)]
    for (field, value) in fields { named[field.rawValue] = value }
    self.init(
      recordName: identity.recordName(user: user), recordType: identity.recordType.rawValue,
      fields: named)
  }

  /// One of the app's fields. Setting a value adds or replaces the field.
  public subscript(field: RecordField) -> FieldValue? {
    get { self[field.rawValue] }
    set { self[field.rawValue] = newValue }
  }
}

extension Query {
  /// The records of `type` that `user` owns, as the app lists them (by `ownerRecordName`).
  public init(_ type: RecordType, ownedBy user: String) {
    self.init(
      recordType: type.rawValue,
      filterBy: [Filter(RecordField.ownerRecordName.rawValue, .equals, .string(user))])
  }
}

extension FieldValue {
  /// `progressPercentage` as the iPhone app computes it (`CloudKitProgressSync.swift`): despite
  /// its name, the fraction of the surah read, 0 to 1 (`lastReadAyah / totalAyahs`), never
  /// × 100. Nothing reads it back: `lastReadAyah` is the progress.
  public static func progressPercentage(lastReadAyah: Int, totalAyahs: Int) -> FieldValue {
    .double(Double(lastReadAyah) / Double(max(totalAyahs, 1)))
  }
}
