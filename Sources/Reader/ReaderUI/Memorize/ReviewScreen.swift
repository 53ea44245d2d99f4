import Foundation
import Interface
import Library
import QuranText

/// Today's review session: `o` in the reader, or `quran review` on a
/// terminal. Its ayahs come as `ReviewSession` orders them — a learning step come due, the
/// ayahs in review in mushaf order, today's new ayahs (the plan's pace), then the steps still
/// to come (learning ahead) — each on the memorize screen as `M` shows it, a new ayah whole
/// first; the session's title ("12 of 32") over it, and the summary at the end (today's
/// grades, those Again, the new ayahs begun, the next day due and how many, those still
/// learning named). An ayah graded into a learning step comes back when its step is due,
/// and the session is done only when none is left. `u` takes the last grade back (several in
/// a row): the ayah comes back as before it. `j` puts the ayah off, after the others. `P`
/// changes the plan, and the session's new ayahs follow at once. A plan behind its pace says
/// so as the session opens (the status row) and in the summary. The grades are the session's
/// memory: an ayah done today stays done, so the session stopped and opened again the same
/// day goes on with what is left. `q` goes back to the reader, or to the shell when `quran
/// review` opened it.
struct ReviewScreen: Screen {
  /// The memorize screen the ayah under review is shown on; it keeps the grades given, for
  /// `u`.
  var memorize: MemorizeScreen
  /// What is left today, and done.
  var session: ReviewSession
  /// The session as it was before each grade given here, by the grade's id: `u` goes back.
  var before: [UUID: ReviewSession] = [:]
  /// Whether `q` leaves the program (`quran review`) rather than going back to the reader.
  let returnsToShell: Bool
  /// Today's grades and the first day after today with ayahs due, read once the session is
  /// done (the grades of both sittings of a session stopped and resumed).
  var summary: (day: MemorizeDay, next: NextDue?)?
  /// The plan's line when it is behind, read with the summary.
  var behind: String?

  /// The session over `session`, its first ayah's text read from `corpus` in `translation`
  /// at `now`.
  init(
    _ session: ReviewSession, corpus: Corpus, translation: Translation, now: Date,
    returnsToShell: Bool
  ) throws {
    self.session = session
    self.returnsToShell = returnsToShell
    memorize = MemorizeScreen(name: MemorizeText.reviewDoneTitle(), ayahs: [])
    try showNext(corpus: corpus, translation: translation, now: now)
  }

  var part: ScreenPart { .body }
  var hints: String? { memorize.hints }

  /// The ayah under review, nil once the session is done.
  var shown: AyahID? {
    memorize.ayahs.indices.contains(memorize.current) ? memorize.ayahs[memorize.current].id : nil
  }

  /// The ayah the title row names (`Screen.place`).
  var place: AyahID? { shown }

