import Interface

/// What each action of the key table (`ReaderKeys`) does to the session: the one place a key
/// of the reader's own screen is carried out.
extension ReaderSession {
  /// A key with no screen over the reader; false when the person asked to quit.
  func handleMain(_ key: Key) throws -> Bool {
    guard let action = ReaderKeys.action(for: key, in: state.focus) else { return true }
    return try perform(action)
  }

  /// Does an action, from its key or the menu; false when it is to quit.
  func perform(_ action: ReaderAction) throws -> Bool {
    switch action {
    case .quit: return false
    case .menu: push(Menu())
    case .help: push(HelpScreen(focus: state.focus))
    case .switchPane: state.switchPane()
    case .jump: push(LineInput(purpose: .jump))
    case .search: push(LineInput(purpose: .search))
    case .importLegacy: push(LineInput(purpose: .importFile))
    case .nextSurah: try open(surah: ScriptureReading.surah(after: state.pane.surah.number), at: 1)
    case .previousSurah:
      try open(surah: ScriptureReading.surah(before: state.pane.surah.number), at: 1)
    case .favorite: try setFavorite(state.pane.currentID)
    case .favorites: try showFavorites()
    case .allNotes: push(try NotesView(library: library))
    case .newNote: startEditor(.new(state.pane.currentID))
    case .editOutside:
      if let note = state.notePane.chosen {
        perform(.editOutside, on: note)
      } else if state.focus == .reader {
        // No note here yet: a new one, written in the person's editor.
        externalEdit = .new(state.pane.currentID)
      }
    case .editHere: if let note = state.notePane.chosen { perform(.editHere, on: note) }
    case .deleteNote: if let note = state.notePane.chosen { perform(.delete, on: note) }
    case .undoDeletion: try notes(.undo)
    case .previousNote: state.notePane.selected = max(0, state.notePane.selected - 1)
    case .nextNote:
      state.notePane.selected = min(state.notePane.notes.count - 1, state.notePane.selected + 1)
    case .translation: try switchTranslation()
    case .colors: try toggleColors()
    case .arabic: try toggleArabic()
    case .arabicDisplay: calibrateArabic()
    case .language: switchLanguage()
    case .recite: recital(.reciteOrPause)
    case .repeatAyah: recital(.cycleRepeat)
    case .recitationRange: recital(.toggleRangeMark)
    case .copyAyah: try copy(from: state.pane.currentID)
    case .copyRange:
      guard let start = state.recital.rangeStart, start.surah == state.pane.currentID.surah else {
        state.message = (InterfaceText.copyNeedsARange(), true)
        break
      }
      try copy(from: start)
    case .stats: push(StatsScreen())
    case .memorize: memorizeOpenSurah()
    case .review: try openReview()
    case .footnotes: try toggleFootnotes()
    case .allFootnotes: try toggleAllFootnotes()
    case .tafsir: try openTafsir()
    case .clearHighlight: state.pane.highlight = nil
    case .next, .previous, .pageDown, .pageUp, .first, .last, .wheelDown, .wheelUp, .openChosen,
      .nextInList, .previousInList:
      let before = state.pane.currentID
      if state.focus == .surahList { try moveInList(action) } else { try moveInReader(action) }
      recital(.moved(from: before))
    }
    return true
  }

  private func moveInReader(_ action: ReaderAction) throws {
    let height = readerHeight
    let before = state.pane.currentID
    let place = (state.pane.current, state.pane.top)
    switch action {
    case .next: state.pane.stepDown(height: height)
    case .previous: state.pane.stepUp(height: height)
    case .pageDown: state.pane.scroll(by: height - 1, height: height)
    case .pageUp: state.pane.scroll(by: -(height - 1), height: height)
    case .wheelDown: state.pane.scroll(by: 3, height: height)
    case .wheelUp: state.pane.scroll(by: -3, height: height)
    case .first: state.pane.go(toAyah: 0, height: height)
    case .last: state.pane.go(toAyah: state.pane.ayahs.count - 1, height: height)
    case .openChosen, .nextInList, .previousInList, .switchPane, .nextSurah, .previousSurah, .jump,
      .search, .favorite, .favorites, .newNote, .editOutside, .editHere, .deleteNote, .undoDeletion,
      .previousNote, .nextNote, .allNotes, .menu, .importLegacy, .translation, .footnotes,
      .allFootnotes, .tafsir, .arabic, .arabicDisplay, .colors, .language, .recite, .repeatAyah,
      .recitationRange, .stats, .clearHighlight, .help, .quit, .memorize, .review, .copyAyah,
      .copyRange:
      return
    }
    if (state.pane.current, state.pane.top) == place, try readOn(past: action, from: before) {
      return
    }
    if [.next, .pageDown, .wheelDown].contains(action) {
      try logMove(from: before)
    } else {
      try noteReading()
    }
  }

  private func moveInList(_ action: ReaderAction) throws {
    guard let chosen = state.moveInList(action, surahs: corpus.surahs, height: bodyHeight)
    else { return }
    try open(surah: chosen.surah, at: chosen.ayah)
    // The next and previous in the list keep the keys in the list.
    if action == .nextInList || action == .previousInList { state.focus = .surahList }
  }
}
