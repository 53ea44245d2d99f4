import Foundation
import Interface
import Library
import QuranText

/// `M` in the reader, or `quran memorize 67`: a passage to memorize, an ayah at a time. The
/// Arabic shows with words hidden as placeholders of their width (pause marks stay); Space
/// reveals the next hidden word, Enter the rest of the ayah, `h` shows each hidden word's
/// first letter, `t` the translation, `l` the ayahs people confuse with it, `r` hears and
/// recites from this ayah on (`R` how many times), `p` shows the progress, `P` sets the
/// plan; `+` and `-` hide more or fewer words (all shown, a quarter, half, three quarters,
/// all hidden). 1–4 grade the ayah (Again, Hard, Good, Easy), the words revealed counted as
/// missed, and go on to the next; `j`/`k` move without a grade; `q` or Esc close.
struct MemorizeScreen: Screen {
  /// The passage's name in the title ("67", "2:255–257").
  let name: String
  var ayahs: [Ayah]
  var current = 0
  /// How many quarters of the words are hidden, 0 (all shown) to 4 (all hidden).
  var stage = 4
  /// The words of the current ayah revealed (and so missed).
  var revealed: Set<Int> = []
  var firstLetters = false
  var showsTranslation = false
  /// How many ayahs were graded here.
  var graded = 0
  /// Whether the look-alikes show (`l`), theirs rows, and the ayah they are of.
  var showsLookAlikes = false
  var lookAlikeRows: [LookAlikeRows] = []
  var lookAlikesOf: AyahID?
  /// The words of the current ayah, split once.
  private var words: MemorizeWords

  init(name: String, ayahs: [Ayah], startingAt start: Int = 0) {
    self.name = name
    self.ayahs = ayahs
    current = min(max(0, start), max(0, ayahs.count - 1))
    words = MemorizeWords(ayahs.isEmpty ? "" : ayahs[current].arabic)
  }

  var part: ScreenPart { .body }
  var hints: String? { MemorizeText.screenHints() }

  /// Whether the stage hides a word (before the person reveals it): the first of every four
  /// at stage 1, two of four at 2, and so on.
  func stageHides(_ word: Int) -> Bool { word % 4 < stage }

  func isHidden(_ word: Int) -> Bool { stageHides(word) && !revealed.contains(word) }

  /// What the screen's keys do: the drill (`r`, `R`), the progress (`p`) and the plan (`P`)
  /// are the session's; the rest change what the screen shows, or grade.
  enum Action {
    case close, drill, drillRepeat, progress, plan, revealWord, revealAyah, firstLetters
    case translation, lookAlikes, hideMore, hideFewer, next, previous
    case grade(Grade)
  }

  /// The screen's keys.
  static let keys = KeyTable<Action>(
    (.close, [.escape, "q"]), (.drill, ["r"]), (.drillRepeat, ["R"]), (.progress, ["p"]),
    (.plan, ["P"]), (.revealWord, [" "]), (.revealAyah, [.enter]), (.firstLetters, ["h"]),
    (.translation, ["t"]), (.lookAlikes, ["l"]), (.hideMore, ["+", "="]), (.hideFewer, ["-"]),
    (.next, ["j", .down]), (.previous, ["k", .up]), (.grade(.again), ["1"]),
    (.grade(.hard), ["2"]), (.grade(.good), ["3"]), (.grade(.easy), ["4"]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    var intents: [ScreenIntent] = []
    switch Self.keys.action(for: key) {
    case .close: return .closing(.stopDrill)
    case .drill: intents = [.drillOrPause(drillPassage)]
    case .drillRepeat: intents = [.cycleDrillRepeat(drillPassage)]
    case .progress: intents = [.showMemorizeProgress]
    case .plan: intents = [.askMemorizePlan]
    case .revealWord:
      if let next = (0..<words.count).first(where: isHidden) { revealed.insert(next) }
    case .revealAyah: revealed.formUnion((0..<words.count).filter(isHidden))
    case .firstLetters: firstLetters.toggle()
    case .translation: showsTranslation.toggle()
    case .lookAlikes: intents = toggleLookAlikes(context).map { [$0] } ?? []
    case .hideMore: stage = min(4, stage + 1)
    case .hideFewer: stage = max(0, stage - 1)
    case .next: move(to: current + 1)
    case .previous: move(to: current - 1)
    case .grade(let grade):
      // The library keeps the grade; then the screen goes on (`gradeTaken`).
      guard ayahs.indices.contains(current) else { break }
      intents = [.grade(ayahs[current].id, grade, missedWords: revealed.sorted())]
    case nil: break
    }
    try followLookAlikes(context)
    return ScreenOutcome(fate: .stays, intents: intents)
  }

  /// The grade of the current ayah is kept: on to the next.
  mutating func gradeTaken(context: ScreenContext) throws {
    graded += 1
    if current + 1 < ayahs.count { move(to: current + 1) } else { current = ayahs.count }
    try followLookAlikes(context)
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

  private mutating func move(to index: Int) {
    guard ayahs.indices.contains(index) else { return }
    current = index
    revealed = []
    words = MemorizeWords(ayahs[index].arabic)
  }

  static func gradeName(_ grade: Grade) -> String {
    switch grade {
    case .again: MemorizeText.gradeAgain()
    case .hard: MemorizeText.gradeHard()
    case .good: MemorizeText.gradeGood()
    case .easy: MemorizeText.gradeEasy()
    }
  }

  mutating func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    Self.draw(self, into: &canvas, area: area, rendering: context.arabic)
  }

  /// Draws the screen into `area` with the Arabic as `rendering` draws it.
  static func draw(
    _ screen: MemorizeScreen, into canvas: inout Canvas, area: Area, rendering: ArabicRendering
  ) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    let width = max(8, area.width - 4)
    guard screen.ayahs.indices.contains(screen.current) else {
      canvas.say(" " + screen.name, row: area.top, column: area.left, style: .title)
      let done = MemorizeText.passageDone(screen.name, screen.graded)
      for (n, line) in TextWrapping.wrap(done, width: width).enumerated() {
        canvas.put(line, row: area.top + 2 + n, column: area.left + 2)
      }
      return
    }
    let ayah = screen.ayahs[screen.current]
    let title =
      MemorizeText.screenTitle(
        screen.name, ayah.id.description, screen.current + 1, screen.ayahs.count, screen.stage)
      + (screen.firstLetters ? " · " + MemorizeText.hintMode() : "")
    canvas.say(title, row: area.top, column: area.left, style: .title, limit: area.width)
    let text = screen.words.text(
      hiding: screen.isHidden, firstLetters: screen.firstLetters, rendering: rendering)
    var row = area.top + 2
    for line in rendering.lines(of: text, width: width) where row < area.bottom {
      let indent = max(0, width - DisplayWidth.of(line))
      canvas.put(line, row: row, column: area.left + 2 + indent, style: .arabic, limit: width)
      row += 2
    }
    let translation =
      screen.showsTranslation ? ayah.vietnamese : MemorizeText.translationNone()
    for line in TextWrapping.wrap(translation, width: width) where row < area.bottom - 2 {
      canvas.put(
        line, row: row, column: area.left + 2, style: screen.showsTranslation ? .normal : .dim)
      row += 1
    }
    if screen.showsLookAlikes {
      row = screen.drawLookAlikes(into: &canvas, row: row + 1, area: area, rendering: rendering)
    }
    let grades = Grade.allCases.map(gradeName).joined(separator: "   ")
    canvas.put(grades, row: min(row + 1, area.bottom - 1), column: area.left + 2, style: .dim)
  }
}
