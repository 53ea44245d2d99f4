import AppRecords
import Foundation

/// Where an ayah stands in memorizing, as FSRS's scheduler tells it: never graded, being
/// learnt (due again the same day until it is recalled), in review (due after days), or
/// being learnt again after a lapse.
public enum MemorizePhase: String, Sendable, Codable, CaseIterable {
  case new, learning, review, relearning
}

/// One ayah's memorization: its memory, phase, counts and the day it is due, and what a
/// grade on a day makes of it: FSRS-5's memory states (py-fsrs 5's formulas) scheduled as
/// ts-fsrs 4's `BasicScheduler` does, with its learning steps of minutes (`LearningSteps`):
/// an ayah in a step is due again the same day, at the step's time, and the review session
/// shows it again then. Every interval, the ordering of Hard < Good < Easy
/// applied, stays within the longest (`FSRS.maximumInterval`). Days are whole local dates.
public struct MemorizeCard: Equatable, Sendable {
  /// The phase it is in.
  public var phase: MemorizePhase
  /// The memory, nil before the first grade.
  public var memory: MemoryState?
  /// How many times it was graded.
  public var reps: Int
  /// How many times it was forgotten in review (Again while in review).
  public var lapses: Int
  /// The day of the last grade.
  public var lastReview: CivilDay?
  /// The day it is due.
  public var due: CivilDay
  /// The days between the last grade and the due day (0: again the same day).
  public var scheduledDays: Int
  /// When its learning or relearning step comes due, minutes after the grade; nil outside
  /// the steps, or for a step whose time is not known (due at once).
  public var stepDue: Date?

  /// A card as the store keeps it.
  public init(
    phase: MemorizePhase, memory: MemoryState?, reps: Int, lapses: Int, lastReview: CivilDay?,
    due: CivilDay, scheduledDays: Int, stepDue: Date? = nil
  ) {
    self.phase = phase
    self.memory = memory
    self.reps = reps
    self.lapses = lapses
    self.lastReview = lastReview
    self.due = due
    self.scheduledDays = scheduledDays
    self.stepDue = stepDue
  }

  /// Whether it is in a learning or relearning step: due again the day it was graded.
  public var isInStep: Bool { phase == .learning || phase == .relearning }

  /// The due day as `YYYY-MM-DD`.
  public var dueDay: String { due.text }
  /// The last grade's day as `YYYY-MM-DD`.
  public var lastReviewDay: String? { lastReview?.text }

  /// An ayah never graded, due on `day`.
  public static func new(on day: CivilDay) -> MemorizeCard {
    MemorizeCard(
      phase: .new, memory: nil, reps: 0, lapses: 0, lastReview: nil, due: day, scheduledDays: 0)
  }

  /// Itself after `grade` on `day`, given at `time` (a step then comes due its minutes
  /// later; without a time, at once).
  public func graded(
    _ grade: Grade, on day: CivilDay, at time: Date? = nil, fsrs: FSRS = .standard
  ) -> MemorizeCard {
    let steps = LearningSteps.minutes(from: memory == nil ? .new : phase, grade)
    let elapsed = lastReview.map { max(0, day.ordinal - $0.ordinal) } ?? 0
    var next = self
    next.reps += 1
    next.lastReview = day
    let phaseAndDays: (MemorizePhase, Int)
    switch (phase, memory) {
    case (.new, _), (_, nil):
      next.memory = fsrs.initial(grade)
      phaseAndDays = firstSteps(grade, fsrs)
    case (.learning, let memory?), (.relearning, let memory?):
      next.memory = fsrs.next(memory, elapsedDays: elapsed, grade: grade)
      phaseAndDays = learningSteps(grade, memory, elapsed, fsrs)
    case (.review, let memory?):
      next.memory = fsrs.next(memory, elapsedDays: elapsed, grade: grade)
      if grade == .again { next.lapses += 1 }
      phaseAndDays = reviewSteps(grade, memory, elapsed, fsrs)
    }
    (next.phase, next.scheduledDays) = phaseAndDays
    next.due = day.adding(next.scheduledDays)
    next.stepDue = next.isInStep ? time.map { $0.addingTimeInterval(Double(steps) * 60) } : nil
    return next
  }

  /// After the first grade: Easy goes to review, the others are learnt today.
  private func firstSteps(_ grade: Grade, _ fsrs: FSRS) -> (MemorizePhase, Int) {
    guard grade == .easy else { return (.learning, 0) }
    let good = fsrs.interval(fsrs.initial(.good).stability)
    return (
      .review,
      min(max(fsrs.interval(fsrs.initial(.easy).stability), good + 1), fsrs.maximumInterval)
    )
  }

  /// While learning: Again and Hard stay today, Good and Easy go to review.
  private func learningSteps(
    _ grade: Grade, _ memory: MemoryState, _ elapsed: Int, _ fsrs: FSRS
  ) -> (MemorizePhase, Int) {
    let good = fsrs.interval(fsrs.next(memory, elapsedDays: elapsed, grade: .good).stability)
    switch grade {
    case .again, .hard: return (phase, 0)
    case .good: return (.review, good)
    case .easy:
      let easy = fsrs.interval(fsrs.next(memory, elapsedDays: elapsed, grade: .easy).stability)
      return (.review, min(max(easy, good + 1), fsrs.maximumInterval))
    }
  }

  /// In review: Again is learnt again today; Hard, Good and Easy wait their intervals, each
  /// longer than the one before.
  private func reviewSteps(
    _ grade: Grade, _ memory: MemoryState, _ elapsed: Int, _ fsrs: FSRS
  ) -> (MemorizePhase, Int) {
    guard grade != .again else { return (.relearning, 0) }
    func days(_ grade: Grade) -> Int {
      fsrs.interval(fsrs.next(memory, elapsedDays: elapsed, grade: grade).stability)
    }
    let hard = min(days(.hard), days(.good))
    // The +1 that keeps them apart never passes the longest interval.
    let good = min(max(days(.good), hard + 1), fsrs.maximumInterval)
    let easy = min(max(days(.easy), good + 1), fsrs.maximumInterval)
    return (.review, grade == .hard ? hard : grade == .good ? good : easy)
  }

  /// The chance of recall on `day`, as FSRS estimates it (nil before the first grade).
  public func retrievability(on day: CivilDay, fsrs: FSRS = .standard) -> Double? {
    guard let memory, let lastReview else { return nil }
    return fsrs.retrievability(
      elapsedDays: Double(day.ordinal - lastReview.ordinal), stability: memory.stability)
  }
}

/// The learning steps of ts-fsrs 4's `BasicScheduler`, in minutes after the grade: a new ayah
/// graded Again comes back in 1 minute, Hard in 5, Good in 10 (Easy goes to review); an ayah in
/// a learning or relearning step graded Again comes back in 5, Hard in 10 (Good and Easy go to
/// review); an ayah in review graded Again is learnt again, in 5.
public enum LearningSteps {
  /// The minutes until the step `grade` leads to from `phase` comes due; 0 when the grade
  /// leads to review.
  public static func minutes(from phase: MemorizePhase, _ grade: Grade) -> Int {
    switch (phase, grade) {
    case (_, .easy): 0
    case (.new, .again): 1
    case (.new, .hard): 5
    case (.new, .good): 10
    case (.learning, .again), (.relearning, .again), (.review, .again): 5
    case (.learning, .hard), (.relearning, .hard): 10
    case (.learning, .good), (.relearning, .good), (.review, .hard), (.review, .good): 0
    }
  }
}
