import AppRecords
import Clocks
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
  /// When its learning step comes due, in milliseconds (`MemorizeCard.stepDue`).
  var stepDueAt: Int64?

  init(_ id: AyahID, _ card: MemorizeCard, at date: Date) {
    (ayahID, surah, ayah) = (id.description, id.surah, id.ayah)
    (phase, stability, difficulty) = (
      card.phase.rawValue, card.memory?.stability, card.memory?.difficulty
    )
    (dueDay, lastReviewDay) = (card.due.text, card.lastReview?.text)
    (scheduledDays, reps, lapses) = (card.scheduledDays, card.reps, card.lapses)
    changedAt = date.milliseconds
    stepDueAt = card.stepDue?.milliseconds
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
      lastReview: lastReviewDay.flatMap(CivilDay.init), due: due, scheduledDays: scheduledDays,
      stepDue: stepDueAt.map(Date.init(milliseconds:)))
  }
}
