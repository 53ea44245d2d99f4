import Foundation
import Interface
import QuranCommands
import QuranText
import Recitation

/// Hear and recite: each step of the plan heard, then a silence as long as it (scaled) for
/// the person to recite it; told as progress lines (`quran memorize --recite`) or as event
/// lines to the reader (`--events`).
extension DrillCommand: NetworkWork {
  func perform() throws {
    signal(SIGPIPE, SIG_IGN)
    let recital = try Recital(
      passage: passage.ayahIDs, rounds: 1, eachAyah: 1, pause: 0, options: recitation,
      environment: recitation.environment(ProcessInfo.processInfo.environment))
    let plan = DrillPlan(passage: passage.ayahIDs, repeats: max(1, `repeat`))
    let scale = min(10, max(0, silence))
    if events {
      recital.listenToTheReader()
      recital.drill(plan, scale: scale) { event in
        // The reader gone, its pipe is too: the drill stops.
        if (try? FileHandle.standardOutput.write(contentsOf: Data((event.line + "\n").utf8)))
          == nil
        {
          recital.stop()
        }
      }
      return
    }
    let problem = ProblemBox()
    recital.drill(plan, scale: scale) { event in
      if case .problem(let sentence) = event { return problem.set(sentence) }
      guard let line = event.progress else { return }
      FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    if let sentence = problem.sentence { throw Problem(sentence) }
    print(MemorizeText.drillDone(passage.description, plan.steps.count))
  }
}

/// What a drill says as it goes.
enum DrillEvent {
  /// A step begins; an ayah fetched, started (in its step), sounding; the person's turn to recite the step
  /// (the silence's seconds); a sentence saying what went wrong; the passage done.
  case step(DrillPlan.Step), fetching(AyahID), playing(AyahID, DrillPlan.Step), sounding(AyahID)
  case turn(DrillPlan.Step, seconds: Double), problem(String), finished

  /// The event as a line to the reader.
  var line: String {
    switch self {
    case .step(let step): "step \(step.label) \(step.time) \(step.of)"
    case .fetching(let ayah): "fetching \(ayah)"
    case .playing(let ayah, _): "playing \(ayah)"
    case .sounding(let ayah): "sounding \(ayah)"
    case .turn(let step, let seconds):
      "turn \(step.label) \(step.time) \(step.of) \(String(format: "%.2f", seconds))"
    case .problem(let sentence): "problem \(sentence.replacingOccurrences(of: "\n", with: " "))"
    case .finished: "finished"
    }
  }

  /// The event as a progress line for a person, or nil for one not shown.
  var progress: String? {
    switch self {
    case .step, .sounding, .finished, .problem: nil
    case .playing(let ayah, let step):
      MemorizeText.drillPlaying("\(ayah)", step.label, step.time, step.of)
    case .fetching(let ayah): AudioText.fetching("\(ayah)")
    case .turn(let step, let seconds):
      MemorizeText.drillTurn(step.label, step.time, step.of, Seconds.text(seconds))
    }
  }
}

extension Recital {
  /// Takes the plan's steps in turn: each of its ayahs played, then the silence; false when a
  /// problem ended it (said through `tell`).
  @discardableResult
  func drill(_ plan: DrillPlan, scale: Double, _ tell: @escaping @Sendable (DrillEvent) -> Void)
    -> Bool
  {
    let order = plan.steps.flatMap(\.ayahs)
    var position = 0
    for step in plan.steps {
      if isStopped { return true }
      tell(.step(step))
      var heard = 0.0
      for ayah in step.ayahs {
        position += 1
        let next = position < order.count ? order[position] : nil
        guard let seconds = hear(ayah, step, next: next, tell) else { return isStopped }
        heard += seconds
      }
      let silence = DrillPlan.silence(heard: heard, scale: scale)
      tell(.turn(step, seconds: silence))
      rest(silence)
    }
    if !isStopped { tell(.finished) }
    return true
  }

  /// Plays one ayah of a step, fetching `next` while it plays; the seconds its sound lasted,
  /// or nil when the drill ends here (stopped, or a problem told). The next is fetched only
  /// once this one's file is at hand: with no network, the first fetch's failure is said
  /// without waiting for a second.
  private func hear(
    _ ayah: AyahID, _ step: DrillPlan.Step, next: AyahID?,
    _ tell: @escaping @Sendable (DrillEvent) -> Void
  ) -> Double? {
    do {
      let file = try self.file(ayah) { _ in tell(.fetching(ayah)) }
      if let next { prefetch(next) }
      let played = try sound(
        file, ayah,
        onStart: { tell(.playing(ayah, step)) }, onSound: { tell(.sounding(ayah)) })
      switch played.outcome {
      case .finished: return played.seconds
      case .stopped: return nil
      case .failed(let sentence):
        tell(.problem(sentence))
        return nil
      }
    } catch {
      tell(.problem(String(describing: error)))
      return nil
    }
  }
}
