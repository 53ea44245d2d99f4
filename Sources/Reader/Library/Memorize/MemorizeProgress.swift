import AppRecords
import Foundation
import GRDB
import QuranText

/// What is memorized: by surah and by juz, how many ayahs are in review (held
/// from day to day), how many are still being learnt, and the chance of recall today as FSRS
/// estimates it; and the words most often missed (the weak spots).
public struct MemorizeProgress: Equatable, Sendable {
  /// One surah or juz: its number, its ayahs, those in review and those being learnt, and
  /// the mean chance of recall today of the ayahs graded in it (nil when none were).
  public struct Part: Equatable, Sendable {
    /// The surah's or juz's number (0 for the whole Quran).
    public let number: Int
    /// How many ayahs it has.
    public let ayahs: Int
    /// Its ayahs held: in review, due again after days.
    public let memorized: Int
    /// Its ayahs graded but still being learnt (or learnt again).
    public let learning: Int
    /// The mean chance of recall today of its ayahs graded.
    public let retention: Double?
  }

  /// A word of an ayah missed in reviews: the ayah, the word's index (from 0), how many
  /// times it was missed and how many times the ayah was graded.
  public struct WeakSpot: Equatable, Sendable {
    /// The ayah.
    public let ayahID: AyahID
    /// The word's index in the ayah, from 0, as the memorize screen counts the words.
    public let word: Int
    /// In how many of the ayah's grades the word was missed.
    public let misses: Int
    /// How many times the ayah was graded.
    public let reviews: Int
  }

  /// The day the chances of recall are taken on, `YYYY-MM-DD`.
  public let today: String
  /// The whole Quran as one part (number 0).
  public let total: Part
  /// The surahs with at least one ayah graded, in order.
  public let surahs: [Part]
  /// The juz with at least one ayah graded, in order.
  public let juz: [Part]
  /// The words missed most often, the most first (then in mushaf order).
  public let weakSpots: [WeakSpot]

  /// Whether nothing was ever graded.
  public var isEmpty: Bool { total.memorized + total.learning == 0 }
}

/// An ayah's place in the tallies: its surah and juz, whether it is in review or being
/// learnt, and its chance of recall.
private struct Tally {
  var ayahs = 0, memorized = 0, learning = 0, recalled = 0.0, recallCount = 0

  mutating func add(_ card: MemorizeCard, on day: CivilDay) {
    if card.phase == .review { memorized += 1 } else if card.phase != .new { learning += 1 }
    if let recall = card.retrievability(on: day) {
      recalled += recall
      recallCount += 1
    }
  }

  func part(_ number: Int) -> MemorizeProgress.Part {
    MemorizeProgress.Part(
      number: number, ayahs: ayahs, memorized: memorized, learning: learning,
      retention: recallCount > 0 ? recalled / Double(recallCount) : nil)
  }
}

extension LibraryStore {
  /// What is memorized on `today` (`YYYY-MM-DD`), and the `weakSpots` words missed most.
  public func memorizeProgress(today: String, weakSpots: Int = 10) throws -> MemorizeProgress {
    let day = CivilDay(today) ?? CivilDay(ordinal: 0)
    let (cards, misses) = try read { db -> ([(AyahID, MemorizeCard)], [String: [Int: Int]]) in
      guard try db.hasTable("memorizeAyah") else { return ([], [:]) }
      return (try Self.progressCards(db), try Self.missedWords(db))
    }
    var surahs: [Int: Tally] = [:]
    var juz: [Int: Tally] = [:]
    var total = Tally()
    var grades: [AyahID: Int] = [:]
    for (ayah, card) in cards {
      surahs[ayah.surah, default: Tally()].add(card, on: day)
      juz[MushafDivisions.place(of: ayah).juz, default: Tally()].add(card, on: day)
      total.add(card, on: day)
      grades[ayah] = card.reps
    }
    total.ayahs = SurahSizes.totalAyahs
    for number in surahs.keys { surahs[number]?.ayahs = SurahSizes.ayahCount(ofSurah: number) ?? 0 }
    for (number, count) in Self.juzSizes where juz[number] != nil { juz[number]?.ayahs = count }
    return MemorizeProgress(
      today: today, total: total.part(0),
      surahs: surahs.keys.sorted().map { surahs[$0]!.part($0) },
      juz: juz.keys.sorted().map { juz[$0]!.part($0) },
      weakSpots: Self.weakSpots(misses, grades: grades, count: weakSpots))
  }

  /// Every ayah's card, read by position rather than decoded (as the due queue is: the
  /// decoder is slow on a library of thousands).
  static func progressCards(_ db: Database) throws -> [(AyahID, MemorizeCard)] {
    var cards: [(AyahID, MemorizeCard)] = []
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT surah, ayah, phase, stability, difficulty, dueDay, lastReviewDay,
          scheduledDays, reps, lapses FROM memorizeAyah
        """)
    while let row = try rows.next() {
      guard let id = try? AyahID(surah: row[0], ayah: row[1]),
        let phase = MemorizePhase(rawValue: row[2]), let due = CivilDay(row[5] as String)
      else { continue }
      let memory = (row[3] as Double?).flatMap { s in
        (row[4] as Double?).map { MemoryState(stability: s, difficulty: $0) }
      }
      cards.append(
        (
          id,
          MemorizeCard(
            phase: phase, memory: memory, reps: row[8], lapses: row[9],
            lastReview: (row[6] as String?).flatMap(CivilDay.init), due: due,
            scheduledDays: row[7])
        ))
    }
    return cards
  }

  /// For each ayah (by its id's text), in how many of its grades each word was missed; only
  /// the grades with a word missed are read.
  static func missedWords(_ db: Database) throws -> [String: [Int: Int]] {
    var misses: [String: [Int: Int]] = [:]
    let rows = try Row.fetchCursor(
      db, sql: "SELECT ayahID, missedWords FROM memorizeReview WHERE missedWords != ''")
    while let row = try rows.next() {
      let words = Set((row[1] as String).split(separator: ",").compactMap { Int($0) })
      let key: String = row[0]
      for word in words { misses[key, default: [:]][word, default: 0] += 1 }
    }
    return misses
  }

  /// The words missed most often, `grades` giving how many times each ayah was graded.
  static func weakSpots(_ misses: [String: [Int: Int]], grades: [AyahID: Int], count: Int)
    -> [MemorizeProgress.WeakSpot]
  {
    var spots: [MemorizeProgress.WeakSpot] = []
    for (key, byWord) in misses {
      guard let ayah = try? AyahID.parse(key) else { continue }
      for (word, misses) in byWord {
        let reviews = max(misses, grades[ayah] ?? misses)
        spots.append(.init(ayahID: ayah, word: word, misses: misses, reviews: reviews))
      }
    }
    spots.sort { ($1.misses, $0.ayahID, $0.word) < ($0.misses, $1.ayahID, $1.word) }
    return Array(spots.prefix(max(0, count)))
  }

  /// How many ayahs each juz holds.
  static let juzSizes: [Int: Int] = {
    var sizes: [Int: Int] = [:]
    for index in 1...SurahSizes.totalAyahs {
      guard let ayah = SurahSizes.ayah(atGlobalIndex: index) else { continue }
      sizes[MushafDivisions.place(of: ayah).juz, default: 0] += 1
    }
    return sizes
  }()
}
