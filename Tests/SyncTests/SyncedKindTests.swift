import Library
import SyncKinds
import Testing

/// The store's one list of kinds reaches the sync's half of each (`RecordKinds.synced`), which
/// stops the program for a kind without one: every kind has it, and notes' restore marks find
/// their records' fingerprints.
@Suite struct SyncedKindTests {
  @Test func everyKindTheStoreListsHasItsSyncsHalf() {
    let missing = RecordKinds.all.filter { !($0 is any SyncedKind) }.map(\.type.rawValue)
    #expect(missing.isEmpty, "kinds with no sync's half in SyncKinds: \(missing)")
  }

  @Test func notesRestoreMarksFindTheirRecordsFingerprints() {
    #expect(NoteKind() as Any is any NoteFingerprinting)
  }
}
