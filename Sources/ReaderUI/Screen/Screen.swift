/// One screen over the reader: the help, the menu, a list of results, the notes, the note
/// editor, a prompt, a question. The session keeps them in one stack (`ReaderSession.screens`):
/// the top one takes the keys, and each draws the part of the window it owns, so a new
/// screen is one new type.
protocol Screen {
  /// The part of the window the screen draws over; what it leaves shows what is below.
  var part: ScreenPart { get }
  /// The key hints for the status line while the screen shows, nil for the reader's own.
  var hints: String? { get }
  /// Whether the screen takes a paste whole, as one `Key.text`; else it gets a key per
  /// character.
  var takesText: Bool { get }
  /// Takes a key while the screen is on top. It may push other screens on the session.
  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome
  /// Draws into `area`: the body, the reader's pane or the status row, as `part` says.
  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession)
}

/// Where a screen draws.
enum ScreenPart {
  /// The whole window between the title and the status row (the help).
  case body
  /// The reader's pane; the surah list stays beside it on a wide window.
  case readerPane
  /// The status row only (a prompt, a question); the body shows what is below.
  case statusRow
}

/// What becomes of the top screen after a key.
enum ScreenOutcome {
  case stays, closes
  /// The person asked to quit the reader.
  case quits
}

extension Screen {
  var hints: String? { nil }
  var takesText: Bool { false }
}
