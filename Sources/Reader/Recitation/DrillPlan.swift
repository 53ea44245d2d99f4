import QuranText

/// Hear and recite: the order in which a passage is heard and then recited from
/// memory, by stepped repetition. Each ayah is heard and recited `repeats` times; from the
/// second ayah on, it is then joined to the one before it (the pair), `repeats` times; a
/// passage of three ayahs or more ends with the whole passage, `repeats` times. After each
/// step comes a silence as long as what was heard, scaled, for the person to recite it.
public struct DrillPlan: Sendable, Equatable {
  /// One step: ayahs heard in a row, then recited in the silence after them.
  public struct Step: Sendable, Equatable {
    /// The ayahs heard, in order (one, two or the whole passage), all of one surah.
    public let ayahs: [AyahID]
    /// 1-based: which time of `of` this is.
    public let time: Int
    /// How many times in a row the step is taken.
    public let of: Int

    /// The step's ayahs as a passage's name: `67:2`, `67:1-2`.
    public var label: String {
      guard let first = ayahs.first, let last = ayahs.last, first != last else {
        return ayahs.first.map { "\($0)" } ?? ""
      }
      return "\(first.surah):\(first.ayah)-\(last.ayah)"
    }
  }

  /// The steps, in the order taken.
  public let steps: [Step]

  /// The plan for `passage` (its ayahs in order), each step taken `repeats` times (1 or more).
  public init(passage: [AyahID], repeats: Int) {
    let times = max(1, repeats)
    var groups: [[AyahID]] = []
    for (index, ayah) in passage.enumerated() {
      groups.append([ayah])
      if index > 0 { groups.append([passage[index - 1], ayah]) }
    }
    if passage.count >= 3 { groups.append(passage) }
    steps = groups.flatMap { group in
      (1...times).map { Step(ayahs: group, time: $0, of: times) }
    }
  }

  /// The silence after a step whose sound lasted `heard` seconds: `scale` times as long.
  public static func silence(heard: Double, scale: Double) -> Double {
    max(0, heard * scale)
  }
}
