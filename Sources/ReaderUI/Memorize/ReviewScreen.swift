import Foundation
import Interface
import Library
import QuranText

/// Today's review session (issue 62): `o` in the reader, or `quran review` on a terminal. The
/// ayahs due and not graded today, in mushaf order, then today's new ayahs (the plan's pace),
/// across surahs, each on the memorize screen as `M` shows it — the screen is the memorize
/// screen's own, its keys and drawing, with the session's title ("12 of 32") over it and the
/// summary at the end (today's grades, those Again, the new ayahs begun, the next day due).
/// A plan behind its pace says so as the session opens (the status row) and in the summary:
/// "3 days behind: keep 2027-03-01 at 14 a day, or move to 2027-03-20 at 6 a day?".
/// The grades are the session's memory: an ayah graded today is done, so the session stopped
/// and opened again the same day goes on with what is left. `q` goes back to the reader, or
/// to the shell when `quran review` opened it.
struct ReviewScreen: Screen {
  /// The memorize screen the ayahs are shown on; it holds the ayahs read so far, a prefix of
  /// `queue` (the texts are read a few ahead, so a session of thousands opens at once).
  var memorize: MemorizeScreen
  /// The ayahs left when the session opened: due, then new.
  let queue: [AyahID]
  /// Today's new ayahs among them.
  let new: Set<AyahID>
  /// The ayahs graded today before the session opened.
  let gradedBefore: Int
  /// The day of the session.
  let today: String
  /// Whether `q` leaves the program (`quran review`) rather than going back to the reader.
  let returnsToShell: Bool
  /// Today's grades and the first day after today with ayahs due, read once the session is
  /// done (the grades of both sittings of a session stopped and resumed).
  var summary: (day: MemorizeDay, next: NextDue?)?
  /// The plan's line when it is behind, read with the summary.
  var behind: String?

  /// How many ayahs' texts are read at a time.
  static let batch = 16

  /// The session over `queue`, the first ayahs' texts read from `corpus` in `translation`.
  init(
    _ queue: ReviewQueue, corpus: Corpus, translation: Translation, returnsToShell: Bool
  ) throws {
    self.queue = queue.ayahs
    new = Set(queue.new)
    gradedBefore = queue.gradedToday
    today = queue.today
    self.returnsToShell = returnsToShell
    let first = try queue.ayahs.prefix(Self.batch).map {
      try corpus.ayah($0, translation: translation)
    }
    memorize = MemorizeScreen(name: MemorizeText.reviewDoneTitle(), ayahs: first)
  }

  var part: ScreenPart { .body }
  var hints: String? { memorize.hints }

  /// Whether every ayah of the session was gone through.
  var isDone: Bool {
    memorize.ayahs.count == queue.count && memorize.current >= memorize.ayahs.count
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    if returnsToShell, case .close? = MemorizeScreen.keys.action(for: key) {
      return ScreenOutcome(fate: .quits, intents: [.memorize(.stopDrill)])
    }
    let outcome = try memorize.handle(key, context: context)
    try settle(context)
    return outcome
  }

  /// Goes on from a grade; shows the ayah the drill plays.
  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool {
    switch news {
    case .graded: try gradeTaken(context: context)
    case .drillPlaying(let ayah): memorize.show(ayah)
    case .notesChanged, .noteDeleted, .noteRestored, .notesSearched: return false
    }
    return true
  }

  /// The current ayah's grade is kept: on to the next ayah (or the summary).
  mutating func gradeTaken(context: ScreenContext) throws {
    try settle(context)
    try memorize.gradeTaken(context: context)
    try settle(context)
  }

  /// Reads the texts of the next ayahs when the one after the current is not read yet, and
  /// the next day due once the session is done.
  mutating func settle(_ context: ScreenContext) throws {
    let loaded = memorize.ayahs.count
    if loaded < queue.count, loaded <= memorize.current + 1 {
      let more = queue[loaded..<min(queue.count, max(loaded, memorize.current) + Self.batch)]
      memorize.ayahs += try more.map {
        try context.corpus.ayah($0, translation: context.translation)
      }
    }
    if isDone, summary == nil {
      summary = (
        try context.library.memorizeDay(today), try context.library.nextDue(after: today)
      )
      behind = try Self.planBehind(context.library, today: today)
    }
  }

  /// The plan's line when it is behind its pace or past its day, with the key that moves the
  /// day (`P`, then `move`); nil without a plan, or with one on time. Read as the status row
  /// counts the new ayahs (`memorizeBegunForPace`), so it stays quick after years of grades.
  static func planBehind(_ library: LibraryStore, today: String) throws -> String? {
    guard let plan = try library.memorizePlan() else { return nil }
    let pace = plan.pace(begun: try library.memorizeBegunForPace(today: today), today: today)
    return MemorizePace.behindLine(plan, pace).map { $0 + " " + MemorizeText.planMoveKey() }
  }

  mutating func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    guard !isDone else { return drawSummary(into: &canvas, area: area) }
    MemorizeScreen.draw(&memorize, into: &canvas, area: area, rendering: context.arabic)
    guard memorize.ayahs.indices.contains(memorize.current) else { return }
    let id = memorize.ayahs[memorize.current].id
    var title = MemorizeText.reviewTitle(
      id.description, gradedBefore + memorize.current + 1, gradedBefore + queue.count,
      memorize.stage)
    if new.contains(id) { title += " · " + MemorizeText.reviewNew() }
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
      summary.next.map { MemorizeText.reviewNextDue($0.day, $0.count) }
      ?? MemorizeText.reviewNoNextDue()
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
