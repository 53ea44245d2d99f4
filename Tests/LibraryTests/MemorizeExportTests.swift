import AppRecords
import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import LibraryRescue

/// Memorizing's grades and plan survive an export and import into a new home (once, however
/// many times it is imported) and a recovery of a damaged library (issue 48).
@Suite struct MemorizeExportTests {
  let home = TemporaryHome(withCorpus: false)
  static let utc = TimeZone(identifier: "UTC")!
  /// 2026-11-01 12:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_793_534_400)
  static let plan = MemorizePlan(target: "juz30", by: "2027-03-01", order: .backward, perDay: 6)

  /// Grades 2:1…2:20 over ten days, every grade given, and sets a plan; returns the count.
  @discardableResult
  func gradeSome(_ store: LibraryStore) throws -> Int {
    var count = 0
    for day in 0..<10 {
      for index in 1...20 where (index + day) % 3 != 0 {
        let at = Self.start.addingTimeInterval(Double(day * 86_400 + index))
        try store.grade(
          AyahID(surah: 2, ayah: index), Grade(rawValue: (index + day) % 4 + 1)!,
          missedWords: [day % 3], at: at, timeZone: Self.utc)
        count += 1
      }
    }
    try store.saveMemorizePlan(Self.plan, at: Self.start)
    return count
  }

  /// The journal entries of `type` in the library at `path`.
  func journalCount(_ path: String, _ type: String) throws -> Int {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read {
      try Int.fetchOne(
        $0, sql: "SELECT count(*) FROM journal WHERE recordType = ?", arguments: [type])
    } ?? 0
  }

  /// The due queue on a few days, from the first reviews to long after.
  func dueQueues(_ store: LibraryStore) throws -> [[DueAyah]] {
    try ["2026-11-05", "2026-11-20", "2027-01-01", "2028-01-01"].map {
      try store.dueAyahs(today: $0)
    }
  }

  @Test func anExportImportedIntoANewHomeKeepsEveryGradeThePlanAndTheDueCards() throws {
    let store = try home.openLibrary()
    let graded = try gradeSome(store)
    let document = try ExportDocument.decode(try store.exportDocument().encoded())
    #expect(document.memorizing?.reviews.count == graded)
    #expect(document.memorizing?.plan?.target == "juz30")

    let other = TemporaryHome(withCorpus: false)
    let target = try other.openLibrary()
    let counts = try target.merge(try document.batch())
    #expect(counts.grades.added == graded)
    #expect(try target.exportDocument(at: document.exportedAt) == document)
    #expect(try target.memorizePlan() == Self.plan)
    #expect(try dueQueues(target) == dueQueues(store))
    #expect(try !dueQueues(target).allSatisfy(\.isEmpty))
    let path = other.home.libraryPath
    #expect(try journalCount(path, MemorizeJournal.reviewType) == graded)
    #expect(try journalCount(path, RecordType.memorizePlan.rawValue) == 1)

    // Imported twice, nothing is added and nothing more is to be sent.
    let again = try target.merge(try document.batch())
    #expect(again.grades.added == 0 && again.grades.alreadyPresent == graded)
    #expect(try target.exportDocument(at: document.exportedAt) == document)
    #expect(try dueQueues(target) == dueQueues(store))
    #expect(try journalCount(path, MemorizeJournal.reviewType) == graded)
  }

  @Test func thePlanIsTakenWhereNoneIsOrTheImportedOneIsLater() throws {
    let store = try home.openLibrary()
    try gradeSome(store)
    let batch = try store.exportDocument().batch()
    let other = TemporaryHome(withCorpus: false)
    let target = try other.openLibrary()
    let later = MemorizePlan(target: "67", by: "2027-06-01", perDay: 1)
    try target.saveMemorizePlan(later, at: Self.start.addingTimeInterval(60))
    _ = try target.merge(batch)
    #expect(try target.memorizePlan() == later, "the plan set here later stays")
    try target.saveMemorizePlan(later, at: Self.start.addingTimeInterval(-60))
    _ = try target.merge(batch)
    #expect(try target.memorizePlan() == Self.plan, "the later plan of the file is taken")
  }

  @Test func anExportMadeBeforeGradesWereCarriedStillImports() throws {
    let store = try home.openLibrary()
    try gradeSome(store)
    var json = try #require(
      try JSONSerialization.jsonObject(with: try store.exportDocument().encoded())
        as? [String: Any])
    json["memorizing"] = nil
    let document = try ExportDocument.decode(try JSONSerialization.data(withJSONObject: json))
    #expect(document.memorizing == nil)
    let target = try TemporaryHome(withCorpus: false).openLibrary()
    #expect(try target.merge(try document.batch()).grades.added == 0)
  }

  /// A library of 400 notes and graded ayahs, closed, then a page of its notes damaged:
  /// the count of grades, the due queues and the grades and plan as exported.
  func makeDamagedLibrary() throws -> (Int, [[DueAyah]], MemorizeExport?) {
    let store = try home.openLibrary()
    for index in 0..<400 {
      try store.addNote(
        on: AyahID(surah: 3, ayah: index % 200 + 1),
        text: "Ghi chú số \(index): " + String(repeating: "ạ", count: 60))
    }
    let made = (try gradeSome(store), try dueQueues(store), try store.exportDocument().memorizing)
    try DamagedLibraryTests.damage(["note"], at: home.home.libraryPath)
    return made
  }

  @Test func aRecoveryBringsBackTheGradesAndThePlanOfADamagedLibrary() throws {
    let (graded, queues, memorizing) = try makeDamagedLibrary()
    #expect(LibraryFile.check(home.home.libraryPath) != .ok)
    let report = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(report.setAside != nil, "the damaged library is set aside and a new one started")
    #expect(report.sources.map(\.isBackup) == [false])
    #expect(report.sources.first?.unreadable ?? 0 > 0, "the damaged page's notes are lost")
    #expect(report.sources.first?.added.grades.added == graded)
    let fresh = try home.openLibrary()
    #expect(try fresh.exportDocument().memorizing == memorizing)
    #expect(try fresh.memorizePlan() == Self.plan)
    #expect(try dueQueues(fresh) == queues)
    // A second recovery adds nothing.
    let again = try Recovery.run(libraryPath: home.home.libraryPath)
    #expect(again.sources.allSatisfy { $0.added.grades.added == 0 })
  }
}
