// Record names as the app writes them (each type's kind), read back into library keys.
import AppRecords
import Foundation
import Library
import QuranText
import Testing

@Suite struct RecordIdentityTests {
  let user = "_0123456789abcdef0123456789abcdef"

  @Test func namesAreReadBackIntoIdentities() throws {
    let id = UUID(uuidString: "7D444840-9DC0-11D1-B245-5FFDCE74FAD2")!
    let cases: [(String, RecordIdentity)] = [
      ("favorite-\(user)-2:255", .favorite(ayah("2:255"))),
      ("note-\(user)-114:6-7D444840-9DC0-11D1-B245-5FFDCE74FAD2", .note(id, ayah: ayah("114:6"))),
      ("progress-\(user)-36", .progress(surah: 36)),
      ("setting-\(user)-last-position", .setting(key: "last-position")),
      ("memorizereview-\(user)-7D444840-9DC0-11D1-B245-5FFDCE74FAD2", .memorizeReview(id)),
      ("memorizeplan-\(user)-current", .memorizePlan),
    ]
    for (name, identity) in cases {
      #expect(try RecordIdentity(recordName: name) == identity, "\(name)")
      #expect(identity.recordName(user: user) == name)
    }
    #expect(RecordIdentity.note(id, ayah: ayah("114:6")).key == id.uuidString)
  }

  /// Names that are not the app's are refused with the reason, and never read past CloudKit's
  /// 255 bytes.
  @Test func malformedNamesAreRefusedWithAReason() {
    let refused: [(String, String)] = [
      (user, "favorite-USER-SURAH:AYAH, note-USER"),
      ("note-\(user)-1:1-not-a-uuid", "note-USER-SURAH:AYAH-UUID"),
      ("note-\(user)-7D444840-9DC0-11D1-B245-5FFDCE74FAD2", "note-USER-SURAH:AYAH-UUID"),
      ("note-\(user)-2:300-7D444840-9DC0-11D1-B245-5FFDCE74FAD2", "note-USER-SURAH:AYAH-UUID"),
      ("favorite-\(user)-2:255x", "favorite-USER-SURAH:AYAH"),
      ("favorite-\(user)-02:255", "favorite-USER-SURAH:AYAH"),
      ("favorite--2:255", "favorite-USER-SURAH:AYAH, note-USER"),
      ("progress-\(user)-115", "progress-USER-SURAH"),
      ("progress-\(user)-+36", "progress-USER-SURAH"),
      ("setting-\(user)-", "setting-USER-KEY"),
      ("memorizereview-\(user)-2:255", "memorizereview-USER-UUID"),
      ("memorizeplan-\(user)-juz30", "memorizeplan-USER-current"),
      ("bookmark-\(user)-2:255", "favorite-USER-SURAH:AYAH, note-USER"),
    ]
    for (name, form) in refused {
      #expect(throws: RecordNameError.self, "\(name)") { try RecordIdentity(recordName: name) }
      do {
        _ = try RecordIdentity(recordName: name)
      } catch {
        #expect(error.description.contains(form), "\(name): \(error)")
        #expect(error.description.contains(name))
      }
    }
    let long = "setting-\(user)-" + String(repeating: "k", count: 300)
    #expect(throws: RecordNameError.tooLong(bytes: long.utf8.count)) {
      try RecordIdentity(recordName: long)
    }
    #expect(RecordNameError.tooLong(bytes: 1000).description.contains("255"))
  }
}

private func ayah(_ text: String) -> AyahID { try! AyahID.parse(text) }