  /// Whether every ayah of the session was gone through.
  var isDone: Bool { shown == nil }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    let action = MemorizeScreen.keys.action(for: key)
    if returnsToShell, action == .close {
      return ScreenOutcome(fate: .quits, intents: [.memorize(.stopDrill)])
    }
    guard !isDone else {
      // The summary: `u` still takes back the last grade; any other key but `q` does nothing.
      guard action == .takeBack || action == .close || action == .help else { return .stays }
      return try memorize.handle(key, context: context)
    }
    if let shown, !memorize.gradedShown, action == .next || action == .previous {
      // `j` puts the ayah off; `k` has no ayah before it in a session.
      if action == .next {
        session.putOff(shown, at: context.clock.now())
        try showNext(context)
      }
      return .stays
    }
    let wasGraded = memorize.gradedShown
    let outcome = try memorize.handle(key, context: context)
    if wasGraded, !memorize.gradedShown, action != .takeBack {
      // The key after a grade went on: the session's next ayah.
      try showNext(context)
      return ScreenOutcome(fate: outcome.fate, intents: outcome.intents + memorize.hearNew())
    }
    return outcome
  }

  /// Keeps a grade or takes one back; follows the plan; shows the ayah the drill plays.
  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool {
    switch news {
    case .graded(let ayah, let card, let id):
      before[id] = session
      session.graded(ayah, card)
      memorize.gradeTaken(ayah, id: id)
    case .gradeTakenBack(let taken):
      guard let earlier = before.removeValue(forKey: taken.review.id) else { return false }
      session = earlier
      summary = nil
      let ayah = try context.corpus.ayah(taken.review.ayahID, translation: context.translation)
      memorize.showOnly(ayah, new: session.isNew(ayah.id))
      memorize.gradeTakenBack(taken)
    case .planChanged:
      let queue = try context.library.reviewQueue(today: session.today)
      session.planChanged(newToday: queue.new)
      if isDone { try showNext(context) }
    case .drillPlaying: break
    case .notesChanged, .noteDeleted, .noteRestored, .notesSearched: return false
    }
    return true
  }

  /// Shows the session's next ayah, or the summary when none is left.
  mutating func showNext(_ context: ScreenContext) throws {
    try showNext(corpus: context.corpus, translation: context.translation, now: context.clock.now())
    if !isDone {
      summary = nil
    } else if summary == nil {
      let today = session.today
      summary = (
        try context.library.memorizeDay(today), try context.library.nextDue(after: today)
      )
      behind = try Self.planBehind(context.library, today: today)
    }
  }

  private mutating func showNext(corpus: Corpus, translation: Translation, now: Date) throws {
    guard let next = session.next(at: now) else {
      memorize.ayahs = []
      memorize.current = 0
      return
    }
    memorize.showOnly(
      try corpus.ayah(next, translation: translation), new: session.isNew(next))
  }

  /// The plan's line when it is behind its pace or past its day, with the key that moves the
  /// day (`P`, then `move`); nil without a plan, or with one on time. Read as the status row
  /// counts the new ayahs (`memorizeBegunForPace`), so it stays quick after years of grades.
  static func planBehind(_ library: LibraryStore, today: String) throws -> String? {
    guard let plan = try library.memorizePlan() else { return nil }
    let pace = plan.pace(begun: try library.memorizeBegunForPace(today: today), today: today)
    return MemorizePace.behindLine(plan, pace).map { $0 + " " + MemorizeText.planMoveKey() }
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    if shown != nil { memorize.fit(to: area, rendering: context.arabic) }
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    guard let shown else { return drawSummary(into: &canvas, area: area) }
    memorize.draw(into: &canvas, area: area, rendering: context.arabic)
    // How many are done and left, the one shown among them: an ayah in a learning step is
    // left until a grade takes it out of the steps.
    var title = MemorizeText.reviewTitle(
      shown.description, session.done, session.left, memorize.stage)
    if memorize.isLearning {
      title += " · " + ReviewText.stateLearn()
    } else if session.isNew(shown) {
      title += " · " + MemorizeText.reviewNew()
    }
    if session.step(of: shown) != nil { title += " · " + ReviewText.reviewStep() }
    if memorize.firstLetters { title += " · " + MemorizeText.hintMode() }
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(title, row: area.top, column: area.left, style: .title, limit: area.width)
  }

  /// The session's end: what was graded, and when ayahs fall due next.
  private func drawSummary(into canvas: inout Canvas, area: Area) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.say(
      MemorizeText.reviewDoneTitle(), row: area.top, column: area.left, style: .title,
      limit: area.width)
    guard let summary else { return }
    let day = MemorizeText.reviewSummary(summary.day.grades, summary.day.again, summary.day.begun)
    let next =
      summary.next.map { next in
        next.learning > 0
          ? ReviewText.nextDueLearning(next.day, next.count, next.learning)
          : MemorizeText.reviewNextDue(next.day, next.count)
      } ?? MemorizeText.reviewNoNextDue()
    let width = max(8, area.width - 4)
    var row = area.top + 2
    // The plan behind, a row apart.
    for (n, paragraph) in ([day, next] + (behind.map { [$0] } ?? [])).enumerated() {
      row += n == 2 ? 1 : 0
      for line in TextWrapping.wrap(paragraph, width: width) where row < area.bottom {
        canvas.put(line, row: row, column: area.left + 2)
        row += 1
      }
    }
  }
}
