import Interface
import QuranText

/// "Which line reads correctly?": the first ayah drawn shaped here and as the terminal would
/// draw it; 1 or 2 chooses, p turns plain marks on or off, Esc, q or Enter keep what is in
/// use, `a` keeps it and hides the Arabic (a font without Arabic draws only boxes, which the
/// question says, with what helps), `/` keeps it and searches. The answer is kept for this
/// computer.
struct ArabicCalibration: Screen {
  /// The first ayah, in the translation shown, to draw both ways.
  let sample: String
  /// Lines where a font without the Uthmani letters shows boxes, for the plain marks choice:
  /// the first ayah (alef wasla, small high sukun, superscript alef) and one with the open
  /// tanweens (U+08F0–U+08F2).
  let marksSamples: [String]
  var plainMarks: Bool
  /// What Esc keeps.
  let current: ArabicDisplay

  /// The question over `corpus`'s first ayah in `translation`, the drawing in use
  /// (`current`) and its plain marks (`plainMarks`) kept by Esc.
  init(corpus: Corpus, translation: Translation, current: ArabicDisplay, plainMarks: Bool) {
    sample =
      (try? corpus.ayah(AyahID(surah: 1, ayah: 1), translation: translation).arabic)
      ?? "بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ"
    marksSamples = [
      (try? corpus.ayah(AyahID(surah: 1, ayah: 1), translation: .rwwad).arabic)
        ?? "بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ",
      (try? corpus.ayah(AyahID(surah: 56, ayah: 22), translation: .hassan).arabic)
        ?? "وَحُورٌ عِينٌۭ",
    ]
    self.plainMarks = plainMarks
    self.current = current
  }

  var part: ScreenPart { .body }
  /// The question's hints, read from its keys: Esc keeps the drawing in use, named in the
  /// interface's language.
  var hints: String? {
    let name = current == .shaped ? KeysText.displayShaped() : KeysText.displayTerminal()
    return Self.keys.hintLine(["\(Self.keys.name(of: .keep)) " + KeysText.hintKeep(name)])
  }

  /// What the question's keys do: choose a drawing, turn the plain marks over, or keep the
  /// drawing in use (Esc, Enter, `q`: the question is never a trap), then perhaps go on to
  /// what the reader's own key does (`a` the Arabic, `/` a search); `?` lists them.
  enum Action: KeyedAction {
    case choose(ArabicDisplay), plainMarks, keep, help
    case keepAnd(ReaderAction)

    var help: String {
      switch self {
      case .choose(.shaped): KeysText.chooseShaped()
      case .choose: KeysText.chooseTerminal()
      case .plainMarks: KeysText.plainMarks()
      case .keep: KeysText.keepDisplay()
      case .help: KeysText.help()
      case .keepAnd(.arabic): KeysText.keepAndHide()
      case .keepAnd: KeysText.keepAndSearch()
      }
    }

    var hint: String? {
      switch self {
      case .choose: KeysText.hintChooseDisplay()
      case .plainMarks: KeysText.hintPlainMarks()
      case .keepAnd(.arabic): KeysText.hintHideArabic()
      case .keep, .help, .keepAnd: nil
      }
    }
  }

  /// The question's keys; any other leaves it asked.
  static let keys = KeyTable<Action>(
    (.choose(.shaped), ["1"]), (.choose(.terminal), ["2"]), (.plainMarks, ["p", "P"]),
    (.keepAnd(.arabic), ["a"]), (.keep, [.escape, .enter, "q", "Q"]),
    (.keepAnd(.search), ["/"]), (.help, ["?"]))

  /// `?` on the question.
  static var keyList: ScreenKeys {
    ScreenKeys(title: KeysText.titleCalibration(), rows: keys.rows)
  }

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .choose(let display): return .closing(.chooseArabic(display, plainMarks: plainMarks))
    case .plainMarks:
      plainMarks.toggle()
      return .stays
    case .keep: return .closing(.chooseArabic(current, plainMarks: plainMarks))
    case .help:
      return .staying(.push(Self.keyList))
    case .keepAnd(let action):
      return .closing(.chooseArabic(current, plainMarks: plainMarks), .perform(action))
    case nil: return .stays
    }
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    canvas.put(
      ReaderText.calibrationTitle(), row: area.top, column: area.left, style: .title,
      limit: area.width)
    let width = area.width - 4
    var y = area.top + 2
    func say(_ text: String, style: CellStyle = .normal) {
      for line in TextWrapping.wrap(text, width: width) where y < area.bottom {
        canvas.put(line, row: y, column: area.left + 2, style: style, limit: width)
        y += 1
      }
    }
    say(ReaderText.calibrationQuestion())
    say(ReaderText.calibrationBoxes())
    y += 1
    // The two ways in plain letters, so that boxes for letters a font lacks cannot hide
    // which way reads right; the lines under "plain marks" show those letters.
    for (number, display) in [(1, ArabicDisplay.shaped), (2, .terminal)] {
      let rendering = ArabicRendering(display: display, plainMarks: true)
      for line in rendering.lines(of: sample, width: width - 6) where y < area.bottom {
        canvas.put("\(number)", row: y, column: area.left + 2, style: .reference)
        let indent = max(0, width - 6 - DisplayWidth.of(line))
        canvas.put(line, row: y, column: area.left + 6 + indent, style: .arabic)
        y += 1
      }
      y += 1
    }
    say(ReaderText.calibrationShaped())
    say(ReaderText.calibrationTerminal())
    y += 1
    let preview = ArabicRendering(display: current, plainMarks: plainMarks)
    say(ReaderText.calibrationPlainMarks(plainMarks ? ReaderText.on() : ReaderText.off()))
    for line in marksSamples.flatMap({ preview.lines(of: $0, width: width - 6) })
    where y < area.bottom {
      let indent = max(0, width - 6 - DisplayWidth.of(line))
      canvas.put(line, row: y, column: area.left + 6 + indent, style: .arabic)
      y += 1
    }
    y += 1
    say(
      ReaderText.calibrationKeeps(
        current == .shaped ? KeysText.displayShaped() : KeysText.displayTerminal()),
      style: .dim)
  }
}
