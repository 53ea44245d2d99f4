import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// Notes, exports and imports from the command line: the real binary, temporary homes.
@Suite struct NotesAndImportCommandTests {
  let home = TemporaryHome()
  let fixtures = Fixtures.sharedDirectory + "/fixtures/legacy"

  func quran(_ arguments: String..., input: String? = nil, in home: TemporaryHome? = nil) throws
    -> Subprocess.Result
  {
    try QuranProcess.run(arguments, home: (home ?? self.home).directory, input: input)
  }

  func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func notesAreAddedFromArgumentsAndStdinListedEditedAndRemoved() throws {
    let added = try quran("note", "add", "2:255", "Đọc mỗi tối", "--json")
    #expect(added.status == 0)
    let note = try #require(try json(added.output) as? [String: Any])
    let id = try #require(note["id"] as? String)
    let piped = try quran("note", "add", "2:255", input: "dòng một\n\tdòng hai\n")
    #expect(piped.status == 0)
    let listed = try #require(
      try json(try quran("note", "list", "2:255", "--json").output) as? [[String: Any]])
    // The line break that ends what was piped is no part of the note; the one inside is.
    #expect(listed.map { $0["text"] as? String } == ["Đọc mỗi tối", "dòng một\n\tdòng hai"])
    #expect(try quran("note", "edit", String(id.prefix(8)), "Đọc mỗi sáng").status == 0)
    #expect(try quran("note", "list").output.contains("Đọc mỗi sáng"))
    #expect(try quran("note", "search", "doc moi sang").output.contains(id))
    #expect(try quran("note", "rm", id).status == 0)
    let missing = try quran("note", "rm", id)
    #expect(missing.status == 1)
    #expect(missing.error.contains("There is no note with the id"))
    let short = try quran("note", "rm", "C4")
    #expect(short.status == 1)
    #expect(short.error.contains("too short to name a note: give at least the first 4 characters"))
  }

  @Test func editingFromStandardInputReplacesTheText() throws {
    let added = try quran("note", "add", "1:1", "cũ", "--json")
    let id = try #require((try json(added.output) as? [String: Any])?["id"] as? String)
    let edited = try quran("note", "edit", id, input: "mới từ stdin")
    #expect(edited.status == 0)
    #expect(try quran("note", "list", "1:1").output.contains("mới từ stdin"))
    // Issue 60: blank text is empty text, from the command line or standard input alike.
    #expect(try quran("note", "edit", id, "  ").status != 0)
    #expect(try quran("note", "edit", id, input: " \t\n").status != 0)
    #expect(try quran("note", "add", "1:2", "\n\n").status != 0)
    #expect(try quran("note", "list", "1:1").output.contains("mới từ stdin"))
  }

  @Test func theJSONExportImportsIntoAnEmptyHomeWithoutLoss() throws {
    _ = try quran("fav", "add", "2:255", "36:1")
    _ = try quran("note", "add", "36:1", "Trái tim của Qur'an 💚\nhai dòng")
    try home.openLibrary().grade(AyahID.parse("67:1"), .good)
    var settings = AppSettings()
    settings.showArabic = false
    settings.lastPosition = try AyahID.parse("36:1")
    try home.openLibrary().save(settings)
    let output = home.directory + "/export.json"
    let exported = try quran("export", "--format", "json", "--output", output)
    #expect(exported.status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions]
    #expect(mode as? Int == 0o600, "the export is its owner's alone, as the library is")
    let empty = TemporaryHome()
    let imported = try quran("import", output, in: empty)
    #expect(imported.status == 0)
    #expect(imported.output.contains("notes: 1 added"))
    #expect(imported.output.contains("memorizing grades: 1 added"), "\(imported.output)")
    #expect(imported.output.contains("settings: 2 added"), "\(imported.output)")
    #expect(try empty.openLibrary().settings() == settings)
    let again = try quran("export", "--format", "json", in: empty)
    let original = try #require(
      try json(String(contentsOfFile: output, encoding: .utf8)) as? [String: Any])
    let copy = try #require(try json(again.output) as? [String: Any])
    for key in ["favorites", "notes", "progress", "memorizing", "records"] {
      #expect(
        (original[key] as? NSObject)?.isEqual(copy[key]) == true,
        "\(key) survive the round trip")
    }
  }

  @Test func markdownExportIsReadable() throws {
    _ = try quran("note", "add", "2:255", "Ghi chú\ncó hai dòng")
    let markdown = try quran("export", "--format", "markdown")
    #expect(markdown.output.contains("## Notes (1)"))
    #expect(markdown.output.contains("> có hai dòng"))
    #expect(markdown.output.contains("### 2:255 (Con Bò Cái)"))
  }

  @Test(arguments: [
    "quranvn.binary.plist", "quranvn.xml.plist", "quranvn.defaults-read.txt", "quranvn.json",
  ])
  func everyShapeImportsTheExpectedDataOnce(dump: String) throws {
    let path = fixtures + "/" + dump
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let first = try quran("import-legacy", path)
    #expect(first.status == 0)
    #expect(first.output.contains("favorites: 5 added"))
    #expect(first.output.contains("notes: 4 added"))
    let expected = try #require(
      try json(String(contentsOfFile: fixtures + "/quranvn.expected.json", encoding: .utf8))
        as? [String: Any])
    let favorites = try #require(
      try json(try quran("fav", "list", "--json").output) as? [[String: Any]])
    let ids = favorites.compactMap { ($0["ayah"] as? [String: Any])?["id"] as? String }
    #expect(Set(ids) == Set(expected["favorites"] as? [String] ?? []))
    let notes = try #require(
      try json(try quran("note", "list", "--by-surah", "--json").output) as? [[String: Any]])
    var byAyah = [String: [String]]()
    for note in notes {
      byAyah[note["ayahID"] as! String, default: []].append(note["text"] as! String)
    }
    #expect(byAyah == expected["notes"] as? [String: [String]])
    let progress = try #require(try json(try quran("progress", "--json").output) as? [String: Any])
    var lastRead = [String: Int]()
    for entry in progress["surahs"] as? [[String: Any]] ?? [] {
      lastRead["\(entry["surah"] as! Int)"] = entry["lastReadAyah"] as? Int
    }
    #expect(lastRead == expected["progress"] as? [String: Int])
    let second = try quran("import-legacy", path, "--json")
    let report = try #require(try json(second.output) as? [String: Any])
    let counts = try #require(report["counts"] as? [String: [String: Int]])
    #expect(counts["favorites"]?["added"] == 0 && counts["notes"]?["added"] == 0)
    #expect(counts["notes"]?["alreadyPresent"] == 4)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the dump is never changed")
  }

  @Test func aBrokenDumpIsRefusedWholeWithStatus2() throws {
    let result = try quran("import-legacy", fixtures + "/broken-truncated.binary.plist")
    #expect(result.status == 2)
    #expect(result.error.contains("Nothing was imported"))
    #expect(try quran("fav", "list").output.contains("No favorites yet"))
  }

  @Test func aDamagedValueIsLeftOutAndTheSoundOnesImportedWithStatus1() throws {
    let result = try quran("import-legacy", fixtures + "/broken-bad-json-inside.xml.plist")
    #expect(result.status == 1)
    #expect(result.output.contains("favorites: 5 added"))
    #expect(result.output.contains("Left out (1):"))
    #expect(result.output.contains("ayahNotes: <data, 23 bytes> — the app's JSON in it is damaged"))
  }

  @Test func aPhoneBackupFolderImportsAsItsPlistDoes() throws {
    let backup = home.directory + "/backup/00008030-001A2B3C4D5E6F70"
    try PhoneBackupFolder.write(
      at: backup,
      preferences: Data(contentsOf: URL(fileURLWithPath: fixtures + "/quranvn.binary.plist")))
    let fromBackup = try quran("import-legacy", home.directory + "/backup", "--dry-run")
    let fromPlist = try quran("import-legacy", fixtures + "/quranvn.binary.plist", "--dry-run")
    #expect(fromBackup.status == 0)
    #expect(fromBackup.output.contains("favorites: 5 added"))
    #expect(fromBackup.output.contains("notes: 4 added"))
    #expect(
      fromBackup.output.split(separator: "\n").dropFirst()
        == fromPlist.output.split(separator: "\n").dropFirst())
    let missing = try quran("import-legacy", home.directory + "/no-such.plist")
    #expect(missing.status == 2)
    #expect(missing.error.contains("There is no file or folder"))
  }

  @Test func aDryRunReportsAndWritesNothing() throws {
    let result = try quran("import-legacy", fixtures + "/quranvn.json", "--dry-run")
    #expect(result.status == 0)
    #expect(result.output.contains("favorites: 5 added"))
    #expect(result.output.contains("Dry run: nothing was written."))
    #expect(try quran("fav", "list").output.contains("No favorites yet"))
  }

  @Test func invalidItemsAreLeftOutWithReasonsAndStatus1() throws {
    let dump = home.directory + "/mixed.json"
    try """
    {"favoriteAyahs": ["2:255", "2:287", "115:1", "01:007"],
     "ayahNotes": {"2:255": ["ok"], "abc": ["lost?"]},
     "ReadingProgressStore.progress": {"2": {"lastReadAyah": 300, "totalAyahs": 286}}}
    """.write(toFile: dump, atomically: true, encoding: .utf8)
    let result = try quran("import-legacy", dump)
    #expect(result.status == 1)
    #expect(result.output.contains("favorites: 2 added"))
    #expect(result.output.contains(#"favoriteAyahs: "2:287" — surah 2 has 286 ayahs"#))
    #expect(result.output.contains("115:1"))
    #expect(result.output.contains("abc"))
    #expect(try quran("progress", "--json").output.contains("\"lastReadAyah\" : 286"))
  }
}

