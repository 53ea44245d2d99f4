// Library values as the app's records.
import CloudRecords
import Foundation
import Testing

@testable import Library
@testable import Sync
@testable import SyncKinds

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
    #expect(mapping.recordName(.progress(surah: 36)) == "progress-\(user)-36")
    #expect(mapping.recordName(.setting(key: "theme")) == "setting-\(user)-theme")
    let fields = try #require(mapping.record(note).fields)
    #expect(
      Set(fields.keys) == [
        "ayahID", "surahNumber", "ayahNumber", "noteText", "createdAt", "modifiedAt",
        "ownerRecordName",
      ])
  }
}
