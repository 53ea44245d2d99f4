import Interface
import QuranText
import Recitation

/// Recitation in the reader, as a feature: `r` recites from the current ayah to the end of
/// the surah, the screen following the ayah being recited, and pauses and resumes; moving to
/// another ayah while reciting recites from there; `R` sets how many times each ayah is
/// recited, or, once `v` has marked the start of a range, how many times the range is. On the
/// memorize screen, `r` is hear and recite (`quran drill`): each ayah, then the pair, then the
/// passage, each `R` times, with a silence for the person's turn.
///
/// Its state is `RecitationState`; what the person and the player ask is an `Intent`;
/// `reduce` changes the state and answers what the session must do (`Effect`), which the
/// session carries out with its `quran recite` child (`ReaderSession+Recitation`). It reads no
/// clock, file or child: tests drive it alone.
enum RecitationFeature {
  /// What the feature knows of the world when it reduces: the player, whose recitation it is,
  /// and where the reader is.
  struct Context {
    /// Whether the reader has no player (no child set: the reader is silent).
    var silent = false
    /// Whether a recitation is under way (paused or not), and whether it is paused.
    var running = false, paused = false
    var reciter = Reciter.alafasy
    /// The silence after each ayah the reader's `r` leaves (`--recite-pause`).
    var pause = 0.0
    /// The reader's current ayah.
    var current: AyahID
  }

  enum Intent: Equatable {
    /// `r` in the reader.
    case reciteOrPause
    /// `R` in the reader.
    case cycleRepeat
    /// `v`.
    case toggleRangeMark
    /// The reader moved from `from` to the context's current ayah.
    case moved(from: AyahID)
    /// `r` on the memorize screen, over its passage.
    case drillOrPause([AyahID])
    /// `R` on the memorize screen, over its passage.
    case cycleDrillRepeat([AyahID])
    /// The memorize screen closed.
    case stopDrill
    /// A new ayah learnt, whose recitation is on this computer: heard once.
    case hear(AyahID)
    /// What the player said.
    case heard(RecitationChild.Event)
    /// The player could not start (no mpv): said, unless it was asked `quietly`.
    case noPlayer(quietly: Bool)
    /// The reader quits: the sound stops at once.
    case stop
  }

  enum Effect: Equatable {
    /// Start reciting `passage`, each ayah `repeatEachAyah` times, `rounds` times, with a
    /// silence of `pause` after each ayah; a recitation under way stops first.
    case recite(String, repeatEachAyah: Int, rounds: Int, pause: Double)
    /// Start hearing and reciting `passage`, each step `repeats` times.
    case drill(String, repeats: Int)
    /// Start reciting one ayah once; without a player, nothing is said.
    case hear(AyahID)
    case setPaused(Bool)
    case stop
    case say(String, isError: Bool)
    /// The reader goes to the ayah being recited, which counts as read.
    case show(AyahID)
    /// The memorize screen is told the ayah its drill plays.
    case drillPlaying(AyahID)
  }

  /// The times each ayah can be recited, in the order `R` steps through them.
  static let repeatChoices = [1, 3, 5, 10]

  /// Carries out `intent` on `state`; what the session must do, in order.
  static func reduce(
    _ state: inout RecitationState, _ intent: Intent, _ context: Context
  ) -> [Effect] {
    switch intent {
    case .reciteOrPause where context.silent, .moved where context.silent,
      .drillOrPause where context.silent, .hear where context.silent:
      return []
    case .reciteOrPause:
      guard context.running else { return recite(&state, from: context.current, context) }
      let paused = !context.paused
      if let step = state.drillStep {
        state.status = drillStatus(step, paused: paused)
      } else {
        state.status = state.recitedAyah.map {
          paused
            ? AudioText.readerPaused(context.reciter.name, "\($0)")
            : AudioText.readerPlaying(context.reciter.name, "\($0)")
        }
      }
      return [.setPaused(paused)]
    case .cycleRepeat:
      state.repeatCount = nextRepeat(after: state.repeatCount)
      let said = Effect.say(
        state.rangeStart == nil
          ? AudioText.readerRepeat(state.repeatCount)
          : AudioText.readerRangeRepeat(state.repeatCount), isError: false)
      guard context.running else { return [said] }
      return [said] + recite(&state, from: state.recitedAyah ?? context.current, context)
    case .toggleRangeMark:
      if state.rangeStart == nil {
        state.rangeStart = context.current
        return [.say(AudioText.readerRangeMarked("\(context.current)"), isError: false)]
      }
      state.rangeStart = nil
      return [.say(AudioText.readerRangeCleared(), isError: false)]
    case .moved(let before):
      guard state.rangeStart == nil, state.drillStep == nil, context.running,
        context.current != before, context.current != state.recitedAyah
      else { return [] }
      return recite(&state, from: context.current, context)
    case .drillOrPause(let ayahs):
      guard !ayahs.isEmpty else { return [] }
      if context.running, let step = state.drillStep {
        state.status = drillStatus(step, paused: !context.paused)
        return [.setPaused(!context.paused)]
      }
      return drill(&state, ayahs)
    case .cycleDrillRepeat(let ayahs):
      state.repeatCount = nextRepeat(after: state.repeatCount)
      let said = Effect.say(MemorizeText.drillRepeatSet(state.repeatCount), isError: false)
      guard context.running, state.drillStep != nil else { return [said] }
      let from = state.recitedAyah.flatMap { ayahs.firstIndex(of: $0) } ?? 0
      return [said] + drill(&state, Array(ayahs[from...]))
    case .stopDrill:
      guard state.drillStep != nil else { return [] }
      return reduce(&state, .stop, context)
    case .hear(let ayah):
      guard !context.running else { return [] }
      state.recitedAyah = ayah
      state.drillStep = nil
      state.status = AudioText.readerPlaying(context.reciter.name, "\(ayah)")
      return [.hear(ayah)]
    case .heard(let event):
      return heard(&state, event, context)
    case .noPlayer(let quietly):
      (state.recitedAyah, state.drillStep, state.status) = (nil, nil, nil)
      return quietly ? [] : [.say(AudioText.noPlayer(), isError: true)]
    case .stop:
      state.status = nil
      state.drillStep = nil
      return [.stop]
    }
  }