/// `import-legacy` reads no more than its stated limit of any file.
@Suite struct LegacyImportSizeTests {
  let home = TemporaryHome()

  @Test func aDumpOfHundredsOfMegabytesIsRefusedAtOnceWithItsSize() throws {
    let dump = home.directory + "/huge.json"
    // Sparse: 200 MB that take no disk and no time to write.
    #expect(FileManager.default.createFile(atPath: dump, contents: Data("[".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: dump))
    try handle.truncate(atOffset: 200 * 1024 * 1024)
    try handle.close()
    let started = ContinuousClock.now
    let result = try QuranProcess.run(["import-legacy", dump], home: home.directory)
    #expect(result.status == 2)
    #expect(result.error.contains("The file is 200 MB"), "\(result.error)")
    #expect(result.error.contains("at most 16 MB"), "\(result.error)")
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(
      try QuranProcess.run(["fav", "list"], home: home.directory).output.contains(
        "No favorites yet"))
  }
}

/// `quran note add` refuses a note no sync could send, in a sentence, and saves nothing.
@Suite struct NoteSizeCommandTests {
  let home = TemporaryHome()

  @Test func aNoteOfAMegabyteAndMoreFromStandardInputIsRefused() throws {
    let text = String(repeating: "Đọc mỗi tối. ", count: 70_000)
    let result = try QuranProcess.run(["note", "add", "2:255"], home: home.directory, input: text)
    #expect(result.status != 0)
    #expect(result.error.contains("at most 990 kB"), "\(result.error.prefix(300))")
    let listed = try QuranProcess.run(["note", "list"], home: home.directory)
    #expect(listed.output.contains("No notes yet"), "\(listed.output.prefix(300))")
  }
}
