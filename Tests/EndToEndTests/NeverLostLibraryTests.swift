import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Issue 45, the library's side, run as a person would: a backup taken under one time zone
/// and read under another, `quran export --output` onto the library, and the damaged files
/// kept aside named at each start until recovered or dismissed.
@Suite(.serialized) struct NeverLostLibraryTests {
  let home = TemporaryHome()

  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Subprocess.Result {
    try QuranProcess.run(
      arguments, home: home.directory,
      environment: ["QURAN_VI_LANG": "en"].merging(environment) { $1 })
  }

  /// `count` notes on surah 67, the log folded into the file, the library closed.
  func write(notes count: Int) throws -> Set<String> {
    var ids = Set<String>()
    do {
      let store = try home.openLibrary()
      for index in 0..<count {
        let ayah = try AyahID(surah: 67, ayah: index % 30 + 1)
        ids.insert(try store.addNote(on: ayah, text: "Ghi chú \(index) về \(ayah)").id.uuidString)
      }
    }
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    return ids
  }

  func noteIDs() throws -> Set<String> {
    Set(
      try LibraryStore(path: home.home.libraryPath, access: .readOnly).notes().map(\.id.uuidString))
  }

  @Test func aBackupTakenInHoChiMinhCityIsReadUnderUTC() throws {
    let ids = try write(notes: 45)
    do {
      let store = try home.openLibrary()
      for index in 1...3 { try store.grade(AyahID(surah: 67, ayah: index), .good) }
    }
    let backup = try run(["library", "backup"], environment: ["TZ": "Asia/Ho_Chi_Minh"])
    #expect(backup.status == 0, "\(backup.error)")
    // The whole file lost: only the backup holds the notes.
    try Data(repeating: 0xFF, count: 16_384).write(to: URL(fileURLWithPath: home.home.libraryPath))
    let recover = try run(["library", "recover"], environment: ["TZ": "UTC"])
    #expect(recover.status == 0, "\(recover.error)")
    #expect(recover.output.contains("From the backup"), "\(recover.output)")
    #expect(recover.output.contains("45 notes"), "\(recover.output)")
    #expect(recover.output.contains("3 memorizing grades"), "\(recover.output)")
    #expect(try noteIDs() == ids)
    #expect(try home.openLibrary().dueCount(today: "2099-01-01") == 3, "the grades are back")
  }

  /// Issue 60: a backup taken after changes is listed as one, not as one before an upgrade.
  @Test func theBackupListSaysWhatEachBackupIs() throws {
    do {
      let store = try home.openLibrary()
      _ = try #require(try store.backUpIfDue(at: Date()))
      _ = try store.addNote(on: AyahID.parse("2:255"), text: "một thay đổi")
      _ = try #require(try store.backUpIfChanged())
    }
    let list = try run(["library", "backups"])
    #expect(list.output.contains("daily"), "\(list.output)")
    #expect(list.output.contains("after changes"), "\(list.output)")
    #expect(!list.output.contains("before an upgrade"), "\(list.output)")
  }

  @Test func exportOntoTheLibraryIsRefusedAndTheLibraryStaysWhole() throws {
    let ids = try write(notes: 5)
    let before = try Data(contentsOf: URL(fileURLWithPath: home.home.libraryPath))
    let link = Fixtures.makeTemporaryDirectory("link") + "/notes.json"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: home.home.libraryPath)
    for target in [home.home.libraryPath, link, home.directory + "/backups/mine.sqlite"] {
      let export = try run(["export", "--format", "json", "--output", target])
      #expect(export.status != 0, "\(target): \(export.error)")
      #expect(export.error.contains("one of quran-vi's own files"), "\(export.error)")
    }
    let vietnamese = try run(
      ["export", "--output", home.home.libraryPath], environment: ["QURAN_VI_LANG": "vi"])
    #expect(vietnamese.error.contains("là một tệp của chính quran-vi"), "\(vietnamese.error)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home.home.libraryPath)) == before)
    let check = try run(["library", "check"])
    #expect(check.status == 0, "\(check.output)")
    #expect(try noteIDs() == ids)
    let elsewhere = Fixtures.makeTemporaryDirectory("export") + "/library.sqlite"
    #expect(try run(["export", "--output", elsewhere]).status == 0, "another folder is fine")
  }

  @Test func aDamagedFileKeptAsideIsNamedAtEachStartUntilDismissed() throws {
    _ = try write(notes: 3)
    try Data(repeating: 0x5A, count: 20_000).write(to: URL(fileURLWithPath: home.home.libraryPath))
    let first = try run(["note", "list"])
    #expect(first.error.contains("was damaged"), "\(first.error)")
    let second = try run(["note", "list"])
    #expect(second.error.contains("still kept aside"), "\(second.error)")
    let vietnamese = try run(["fav", "list"], environment: ["QURAN_VI_LANG": "vi"])
    #expect(vietnamese.error.contains("vẫn đang được giữ lại"), "\(vietnamese.error)")
    let dismiss = try run(["library", "dismiss"])
    #expect(
      dismiss.status == 0 && dismiss.output.contains("No more reminders"), "\(dismiss.output)")
    let third = try run(["note", "list"])
    #expect(!third.error.contains("kept aside"), "\(third.error)")
    #expect(LibraryFile.setAside(in: home.directory).count == 1, "the file itself stays")
  }

  @Test func recoveringEndsTheReminders() throws {
    let ids = try write(notes: 3)
    try Data(repeating: 0x5A, count: 4096).write(to: URL(fileURLWithPath: home.home.libraryPath))
    _ = try run(["note", "list"])
    #expect(try run(["note", "list"]).error.contains("still kept aside"))
    let recover = try run(["library", "recover"])
    #expect(recover.status == 0, "\(recover.error)")
    #expect(!(try run(["note", "list"]).error.contains("kept aside")))
    _ = ids
  }
}
