import Foundation
import Interface
import Library

/// Where what the screens ask for is carried out (`ScreenIntent`): the one place a screen's
/// key reaches the session.
extension ReaderSession {
  /// What a screen may read while it takes a key.
  var screenContext: ScreenContext {
    ScreenContext(
      bodyHeight: bodyHeight, corpus: corpus, translation: settings.translation,
      library: library, openSurah: state.pane.surah, drafts: drafts,
      lookAlikes: { [unowned self] in self.lookAlikes() }, arabic: arabic,
      editionVersions: { [unowned self] in self.editionVersions }, clock: clock)
  }

  /// Performs `intents` in order; the first that fails stops the rest.
  func perform(_ intents: [ScreenIntent]) throws {
    for intent in intents { try perform(intent) }
  }

  /// Performs one intent of a screen.
  func perform(_ intent: ScreenIntent) throws {
    switch intent {
    case .perform(let action): _ = try perform(action)
    case .open(let id, let highlight):
      try open(surah: id.surah, at: id.ayah)
      if let highlight { state.pane.highlight = highlight }
    case .moveReader(let ayah): state.pane.go(toAyah: ayah - 1, height: readerHeight)
    case .setFavorite(let id, let marked): try setFavorite(id, marked: marked)
    case .push(let screen): state.screens.append(screen)
    case .say(let text, let isError): state.message = (text, isError)
    case .showError(let error): show(error)
    case .jump(let text): try jump(to: text)
    case .search(let text): try search(text)
    case .searchNotes(let text): try searchNotes(text)
    case .importLegacy(let path): try importLegacy(from: path)
    case .note(let intent, let note): perform(intent, on: note)
    case .deleteNote(let note): try delete(note)
    case .restoreNote(let note):
      try restore(note)
      try tell(.noteRestored)
    case .saveNote(let text, let target): try notes(.save(text, target))
    case .removeDraft(let id): drafts?.remove(id)
    case .discardDraft(let draft): try discard(draft)
    case .restoreDraft(let draft): try restoreDraft(draft)
    case .putAsideDraft(let draft): try putAside(draft)
    case .chooseArabic(let display, let plainMarks): chooseArabic(display, plainMarks: plainMarks)
    case .memorize(let intent): try perform(intent)
    }
  }

  /// The memorize screen's intents: the drill is recitation's (`RecitationFeature`), grades,
  /// the plan and the review session memorizing's (`MemorizeFeature`).
  private func perform(_ intent: MemorizeIntent) throws {
    switch intent {
    case .drillOrPause(let ayahs): recital(.drillOrPause(ayahs))
    case .cycleDrillRepeat(let ayahs): recital(.cycleDrillRepeat(ayahs))
    case .stopDrill: recital(.stopDrill)
    case .showProgress: try showMemorizeProgress()
    case .askPlan: askMemorizePlan()
    case .setPlan(let text): try memorize(.planTyped(text))
    case .clearPlan: try memorize(.planClearConfirmed)
    case .grade(let ayah, let grade, let missed, let id):
      try memorize(.grade(ayah, grade, missedWords: missed, id: id))
    case .takeBackGrade(let id): try memorize(.takeBack(id))
    case .hearIfFetched(let ayah): hearIfFetched(ayah)
    case .beginReview(let session, let returnsToShell):
      try memorize(.backlogAnswered(session, returnsToShell: returnsToShell))
    }
  }
}
