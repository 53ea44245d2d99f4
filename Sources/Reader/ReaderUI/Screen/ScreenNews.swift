import Foundation
import Library
import QuranText

/// What the session tells the screens over the reader once it has acted: the topmost screen
/// that takes the news changes by it (`Screen.take(_:context:)`), so the session never reaches
/// into a screen by its type.
enum ScreenNews: Equatable {
  /// The notes changed (one saved, deleted or put back): a notes list reads them again.
  case notesChanged
  /// A note was deleted: a notes list offers to put it back (`u`).
  case noteDeleted(AyahNote)
  /// A deleted note was put back: the notes list's offer to undo is gone.
  case noteRestored
  /// The answer to the notes' `/` prompt: a notes list shows the notes that match.
  case notesSearched(String)
  /// The ayah on screen was graded (the grade's id, the card it made): the review session or
  /// the memorize screen goes on.
  case graded(AyahID, MemorizeCard, UUID)
  /// A grade was taken back (`u`): the screen shows its ayah again, as before the grade.
  case gradeTakenBack(GradeTakenBack)
  /// The memorizing plan changed (`P`): the review session takes today's new ayahs again.
  case planChanged
  /// The drill plays an ayah: the screen memorizing it shows it.
  case drillPlaying(AyahID)
}
