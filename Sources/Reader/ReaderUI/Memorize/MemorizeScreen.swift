import Foundation
import Interface
import Library
import QuranText

/// `M` in the reader, or `quran memorize 67` (any run of ayahs: `juz30`, `78-80`): a passage
/// to memorize, an ayah at a time. The Arabic shows with words hidden as placeholders of
/// their width (pause marks stay), laid out by the columns each word takes at its widest, so
/// nothing moves as words are revealed. Space reveals the next hidden word (a hint: counted
/// as missed); once recited, Enter checks it: the whole ayah shows and nothing more counts as
/// missed, but the words the person marks then (`x` the word under the cursor, Space and `b`
/// move it; `X` it and every word after). `h` shows each hidden word's first letter, `t` the
/// translation, `l` the ayahs people confuse with it, `r` hears and recites from this ayah on
/// (`R` how many times), `p` shows the progress, `P` sets the plan; `+` and `-` hide more or
/// fewer words (all shown, a quarter, half, three quarters, all hidden). 1–4 grade the ayah
/// (Again, Hard, Good, Easy); the graded ayah stays, shown, until the next key, which goes
/// on; `u` takes the last grade back (again: the one before), the ayah shown as before it.
/// An ayah never graded shows whole first, its translation with it (and heard,
/// when its recitation is on this computer): Enter or Space hides it to recite, and nothing
/// counts as missed before. `j`/`k` move without a grade; PgDn/PgUp (`J`/`K`, the wheel) scroll an ayah taller
/// than the window (2:282 at 80×24), its translation and look-alikes with it, the bottom row
/// saying there is more; `?` lists these keys; `q` or Esc close (back to the shell when
/// `quran memorize` opened it).
struct MemorizeScreen: Screen {
  /// The passage's name in the title ("67", "2:255–257").
  let name: String
  var ayahs: [Ayah]
  var current = 0
  /// How many quarters of the words are hidden, 0 (all shown) to 4 (all hidden).
  var stage = 4
  /// The words of the current ayah revealed before the check (and so missed).
  var revealed: Set<Int> = []
  /// Whether the person checked the recitation (Enter): the ayah shows whole.
  var checked = false
  /// The words marked missed after the check, and the word under the marking cursor.
  var marked: Set<Int> = []
  var cursor = 0
  /// The current ayah was graded and stays shown until the next key.
  var gradedShown = false
  var firstLetters = false
  var showsTranslation = false
  /// How many ayahs were graded here.
  var graded = 0
  /// Whether the look-alikes show (`l`), theirs rows, and the ayah they are of.
  var showsLookAlikes = false
  var lookAlikeRows: [LookAlikeRows] = []
  var lookAlikesOf: AyahID?
  /// The rows of the ayah's pane scrolled past (PgDn); the most it can be, and a page, as
  /// the last frame drawn had them (0 when everything fits).
  var scroll = 0
  var scrollLimit = 0
  var scrollPage = 1
  /// Opened by `quran memorize`: closing it quits the reader, back to the shell.
  var leavesToShell = false
  /// The ayahs never graded, shown whole before they are hidden; those hidden since.
  var learnFirst: Set<AyahID> = []
  var learnt: Set<AyahID> = []
  /// The grades given here, the last last: what `u` takes back.
  var given: [(ayah: AyahID, id: UUID)] = []
  /// The new ayah heard already (`hearIfFetched`), so it is heard once.
  var heard: AyahID?
  /// The words of the current ayah, split once.
  private var words: MemorizeWords

  init(name: String, ayahs: [Ayah], startingAt start: Int = 0) {
    self.name = name
    self.ayahs = ayahs
    current = min(max(0, start), max(0, ayahs.count - 1))
    words = MemorizeWords(ayahs.isEmpty ? "" : ayahs[current].arabic)
  }

  var part: ScreenPart { .body }

  /// Whether the stage hides a word (before the person reveals it): the first of every four
  /// at stage 1, two of four at 2, and so on.
  func stageHides(_ word: Int) -> Bool { word % 4 < stage }

  func isHidden(_ word: Int) -> Bool {
    !isLearning && !checked && !gradedShown && stageHides(word) && !revealed.contains(word)
  }

