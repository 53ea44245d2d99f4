import Interface
import QuranText

/// The footnotes and the tafsir in the reader: `i` opens or closes the footnotes of the
/// current ayah under it, `I` keeps them open under every ayah (for this session), `T` opens
/// the tafsir of the current ayah. Nothing of them is read until one of these keys is pressed,
/// so the first frame never pays for them.
extension ReaderSession {
  /// `i`: the current ayah's footnotes, open or closed.
  func toggleFootnotes() throws {
    guard try readFootnotes(saying: true) else { return }
    let index = reader.current
    guard reader.footnotes?[index] != nil else {
      message = (StudyText.readerNoFootnotes(reader.currentID), false)
      return
    }
    if reader.openFootnotes.remove(index) == nil {
      reader.openFootnotes.insert(index)
      message = (StudyText.readerFootnotesShown(reader.currentID), false)
    } else {
      message = (StudyText.readerFootnotesHidden(), false)
    }
    reader.invalidateLayout()
  }

  /// `I`: every ayah's footnotes open, here and in every surah opened after; again, all closed.
  func toggleAllFootnotes() throws {
    state.footnotesEverywhere.toggle()
    if state.footnotesEverywhere {
      guard try readFootnotes(saying: true) else {
        state.footnotesEverywhere = false
        return
      }
      reader.openFootnotes = Set((reader.footnotes ?? [:]).keys)
      message = (StudyText.readerAllFootnotesOn(), false)
    } else {
      reader.openFootnotes = []
      message = (StudyText.readerAllFootnotesOff(), false)
    }
    reader.invalidateLayout()
  }

  /// Opens a new surah's footnotes when they are kept open everywhere; called before a frame.
  func keepFootnotesOpen() {
    guard state.footnotesEverywhere, reader.footnotes == nil,
      (try? readFootnotes(saying: false)) == true
    else { return }
    reader.openFootnotes = Set((reader.footnotes ?? [:]).keys)
    reader.invalidateLayout()
  }

  /// Reads the open surah's footnotes in the translation shown once; false, with the reason
  /// in the status row when `saying`, when there are none to read (a text without footnotes,
  /// not fetched, refused).
  private func readFootnotes(saying: Bool) throws -> Bool {
    if reader.footnotes != nil { return true }
    guard let check = try corpus.footnoteCheck(settings.translation) else {
      if saying { message = (StudyText.readerRwwadOnly(), false) }
      return false
    }
    if let absence = Self.absence(check, PinnedText.footnotes) {
      if saying { message = (absence, true) }
      return false
    }
    // By the ayah's index in the pane, as the layout counts them.
    reader.footnotes = Dictionary(
      uniqueKeysWithValues: try corpus.footnotes(
        inSurah: reader.surah.number, translation: settings.translation
      ).map { ($0.key - 1, $0.value) })
    return true
  }

  /// `T`: the tafsir of the current ayah, over the reader.
  func openTafsir() throws {
    guard let tafsir = try corpus.tafsir(of: reader.currentID) else {
      let absence = Self.absence(try corpus.studyState().tafsir, PinnedText.tafsir)
      message = (absence ?? StudyText.tafsirMissing(), true)
      return
    }
    push(TafsirScreen(tafsir: tafsir))
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
