// Record names as app-schema.md gives them, read back into library keys.
import CloudRecords
import Foundation
import Library
import Testing

@testable import Sync

@Suite struct MappingTests {
  let user = "_0123456789abcdef0123456789abcdef"

  @Test func recordNamesFollowTheAppSchema() throws {
    let mapping = RecordMapping(user: user)
    let note = AyahNote(
      id: UUID(uuidString: "7D444840-9DC0-11D1-B245-5FFDCE74FAD2")!, ayahID: ayah("2:255"),
      text: "x", createdAt: Date(), modifiedAt: Date())
    #expect(
      mapping.record(note).recordName
        == "note-\(user)-2:255-7D444840-9DC0-11D1-B245-5FFDCE74FAD2")
    #expect(
      mapping.record(FavoriteAyah(ayahID: ayah("2:255"), favoritedAt: Date())).recordName
        == "favorite-\(user)-2:255")
    #expect(mapping.recordName(.readingProgress, "36") == "progress-\(user)-36")
    #expect(mapping.recordName(.appSettings, "theme") == "setting-\(user)-theme")
    let fields = try #require(mapping.record(note).fields)
    #expect(
      Set(fields.keys) == [
        "ayahID", "surahNumber", "ayahNumber", "noteText", "createdAt", "modifiedAt",
        "ownerRecordName",
      ])
  }

  @Test func namesAreReadBackIntoKeys() {
    let cases: [(String, RecordType, String)] = [
      ("favorite-\(user)-2:255", .favoriteAyah, "2:255"),
      (
        "note-\(user)-114:6-7D444840-9DC0-11D1-B245-5FFDCE74FAD2", .ayahNote,
        "7D444840-9DC0-11D1-B245-5FFDCE74FAD2"
      ),
      ("progress-\(user)-36", .readingProgress, "36"),
      ("setting-\(user)-last-position", .appSettings, "last-position"),
    ]
    for (name, type, key) in cases {
      let found = RecordMapping.identify(name, recordType: nil)
      #expect(found?.0 == type && found?.1 == key, "\(name)")
    }
    #expect(RecordMapping.identify(user, recordType: "UserProfile") == nil)
    #expect(RecordMapping.identify("note-\(user)-1:1-not-a-uuid", recordType: nil) == nil)
  }
}
