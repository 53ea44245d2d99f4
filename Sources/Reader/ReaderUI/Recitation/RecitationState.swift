import QuranText

/// What the reader knows of its recitation (`r`, `R`, `v`, and the memorize screen's drill):
/// what was asked for and where the sound is, one value apart from the rest of the session;
/// the status bar only reads it.
struct RecitationState {
  /// How many times each ayah, or the marked range, is recited (`R`).
  var repeatCount = 1
  /// The start of a range to recite (`v`), if one is marked.
  var rangeStart: AyahID?
  /// The ayah being recited.
  var recitedAyah: AyahID?
  /// The recitation's state in the status bar.
  var status: String?
  /// Hear and recite's step under way (its ayahs' name, which time of how many), while
  /// the recitation is a drill (`ReaderSession+Drill`).
  var drillStep: (label: String, time: Int, of: Int)?
}
