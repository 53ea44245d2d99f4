// The app's schema, written once, and the names the code gives its types and fields.
import AppRecords
import Foundation
import Library
import RecordServer
import Testing

@Suite struct AppSchemaTests {
  @Test func theSchemaDescribesTheAppsFiveTypesAndOurSix() throws {
    let schema = try Schema(ckdb: AppSchema.ckdb)
    #expect(
      schema.recordTypes.map(\.name)
        == [
          "UserProfile", "FavoriteAyah", "AyahNote", "ReadingProgress", "AppSettings",
          "ReadingDay", "ReadingGoal", "ReadingPlan", "MemorizeReview", "MemorizePlan",
          "LegacyImport",
        ])
    // Every type but the user's own is synced by a kind, in the schema's order.
    #expect(
      schema.recordTypes.map(\.name)
        == ([RecordType.userProfile] + RecordKinds.types).map(\.rawValue))
    let favorite = try #require(schema[recordType: "FavoriteAyah"])
    #expect(favorite[field: "favoritedAt"]?.type == .timestamp)
    #expect(favorite[field: "favoritedAt"]?.isSortable == true)
    #expect(favorite[field: "ownerRecordName"]?.isQueryable == true)
    #expect(favorite[field: "ownerRecordName"]?.isSortable == false)
    #expect(favorite[field: "___recordID"]?.isQueryable == true)
    #expect(schema[recordType: "ReadingProgress"]?[field: "progressPercentage"]?.type == .double)
    #expect(schema[recordType: "AyahNote"]?[field: "noteText"]?.isQueryable == false)
    #expect(schema[recordType: "UserProfile"]?[field: "userRecord"]?.type == .reference)
    let review = try #require(schema[recordType: "MemorizeReview"])
    #expect(review[field: "reviewedAt"]?.type == .timestamp)
    #expect(review[field: "grade"]?.type == .int64)
    #expect(schema[recordType: "MemorizePlan"]?[field: "byDay"]?.type == .string)
    #expect(schema[recordType: "MemorizePlan"]?[field: "ayahOrder"]?.type == .string)
    #expect(schema[recordType: "MemorizePlan"]?[field: "perDay"]?.type == .int64)
    #expect(favorite.grants == ["READ, WRITE TO \"_creator\"", "CREATE TO \"_icloud\""])
    #expect(schema[recordType: "LegacyImport"]?[field: "importedItems"]?.type == .string)
  }

  /// A field name misspelled in `RecordField` would be sent as a field the container lacks.
  /// The text is laid out as `cktool export-schema` does and as servers already store it: a
  /// type's names padded to its longest, the system fields first, the grants last.
  @Test func theSchemaTextIsLaidOutAsCKToolDoes() {
    #expect(AppSchema.ckdb.hasPrefix("DEFINE SCHEMA\n\n    RECORD TYPE UserProfile (\n"))
    #expect(AppSchema.ckdb.hasSuffix("        GRANT CREATE TO \"_icloud\"\n    );\n"))
    #expect(
      AppSchema.ckdb.contains(
        #"""

            RECORD TYPE ReadingGoal (
                "___createTime" TIMESTAMP SORTABLE,
                "___createdBy"  REFERENCE,
                "___etag"       STRING,
                "___modTime"    TIMESTAMP SORTABLE,
                "___modifiedBy" REFERENCE,
                "___recordID"   REFERENCE QUERYABLE,
                amount          INT64,
                unit            STRING,
                lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
                ownerRecordName STRING QUERYABLE,
                GRANT READ, WRITE TO "_creator",
                GRANT CREATE TO "_icloud"
            );

            RECORD TYPE ReadingPlan (

        """#))
    #expect(
      AppSchema.ckdb.contains(
        #"""
                "___recordID"      REFERENCE QUERYABLE,
                surahNumber        INT64 QUERYABLE SORTABLE,
                lastReadAyah       INT64 QUERYABLE SORTABLE,
                totalAyahs         INT64,
                progressPercentage DOUBLE QUERYABLE SORTABLE,

        """#))
  }

  /// Every field the code names (`RecordField(rawValue:)`, here and in each kind's file) is
  /// one of the schema's.
  @Test func everyFieldTheCodeNamesIsInTheSchema() throws {
    let schema = try Schema(ckdb: AppSchema.ckdb)
    let names = Set(schema.recordTypes.flatMap { $0.fields.map(\.name) })
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources").standardized
    var named: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      named += text.matches(of: /RecordField\(rawValue: "(\w+)"\)/).map { String($0.1) }
    }
    #expect(named.count >= 30, "the scan found the fields")
    for field in named {
      #expect(names.contains(field), "\(field)")
    }
  }
}
