import AppRecords
import CloudRecords
import Foundation
import GRDB
import QuranText

/// A row of `memorizeAyah`: an ayah's memorization as FSRS's scheduler left it.
struct MemorizeAyahRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "memorizeAyah"
  var ayahID: String, surah: Int, ayah: Int, phase: String
  var stability: Double?, difficulty: Double?
  var dueDay: String, lastReviewDay: String?
  var scheduledDays: Int, reps: Int, lapses: Int, changedAt: Int64

  init(_ id: AyahID, _ card: MemorizeCard, at date: Date) {
    (ayahID, surah, ayah) = (id.description, id.surah, id.ayah)
    (phase, stability, difficulty) = (
      card.phase.rawValue, card.memory?.stability, card.memory?.difficulty
    )
    (dueDay, lastReviewDay) = (card.due.text, card.lastReview?.text)
    (scheduledDays, reps, lapses) = (card.scheduledDays, card.reps, card.lapses)
    changedAt = date.milliseconds
  }

  /// The card, or nil for a row this version cannot read (an unknown phase, a bad day).
  var card: MemorizeCard? {
    guard let phase = MemorizePhase(rawValue: phase), let due = CivilDay(dueDay) else {
      return nil
    }
    let memory = stability.flatMap { s in
      difficulty.map { MemoryState(stability: s, difficulty: $0) }
    }
    return MemorizeCard(
      phase: phase, memory: memory, reps: reps, lapses: lapses,
      lastReview: lastReviewDay.flatMap(CivilDay.init), due: due, scheduledDays: scheduledDays)
  }
}

/// A row of `memorizeReview`: one grade of an ayah, and the words missed.
struct MemorizeReviewRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "memorizeReview"
  var id: String, ayahID: String, reviewedAt: Int64, day: String, grade: Int
  var missedWords: String

  init(_ review: MemorizeReview) {
    (id, ayahID, day) = (review.id.uuidString, review.ayahID.description, review.day)
    (reviewedAt, grade) = (review.reviewedAt.milliseconds, review.grade.rawValue)
    missedWords = review.missedWords.map(String.init).joined(separator: ",")
  }

  /// The review, or nil for a row this version cannot read.
  var review: MemorizeReview? {
    guard let id = UUID(uuidString: id), let ayah = try? AyahID.parse(ayahID),
      let grade = Grade(rawValue: grade)
    else { return nil }
    return MemorizeReview(
      id: id, ayahID: ayah, reviewedAt: Date(milliseconds: reviewedAt), day: day, grade: grade,
      missedWords: missedWords.split(separator: ",").compactMap { Int($0) })
  }
}

/// The one row of `memorizePlan`: the plan set, and when; its order (nil: forward) and pace
/// (nil: a plan an earlier version set, its pace then made from when it was set).
struct MemorizePlanRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "memorizePlan"
  var id = 1, target: String, byDay: String, changedAt: Int64
  var ordering: String?, perDay: Int?

  init(_ plan: MemorizePlan, at date: Date) {
    (target, byDay, changedAt) = (plan.target, plan.by, date.milliseconds)
    (ordering, perDay) = (plan.order.rawValue, plan.perDay)
  }

  var plan: MemorizePlan {
    MemorizePlan(
      target: target, by: byDay,
      order: ordering.flatMap(MemorizeOrder.init(rawValue:)) ?? .forward, perDay: perDay
    ).assumingPace(setOn: ReadingDate.day(of: Date(milliseconds: changedAt)))
  }
}
