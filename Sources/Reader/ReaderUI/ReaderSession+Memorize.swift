import Foundation
import Interface
import Library
import QuranText

/// Memorizing in the reader: `M` opens the memorize screen over the open surah
/// from the current ayah, `quran memorize 2:255-257` opens it over a passage, and the status
/// bar counts the ayahs due for review. Nothing of it is read before the first frame: the
/// count is taken once that frame is on the screen (`countDueOnce`), so a person who never
/// memorizes starts the reader as before.
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
  /// count to show, so the frame is drawn again.
  public func countDueOnce() -> Bool {
    guard !state.dueCounted else { return false }
    state.dueCounted = true
    refreshMemorizeStatus()
    // Said once a session, where nothing else is said yet.
    if state.message == nil, let behind = try? library.clockBehindGrades() {
      state.message = (MemorizeText.clockBehind(behind), true)
      return true
    }
    return state.memorizeStatus != nil
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
  /// With a plan set (`P`, or `quran review --plan`), the new ayahs today still to begin follow it
  /// ("due 5 · new 6").
  func refreshMemorizeStatus() {
    let today = clock.today
    let count = (try? library.dueCount(today: today)) ?? 0
    var parts = count > 0 ? [MemorizeText.dueStatus(count)] : []
    if let plan = try? library.memorizePlan(),
      let begun = try? library.memorizeBegunForPace(today: today)
    {
      let pace = plan.pace(begun: begun, today: today)
      if !pace.newToday.isEmpty { parts.append(MemorizeText.planStatus(pace.newToday.count)) }
    }
    state.memorizeStatus = parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
