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
    // The grade is sent; the card is not (every device makes it from the grades). The ayah
    // graded is read that day (issue 62), and the day is sent as any day of reading.
    #expect(journal == ["MemorizeReview", "ReadingDay"])
    #expect(try library.pendingChangeCount() == 2)
    #expect(try library.readingDays().map { [$0.date: $0.ayahs] } == [["2026-11-01": 1]])
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
    #expect(try library.memorizeCard(try AyahID.parse("2:255"))?.phase == .relearning)
    try library.grade(try AyahID.parse("1:1"), .easy, at: Self.november(5), timeZone: Self.utc)
    // The Again is in a relearning step, due again today, five minutes on: counted as due,
    // and in the session's steps (issue 73); the Easy is done for today.
    #expect(try library.dueCount(today: "2026-11-05") == 3)
    #expect(
      try library.dueAyahs(today: "2026-11-05").map(\.ayahID.description)
        == ["2:255", "67:1", "67:2"])
    let queue = try library.reviewQueue(today: "2026-11-05")
    #expect(queue.due.map(\.ayahID.description) == ["67:1", "67:2"])
    #expect(queue.steps == [try AyahID.parse("2:255"): Self.november(5).addingTimeInterval(300)])
    #expect(queue.done == 1)
    #expect(try library.dueAyahs(today: "2026-11-06").map(\.ayahID.description).contains("2:255"))
  }

  /// A grade made earlier than the ayah's last (another device's, brought by a sync, or a
  /// clock set back) is put in its place: the card is the one the grades make in time order.
  @Test func aGradeEarlierThanTheLastIsPutInItsPlace() throws {
    let library = try home.openLibrary()
    let inOrder = try AyahID.parse("112:1")
    let outOfOrder = try AyahID.parse("112:2")
    // Day and minute of each grade.
    let grades: [(Int, Int, Grade)] = [
      (1, 0, .good), (1, 10, .good), (5, 0, .hard), (9, 0, .again), (9, 10, .good),
    ]
    func grade(_ ayah: AyahID, _ one: (Int, Int, Grade)) throws {
      let time = Self.november(one.0).addingTimeInterval(Double(one.1) * 60)
      try library.grade(ayah, one.2, at: time, timeZone: Self.utc)
    }
    for one in grades { try grade(inOrder, one) }
    for index in [3, 0, 4, 2, 1] { try grade(outOfOrder, grades[index]) }
    let expected = try #require(try library.memorizeCard(inOrder))
    #expect(try library.memorizeCard(outOfOrder) == expected)
    #expect(expected.reps == 5 && expected.lapses == 1)
    #expect(try library.memorizeReviews(of: outOfOrder).map(\.grade) == grades.map(\.2))
  }

  /// The grades a sync's pull brings, in any order, are kept at once and each ayah's card is
  /// made once, when the pull's transaction ends, from all its grades in time order (a first
  /// sync of years of grades made each card again with every grade that came before a later
  /// one). A trigger counts the cards written.
  @Test func aPullsGradesMakeEachAyahsCardOnce() throws {
    let library = try home.openLibrary()
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE cardWrites(ayahID TEXT);
          CREATE TRIGGER countCardWrites AFTER INSERT ON memorizeAyah
          BEGIN INSERT INTO cardWrites VALUES (NEW.ayahID); END;
          """)
    }
    let grades: [(Int, Grade)] = [(1, .good), (1, .good), (5, .hard), (9, .again), (10, .good)]
    let ayahs = [try AyahID.parse("112:1"), try AyahID.parse("112:2")]
    try library.syncTransaction { tx in
      for ayah in ayahs {
        for index in [3, 0, 4, 2, 1] {
          let time = Self.november(grades[index].0).addingTimeInterval(Double(index) * 60)
          try tx.putMemorizeReview(
            MemorizeReview(
              ayahID: ayah, reviewedAt: time, day: ReadingDate.day(of: time, in: Self.utc),
              grade: grades[index].1, missedWords: []))
        }
      }
    }
    let writes = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT ayahID FROM cardWrites ORDER BY rowid")
    }
    #expect(writes == ["112:1", "112:2"], "one card written per ayah, not one per grade")
    let other = try AyahID.parse("113:1")
    for (index, one) in grades.enumerated() {
      let time = Self.november(one.0).addingTimeInterval(Double(index) * 60)
      try library.grade(other, one.1, at: time, timeZone: Self.utc)
    }
    let expected = try #require(try library.memorizeCard(other))
    #expect(try ayahs.map { try library.memorizeCard($0) } == [expected, expected])
  }

  /// Journal entries of a type this version does not send (a later version's, or the cards'
  /// of the first round of memorizing) are neither counted nor handed to the sync, and do
  /// not stand before the changes after them: before, a batch of them at the journal's head
  /// came back empty and ended the push.
  @Test func entriesOfATypeNotSentStandBeforeNothing() throws {
    let library = try home.openLibrary()
    let queue = try DatabaseQueue(path: home.home.libraryPath)
    try queue.write { db in
      for index in 0..<300 {
        try db.execute(
          sql: """
            INSERT INTO journal(recordType, recordKey, operation, changedAt)
            VALUES ('FutureType', ?, 'save', 0)
            """, arguments: ["\(index)"])
      }
    }
    try library.grade(try AyahID.parse("1:1"), .good, at: Self.november(1), timeZone: Self.utc)
    #expect(try library.pendingChangeCount() == 2)
    let pending = try library.pendingChanges(limit: 200)
    #expect(pending.map(\.recordType) == [.memorizeReview, .readingDay])
  }
}
