/// The container's schema in CloudKit's schema language (`.ckdb`), written once: the iPhone
/// app's five record types and quran-vi's own six: three reading types (`ReadingDay`,
/// `ReadingGoal`, `ReadingPlan`), memorizing's grades (`MemorizeReview`) and its plan
/// (`MemorizePlan`), and what imports of the app's preferences brought (`LegacyImport`), which
/// Apple's
/// container lacks until its owner adds them. `quran-records`
/// serves it unless `--schema` names another file, and `quran-records schema print` prints it
/// for a container's owner to import.
public enum AppSchema {
  /// The schema's text, as `cktool export-schema` lays it out: each type's system fields, its
  /// own fields, each name padded to the longest, and its grants.
  public static let ckdb =
    "DEFINE SCHEMA\n\n" + types.map { recordType($0.name, $0.fields) }.joined(separator: "\n")

  /// The fields CloudKit gives every record type, before its own.
  private static let systemFields: [(name: String, type: String)] = [
    (#""___createTime""#, "TIMESTAMP SORTABLE"), (#""___createdBy""#, "REFERENCE"),
    (#""___etag""#, "STRING"), (#""___modTime""#, "TIMESTAMP SORTABLE"),
    (#""___modifiedBy""#, "REFERENCE"), (#""___recordID""#, "REFERENCE QUERYABLE"),
  ]

  /// One `RECORD TYPE` block: the system fields, `fields`, and the grants every type has.
  private static func recordType(_ name: String, _ fields: [(name: String, type: String)])
    -> String
  {
    let all = systemFields + fields
    let width = all.map(\.name.count).max() ?? 0
    let lines = all.map { field in
      "        " + field.name + String(repeating: " ", count: width + 1 - field.name.count)
        + field.type + ",\n"
    }
    return "    RECORD TYPE \(name) (\n" + lines.joined()
      + "        GRANT READ, WRITE TO \"_creator\",\n        GRANT CREATE TO \"_icloud\"\n    );\n"
  }

  /// Each record type and its own fields, in the schema's order.
  private static let types: [(name: String, fields: [(name: String, type: String)])] = [
    (
      "UserProfile",
      [
        ("appleUserID", "STRING QUERYABLE SORTABLE"),
        ("email", "STRING QUERYABLE"),
        ("givenName", "STRING"),
        ("familyName", "STRING"),
        ("lastSignIn", "TIMESTAMP QUERYABLE SORTABLE"),
        ("userRecord", "REFERENCE"),
        ("createdAt", "TIMESTAMP QUERYABLE SORTABLE"),
      ]
    ),
    (
      "FavoriteAyah",
      [
        ("ayahID", "STRING QUERYABLE SORTABLE"),
        ("surahNumber", "INT64 QUERYABLE SORTABLE"),
        ("ayahNumber", "INT64 QUERYABLE SORTABLE"),
        ("favoritedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "AyahNote",
      [
        ("ayahID", "STRING QUERYABLE SORTABLE"),
        ("surahNumber", "INT64 QUERYABLE SORTABLE"),
        ("ayahNumber", "INT64 QUERYABLE SORTABLE"),
        ("noteText", "STRING"),
        ("createdAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("modifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "ReadingProgress",
      [
        ("surahNumber", "INT64 QUERYABLE SORTABLE"),
        ("lastReadAyah", "INT64 QUERYABLE SORTABLE"),
        ("totalAyahs", "INT64"),
        ("progressPercentage", "DOUBLE QUERYABLE SORTABLE"),
        ("lastUpdatedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "AppSettings",
      [
        ("settingKey", "STRING QUERYABLE"),
        ("settingValue", "STRING"),
        ("lastModifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "ReadingDay",
      [
        ("day", "STRING QUERYABLE SORTABLE"),
        ("device", "STRING QUERYABLE"),
        ("ayahs", "STRING"),
        ("seconds", "INT64"),
        ("surahsFinished", "STRING"),
        ("lastModifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "ReadingGoal",
      [
        ("amount", "INT64"),
        ("unit", "STRING"),
        ("lastModifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "ReadingPlan",
      [
        ("planName", "STRING QUERYABLE"),
        ("fromAyah", "STRING"),
        ("startDay", "STRING QUERYABLE SORTABLE"),
        ("endDay", "STRING"),
        ("finishedDay", "STRING"),
        ("portion", "STRING"),
        ("lastModifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "MemorizeReview",
      [
        ("ayahID", "STRING QUERYABLE SORTABLE"),
        ("surahNumber", "INT64 QUERYABLE SORTABLE"),
        ("ayahNumber", "INT64 QUERYABLE SORTABLE"),
        ("reviewedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("day", "STRING QUERYABLE SORTABLE"),
        ("grade", "INT64"),
        ("missedWords", "STRING"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "MemorizePlan",
      [
        ("target", "STRING"),
        ("byDay", "STRING"),
        ("ayahOrder", "STRING"),
        ("perDay", "INT64"),
        ("lastModifiedAt", "TIMESTAMP QUERYABLE SORTABLE"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
    (
      "LegacyImport",
      [
        ("importKind", "STRING QUERYABLE"),
        ("surahNumber", "INT64 QUERYABLE SORTABLE"),
        ("importedItems", "STRING"),
        ("ownerRecordName", "STRING QUERYABLE"),
      ]
    ),
  ]
}
