import AppRecords
import Foundation
import GRDB
import QuranText

/// Today's review session as it goes, as Anki orders it: an ayah whose learning
/// step has come due first, then the ayahs in review, then today's new ayahs, and when nothing
/// else is left the ayahs still in a step, the soonest first (learning ahead, every step being
/// shorter than Anki's 20 minutes ahead). An ayah graded into a step stays in the session
/// until a grade takes it to review; one graded out of the steps is done for today.
///
/// A backlog is spread: when more ayahs in review are due than the day's limit, the session
/// takes the most overdue up to the limit, and today's new ayahs wait.
public struct ReviewSession: Equatable, Sendable {
  /// The day, `YYYY-MM-DD`.
  public let today: String
  /// The ayahs in review left, in mushaf order.
  public private(set) var due: [AyahID]
  /// The ayahs in a step, each with when its step comes due.
  public private(set) var steps: [AyahID: Date]
  /// Today's new ayahs left, in the plan's order.
  public private(set) var new: [AyahID]
  /// The ayahs done today (graded, and not due again today).
  public private(set) var done: Int
  /// The ayahs due beyond today's limit, left for the days after.
  public let heldOver: Int
  /// Today's new ayahs that wait while the backlog is over the limit.
  public private(set) var newPaused: Int

  /// The session over `queue`, at most `limit` ayahs in review (nil: all of them).
  public init(_ queue: ReviewQueue, limit: Int? = nil) {
    today = queue.today
    steps = queue.steps
    done = queue.done
    if let limit, queue.due.count > limit {
      let oldest = queue.due.sorted {
        ($0.dueDay, $0.ayahID.surah, $0.ayahID.ayah) < ($1.dueDay, $1.ayahID.surah, $1.ayahID.ayah)
      }
      let taken = Set(oldest.prefix(max(0, limit)).map(\.ayahID))
      due = queue.due.map(\.ayahID).filter(taken.contains)
      heldOver = queue.due.count - due.count
      new = []
      newPaused = queue.new.count
    } else {
      due = queue.due.map(\.ayahID)
      heldOver = 0
      new = queue.new
      newPaused = 0
    }
  }

  /// The ayahs left today.
  public var left: Int { due.count + steps.count + new.count }
  /// The whole session: the ayahs done and those left.
  public var total: Int { done + left }

  /// The ayah to show at `now`, nil when the session is done.
  public func next(at now: Date) -> AyahID? {
    let soonest = steps.min { ($0.value, $0.key) < ($1.value, $1.key) }
    if let soonest, soonest.value <= now { return soonest.key }
    return due.first ?? new.first ?? soonest?.key
  }

  /// Whether `ayah` is one of today's new ayahs, not begun yet.
  public func isNew(_ ayah: AyahID) -> Bool { new.contains(ayah) }

  /// When `ayah`'s learning step comes due, if it is in one.
  public func step(of ayah: AyahID) -> Date? { steps[ayah] }

  /// `ayah` was graded, its card now `card`: in a step due today it stays, else it is done.
  public mutating func graded(_ ayah: AyahID, _ card: MemorizeCard) {
    due.removeAll { $0 == ayah }
    new.removeAll { $0 == ayah }
    if card.isInStep, card.due.text <= today {
      steps[ayah] = card.stepDue ?? .distantPast
    } else {
      steps[ayah] = nil
      done += 1
    }
  }

  /// `ayah` put off (`j`): after the others of its kind.
  public mutating func putOff(_ ayah: AyahID, at now: Date) {
    if let index = due.firstIndex(of: ayah) {
      due.append(due.remove(at: index))
    } else if let index = new.firstIndex(of: ayah) {
      new.append(new.remove(at: index))
    } else if steps[ayah] != nil {
      steps[ayah] = max(now, steps.values.max() ?? now).addingTimeInterval(1)
    }
  }

  /// The plan changed (`P`): today's new ayahs are now `new` (those the backlog pauses
  /// still wait).
  public mutating func planChanged(newToday new: [AyahID]) {
    if heldOver > 0 {
      newPaused = new.count
    } else {
      self.new = new
    }
  }

  /// The minutes the session left takes at `secondsPerGrade` (the person's pace): a grade
  /// for each ayah left, and one more for each new ayah or ayah in a step (its steps).
  public func minutes(at secondsPerGrade: Double) -> Int {
    let grades = left + new.count + steps.count
    return max(1, Int((Double(grades) * secondsPerGrade / 60).rounded()))
  }
}

/// How far the plan's passage is begun: its ayahs graded at least once, of all of them.
public struct PlanProgress: Equatable, Sendable {
  /// The passage as typed (`juz30`).
  public let target: String
  /// Its ayahs graded at least once.
  public let begun: Int
  /// Its ayahs.
  public let ayahs: Int
}

extension LibraryStore {
  /// Today's session at the person's own pace: the ayahs left (the daily limit applied) and
  /// the minutes they take; nil when nothing is left or the pace is not known yet.
  public func todaysEstimate(today: String) throws -> (left: Int, minutes: Int)? {
    guard let seconds = try secondsPerGrade() else { return nil }
    let session = ReviewSession(
      try reviewQueue(today: today), limit: try settings().reviewsPerDay)
    return session.left == 0 ? nil : (session.left, session.minutes(at: seconds))
  }

  /// How far the plan's passage is begun; nil without a plan.
  public func planProgress() throws -> PlanProgress? {
    guard let plan = try memorizePlan(), let ayahs = MemorizePlan.ayahs(of: plan.target) else {
      return nil
    }
    let begun = try read { db -> Set<String> in
      guard try db.hasTable("memorizeAyah") else { return [] }
      return Set(try String.fetchAll(db, sql: "SELECT ayahID FROM memorizeAyah"))
    }
    return PlanProgress(
      target: plan.target, begun: ayahs.filter { begun.contains($0.description) }.count,
      ayahs: ayahs.count)
  }
}