  /// Whether the current ayah is new and not hidden yet: it shows whole, to read and hear.
  var isLearning: Bool {
    guard ayahs.indices.contains(current) else { return false }
    let id = ayahs[current].id
    return learnFirst.contains(id) && !learnt.contains(id) && !gradedShown
  }

  /// The words counted as missed in the grade: revealed before the check, or marked after.
  var missed: [Int] { revealed.union(marked).sorted() }

  /// What the screen's keys do: the drill (`r`, `R`), the progress (`p`) and the plan (`P`)
  /// are the session's; the rest change what the screen shows, or grade.
  enum Action: Equatable {
    case close, help, drill, drillRepeat, progress, plan, revealWord, check, wordBack
    case markWord, markRest, firstLetters, translation, lookAlikes, hideMore, hideFewer
    case next, previous, scrollDown, scrollUp, takeBack
    case grade(Grade)

    /// What the action does, for `?`; each action has its sentence.
    var help: String {
      switch self {
      case .close: MemorizeText.keyClose()
      case .help: MemorizeText.keyHelp()
      case .drill: MemorizeText.keyDrill()
      case .drillRepeat: MemorizeText.keyDrillRepeat()
      case .progress: MemorizeText.keyProgress()
      case .plan: MemorizeText.keyPlan()
      case .revealWord: MemorizeText.keyRevealWord()
      case .check: MemorizeText.keyCheck() + "; " + ReviewText.keyLearnHide()
      case .wordBack: MemorizeText.keyWordBack()
      case .markWord: MemorizeText.keyMarkWord()
      case .markRest: MemorizeText.keyMarkRest()
      case .firstLetters: MemorizeText.keyFirstLetters()
      case .translation: MemorizeText.keyTranslation()
      case .lookAlikes: MemorizeText.keyLookAlikes()
      case .hideMore: MemorizeText.keyHideMore()
      case .hideFewer: MemorizeText.keyHideFewer()
      case .next: MemorizeText.keyNext()
      case .previous: MemorizeText.keyPrevious()
      case .scrollDown: MemorizeText.keyScrollDown()
      case .scrollUp: MemorizeText.keyScrollUp()
      case .takeBack: ReviewText.keyTakeBack()
      case .grade(let grade): MemorizeText.keyGrade(MemorizeScreen.gradeName(grade))
      }
    }
  }

  /// The screen's keys.
  static let keys = KeyTable<Action>(
    (.revealWord, [" "]), (.check, [.enter]), (.grade(.again), ["1"]), (.grade(.hard), ["2"]),
    (.grade(.good), ["3"]), (.grade(.easy), ["4"]), (.takeBack, ["u"]), (.markWord, ["x"]),
    (.markRest, ["X"]),
    (.wordBack, ["b"]), (.firstLetters, ["h"]), (.translation, ["t"]), (.lookAlikes, ["l"]),
    (.drill, ["r"]), (.drillRepeat, ["R"]), (.progress, ["p"]), (.plan, ["P"]),
    (.hideMore, ["+", "="]), (.hideFewer, ["-"]), (.next, ["j", .down]),
    (.previous, ["k", .up]), (.scrollDown, [.pageDown, "J", .wheelDown]),
    (.scrollUp, [.pageUp, "K", .wheelUp]), (.help, ["?"]), (.close, [.escape, "q"]))

