import Foundation
import QuranText

/// One screen over the reader: the help, the menu, a list of results, the notes, the note
/// editor, a prompt, a question. The session keeps them in one stack (`ReaderState.screens`):
/// the top one takes the keys, and each draws the part of the window it owns, so a new
/// screen is one new type. A screen never holds the session: it looks a key up in its own
/// `KeyTable`, changes its own state, and returns what should happen (`ScreenOutcome`: its
/// fate and the `ScreenIntent`s the session performs, in `ReaderSession+Intents`).
protocol Screen {
  /// The part of the window the screen draws over; what it leaves shows what is below.
  var part: ScreenPart { get }
  /// The key hints for the status line while the screen shows, nil for the reader's own.
  var hints: String? { get }
  /// Whether the screen takes a paste whole, as one `Key.text`; else it gets a key per
  /// character.
  var takesText: Bool { get }
  /// Whether a paste the terminal marked (`Key.paste`) is typed into the screen (a prompt,
  /// its line breaks as spaces); a screen that takes neither text nor pastes never gets one
  /// as keys (`ReaderSession.handle(pasted:)`).
  var takesPaste: Bool { get }
  /// Takes a key while the screen is on top, reading what it needs from `context`; returns
  /// whether it stays and what the session is to do.
  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome
  /// One of the intents the last key returned could not be carried out (`error`): what then
  /// becomes of the screen. By default it stays and the status row says why, as when its key
  /// itself failed.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome
  /// Fits the screen's own state to `area` before a frame: how far it scrolls, the rows it
  /// keeps in view. The session calls it with the area `draw` then gets. By default nothing.
  mutating func fit(to area: Area, context: ScreenContext)
  /// Draws into `area`: the body, the reader's pane or the status row, as `part` says,
  /// reading what it shows beside its own state from `context`. It changes nothing.
  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext)
  /// Takes what the session did (`ScreenNews`); whether this screen took it. By default none.
  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool
  /// Keeps in `drafts` the words written on the screen and not saved, if that is due; with
  /// `final` (the reader is stopping), now. Returns the sentence that says they could not be
  /// kept, if so. By default the screen holds no such words.
  mutating func keepUnsaved(in drafts: DraftStore?, now: Date, final: Bool) -> String?
  /// A Ctrl-C: whether the reader may stop, as far as the screen goes; its words not saved
  /// are kept first (`keepUnsaved`). By default it may.
  mutating func interrupted(drafts: DraftStore?, now: Date) -> Bool
  /// The ayah the screen shows, which the title row names instead of the reader's place
  /// (the review session's); nil for the reader's own.
  var place: AyahID? { get }
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

/// What a key on the top screen comes to: whether the screen stays, and what the session is
/// to do, in order (`ScreenIntent`).
struct ScreenOutcome {
  /// What becomes of the screen.
  enum Fate {
    /// The screen stays on the stack, where it was.
    case stays
    /// The screen goes.
    case closes
    /// The person asked to quit the reader.
    case quits
  }

  /// What becomes of the screen.
  var fate: Fate
  /// What the session performs, in order, once the screen has taken the key; the first that
  /// fails stops the rest and is handed back to the screen (`Screen.failed`).
  var intents: [ScreenIntent] = []

  /// The screen stays and nothing else happens.
  static var stays: ScreenOutcome { ScreenOutcome(fate: .stays) }
  /// The screen closes and nothing else happens.
  static var closes: ScreenOutcome { ScreenOutcome(fate: .closes) }
  /// The person asked to quit the reader.
  static var quits: ScreenOutcome { ScreenOutcome(fate: .quits) }

  /// The screen stays, and the session does `intents`.
  static func staying(_ intents: ScreenIntent...) -> ScreenOutcome {
    ScreenOutcome(fate: .stays, intents: intents)
  }

  /// The screen closes, and the session does `intents`.
  static func closing(_ intents: ScreenIntent...) -> ScreenOutcome {
    ScreenOutcome(fate: .closes, intents: intents)
  }
}

extension Screen {
  var hints: String? { nil }
  var takesText: Bool { false }
  var takesPaste: Bool { takesText }

  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    .staying(.showError(error))
  }

  mutating func take(_ news: ScreenNews, context: ScreenContext) throws -> Bool { false }

  mutating func fit(to area: Area, context: ScreenContext) {}

  mutating func keepUnsaved(in drafts: DraftStore?, now: Date, final: Bool) -> String? { nil }

  mutating func interrupted(drafts: DraftStore?, now: Date) -> Bool { true }

  var place: AyahID? { nil }
}
