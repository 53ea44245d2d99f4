import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// Memorizing's grades and plan as an export carries them, and their merge on import or
/// recovery: a grade is added by its id (so importing the same file twice adds nothing), each
/// touched ayah's card is then made once from all its grades, and the plan is taken only
/// where none is set or the one carried was changed later.
public struct MemorizeExport: Codable, Sendable, Equatable {
  /// One grade, as `MemorizeReview` holds it.
  public struct Review: Codable, Sendable, Equatable {
    /// The grade's own id, kept across export and import.
    public let id: UUID
    /// The ayah graded, as `surah:ayah`.
    public let ayahID: String
    /// When it was graded, to the millisecond.
    public let reviewedAt: Date
    /// The local date of the grade, `YYYY-MM-DD`.
    public let day: String
    /// How the recall went: 1 again, 2 hard, 3 good, 4 easy.
    public let grade: Int
    /// The indexes of the words missed in the ayah, from 0.
    public let missedWords: [Int]
  }

  /// The plan set, and when it was last changed.
  public struct Plan: Codable, Sendable, Equatable {
    /// The passage as typed: `juz30`, `67`, `2:1-141`.
    public let target: String
    /// The day by which every ayah is to be begun, `YYYY-MM-DD`.
    public let by: String
    /// When the plan was set, to the millisecond.
    public let changedAt: Date
    /// The order its ayahs are begun in (`forward`, `backward`); absent, forward.
    public var order: String? = nil
    /// The ayahs a day it was set with; absent, made from when it was set.
    public var perDay: Int? = nil
  }

  /// Every grade, oldest first.
  public var reviews: [Review]
  /// The plan, if one is set.
  public var plan: Plan?

  /// The grades as the store keeps them; refuses an ayah that does not exist, a grade that
  /// is none, a negative word index or a plan whose passage or day names nothing.
  func grades() throws -> [MemorizeReview] {
    if let plan,
      MemorizePlan.ayahs(of: plan.target) == nil || CivilDay(plan.by) == nil
        || plan.order.map({ MemorizeOrder(rawValue: $0) == nil }) == true
        || (plan.perDay ?? 1) < 1
    {
      throw ExportDocumentError("The memorizing plan \(plan.target) by \(plan.by) names nothing.")
    }
    return try reviews.map { review in
      let ayah: AyahID
      do { ayah = try AyahID.parse(review.ayahID) } catch { throw ExportDocumentError("\(error)") }
      guard let grade = Grade(rawValue: review.grade), review.missedWords.allSatisfy({ $0 >= 0 })
      else { throw ExportDocumentError("The grade \(review.id.uuidString) is not 1 to 4.") }
      return MemorizeReview(
        id: review.id, ayahID: ayah, reviewedAt: review.reviewedAt.toMilliseconds,
        day: review.day, grade: grade, missedWords: review.missedWords)
    }
  }

  /// Checks every grade and the plan (`grades()`), returning itself.
  func validated() throws -> MemorizeExport {
    _ = try grades()
    return self
  }
}

extension LibraryStore {
  /// The grades and plan kept here, for an export; nil in a library that predates them.
  static func memorizeExport(_ db: Database) throws -> MemorizeExport? {
    guard try db.hasTable(MemorizeReviewRow.databaseTableName),
      try db.hasTable(MemorizePlanRow.databaseTableName)
    else { return nil }
    let reviews = try MemorizeReviewRow.fetchAll(
      db, sql: "SELECT * FROM memorizeReview ORDER BY reviewedAt, id"
    ).compactMap(\.review)
    return MemorizeExport(
      reviews: reviews.map(MemorizeExport.Review.init),
      plan: try MemorizePlanRow.fetchOne(db).map(MemorizeExport.Plan.init))
  }

  /// Merges an export's grades and plan, in the import's transaction: each new grade with its
  /// journal entry, the cards of the ayahs graded made once at the end, the plan (journaled)
  /// when none is here or the one carried is later, journaled at `now`. Counts the grades.
  static func mergeMemorizing(_ memorizing: MemorizeExport, at now: Date, _ db: Database) throws
    -> ImportCounts.Tally
  {
    var tally = ImportCounts.Tally()
    let tx = SyncTransaction(db: db)
    for review in try memorizing.grades() {
      if try tx.putMemorizeReview(review) {
        try journalMemorize(MemorizeJournal.reviewType, review.id.uuidString, at: now, db)
        tally.added += 1
      } else {
        tally.alreadyPresent += 1
      }
    }
    try tx.makeCards(at: now)
    if let plan = memorizing.plan {
      let here = try tx.memorizePlan()
      if here == nil || here!.at < plan.changedAt.toMilliseconds {
        try tx.putMemorizePlan(
          MemorizePlan(
            target: plan.target, by: plan.by,
            order: plan.order.flatMap(MemorizeOrder.init(rawValue:)) ?? .forward,
            perDay: plan.perDay), at: plan.changedAt.toMilliseconds)
        try journal(.memorizePlan, .save, at: now, db)
      }
    }
    return tally
  }
}

extension MemorizeExport.Review {
  init(_ review: MemorizeReview) {
    self.init(
      id: review.id, ayahID: review.ayahID.description, reviewedAt: review.reviewedAt,
      day: review.day, grade: review.grade.rawValue, missedWords: review.missedWords)
  }
}

extension MemorizeExport.Plan {
  init(_ row: MemorizePlanRow) {
    self.init(
      target: row.target, by: row.byDay, changedAt: Date(milliseconds: row.changedAt),
      order: row.ordering, perDay: row.perDay)
  }
}
