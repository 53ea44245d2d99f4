import AppRecords
import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

/// Memorization in the library (issue 48): a grade is the ayah's card, its review and both
/// journal entries, written at once or not at all; the due queue is in mushaf order.
@Suite struct MemorizeStoreTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!

  /// Noon (UTC) of November's `day`, 2026.
  static func november(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_793_534_400 + Double(day - 1) * 86_400)  // 2026-11-01 12:00
  }

  @Test func aGradeWritesTheCardTheReviewAndTheirJournalEntries() throws {
    let library = try home.openLibrary()
    let ayah = try AyahID.parse("2:255")
    let card = try library.grade(
      ayah, .good, missedWords: [3, 1, 3], at: Self.november(1), timeZone: Self.utc)
    #expect(card.phase == .learning && card.due.text == "2026-11-01")
    #expect(try library.memorizeCard(ayah) == card)
    let reviews = try library.memorizeReviews(of: ayah)
    #expect(reviews.map(\.grade) == [.good] && reviews.first?.missedWords == [1, 3])
    #expect(reviews.first?.day == "2026-11-01")
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    let journal = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT recordType FROM journal ORDER BY sequence")
    }
    #expect(journal == ["MemorizeAyah", "MemorizeReview"])
    #expect(try library.pendingChangeCount() == 0, "not sent by this version, not waiting")
  }

  /// The review's row refused (a trigger stands for a full disk): neither the card nor a
  /// journal entry is written either.
  @Test func aGradeHalfWrittenLeavesNothing() throws {
    let library = try home.openLibrary()
    let ayah = try AyahID.parse("67:1")
    try library.grade(ayah, .good, at: Self.november(1), timeZone: Self.utc)
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuseReview BEFORE INSERT ON memorizeReview
          BEGIN SELECT RAISE(ABORT, 'disk full'); END;
          DELETE FROM journal;
          """)
    }
    let before = try library.memorizeCard(ayah)
    #expect(throws: (any Error).self) {
      try library.grade(ayah, .good, at: Self.november(2), timeZone: Self.utc)
    }
    #expect(try library.memorizeCard(ayah) == before)
    #expect(try library.memorizeReviews(of: ayah).count == 1)
    #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM journal") } == 0)
  }

  @Test func theDueQueueIsInMushafOrderAndMovesWithTheDays() throws {
    let library = try home.openLibrary()
    for text in ["67:2", "2:255", "67:1", "1:1"] {
      let ayah = try AyahID.parse(text)
      try library.grade(ayah, .good, at: Self.november(1), timeZone: Self.utc)
      try library.grade(ayah, .good, at: Self.november(1), timeZone: Self.utc)
    }
    // Good twice on the first day: in review, next due four days later.
    #expect(try library.dueCount(today: "2026-11-01") == 0)
    #expect(try library.dueCount(today: "2026-11-04") == 0)
    let due = try library.dueAyahs(today: "2026-11-05")
    #expect(due.map(\.ayahID.description) == ["1:1", "2:255", "67:1", "67:2"])
    try library.grade(try AyahID.parse("2:255"), .again, at: Self.november(5), timeZone: Self.utc)
    #expect(try library.dueAyahs(today: "2026-11-05").map(\.card.phase).contains(.relearning))
    try library.grade(try AyahID.parse("1:1"), .easy, at: Self.november(5), timeZone: Self.utc)
    #expect(try library.dueCount(today: "2026-11-05") == 3)
  }
}