  /// The status row's hints, in their order, each key named from the table; as many show
  /// as fit, then "? more" (`?` lists every key).
  var hints: String? {
    let grade = "1–4 " + MemorizeText.hintGrade()
    let close = "\(Self.keys.name(of: .close)) \(MemorizeText.hintClose())"
    let hints: [String]
    let takeBack = "\(Self.keys.name(of: .takeBack)) \(ReviewText.hintTakeBack())"
    if isLearning {
      hints = [
        "\(Self.keys.name(of: .check)) \(ReviewText.hintHide())",
        "\(Self.keys.name(of: .drill)) \(ReviewText.hintHear())", grade, close,
      ]
    } else if gradedShown {
      hints = [takeBack, grade, close]
    } else if checked {
      hints = [
        "\(Self.keys.name(of: .revealWord))/\(Self.keys.name(of: .wordBack)) "
          + MemorizeText.hintWord(),
        "\(Self.keys.name(of: .markWord)) \(MemorizeText.hintMark())",
        "\(Self.keys.name(of: .markRest)) \(MemorizeText.hintMarkRest())", grade, close,
      ]
    } else {
      hints = [
        "\(Self.keys.name(of: .revealWord)) \(MemorizeText.hintNextWord())",
        "\(Self.keys.name(of: .check)) \(MemorizeText.hintCheck())", grade,
        "\(Self.keys.name(of: .firstLetters)) \(MemorizeText.hintFirstLetters())",
        "\(Self.keys.name(of: .translation)) \(MemorizeText.hintTranslation())", close,
      ]
    }
    return " " + hints.joined(separator: " · ") + " · " + MemorizeText.hintMore()
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    var intents: [ScreenIntent] = []
    let action = Self.keys.action(for: key)
    if gradedShown {
      // The graded ayah stayed for a look; any key but these goes on to the next.
      switch action {
      case .close, .help, .scrollDown, .scrollUp, .takeBack: break
      case nil, .drill, .drillRepeat, .progress, .plan, .revealWord, .check, .wordBack, .markWord,
        .markRest, .firstLetters, .translation, .lookAlikes, .hideMore, .hideFewer, .next,
        .previous, .grade:
        goOn()
        try followLookAlikes(context)
        return ScreenOutcome(fate: .stays, intents: hearNew())
      }
    }
    switch action {
    case .close:
      return leavesToShell
        ? ScreenOutcome(fate: .quits, intents: [.memorize(.stopDrill)])
        : .closing(.memorize(.stopDrill))
    case .help:
      intents = [.push(ScreenKeys(title: MemorizeText.keysTitle(), rows: Self.keys.rows(\.help)))]
    case .drill: intents = [.memorize(.drillOrPause(drillPassage))]
    case .drillRepeat: intents = [.memorize(.cycleDrillRepeat(drillPassage))]
    case .progress: intents = [.memorize(.showProgress)]
    case .plan: intents = [.memorize(.askPlan)]
    case .revealWord where isLearning, .check where isLearning:
      learnt.insert(ayahs[current].id)
    case .revealWord:
      if checked {
        cursor = words.count > 0 ? (cursor + 1) % words.count : 0
      } else if let next = (0..<words.count).first(where: isHidden) {
        revealed.insert(next)
      }
    case .check:
      checked = true
      cursor = 0
    case .wordBack where checked:
      cursor = words.count > 0 ? (cursor + words.count - 1) % words.count : 0
    case .markWord where checked && cursor < words.count:
      if marked.remove(cursor) == nil { marked.insert(cursor) }
    case .markRest where checked && cursor < words.count:
      marked.formUnion(cursor..<words.count)
    case .wordBack, .markWord, .markRest: break
    case .firstLetters: firstLetters.toggle()
    case .translation: showsTranslation.toggle()
    case .lookAlikes: intents = toggleLookAlikes(context).map { [$0] } ?? []
    case .hideMore: stage = min(4, stage + 1)
    case .hideFewer: stage = max(0, stage - 1)
    case .next: move(to: current + 1)
    case .previous: move(to: current - 1)
    case .scrollDown: scroll = min(scrollLimit, scroll + scrollPage)
    case .scrollUp: scroll = max(0, min(scroll, scrollLimit) - scrollPage)
    case .grade(let grade):
      // The library keeps the grade; then the screen goes on (`gradeTaken`).
      guard ayahs.indices.contains(current) else { break }
      intents = [
        .memorize(.grade(ayahs[current].id, grade, missedWords: missed, id: UUID()))
      ]
    case .takeBack:
      intents = [
        given.last.map { .memorize(.takeBackGrade($0.id)) }
          ?? .say(ReviewText.nothingToTakeBack(), isError: false)
      ]
    case nil: break
    }
    try followLookAlikes(context)
    return ScreenOutcome(fate: .stays, intents: intents + hearNew())
  }

  /// The new ayah now shown whole, heard once if its recitation is here.
  mutating func hearNew() -> [ScreenIntent] {
    guard isLearning, heard != ayahs[current].id else { return [] }
    heard = ayahs[current].id
    return [.memorize(.hearIfFetched(ayahs[current].id))]
  }

  /// Keeps a grade, or takes it back; shows the ayah the drill plays.
  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool {
    switch news {
    case .graded(let ayah, _, let id): gradeTaken(ayah, id: id)
    case .gradeTakenBack(let taken): gradeTakenBack(taken)
    case .drillPlaying(let ayah): show(ayah)
    case .notesChanged, .noteDeleted, .noteRestored, .notesSearched, .planChanged: return false
    }
    return true
  }

