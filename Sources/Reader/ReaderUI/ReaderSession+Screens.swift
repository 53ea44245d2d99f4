import Interface

/// The stack of screens over the reader: keys go to the top one, and drawing lets each screen
/// cover its part.
extension ReaderSession {
  /// Puts a screen on top.
  func push(_ screen: some Screen) {
    state.screens.append(screen)
  }

  /// Tells the topmost screen that takes `news`; returns whether one did. The screen taking a
  /// key (off the stack while its intents are performed) counts, below those its intents
  /// pushed.
  @discardableResult
  func tell(_ news: ScreenNews) throws -> Bool {
    let context = screenContext
    for index in state.screens.indices.reversed()
    where try state.screens[index].take(news, context: context) {
      return true
    }
    guard var screen = state.screenTakingKey else { return false }
    defer { state.screenTakingKey = screen }
    return try screen.take(news, context: context)
  }

  /// Asks every open screen, the top one first, then the one taking a key (off the stack
  /// while its intents are performed), as for `tell`. Each is asked as a copy put back after,
  /// so that `ask` may change the rest of the state (the message).
  func askEveryScreen(_ ask: (inout any Screen) -> Void) {
    for index in state.screens.indices.reversed() {
      var screen = state.screens[index]
      ask(&screen)
      state.screens[index] = screen
    }
    guard var screen = state.screenTakingKey else { return }
    ask(&screen)
    state.screenTakingKey = screen
  }

  /// Closes every screen of a type (a new list of results replaces the old one).
  func close<S: Screen>(_ type: S.Type) {
    state.screens.removeAll { $0 is S }
  }

  func isShowing<S: Screen>(_ type: S.Type) -> Bool {
    state.screens.contains { $0 is S }
  }

  /// Gives a key to the top screen and performs what it returns (`ScreenOutcome`); the screen
  /// is off the stack meanwhile, so what its intents push goes above it. False when the person
  /// asked to quit.
  func handleOnTop(_ key: Key) throws -> Bool {
    guard var top = state.screens.popLast() else { return try handleMain(key) }
    let position = state.screens.count
    var fate = ScreenOutcome.Fate.stays
    // Put back where it was unless it closed, even when handling it threw.
    defer {
      if fate == .stays { state.screens.insert(top, at: min(position, state.screens.count)) }
    }
    let outcome = try top.handle(key, context: screenContext)
    fate = outcome.fate
    state.screenTakingKey = top
    defer {
      top = state.screenTakingKey ?? top
      state.screenTakingKey = nil
    }
    do {
      try perform(outcome.intents)
    } catch {
      var screen = state.screenTakingKey ?? top
      let after = screen.failed(error, context: screenContext)
      state.screenTakingKey = screen
      fate = after.fate
      for intent in after.intents {
        do { try perform(intent) } catch { show(error) }
      }
    }
    return fate != .quits
  }

  /// Whether the top screen takes a paste whole (`Key.text`) rather than key by key.
  var topTakesText: Bool { state.screens.last?.takesText ?? false }

  /// A paste where no screen takes it whole: each character is a key, as if typed, until
  /// one of them opens a screen that does (the rest then goes to it whole) or asks to quit.
  func handle(typed text: String) -> Bool {
    var rest = Substring(text)
    while let first = rest.unicodeScalars.first {
      if topTakesText { return handle(.text(String(rest))) }
      rest = Substring(rest.unicodeScalars.dropFirst())
      guard handle(Terminal.typedKey(Character(first))) else { return false }
    }
    return true
  }

  /// A paste the terminal marked: the note editor inserts it whole, a prompt types it (line
  /// breaks as spaces); over the reader's text it opens as a new note on the current ayah,
  /// for the person to save or drop; anywhere else it is left out, and said so. It never
  /// runs as keys (a "dy" pasted would delete the note).
  func handle(pasted text: String) -> Bool {
    guard let top = state.screens.last else {
      startEditor(.new(state.pane.currentID))
      _ = handle(.text(text))
      state.message = (ReaderText.pasteAsNote(state.pane.currentID.description), false)
      return true
    }
    if top.takesText { return handle(.text(text)) }
    if top.takesPaste {
      return handle(typed: String(text.map { $0.isNewline ? " " : $0 }))
    }
    state.message = (ReaderText.pasteLeftOut(), false)
    return true
  }

  /// The screen that draws over the body or the reader's pane, if any.
  var coveringScreen: Int? {
    state.screens.lastIndex { $0.part != .statusRow }
  }

  func fitScreen(at index: Int, area: Area) {
    let context = screenContext
    state.screens[index].fit(to: area, context: context)
  }

  func drawScreen(at index: Int, into canvas: inout Canvas, area: Area) {
    state.screens[index].draw(into: &canvas, area: area, context: screenContext)
  }
}
