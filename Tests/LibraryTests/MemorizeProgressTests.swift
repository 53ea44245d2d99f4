import AppRecords
import Foundation
import Library
import QuranText
import TestSupport
import Testing

/// What is memorized (issue 48), from a real library file: by surah and juz, held (in
/// review) or being learnt, FSRS's chance of recall, and the words most often missed.
@Suite struct MemorizeProgressTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!

  /// Noon (UTC) of November's `day`, 2026.
  static func november(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_793_534_400 + Double(day - 1) * 86_400)  // 2026-11-01 12:00
  }

  /// 112:1 and 112:2 held, 112:3 forgotten twice (its words 1 and 3, then 3, missed), 2:255
  /// learnt once (its word 5 missed).
  func graded() throws -> LibraryStore {
    let library = try home.openLibrary()
    func grade(_ ayah: String, _ grade: Grade, _ missed: [Int] = [], day: Int = 1) throws {
      try library.grade(
        try AyahID.parse(ayah), grade, missedWords: missed, at: Self.november(day),
        timeZone: Self.utc)
    }
    try grade("112:1", .good)
    try grade("112:1", .good, day: 2)
    try grade("112:2", .easy)
    try grade("112:3", .again, [0, 2])
    try grade("112:3", .again, [2])
    try grade("2:255", .good, [4])
    return library
  }

  @Test func bySurahAndJuzWithTheChanceOfRecall() throws {
    let library = try graded()
    let progress = try library.memorizeProgress(today: "2026-11-05")
    #expect(progress.total.ayahs == 6236)
    #expect(progress.total.memorized == 2 && progress.total.learning == 2)
    #expect(progress.surahs.map(\.number) == [2, 112])
    let ikhlas = try #require(progress.surahs.last)
    #expect(ikhlas.ayahs == 4 && ikhlas.memorized == 2 && ikhlas.learning == 1)
    #expect(progress.surahs.first?.ayahs == 286 && progress.surahs.first?.learning == 1)
    #expect(progress.juz.map(\.number) == [3, 30])
    #expect(progress.juz.map(\.ayahs) == [MushafSize.juz3, 564])
    // The mean of the graded ayahs' chances of recall on the day, as their cards give them.
    let day = try #require(CivilDay("2026-11-05"))
    let chances = try ["112:1", "112:2", "112:3"].compactMap {
      try library.memorizeCard(try AyahID.parse($0))?.retrievability(on: day)
    }
    let expected = chances.reduce(0, +) / Double(chances.count)
    #expect(abs((ikhlas.retention ?? 0) - expected) < 1e-9, "\(ikhlas)")
    #expect(chances.allSatisfy { $0 > 0 && $0 < 1 } && chances.count == 3)
  }

  @Test func theWordsMostOftenMissedFirst() throws {
    let library = try graded()
    let spots = try library.memorizeProgress(today: "2026-11-05").weakSpots
    #expect(
      spots.map { "\($0.ayahID) \($0.word) \($0.misses)/\($0.reviews)" } == [
        "112:3 2 2/2", "2:255 4 1/1", "112:3 0 1/2",
      ])
    #expect(try library.memorizeProgress(today: "2026-11-05", weakSpots: 1).weakSpots.count == 1)
  }

  @Test func aLibraryNeverMemorizedInIsEmpty() throws {
    let progress = try home.openLibrary().memorizeProgress(today: "2026-11-05")
    #expect(progress.isEmpty && progress.surahs.isEmpty && progress.weakSpots.isEmpty)
  }
}

/// Juz 3's size, counted here from its published start (2:253) and the next's (3:93).
enum MushafSize {
  static let juz3 = (286 - 253 + 1) + (93 - 1)
}