  /// Reciting from `ayah`: to the end of its surah, each ayah `repeatCount` times; or, with a
  /// range marked in its surah, the range between the mark and `ayah`, `repeatCount` times.
  private static func recite(
    _ state: inout RecitationState, from ayah: AyahID, _ context: Context
  ) -> [Effect] {
    let last = SurahSizes.ayahCount(ofSurah: ayah.surah) ?? ayah.ayah
    var (first, passage) = (ayah, "\(ayah.surah):\(ayah.ayah)-\(last)")
    var (eachAyah, rounds) = (state.repeatCount, 1)
    if let start = state.rangeStart, start.surah == ayah.surah {
      first = min(start, ayah)
      passage = "\(ayah.surah):\(first.ayah)-\(max(start, ayah).ayah)"
      (eachAyah, rounds) = (1, state.repeatCount)
    }
    state.recitedAyah = first
    state.drillStep = nil
    state.status = AudioText.readerPlaying(context.reciter.name, "\(first)")
    return [.recite(passage, repeatEachAyah: eachAyah, rounds: rounds, pause: context.pause)]
  }

  /// Hearing and reciting `ayahs`, from the first.
  private static func drill(_ state: inout RecitationState, _ ayahs: [AyahID]) -> [Effect] {
    guard let first = ayahs.first, let last = ayahs.last else { return [] }
    let passage = first == last ? "\(first)" : "\(first.surah):\(first.ayah)-\(last.ayah)"
    state.drillStep = (passage, 1, state.repeatCount)
    state.recitedAyah = first
    state.status = MemorizeText.drillStatusPlaying("\(first)", 1, state.repeatCount)
    return [.drill(passage, repeats: state.repeatCount)]
  }

  /// What the player said: the status row says it, and the reader (or the memorize screen,
  /// in a drill) follows the ayah being played.
  private static func heard(
    _ state: inout RecitationState, _ event: RecitationChild.Event, _ context: Context
  ) -> [Effect] {
    switch event {
    case .step(let label, let time, let of):
      state.drillStep = (label, time, of)
    case .turn(let label, let time, let of, _):
      state.status = MemorizeText.drillStatusTurn(label, time, of)
    case .playing(let ayah):
      state.recitedAyah = ayah
      if let step = state.drillStep {
        state.status = MemorizeText.drillStatusPlaying("\(ayah)", step.time, step.of)
        return [.drillPlaying(ayah)]
      }
      state.status = AudioText.readerPlaying(context.reciter.name, "\(ayah)")
      return ayah != context.current ? [.show(ayah)] : []
    case .fetching(let ayah):
      state.status = AudioText.readerFetching("\(ayah)")
    case .problem(let sentence):
      (state.recitedAyah, state.drillStep, state.status) = (nil, nil, nil)
      return [.say(sentence, isError: true)]
    case .finished:
      (state.recitedAyah, state.drillStep, state.status) = (nil, nil, nil)
    }
    return []
  }

  private static func drillStatus(_ step: (label: String, time: Int, of: Int), paused: Bool)
    -> String
  {
    paused
      ? MemorizeText.drillStatusPaused()
      : MemorizeText.drillStatusPlaying(step.label, step.time, step.of)
  }

  private static func nextRepeat(after count: Int) -> Int {
    repeatChoices[((repeatChoices.firstIndex(of: count) ?? 0) + 1) % repeatChoices.count]
  }
}
