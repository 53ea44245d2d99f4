import Foundation
import GRDB
import QuranText
import TestSupport
import Testing

@testable import Library
@testable import LibraryRescue

/// Issue 60: recovery brings back every table, whichever page is lost — page 1 (the schema)
/// and each table's pages in turn — because the scanner reads the tables by the schema the
/// migrations make, not by a list that a new table could be missing from.
@Suite struct EveryTableRecoveryTests {
  let home = TemporaryHome(withCorpus: false)
  var path: String { home.home.libraryPath }

  /// A library with rows in every table: the person's through the store (notes over several
  /// pages, a deleted note, favorites, progress, settings, a reading log of 40 days, a goal, a
  /// plan, grades, a memorizing plan), every other table given a row of its shape.
  static func makeLibrary(at path: String) throws {
    let store = try LibraryStore(path: path)
    let start = Date(timeIntervalSince1970: 1_750_000_000)
    let utc = TimeZone(identifier: "UTC")!
    for index in 0..<60 {
      let ayah = try AyahID(surah: 67, ayah: index % 30 + 1)
      _ = try store.addNote(
        on: ayah, text: "Ghi chú \(index): " + String(repeating: "suy ngẫm ", count: 30))
      _ = try store.setFavorite(ayah, true)
    }
    _ = try store.deleteNote(try #require(store.notes().first).id)
    // An earlier text remembered (`noteVersion`).
    let edited = try #require(store.notes().last)
    _ = try store.editNote(edited.id, text: edited.text + " — sửa")
    for surah in [1, 2, 36] { _ = try store.recordReading(AyahID(surah: surah, ayah: 5)) }
    var settings = AppSettings()
    (settings.showArabic, settings.lastPosition) = (false, try AyahID.parse("2:255"))
    try store.save(settings)
    for day in 0..<40 {
      let date = start.addingTimeInterval(Double(day) * 86_400)
      try store.logRead(
        (1...20).map { try AyahID(surah: 2, ayah: day * 5 + $0) }, at: date, timeZone: utc)
      try store.logReadingTime(seconds: 60 * (day + 1), at: date, timeZone: utc)
    }
    try store.logRead([AyahID.parse("1:7")], at: start, timeZone: utc)
    try store.saveReadingGoal(ReadingGoal(amount: 2, unit: .pages), at: start)
    try store.startPlan(
      ReadingPlan(
        name: "khatm", from: AyahID.parse("1:1"), startDay: "2025-06-15", endDay: "2025-07-15",
        finished: nil), at: start)
    for ayah in 1...10 {
      try store.grade(
        AyahID(surah: 78, ayah: ayah), ayah % 3 == 0 ? .again : .good, at: start, timeZone: utc)
    }
    try store.saveMemorizePlan(
      MemorizePlan(target: "juz30", by: "2026-12-31", order: .backward, perDay: 6), at: start)
    // No backup: what comes back comes from the damaged file alone.
    try? FileManager.default.removeItem(atPath: Backups(libraryPath: path).folder)
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      for shape in TableShape.library
      where try Int.fetchOne(
        db, sql: "SELECT count(*) FROM \(shape.name.quotedDatabaseIdentifier)") == 0
      {
        try insertRow(of: shape, db)
      }
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try queue.close()
  }

  /// A row of `shape` whose values fit what its columns' names promise.
  static func insertRow(of shape: TableShape, _ db: Database) throws {
    let values: [DatabaseValue] = shape.columns.enumerated().map { index, column in
      if index == shape.rowIDColumn { return .null }
      switch column.name {
      case "ayahID": return "1:1".databaseValue
      case "surah", "ayah": return 1.databaseValue
      case "id": return UUID().uuidString.databaseValue
      case let name where name == "day" || name.hasSuffix("Day"): return "2025-01-02".databaseValue
      default: break
      }
      switch column.affinity {
      case .integer: return 7.databaseValue
      case .real: return 0.5.databaseValue
      case .text, .any: return "\(shape.name) \(column.name)".databaseValue
      case .blob: return Data("\(shape.name) \(column.name)".utf8).databaseValue
      }
    }
    let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
    try db.execute(
      sql: "INSERT INTO \(shape.name.quotedDatabaseIdentifier) VALUES (\(marks))",
      arguments: StatementArguments(values.map { $0 as (any DatabaseValueConvertible)? }))
  }

  /// Every table's rows as SQLite reads them.
  static func tables(at path: String) throws -> [String: Set<[DatabaseValue]>] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      var tables = [String: Set<[DatabaseValue]>]()
      for shape in TableShape.library {
        let rows = try Row.fetchAll(
          db, sql: "SELECT * FROM \(shape.name.quotedDatabaseIdentifier)")
        tables[shape.name] = Set(rows.map { row in Array(row.databaseValues) })
      }
      return tables
    }
  }

  /// The pages of each table's and index's b-tree, by name.
  static func pages(at path: String) throws -> [String: [Int]] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      var pages = [String: [Int]]()
      for row in try Row.fetchAll(db, sql: "SELECT name, pageno FROM dbstat ORDER BY pageno") {
        pages[row["name"], default: []].append(row["pageno"])
      }
      return pages
    }
  }

  /// The rows of each table a scan of `bytes` finds.
  static func scanned(_ bytes: [UInt8]) -> [String: Set<[DatabaseValue]>] {
    ScannedTables(PageScan(image: DatabaseImage(bytes: bytes)).rows).rows.mapValues(Set.init)
  }

  /// `bytes` with `pages` overwritten by random bytes.
  static func damaged(_ bytes: [UInt8], _ pages: [Int]) -> [UInt8] {
    var generator = SeededGenerator(seed: 60)
    var bytes = bytes
    for page in pages {
      for offset in (page - 1) * 4096..<page * 4096 {
        bytes[offset] = .random(in: 0...255, using: &generator)
      }
    }
    return bytes
  }

  @Test func everyTableOfTheSchemaIsReadOrMadeAgain() {
    let tables = Set(TableShape.library.map(\.name))
    let named = RecoveredTables.broughtBack.union(RecoveredTables.madeAgain.keys)
    #expect(tables.subtracting(named).isEmpty, "tables recovery forgets")
    #expect(named.subtracting(tables).isEmpty, "tables the schema no longer has")
    #expect(RecoveredTables.broughtBack.isDisjoint(with: RecoveredTables.madeAgain.keys))
  }

  @Test func aScanReadsEveryRowOfEveryTable() throws {
    try Self.makeLibrary(at: path)
    let written = try Self.tables(at: path)
    #expect(written.values.allSatisfy { !$0.isEmpty }, "every table has a row to find")
    let pages = try Self.pages(at: path)
    #expect(pages["readingDayAyah"].map { $0.count > 1 } == true, "a WITHOUT ROWID tree")
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let whole = PageScan(image: DatabaseImage(bytes: bytes)).rows
    let read = Self.scanned(bytes)
    for (table, rows) in written {
      #expect(read[table] ?? [] == rows, "\(table): \(read[table]?.count ?? 0) of \(rows.count)")
    }

    // Page 1 lost, with each table's pages in turn: every row on the other pages is back.
    let schema = pages["sqlite_schema"] ?? [1]
    var cases: [(String, [Int])] = [("page 1", [1]), ("the whole schema", schema)]
    for shape in TableShape.library {
      let own = pages[shape.name] ?? []
      cases.append((shape.name, [1] + (own.count > 1 ? [own[own.count / 2]] : own)))
    }
    for (label, lost) in cases {
      let expected = ScannedTables(
        whole.filter { row in
          !lost.contains(row.page) && lost.allSatisfy { !row.overflow.contains($0) }
        }
      ).rows.mapValues(Set.init)
      let back = Self.scanned(Self.damaged(bytes, lost))
      for shape in TableShape.library {
        // With the whole schema gone, tables whose shapes are the same cannot be told apart:
        // the person's tables must still be.
        guard label != "the whole schema" || RecoveredTables.broughtBack.contains(shape.name)
        else { continue }
        let (found, wanted) = (back[shape.name] ?? [], expected[shape.name] ?? [])
        #expect(
          found == wanted,
          "\(shape.name) with \(label) lost (pages \(lost)): \(found.count) found, \(wanted.count) expected, \(found.intersection(wanted).count) alike"
        )
      }
    }
  }

  @Test func recoveryBringsBackEveryTableOfThePersonWhenPage1IsLost() throws {
    try Self.makeLibrary(at: path)
    let before = try LibraryContents(path: path)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let pages = try Self.pages(at: path)
    let tables: [String?] = [nil] + RecoveredTables.broughtBack.sorted().map { Optional($0) }
    for table in tables {
      let own = table.flatMap { pages[$0] } ?? []
      let lost = [1] + own.suffix(1)
      for name in try FileManager.default.contentsOfDirectory(atPath: home.directory)
      where name.hasPrefix("library") {
        try FileManager.default.removeItem(atPath: home.directory + "/" + name)
      }
      try Data(Self.damaged(bytes, lost)).write(to: URL(fileURLWithPath: path))
      let report = try Recovery.run(libraryPath: path)
      #expect(report.setAside != nil)
      let after = try LibraryContents(path: path)
      after.expectHolds(before, except: own.isEmpty ? nil : table, "page 1 and \(table ?? "")")
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}

/// What a person sees of each of their tables.
struct LibraryContents {
  var notes: [String: String], favorites: Set<String>, progress: [Int: Int]
  var settings: AppSettings, reading: ReadingExport, memorizing: MemorizeExport?
  var cards: [String: Int], trash: Set<String>, earlierTexts: Set<String>

  init(path: String) throws {
    let store = try LibraryStore(path: path)
    notes = Dictionary(
      uniqueKeysWithValues: try store.notes().map { ($0.id.uuidString, $0.text) })
    favorites = Set(try store.favorites().map(\.ayahID.description))
    progress = try store.progress().mapValues(\.lastReadAyah)
    settings = try store.settings()
    (reading, memorizing) = try store.read {
      (try LibraryStore.readingExport($0), try LibraryStore.memorizeExport($0))
    }
    cards = Dictionary(
      uniqueKeysWithValues: try store.read {
        try Row.fetchAll($0, sql: "SELECT ayahID, reps FROM memorizeAyah")
      }.map { ($0["ayahID"], $0["reps"]) })
    trash = Set(try store.read { try String.fetchAll($0, sql: "SELECT id FROM trash") })
    earlierTexts = Set(
      try store.read {
        try String.fetchAll($0, sql: "SELECT id || hex(digest) FROM noteVersion")
      })
  }

  /// Expects every table to hold what `before` held, but the one damaged (`table`), which
  /// holds part of it.
  func expectHolds(_ before: LibraryContents, except table: String?, _ label: String) {
    func part<T: Equatable>(_ name: [String], _ here: T, _ there: T, _ partial: () -> Bool) {
      if let table, name.contains(table) {
        #expect(partial(), "\(table): \(label)")
      } else {
        #expect(here == there, "\(name[0]): \(label)")
      }
    }
    part(["note", "deletedNote"], notes, before.notes) {
      notes.allSatisfy { before.notes[$0.key] == $0.value }
    }
    part(["favorite"], favorites, before.favorites) { favorites.isSubset(of: before.favorites) }
    part(["progress"], progress, before.progress) { progress.count < before.progress.count }
    part(["setting"], settings, before.settings) { true }
    part(
      ["readingDayAyah", "readingDaySeconds", "readingDaySurah"], reading.days, before.reading.days
    ) {
      reading.days.count <= before.reading.days.count
    }
    part(["readingGoal"], reading.goal, before.reading.goal) { reading.goal == nil }
    part(["readingPlan"], reading.plans, before.reading.plans) { reading.plans.isEmpty }
    part(["memorizeReview"], memorizing?.reviews, before.memorizing?.reviews) {
      (memorizing?.reviews.count ?? 0) < (before.memorizing?.reviews.count ?? 0)
    }
    part(["memorizeReview"], cards, before.cards) { true }
    part(["memorizePlan"], memorizing?.plan, before.memorizing?.plan) { memorizing?.plan == nil }
    part(["trash"], trash, before.trash) { trash.isSubset(of: before.trash) }
    part(["noteVersion"], earlierTexts, before.earlierTexts) {
      earlierTexts.isSubset(of: before.earlierTexts)
    }
  }
}
