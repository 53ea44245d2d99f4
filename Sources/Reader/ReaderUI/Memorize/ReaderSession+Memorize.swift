import Foundation
import Interface
import Library
import QuranText

/// Memorizing in the reader: `M` opens the memorize screen over the open surah
/// from the current ayah, `quran memorize 2:255-257` opens it over a passage, and the status
/// bar counts the ayahs due for review. Nothing of it is read before the first frame: the
/// count is taken once that frame is on the screen (`countDueOnce`), so a person who never
/// memorizes starts the reader as before. The session tells memorizing (`MemorizeFeature`)
/// each grade, count and plan, and carries out what it answers.
extension ReaderSession {
  /// `M`: the open surah, from the current ayah.
  func memorizeOpenSurah() {
    let surah = state.pane.surah
    open(
      MemorizeScreen(
        name: "\(surah.number). \(surah.transliteration)", ayahs: state.pane.ayahs.all,
        startingAt: state.pane.current))
  }

  /// Opens a memorize screen, its ayahs never graded shown whole first (the first heard).
  private func open(_ screen: MemorizeScreen) {
    var screen = screen
    screen.learnFirst = (try? library.neverGraded(screen.ayahs.map(\.id))) ?? []
    let first = screen.hearNew()
    push(screen)
    for intent in first { try? perform(intent) }
  }

  /// Opens the memorize screen over a passage of one surah, the reader turned to it.
  public func memorize(_ passage: Passage) throws {
    try memorize(AyahSpan(passage))
  }

  /// Opens the memorize screen over any run of ayahs (a juz, a page, `78-80`,
  /// `112:1-113:5`), the reader turned to its first. With `leavesToShell` (`quran memorize`)
  /// closing the screen quits the reader.
  public func memorize(_ span: AyahSpan, leavesToShell: Bool = false) throws {
    let translation = settings.translation
    let ayahs = try span.passages.flatMap { try corpus.ayahs($0, translation: translation) }
    try turn(toSurah: span.first.surah, at: span.first.ayah)
    var screen = MemorizeScreen(name: span.name, ayahs: ayahs)
    screen.leavesToShell = leavesToShell
    open(screen)
  }

  /// Counts the ayahs due once, after the first frame; true when the status bar has a
  /// count to show, or the clock behind the grades is said, so the frame is drawn again.
  public func countDueOnce() -> Bool {
    let quiet = state.message == nil
    let effects = MemorizeFeature.reduce(
      &state.memorizing, .firstFrameDrawn(quiet: quiet), today: clock.today)
    for effect in effects { try? carryOut(effect) }
    return !effects.isEmpty && ((quiet && state.message != nil) || state.memorizing.status != nil)
  }

  /// Tells memorizing `intent`, and carries out what it answers, in order.
  func memorize(_ intent: MemorizeFeature.Intent) throws {
    for effect in MemorizeFeature.reduce(&state.memorizing, intent, today: clock.today) {
      try carryOut(effect)
    }
  }

  /// Carries out one of memorizing's effects with the library and the screens; what the
  /// library answers goes back to the feature.
  private func carryOut(_ effect: MemorizeFeature.Effect) throws {
    switch effect {
    case .writeGrade(let ayah, let grade, let missed, let id):
      let now = clock.now()
      let card = try library.grade(ayah, grade, missedWords: missed, at: now, id: id)
      try memorize(.graded(ayah, grade, missed: missed.count, card, id: id, at: now))
    case .takeBackGrade(let id):
      try memorize(.takenBack(try library.takeBackGrade(id, at: clock.now())))
    case .countDue: countDue()
    case .lookForClockBehind:
      if let behind = try? library.clockBehindGrades() { try memorize(.clockBehind(days: behind)) }
    case .askBacklog(let queue, let limit, let returnsToShell):
      push(BacklogQuestion(queue: queue, limit: limit, returnsToShell: returnsToShell))
    case .beginReview(let session, let returnsToShell):
      try beginReview(session, returnsToShell: returnsToShell)
    case .setPlan(let text): try setMemorizePlan(typed: text)
    case .movePlan: try moveMemorizePlan()
    case .askToClearPlan: try askToClearMemorizePlan()
    case .clearPlan:
      try library.saveMemorizePlan(nil, at: clock.now())
      try memorize(.planCleared)
    case .sayPlanPace(let plan): state.message = (try planPaceLine(plan, today: clock.today), false)
    case .tell(let news): try tell(news)
    case .say(let text, let isError): state.message = (text, isError)
    }
  }

  /// The look-alikes, read the first time they are asked for.
  func lookAlikes() -> Result<LookAlikes, LookAlikesProblem> {
    lookAlikesFile.load()
  }

  /// `p` on the memorize screen: the plan's pace, what is memorized, by surah and juz, and
  /// the weak spots.
  func showMemorizeProgress() throws {
    let today = clock.today
    let progress = try library.memorizeProgress(today: today)
    var lines = MemorizeProgressLines(
      progress,
      surahName: { [corpus] number in
        corpus.surah(number)?.transliteration ?? "\(number)"
      },
      arabic: { [corpus, settings] ayah in
        try? corpus.ayah(ayah, translation: settings.translation).arabic
      })
    let rendering = arabic
    lines.wordShown = { rendering.lines(of: $0, width: 60).first ?? $0 }
    push(MemorizeProgressScreen(lines: try planProgressLines(today: today) + lines.lines))
  }

  /// The status bar's count of ayahs due today ("due 5"); none when nothing is due.
  /// With a plan set (`P`, or `quran review --plan`), the new ayahs today still to begin
  /// follow it ("due 5 · new 6"). What cannot be read counts as none.
  private func countDue() {
    let today = clock.today
    let due = (try? library.dueCount(today: today)) ?? 0
    var newToday = 0
    if let plan = try? library.memorizePlan(),
      let begun = try? library.memorizeBegunForPace(today: today)
    {
      newToday = plan.pace(begun: begun, today: today).newToday.count
    }
    try? memorize(.counted(due: due, newToday: newToday))
  }
}
