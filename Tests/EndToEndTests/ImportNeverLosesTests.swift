import Foundation
import Library
import TestSupport
import Testing

/// Issue 60, items 2 and 6: an import never replaces newer with older, never brings back what
/// was deleted since, counts the app's progress as the ayahs it names, and takes no blank note.
/// The real `quran`, temporary homes.
@Suite struct ImportNeverLosesTests {
  let home = TemporaryHome()
  let dump = Fixtures.sharedDirectory + "/fixtures/legacy/quranvn.json"

  func quran(_ arguments: String..., in home: TemporaryHome? = nil) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: (home ?? self.home).directory)
  }

  func json(_ result: Subprocess.Result) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.output.utf8))
  }

  /// The texts of the notes on `ayah`, sorted.
  func texts(on ayah: String, in home: TemporaryHome) throws -> [String] {
    let notes = try #require(
      try json(try quran("note", "list", ayah, "--json", in: home)) as? [[String: Any]])
    return notes.compactMap { $0["text"] as? String }.sorted()
  }

  /// Marks every change waiting in `home` as sent, as a sync would.
  func settle(_ home: TemporaryHome) throws {
    try home.openLibrary().syncTransaction { tx in
      for entry in try tx.pendingChanges(limit: 100) { try tx.markSent(entry) }
    }
  }

  @Test func theNewerTextWinsAndTheOlderIsKeptAsACopy() throws {
    let added = try quran("note", "add", "1:1", "cũ", "--json")
    let id = try #require((try json(added) as? [String: Any])?["id"] as? String)
    _ = try quran("note", "add", "2:255", "không đổi")
    let old = home.directory + "/old.json"
    let new = home.directory + "/new.json"
    _ = try quran("export", "--format", "json", "--output", old)
    #expect(try quran("note", "edit", id, "mới").status == 0)
    _ = try quran("export", "--format", "json", "--output", new)

    // A home holding the older text takes the newer, and keeps the older beside it.
    let other = TemporaryHome()
    #expect(try quran("import", old, in: other).output.contains("notes: 2 added"))
    try settle(other)
    let updated = try quran("import", new, in: other)
    #expect(updated.status == 0)
    #expect(
      updated.output.contains("notes: 0 added, 1 updated, 0 kept as a copy, 1 already present"),
      "\(updated.output)")
    #expect(try texts(on: "1:1", in: other) == ["(Xung đột đồng bộ) cũ", "mới"])
    let waiting = try other.openLibrary().syncTransaction { try $0.pendingChanges(limit: 100) }
    #expect(waiting.contains { $0.recordKey == id }, "the newer text is sent at the next sync")
    let again = try quran("import", new, in: other)
    #expect(again.output.contains("notes: 0 added, 2 already present"), "\(again.output)")

    // A home holding the newer text keeps it, and the file's older text as a copy, once.
    let newer = TemporaryHome()
    _ = try quran("import", new, in: newer)
    let kept = try quran("import", old, in: newer)
    #expect(
      kept.output.contains("notes: 0 added, 0 updated, 1 kept as a copy, 1 already present"),
      "\(kept.output)")
    #expect(try texts(on: "1:1", in: newer) == ["(Xung đột đồng bộ) cũ", "mới"])
    #expect(
      try quran("import", old, in: newer).output.contains("notes: 0 added, 2 already present"))
  }

  /// Issue 71: a file holding a text this home held before (its own export, made before the
  /// note was edited) brings back nothing and makes no conflict copy: an earlier version.
  @Test func anOlderExportOfThisHomeIsAnEarlierVersionNotAConflict() throws {
    let added = try quran("note", "add", "1:1", "bản đầu", "--json")
    let id = try #require((try json(added) as? [String: Any])?["id"] as? String)
    let file = home.directory + "/export.json"
    _ = try quran("export", "--format", "json", "--output", file)
    #expect(try quran("note", "edit", id, "bản sau").status == 0)
    let imported = try quran("--lang", "en", "import", file)
    #expect(imported.status == 0, "\(imported.error)")
    #expect(
      imported.output.contains("notes: 0 added, 1 already present (1 an earlier version)"),
      "\(imported.output)")
    #expect(try texts(on: "1:1", in: home) == ["bản sau"])

    // The iPhone app's dump imported again after one of its notes was edited here: the same.
    let dumpHome = TemporaryHome()
    _ = try quran("import-legacy", dump, in: dumpHome)
    let notes = try #require(
      try json(try quran("note", "list", "1:1", "--json", in: dumpHome)) as? [[String: Any]])
    let dumpID = try #require(notes.first?["id"] as? String)
    #expect(try quran("note", "edit", dumpID, "sửa trên máy này", in: dumpHome).status == 0)
    let again = try quran("--lang", "en", "import-legacy", dump, in: dumpHome)
    #expect(again.output.contains("(1 an earlier version)"), "\(again.output)")
    #expect(try texts(on: "1:1", in: dumpHome) == ["sửa trên máy này"])
  }

  @Test func aBlankNoteInAnExportIsLeftOutAndSaid() throws {
    _ = try quran("note", "add", "1:1", "giữ")
    let file = home.directory + "/export.json"
    _ = try quran("export", "--format", "json", "--output", file)
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        as? [String: Any])
    var notes = try #require(document["notes"] as? [[String: Any]])
    var blank = notes[0]
    blank["id"] = UUID().uuidString
    blank["ayahID"] = "2:255"
    blank["text"] = " \t\n\n"
    notes.append(blank)
    document["notes"] = notes
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: file))

    let other = TemporaryHome()
    let imported = try quran("import", file, in: other)
    #expect(imported.status == 1)
    #expect(imported.output.contains("notes: 1 added, 0 already present"), "\(imported.output)")
    #expect(imported.output.contains("Left out (1):"))
    #expect(imported.output.contains("notes: 2:255 \(blank["id"]!) — the note is empty"))
    #expect(try texts(on: "2:255", in: other).isEmpty)
  }

  @Test func aLegacyReImportLeavesOutWhatWasDeletedSince() throws {
    #expect(try quran("import-legacy", dump).output.contains("notes: 4 added"))
    let notes = try #require(
      try json(try quran("note", "list", "2:255", "--json")) as? [[String: Any]])
    let deleted = try #require(notes.first?["id"] as? String)
    #expect(try quran("note", "rm", deleted).status == 0)
    #expect(try quran("fav", "rm", "36:1").status == 0)

    let again = try quran("import-legacy", dump)
    #expect(again.status == 0)
    #expect(again.output.contains("favorites: 0 added, 4 already present"), "\(again.output)")
    #expect(again.output.contains("notes: 0 added, 3 already present"))
    #expect(again.output.contains("2 left out: deleted since, here or on another device"))
    #expect(try texts(on: "2:255", in: home).count == 1)
    #expect(!(try quran("fav", "list").output.contains("36:1")))
  }

  @Test func theAppsProgressImportsAsTheAyahItNames() throws {
    _ = try quran("import-legacy", dump)
    let progress = try #require(try json(try quran("progress", "--json")) as? [String: Any])
    let surahs = try #require(progress["surahs"] as? [[String: Any]])
    let read = Dictionary(
      uniqueKeysWithValues: surahs.map { ($0["surah"] as! Int, $0["ayahsRead"] as! Int) })
    // The dump: 1 finished (7 of 7), 2 to 2:142, 36 to 36:12.
    #expect(read == [1: 7, 2: 142, 36: 12])
    let table = try quran("progress")
    #expect(table.output.contains("7/7"), "\(table.output)")
  }

  /// A note deleted and a favorite unmarked after an export was made stay gone when the export
  /// is imported again (the trash remembers when); `quran trash restore` still brings them.
  @Test func anExportDoesNotBringBackWhatWasDeletedAfterIt() throws {
    let added = try quran("note", "add", "1:1", "đã xóa", "--json")
    let id = try #require((try json(added) as? [String: Any])?["id"] as? String)
    _ = try quran("fav", "add", "1:2")
    let file = home.directory + "/before.json"
    _ = try quran("export", "--format", "json", "--output", file)
    #expect(try quran("note", "rm", id).status == 0)
    #expect(try quran("fav", "rm", "1:2").status == 0)
    let imported = try quran("import", file)
    #expect(imported.status == 0)
    #expect(
      imported.output.contains("2 left out: deleted since the file was made"),
      "\(imported.output)")
    #expect(try home.openLibrary().notes().isEmpty)
    #expect(try home.openLibrary().favoriteIDs().isEmpty)
  }
}
