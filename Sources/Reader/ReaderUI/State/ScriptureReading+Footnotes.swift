import Interface
import QuranText

/// The footnotes in the reader: `i` opens or closes the footnotes of the current ayah under
/// it, `I` keeps them open under every ayah (for this session). Nothing of them is read until
/// one of these keys is pressed, so the first frame never pays for them.
extension ScriptureReading {
  /// `i`: the current ayah's footnotes, open or closed.
  func toggleFootnotes(_ state: inout ReaderState) throws {
    guard try readFootnotes(&state, saying: true) else { return }
    let index = state.pane.current
    let id = state.pane.currentID
    guard state.pane.footnotes?[index] != nil else {
      state.message = (StudyText.readerNoFootnotes(id), false)
      return
    }
    if state.pane.openFootnotes.remove(index) == nil {
      state.pane.openFootnotes.insert(index)
      state.message = (StudyText.readerFootnotesShown(id), false)
    } else {
      state.message = (StudyText.readerFootnotesHidden(), false)
    }
    state.pane.invalidateLayout()
  }

  /// `I`: every ayah's footnotes open, here and in every surah opened after; again, all closed.
  func toggleAllFootnotes(_ state: inout ReaderState) throws {
    state.footnotesEverywhere.toggle()
    if state.footnotesEverywhere {
      guard try readFootnotes(&state, saying: true) else {
        state.footnotesEverywhere = false
        return
      }
      state.pane.openFootnotes = Set((state.pane.footnotes ?? [:]).keys)
      state.message = (StudyText.readerAllFootnotesOn(), false)
    } else {
      state.pane.openFootnotes = []
      state.message = (StudyText.readerAllFootnotesOff(), false)
    }
    state.pane.invalidateLayout()
  }

  /// Opens a new surah's footnotes when they are kept open everywhere; called before a frame.
  func keepFootnotesOpen(_ state: inout ReaderState) {
    guard state.footnotesEverywhere, state.pane.footnotes == nil,
      (try? readFootnotes(&state, saying: false)) == true
    else { return }
    state.pane.openFootnotes = Set((state.pane.footnotes ?? [:]).keys)
    state.pane.invalidateLayout()
  }

  /// Reads the open surah's footnotes in the translation shown once; false, with the reason
  /// in the status row when `saying`, when there are none to read (a text without footnotes,
  /// not fetched, refused).
  private func readFootnotes(_ state: inout ReaderState, saying: Bool) throws -> Bool {
    if state.pane.footnotes != nil { return true }
    guard let check = try corpus.footnoteCheck(translation) else {
      if saying { state.message = (StudyText.readerRwwadOnly(), false) }
      return false
    }
    if let absence = Self.absence(check, PinnedText.footnotes) {
      if saying { state.message = (absence, true) }
      return false
    }
    // By the ayah's index in the pane, as the layout counts them.
    state.pane.footnotes = Dictionary(
      uniqueKeysWithValues: try corpus.footnotes(
        inSurah: state.pane.surah.number, translation: translation
      ).map { ($0.key - 1, $0.value) })
    return true
  }

  /// Why a file's content is not in the corpus, or nil when it is.
  static func absence(_ check: FileCheck, _ file: PinnedText.File) -> String? {
    switch check {
    case .matches: nil
    case .missing:
      file.content == .footnotes ? StudyText.footnotesMissing() : StudyText.tafsirMissing()
    case .wrongSize, .wrongDigest: DataText.notPublishedOne(file.fileName)
    }
  }
}