  /// The grade of the current ayah is kept: it stays shown until the next key.
  mutating func gradeTaken(_ ayah: AyahID, id: UUID) {
    given.append((ayah, id))
    // Graded, it was learnt: shown again (a learning step), it is hidden at once.
    learnt.insert(ayah)
    graded += 1
    gradedShown = true
  }

  /// A grade was taken back: its ayah shows again as before the grade, hidden.
  mutating func gradeTakenBack(_ taken: GradeTakenBack) {
    guard let index = given.lastIndex(where: { $0.id == taken.review.id }) else { return }
    given.remove(at: index)
    graded -= 1
    if let place = ayahs.firstIndex(where: { $0.id == taken.review.ayahID }) {
      move(to: place)
    }
  }

  /// Shows `ayah` alone (the review session's next), whole first when `new`.
  mutating func showOnly(_ ayah: Ayah, new: Bool) {
    ayahs = [ayah]
    if new { learnFirst.insert(ayah.id) }
    move(to: 0)
  }

  /// On from a graded ayah to the next (or to the end).
  private mutating func goOn() {
    if current + 1 < ayahs.count { move(to: current + 1) } else { current = ayahs.count }
    gradedShown = false
  }

  /// What `r` hears and recites: from the current ayah to the end of the passage.
  var drillPassage: [AyahID] {
    ayahs.indices.contains(current) ? ayahs[current...].map(\.id) : []
  }

  /// Shows `ayah` (the drill playing it), if it is in the passage and not already shown.
  mutating func show(_ ayah: AyahID) {
    guard let index = ayahs.firstIndex(where: { $0.id == ayah }), index != current else {
      return
    }
    move(to: index)
  }

  mutating func move(to index: Int) {
    guard ayahs.indices.contains(index) else { return }
    current = index
    revealed = []
    marked = []
    checked = false
    gradedShown = false
    cursor = 0
    scroll = 0
    words = MemorizeWords(ayahs[index].arabic)
  }

  /// The stage as a stage, not a count: "all hidden", "half hidden", "all shown".
  var stageName: String {
    let hidden: [MemorizeText] = [.stageNone, .stageQuarter, .stageHalf, .stageThreeQuarters]
    return (hidden.indices.contains(stage) ? hidden[stage] : .stageAll).description
  }

  static func gradeName(_ grade: Grade) -> String {
    switch grade {
    case .again: MemorizeText.gradeAgain()
    case .hard: MemorizeText.gradeHard()
    case .good: MemorizeText.gradeGood()
    case .easy: MemorizeText.gradeEasy()
    }
  }

  mutating func fit(to area: Area, context: ScreenContext) {
    fit(to: area, rendering: context.arabic)
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    draw(into: &canvas, area: area, rendering: context.arabic)
  }

  /// Keeps how far the ayah's pane can scroll in `area` with the Arabic as `rendering` draws
  /// it (`scrollLimit`, `scrollPage`), and the scroll within it.
  mutating func fit(to area: Area, rendering: ArabicRendering) {
    scrollLimit = 0
    guard ayahs.indices.contains(current) else { return }
    let rows = pane(area: area, rendering: rendering).rows
    let shown = Self.paneRowsShown(in: area)
    guard rows > shown else { return }
    scrollLimit = rows - shown
    scrollPage = max(1, shown - 2)
    scroll = min(scroll, scrollLimit)
  }

  /// The rows of `area` the pane shows: those between the title and the grades' row, a blank
  /// row above each.
  private static func paneRowsShown(in area: Area) -> Int { max(1, area.bottom - 4 - area.top) }

