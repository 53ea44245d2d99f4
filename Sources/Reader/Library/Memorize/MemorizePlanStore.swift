import AppRecords
import Foundation
import GRDB
import Interface
import QuranText

/// How the memorizing plan is kept: one row of the library (`memorizePlan`), set
/// and cleared in a transaction with its journal entry, and synced as the reading goal is —
/// one `MemorizePlan` record, the later change winning; kept on this computer where the
/// container lacks the type. A `memorize-plan.json` of an earlier version is taken in once.
extension LibraryStore {
  /// The plan set, if one is.
  public func memorizePlan() throws -> MemorizePlan? {
    try read { db in
      // A library opened to read only may predate the table.
      guard try db.hasTable(MemorizePlanRow.databaseTableName) else { return nil }
      return try MemorizePlanRow.fetchOne(db)?.plan
    }
  }

  /// Sets the plan, or clears it for nil (a deletion that is sent like any change); the plan
  /// replaced or cleared is kept in the trash.
  public func saveMemorizePlan(_ plan: MemorizePlan?, at date: Date? = nil) throws {
    let date = date ?? clock.now()
    try write { db in try Self.replaceMemorizePlan(with: plan, at: date, db) }
  }

  static func replaceMemorizePlan(with plan: MemorizePlan?, at date: Date, _ db: Database) throws {
    let tx = SyncTransaction(db: db)
    let old = try tx.memorizePlan()?.plan
    if let old, old != plan { try throwAway(.memorizePlan(old), at: date, db) }
    if let plan {
      try tx.putMemorizePlan(plan, at: date)
      try journal(.memorizePlan, .save, at: date, db)
    } else if old != nil {
      try tx.removeMemorizePlan()
      try journal(.memorizePlan, .delete, at: date, db)
    }
  }

  /// Takes in the plan an earlier version kept in `file` (this computer's data folder), as
  /// set when the file was last written, unless the library has one already; the file is
  /// then removed, the library being the plan's one place. A file that cannot be read is
  /// left as it is. Returns whether a plan was taken in.
  @discardableResult
  public func adoptMemorizePlan(from file: MemorizePlanFile) throws -> Bool {
    guard !isReadOnly, let plan = file.load() else { return false }
    let written =
      (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
    let taken = try write { db in
      let tx = SyncTransaction(db: db)
      guard try tx.memorizePlan() == nil else { return false }
      let at = written ?? Date()
      try tx.putMemorizePlan(plan, at: at)
      try Self.journal(.memorizePlan, .save, at: at, db)
      return true
    }
    try FileManager.default.removeItem(atPath: file.path)
    return taken
  }
}

/// Why a plan typed is refused: a passage that names nothing, a day that is none, a day
/// already past (with today), no day at all.
public enum MemorizePlanProblem: Error, Equatable, Sendable {
  case badTarget(String)
  case badDay(String)
  case pastDay(String, today: String)
  case noDay
}

extension MemorizePlan {
  /// A plan to hold `target` by `by`, checked as `quran review --plan` and the reader's `P`
  /// check it: the passage must name ayahs (`ayahs(of:)`), the day be `YYYY-MM-DD` and not
  /// before `today`. Begun in `order`, or the usual one for the passage (backward for juz
  /// 30); its pace the even share of the ayahs `begun` leaves.
  public static func checked(
    target: String, by: String?, today: String, order: MemorizeOrder? = nil,
    begun: [AyahID: String] = [:]
  ) throws(MemorizePlanProblem) -> MemorizePlan {
    guard ayahs(of: target) != nil else { throw .badTarget(target) }
    guard let by else { throw .noDay }
    guard let day = CivilDay(by), day.text == by else { throw .badDay(by) }
    guard by >= today else { throw .pastDay(by, today: today) }
    let order = order ?? MemorizeOrder.usual(for: target)
    let even = MemorizePlan(target: target, by: by, order: order).pace(begun: begun, today: today)
    return MemorizePlan(target: target, by: by, order: order, perDay: even.perDay)
  }

  /// A plan as typed at the reader's prompt: the passage, then the day (`juz30 2027-03-01`,
  /// `juz 30 2027-03-01`), `forward` or `backward` anywhere for its order.
  public static func typed(_ text: String, today: String, begun: [AyahID: String] = [:])
    throws(MemorizePlanProblem) -> MemorizePlan
  {
    var words = text.split(separator: " ").map(String.init)
    let order = words.compactMap(MemorizeOrder.init(named:)).last
    words.removeAll { MemorizeOrder(named: $0) != nil }
    let last = words.last ?? ""
    guard words.count > 1, last.first?.isNumber == true, last.contains("-") else {
      let target = words.joined(separator: " ")
      guard ayahs(of: target) != nil else { throw .badTarget(target) }
      throw .noDay
    }
    words.removeLast()
    return try checked(
      target: words.joined(separator: " "), by: last, today: today, order: order, begun: begun)
  }
}
