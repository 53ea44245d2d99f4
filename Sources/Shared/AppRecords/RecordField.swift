import CloudRecords

/// A field of the app's records, by its name in `AppSchema`. The fields several types share
/// are named here; each type's own are named by its kind, in its file (`extension RecordField`
/// in Library's `Kinds/`).
public struct RecordField: RawRepresentable, Hashable, Sendable {
  /// The field's name in the schema.
  public let rawValue: String

  /// The field named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Every record's: the user record name of its owner, by which the app lists its records.
  public static let ownerRecordName = RecordField(rawValue: "ownerRecordName")
  /// The ayah a record is about, as `surah:ayah` (a favorite's, a note's, a grade's).
  public static let ayahID = RecordField(rawValue: "ayahID")
  /// That ayah's surah.
  public static let surahNumber = RecordField(rawValue: "surahNumber")
  /// That ayah's number in its surah.
  public static let ayahNumber = RecordField(rawValue: "ayahNumber")
  /// When the record last changed (a setting's, a reading day's, the goal's, a plan's).
  public static let lastModifiedAt = RecordField(rawValue: "lastModifiedAt")
  /// A day, `YYYY-MM-DD` (a reading day's, a grade's).
  public static let day = RecordField(rawValue: "day")
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
