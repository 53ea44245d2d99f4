import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Issue 60, item 3, as a person meets it: page 1 of the library overwritten, then
/// `quran library recover` brings back memorizing and the plans with the notes.
@Suite(.serialized) struct RecoverEveryTableTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func page1LostThenRecoverBringsBackMemorizingPlansAndTheGoal() throws {
    let utc = TimeZone(identifier: "UTC")!
    let start = Date(timeIntervalSince1970: 1_750_000_000)
    do {
      let store = try home.openLibrary()
      for ayah in 1...30 {
        _ = try store.addNote(on: AyahID(surah: 67, ayah: ayah), text: "Ghi chú \(ayah)")
      }
      for ayah in 1...3 { try store.grade(AyahID(surah: 114, ayah: ayah), .good, at: start) }
      try store.saveMemorizePlan(
        MemorizePlan(target: "juz30", by: "2026-12-31", order: .backward, perDay: 6), at: start)
      try store.saveReadingGoal(ReadingGoal(amount: 5, unit: .pages), at: start)
      try store.startPlan(
        ReadingPlan(
          name: "khatm", from: AyahID.parse("1:1"), startDay: "2025-06-15",
          endDay: "2025-07-15", finished: nil), at: start)
      try store.logRead([AyahID.parse("2:255")], at: start, timeZone: utc)
    }
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
    try queue.close()
    try? FileManager.default.removeItem(atPath: Backups(libraryPath: home.home.libraryPath).folder)
    let handle = try #require(FileHandle(forUpdatingAtPath: home.home.libraryPath))
    handle.write(Data(repeating: 0xA5, count: 4096))
    try handle.close()

    let recover = try QuranProcess.run(
      ["library", "recover"], home: home.directory, environment: ["QURAN_VI_LANG": "en"])
    #expect(recover.status == 0, "\(recover.error)")
    #expect(recover.output.contains("30 notes"), "\(recover.output)")
    #expect(recover.output.contains("3 memorizing grades"), "\(recover.output)")
    #expect(
      recover.output.contains(
        "1 day of the reading log, 1 reading plan, 1 reading goal, 1 memorizing plan"),
      "\(recover.output)")
    let store = try home.openLibrary()
    #expect(
      try store.memorizePlan()
        == MemorizePlan(target: "juz30", by: "2026-12-31", order: .backward, perDay: 6))
    #expect(try store.readingGoal() == ReadingGoal(amount: 5, unit: .pages))
    #expect(try store.readingPlans().map(\.name) == ["khatm"])
    #expect(try store.dueCount(today: "2099-01-01") == 3, "the grades' cards are back")
    // 2:255 read, and 114:1-3 graded, which is reading too (issue 62).
    #expect(try store.readingDays().map(\.ayahs) == [4])
  }
}
