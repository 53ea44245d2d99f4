import QuranText

/// The ayahs of the surah in the reader pane, by their index in the surah: all of them, or,
/// before a resumed reader's first frame, a run of them around the resumed ayah, which is all
/// its first screen shows (`FirstScreen`); the rest is read once the frame is drawn
/// (`ReaderSession.layOutWholeSurah`).
struct PaneAyahs {
  /// The index in the surah of the first ayah held.
  let start: Int
  /// The ayahs held, from `start`.
  let held: [Ayah]
  /// How many ayahs the surah has, held or not.
  let count: Int

  /// A whole surah.
  init(_ all: [Ayah]) {
    start = 0
    held = all
    count = all.count
  }

  /// A run of a surah of `count` ayahs, from the index `start`.
  init(_ run: [Ayah], from start: Int, of count: Int) {
    self.start = start
    held = run
    self.count = count
  }

  /// Whether every ayah of the surah is held.
  var isWhole: Bool { start == 0 && held.count == count }

  /// Every ayah of the surah, when it is whole.
  var all: [Ayah] { held }

  var indices: Range<Int> { 0..<count }

  /// The indices held.
  var heldIndices: Range<Int> { start..<(start + held.count) }

  /// An ayah held, by its index in the surah.
  subscript(index: Int) -> Ayah { held[index - start] }

  /// The run a first screen of `height` rows needs around the ayah at `current`: each ayah
  /// takes two rows at least (a line and the blank after it), so half a screen each way.
  static func firstScreenRun(around current: Int, height: Int, count: Int) -> Range<Int> {
    let half = (height + 1) / 2 + 1
    return max(0, current - half)..<min(count, current + half)
  }

  /// Whether the ayahs a first screen of `height` rows needs around `current` are held.
  func holdsFirstScreen(around current: Int, height: Int) -> Bool {
    let run = Self.firstScreenRun(around: current, height: height, count: count)
    return heldIndices.contains(run.lowerBound) && run.upperBound <= heldIndices.upperBound
  }
}
