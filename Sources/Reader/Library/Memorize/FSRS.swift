import Foundation

/// How a review went, as the person says it: FSRS's four grades.
public enum Grade: Int, Sendable, CaseIterable, Codable {
  /// Forgotten: the ayah is learnt again.
  case again = 1
  /// Recalled with serious difficulty.
  case hard = 2
  /// Recalled after some hesitation.
  case good = 3
  /// Recalled at once.
  case easy = 4
}

/// What FSRS knows of a memory: its stability (the days until the chance of recall falls to
/// 90%) and its difficulty (1 to 10).
public struct MemoryState: Equatable, Sendable, Codable {
  /// Days until recall falls to 90%.
  public let stability: Double
  /// How hard the item is to remember, 1 (easiest) to 10.
  public let difficulty: Double

  /// A memory as FSRS left it.
  public init(stability: Double, difficulty: Double) {
    self.stability = stability
    self.difficulty = difficulty
  }
}

/// FSRS-5, the Free Spaced Repetition Scheduler of open-spaced-repetition (Anki's scheduler
/// since 23.10), from its published formulas and default parameters (the median of 20,000
/// collections): the memory after a grade, and the chance of recall after some days. Values
/// are kept to eight decimals, as ts-fsrs keeps them, so its worked examples are reproduced
/// to the day (`FSRSTests`).
public struct FSRS: Sendable {
  /// FSRS-5's default parameters, w0 … w18.
  public static let defaultWeights: [Double] = [
    0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604, 0.0046, 1.54575, 0.1192,
    1.01925, 1.9395, 0.11, 0.29605, 2.2698, 0.2315, 2.9898, 0.51655, 0.6621,
  ]
  /// The forgetting curve's power: R(t, S) = (1 + factor · t / S)^decay.
  static let decay = -0.5
  /// Chosen so that R(S, S) = 0.9.
  static let factor = pow(0.9, 1 / decay) - 1
  /// The smallest stability FSRS keeps.
  static let leastStability = 0.01

  /// The parameters, w0 … w18.
  public let w: [Double]
  /// The chance of recall at which a review falls due.
  public let desiredRetention: Double
  /// The longest interval, in days.
  public let maximumInterval: Int

  /// FSRS with the default parameters, reviews due at 90% recall, intervals up to 100 years.
  public static let standard = FSRS()

  /// FSRS with its parameters (19 of them).
  public init(
    weights: [Double] = FSRS.defaultWeights, desiredRetention: Double = 0.9,
    maximumInterval: Int = 36_500
  ) {
    precondition(weights.count == 19, "FSRS-5 has 19 parameters")
    w = weights
    self.desiredRetention = desiredRetention
    self.maximumInterval = maximumInterval
  }

  /// The memory after the first grade: S0 = w[G−1], D0 = w4 − e^(w5·(G−1)) + 1.
  public func initial(_ grade: Grade) -> MemoryState {
    MemoryState(
      stability: Self.eight(w[grade.rawValue - 1]),
      difficulty: Self.eight(Self.clampDifficulty(initialDifficulty(grade))))
  }

  /// The memory after `grade`, `elapsedDays` after the last review: on the same day the
  /// short-term stability S·e^(w17·(G−3+w18)), later the stability after a recall or a lapse.
  public func next(_ memory: MemoryState, elapsedDays: Int, grade: Grade) -> MemoryState {
    let (s, d) = (memory.stability, memory.difficulty)
    let stability: Double
    if elapsedDays == 0 {
      stability = s * exp(w[17] * (Double(grade.rawValue) - 3 + w[18]))
    } else {
      let r = retrievability(elapsedDays: Double(elapsedDays), stability: s)
      stability =
        grade == .again ? forgetStability(s, d, r) : recallStability(s, d, r, grade)
    }
    return MemoryState(
      stability: Self.eight(max(Self.leastStability, stability)),
      difficulty: Self.eight(nextDifficulty(d, grade)))
  }

  /// The chance of recall `elapsedDays` after a review: R = (1 + factor·t/S)^decay.
  public func retrievability(elapsedDays: Double, stability: Double) -> Double {
    pow(1 + Self.factor * max(0, elapsedDays) / max(Self.leastStability, stability), Self.decay)
  }

  /// The whole days until recall falls to the desired retention, at least 1.
  public func interval(_ stability: Double) -> Int {
    let days = stability / Self.factor * (pow(desiredRetention, 1 / Self.decay) - 1)
    return min(max(1, Int(days.rounded())), maximumInterval)
  }

  /// D0(G) = w4 − e^(w5·(G−1)) + 1, unclamped.
  func initialDifficulty(_ grade: Grade) -> Double {
    w[4] - exp(w[5] * Double(grade.rawValue - 1)) + 1
  }

  /// D′ = D − w6·(G−3)·(10−D)/9 (linear damping), then w7 of the way back to D0(Easy).
  func nextDifficulty(_ d: Double, _ grade: Grade) -> Double {
    let change = -w[6] * (Double(grade.rawValue) - 3)
    let damped = d + change * (10 - d) / 9
    return Self.clampDifficulty(w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped)
  }

  /// S′ = S·(e^w8·(11−D)·S^−w9·(e^(w10·(1−R))−1)·(w15 if Hard)·(w16 if Easy) + 1).
  func recallStability(_ s: Double, _ d: Double, _ r: Double, _ grade: Grade) -> Double {
    let hardPenalty = grade == .hard ? w[15] : 1
    let easyBonus = grade == .easy ? w[16] : 1
    return s
      * (exp(w[8]) * (11 - d) * pow(s, -w[9]) * (exp(w[10] * (1 - r)) - 1) * hardPenalty
        * easyBonus + 1)
  }

  /// S′ = w11·D^−w12·((S+1)^w13 − 1)·e^(w14·(1−R)), never above S / e^(w17·w18).
  func forgetStability(_ s: Double, _ d: Double, _ r: Double) -> Double {
    let lapse = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp(w[14] * (1 - r))
    return min(lapse, s / exp(w[17] * w[18]))
  }

  static func clampDifficulty(_ d: Double) -> Double { min(max(d, 1), 10) }

  /// `value` to eight decimals.
  static func eight(_ value: Double) -> Double { (value * 1e8).rounded() / 1e8 }
}
