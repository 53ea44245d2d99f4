import CNcursesw
import Foundation
import Interface

/// The real terminal, through ncursesw: sets it up, reads keys, shows a canvas, and always
/// gives the terminal back as it found it (on quit, on Ctrl-C, on SIGTERM or SIGHUP).
final class Terminal {
  /// Whether cells are drawn in color; the `c` key turns it off and on.
  var colors = false {
    didSet {
      if colors && !colorsReady { colors = prepareColors() }
      lastStyle = nil
    }
  }
  private var colorsReady = false
  /// Keys read after an Esc that turned out not to belong to it, given out next.
  var readAhead: [Key] = []
  /// How many keys ncurses may still make of bytes given back to it (`ungetch`): input is
  /// read past ncurses only once they are taken, lest what came later come first.
  var givenBackToCurses = 0
  private var lastStyle: CellStyle?
  /// The background the colors are chosen for.
  private var background: TerminalBackground

  /// Why the reader cannot start in this terminal, in one sentence, or nil when it can.
  ///
  /// A locale that asks for UTF-8 but is not installed (`vi_VN.UTF-8` where it was never
  /// generated) does not stop the reader: characters are then handled by `C.UTF-8`, and the
  /// interface keeps the language the variables name (`Language.fromLocale`).
  static func unsuitability() -> String? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      return InterfaceText.notATerminal()
    }
    setlocale(LC_ALL, "")
    if codesetIsUTF8 { return nil }
    let environment = ProcessInfo.processInfo.environment
    let variable = ["LC_ALL", "LC_CTYPE", "LANG"].first { !(environment[$0] ?? "").isEmpty }
    let named = variable.map { "\($0)=\(environment[$0]!)" } ?? "LANG="
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    guard let variable, asksForUTF8(environment[variable]!) else {
      return InterfaceText.localeNotUTF8(named, codeset, variable ?? "LANG")
    }
    if setlocale(LC_CTYPE, "C.UTF-8") != nil, codesetIsUTF8 { return nil }
    return InterfaceText.localeMissing(named)
  }

  private static var codesetIsUTF8: Bool {
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    // Plain Swift, not Foundation's `replacingOccurrences`: its string bridging's first
    // casts search every protocol conformance in the program, on the way to the first frame.
    return codeset.uppercased().filter { $0 != "-" } == "UTF8"
  }

  private static func asksForUTF8(_ locale: String) -> Bool {
    locale.lowercased().filter { $0 != "-" }.contains(".utf8")
  }

  init(useColors: Bool, background: TerminalBackground) {
    self.background = background
    Signals.install()
    setenv("ESCDELAY", "25", 0)
    initscr()
    cbreak()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    // Wake a few times a second so signals and idle work are noticed.
    wtimeout(cn_stdscr(), 250)
    Self.releaseControlS()
    mousemask(cn_wheel_up() | cn_wheel_down(), nil)
    mouseinterval(0)
    curs_set(0)
    Self.markPastes(true)
    // Observers do not run inside an initializer, so colors are prepared here.
    colors = useColors && prepareColors()
  }

  private func prepareColors() -> Bool {
    guard has_colors() else { return false }
    start_color()
    use_default_colors()
    for style in CellStyle.allCases {
      let pair = Palette.colors(style, on: background)
      init_pair(Int16(style.rawValue + 1), pair.foreground, pair.background)
    }
    colorsReady = true
    return true
  }

  /// Asks the terminal its background (OSC 11) and takes colors for it; keys pressed while
  /// it answered are given back. Returns whether the colors changed (the screen is drawn
  /// again).
  func learnBackground() -> Bool {
    let (found, typed) = BackgroundQuery.ask()
    giveBack(typed)
    guard let found, found != background else { return false }
    background = found
    colorsReady = false
    if colors { colors = prepareColors() }
    return true
  }

  func close() {
    Self.markPastes(false)
    curs_set(1)
    endwin()
  }

  /// Gives the terminal to another program (an editor) until `resume`.
  func suspend() {
    Self.markPastes(false)
    def_prog_mode()
    endwin()
  }

  func resume() {
    Self.markPastes(true)
    reset_prog_mode()
    lastStyle = nil
    wclear(cn_stdscr())
    wrefresh(cn_stdscr())
  }

  /// Ctrl-S saves a note, so the terminal must not take it for flow control (XOFF).
  /// Asks the terminal to mark what is pasted (bracketed paste, ESC [ ? 2004 h), or to stop:
  /// a paste then reaches the reader as one `Key.paste`, never as keys that delete a note or
  /// move the place. A terminal that does not know the mode ignores it.
  private static func markPastes(_ on: Bool) {
    let mode = Array((on ? "\u{1B}[?2004h" : "\u{1B}[?2004l").utf8)
    _ = mode.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
  }

  private static func releaseControlS() {
    var settings = termios()
    guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
    settings.c_iflag &= ~tcflag_t(IXON)
    tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    def_prog_mode()
  }

  var size: (width: Int, height: Int) { (Int(cn_cols()), Int(cn_lines())) }

  /// Shows a canvas; ncurses sends only what changed since the last frame.
  func show(_ canvas: Canvas) {
    werase(cn_stdscr())
    for row in 0..<canvas.height {
      var column = 0
      while column < canvas.width {
        let cell = canvas.cells[row][column]
        column += 1
        guard !cell.text.isEmpty else { continue }
        setStyle(cell.style)
        mvwaddstr(cn_stdscr(), Int32(row), Int32(column - 1), cell.text)
      }
    }
    setStyle(.normal)
    if let cursor = canvas.cursor {
      curs_set(1)
      wmove(cn_stdscr(), Int32(cursor.row), Int32(cursor.column))
    } else {
      curs_set(0)
    }
    wrefresh(cn_stdscr())
  }

  private func setStyle(_ style: CellStyle) {
    guard style != lastStyle else { return }
    lastStyle = style
    var attributes = Self.monochrome(style)
    if colors { attributes |= cn_color_pair(Int16(style.rawValue + 1)) }
    wattrset(cn_stdscr(), Int32(bitPattern: UInt32(truncatingIfNeeded: attributes)))
  }

  /// Bold, reverse and underline carry the meaning, with colors or without (NO_COLOR).
  private static func monochrome(_ style: CellStyle) -> attr_t {
    let emphasis = style.emphasis
    var attributes = cn_a_normal()
    if emphasis.contains(.bold) { attributes |= cn_a_bold() }
    if emphasis.contains(.dim) { attributes |= cn_a_dim() }
    if emphasis.contains(.underline) { attributes |= cn_a_underline() }
    if emphasis.contains(.reverse) { attributes |= cn_a_reverse() }
    return attributes
  }
}
