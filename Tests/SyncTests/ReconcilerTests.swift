// The Reconciler alone: one library record against a server version made by hand, inside
// the sync's transaction — no server, no engine.
import AppRecords
import CloudRecords
import Foundation
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import Sync
@testable import SyncKinds

@Suite struct ReconcilerTests {
  let directory = Fixtures.makeTemporaryDirectory("reconciler")
  let library: LibraryStore
  let mapping = RecordMapping(user: "_" + String(repeating: "d4", count: 16))

  init() throws { library = try LibraryStore(path: directory + "/library.sqlite") }

  /// Reconciles `record` with `server`; returns the local change still waiting and the server
  /// version remembered afterwards.
  func reconcile(_ record: RecordIdentity, with server: ServerVersion) throws
    -> (pending: JournalEntry?, tag: String?)
  {
    try library.syncTransaction { tx in
      try Reconciler(mapping: mapping, tx: tx).reconcile(record, with: server)
      return (try tx.pendingChange(record), try tx.serverTag(record))
    }
  }

  func version(_ record: Record, tag: String) -> ServerVersion {
    var record = record
    record.recordChangeTag = tag
    return .present(record)
  }

  @Test func theFurthestAyahWins() throws {
    let surah = RecordIdentity.progress(surah: 2)
    try library.recordReading(ayah("2:100"))
    let behind = mapping.record(
      ReadingProgress(surah: 2, lastReadAyah: 50, totalAyahs: 286, lastUpdatedAt: Date()))
    let kept = try reconcile(surah, with: version(behind, tag: "s1"))
    #expect(try library.progress()[2]?.lastReadAyah == 100, "the local ayah is further")
    #expect(kept.pending != nil && kept.tag == "s1", "sent over the server's version")

    let ahead = mapping.record(
      ReadingProgress(surah: 2, lastReadAyah: 200, totalAyahs: 286, lastUpdatedAt: Date()))
    let taken = try reconcile(surah, with: version(ahead, tag: "s2"))
    #expect(try library.progress()[2]?.lastReadAyah == 200, "the server's ayah is further")
    #expect(taken.pending == nil && taken.tag == "s2")
  }

  @Test func theLaterFavoriteChangeWins() throws {
    let now = Date()
    let favorite = RecordIdentity.favorite(ayah("2:255"))
    try library.setFavorite(ayah("2:255"), true, at: now)
    // Deleted on the server before the local mark: the mark stays, to be sent.
    let kept = try reconcile(favorite, with: .absent(at: now.addingTimeInterval(-60)))
    #expect(try library.isFavorite(ayah("2:255")))
    #expect(kept.pending?.operation == .save)
    // Deleted on the server after it: the deletion wins and the mark is settled.
    let taken = try reconcile(favorite, with: .absent(at: now.addingTimeInterval(60)))
    #expect(try !library.isFavorite(ayah("2:255")))
    #expect(taken.pending == nil && taken.tag == nil)
  }

  @Test func anEditBeatsADeletionOnTheServer() throws {
    let note = try library.addNote(on: ayah("1:1"), text: "gốc")
    let record = RecordIdentity.note(note.id, ayah: note.ayahID)
    let kept = try reconcile(record, with: .absent(at: Date().addingTimeInterval(60)))
    #expect(try library.note(note.id)?.text == "gốc")
    #expect(kept.pending?.operation == .save, "the note goes back to the server as new")
    // With nothing waiting, the server's deletion is taken.
    try library.syncTransaction { tx in try tx.markSent(kept.pending!) }
    _ = try reconcile(record, with: .absent(at: nil))
    #expect(try library.note(note.id) == nil)
  }
}
