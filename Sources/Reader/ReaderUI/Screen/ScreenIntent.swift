import Foundation
import Library
import QuranText

/// What a screen asks the session to do after a key: the session performs it in one place
/// (`ReaderSession+Intents`), so a screen never holds the session.
enum ScreenIntent {
  /// What the reader's own key does (`ReaderKeys`): the help, a search, the language….
  case perform(ReaderAction)
  /// Opens an ayah in the reader, its words from a search highlighted.
  case open(AyahID, highlight: SearchTerms? = nil)
  /// Moves the reader to an ayah (its number) of the open surah.
  case moveReader(toAyah: Int)
  /// Marks or unmarks a favorite (nil: turns its mark over).
  case setFavorite(AyahID, marked: Bool?)
  /// Puts a screen on top of the stack.
  case push(any Screen)
  /// A sentence in the status row until the next key.
  case say(String, isError: Bool)
  /// What went wrong, in the status row.
  case showError(any Error)
  /// The `:` prompt's answer: an ayah, a surah, a juz, a hizb or a page.
  case jump(String)
  /// The `/` prompt's answer: a search of the translation.
  case search(String)
  /// The notes' `/` prompt's answer.
  case searchNotes(String)
  /// An earlier version's backup to take in.
  case importLegacy(String)
  /// The note's edit (here or in the person's editor) or the question before its deletion.
  case note(ReaderSession.NoteIntent, AyahNote)
  /// Deletes a note (the question said yes).
  case deleteNote(AyahNote)
  /// Puts a deleted note back.
  case restoreNote(AyahNote)
  /// Saves the note editor's text.
  case saveNote(String, NoteEditTarget)
  /// Removes a draft from disk (its note saved, or its text left as it was).
  case removeDraft(UUID)
  /// Puts the editor's text aside in `drafts/discarded/`.
  case discardDraft(NoteDraft)
  /// Opens a draft offered back in the note editor.
  case restoreDraft(NoteDraft)
  /// Puts a draft offered back aside.
  case putAsideDraft(NoteDraft)
  /// The Arabic drawn this way on this computer from now on.
  case chooseArabic(ArabicDisplay, plainMarks: Bool)
  /// What the memorize screen and the review session ask for.
  case memorize(MemorizeIntent)
}

/// What the memorize screen and the review session ask of the session (`ScreenIntent.memorize`).
enum MemorizeIntent {
  /// Hears and recites the ayahs (the memorize screen's `r`), or pauses.
  case drillOrPause([AyahID])
  /// How many times the drill repeats (`R`).
  case cycleDrillRepeat([AyahID])
  /// Stops the drill.
  case stopDrill
  /// The memorizing progress screen.
  case showProgress
  /// The memorizing plan's prompt.
  case askPlan
  /// The plan typed at its prompt.
  case setPlan(String)
  /// Clears the memorizing plan (the question said yes).
  case clearPlan
  /// Grades an ayah on the memorize screen, the words revealed as missed, the grade named
  /// `id`; the screen then goes on (`ScreenNews.graded`).
  case grade(AyahID, Grade, missedWords: [Int], id: UUID)
  /// Takes back the grade `id` (`u`).
  case takeBackGrade(UUID)
  /// Plays an ayah once if its recitation is on this computer (a new ayah learnt first).
  case hearIfFetched(AyahID)
  /// Opens today's review session over `ReviewSession` (a backlog's question answered);
  /// whether `q` then leaves the program.
  case beginReview(ReviewSession, Bool)
}