  /// Draws the screen into `area` with the Arabic as `rendering` draws it, scrolled as `fit`
  /// left it.
  func draw(into canvas: inout Canvas, area: Area, rendering: ArabicRendering) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    let width = max(8, area.width - 4)
    guard ayahs.indices.contains(current) else {
      canvas.say(" " + name, row: area.top, column: area.left, style: .title)
      let done = MemorizeText.passageDone(name, graded)
      for (n, line) in TextWrapping.wrap(done, width: width).enumerated() {
        canvas.put(line, row: area.top + 2 + n, column: area.left + 2)
      }
      return
    }
    canvas.say(
      title(of: ayahs[current]), row: area.top, column: area.left, style: .title,
      limit: area.width)
    let (pane, rows) = pane(area: area, rendering: rendering)
    let top = area.top + 2
    let shown = Self.paneRowsShown(in: area)
    let grades = Grade.allCases.map(Self.gradeName).joined(separator: "   ")
    guard rows > shown else {
      canvas.copy(rows: rows, of: pane, from: 0, to: top, columns: area.columns)
      canvas.put(
        grades, row: min(top + rows + 1, area.bottom - 1), column: area.left + 2, style: .dim)
      return
    }
    canvas.copy(rows: shown, of: pane, from: scroll, to: top, columns: area.columns)
    canvas.put(grades, row: area.bottom - 1, column: area.left + 2, style: .dim)
    drawScrollHints(into: &canvas, area: area, top: top, besides: grades)
  }

  /// The pane (the Arabic, the translation, the look-alikes) drawn whole on a canvas of its
  /// own, as tall as it can be, and the rows it takes; the screen shows as much of it as fits
  /// from the row scrolled to.
  private func pane(area: Area, rendering: ArabicRendering) -> (canvas: Canvas, rows: Int) {
    let ayah = ayahs[current]
    let width = max(8, area.width - 4)
    let pieces = words.pieces(
      hiding: isHidden, firstLetters: firstLetters, rendering: rendering
    ).map { piece in
      let missed = piece.word.map { revealed.contains($0) || marked.contains($0) }
      let underCursor = checked && !gradedShown && piece.word == cursor
      let style: CellStyle = underCursor ? .selected : missed == true ? .match : .arabic
      return (text: piece.text, width: piece.width, style: style)
    }
    // A new ayah learnt first shows its translation too.
    let showsTranslation = self.showsTranslation || isLearning
    let translation = TextWrapping.wrap(
      showsTranslation ? ayah.vietnamese : MemorizeText.translationNone(), width: width)
    let tallest =
      2 * pieces.count + translation.count + 4
      + (showsLookAlikes ? lookAlikeRows.reduce(2) { $0 + 1 + $1.words.count } : 0)
    let tall = Area(top: 0, left: area.left, width: area.width, height: tallest + 2)
    var pane = Canvas(width: area.left + area.width, height: tall.height)
    var row = MarkedArabic.draw(
      pieces: pieces, rendering: rendering, into: &pane, row: 0, left: area.left + 2,
      width: width, bottom: tall.bottom, step: 2)
    for line in translation {
      pane.put(line, row: row, column: area.left + 2, style: showsTranslation ? .normal : .dim)
      row += 1
    }
    if showsLookAlikes {
      row = drawLookAlikes(into: &pane, row: row + 1, area: tall, rendering: rendering)
    }
    return (pane, row)
  }

  /// The title row: the passage, the ayah, how far in, the stage and what the screen shows.
  func title(of ayah: Ayah) -> String {
    let state =
      isLearning
      ? ReviewText.stateLearn()
      : gradedShown ? MemorizeText.stateGraded() : checked ? MemorizeText.stateChecked() : nil
    return MemorizeText.screenTitle(name, ayah.id.description, current + 1, ayahs.count, stageName)
      + (firstLetters ? " · " + MemorizeText.hintMode() : "")
      + (state.map { " · " + $0 } ?? "")
  }

  /// What is scrolled past, above the pane from row `top`; what is left, beside `grades`.
  func drawScrollHints(into canvas: inout Canvas, area: Area, top: Int, besides grades: String) {
    let screen = self
    if screen.scroll > 0 {
      let above = MemorizeText.scrollAbove(Self.keys.name(of: .scrollUp))
      let column = max(area.left + 2, area.right - 2 - DisplayWidth.of(above))
      canvas.put(above, row: top - 1, column: column, style: .reference)
    }
    if screen.scroll < screen.scrollLimit {
      let more = MemorizeText.scrollMore(
        Self.keys.name(of: .scrollDown), screen.scrollLimit - screen.scroll)
      let column = max(
        area.left + 4 + DisplayWidth.of(grades), area.right - 2 - DisplayWidth.of(more))
      canvas.put(more, row: area.bottom - 1, column: column, style: .reference)
    }
  }
}
