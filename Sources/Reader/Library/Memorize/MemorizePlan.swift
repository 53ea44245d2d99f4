import AppRecords
import Foundation
import GRDB
import Interface
import QuranText

/// The order a plan begins its ayahs in: the mushaf's, or its surahs from the last
/// to the first, each surah's ayahs in order — how juz 'Amma is commonly memorized, from An-Nas
/// back to An-Naba'.
public enum MemorizeOrder: String, Codable, Sendable, CaseIterable {
  case forward, backward

  /// The orders' Vietnamese names, with tones and without.
  private static let vietnameseNames: [String: MemorizeOrder] = [
    "xuôi": .forward, "xuoi": .forward, "ngược": .backward, "nguoc": .backward,
  ]

  /// The order named `forward` or `backward` (any case), or in Vietnamese `xuôi` or
  /// `ngược` (tones or none), or nil.
  public init?(named text: String) {
    guard
      let order = Self.vietnameseNames[text.lowercased()]
        ?? MemorizeOrder(rawValue: text.lowercased())
    else { return nil }
    self = order
  }

  /// A plan's order when none is chosen: backward for a passage all in juz 30 (juz 'Amma),
  /// forward for any other.
  public static func usual(for target: String) -> MemorizeOrder {
    guard let ayahs = MemorizePlan.ayahs(of: target), !ayahs.isEmpty else { return .forward }
    return ayahs.allSatisfy { MushafDivisions.place(of: $0).juz == 30 } ? .backward : .forward
  }

  /// `ayahs` (in mushaf order) in this order.
  public func arranged(_ ayahs: [AyahID]) -> [AyahID] {
    guard self == .backward else { return ayahs }
    var surahs: [[AyahID]] = []
    for ayah in ayahs {
      if surahs.last?.last?.surah == ayah.surah {
        surahs[surahs.count - 1].append(ayah)
      } else {
        surahs.append([ayah])
      }
    }
    return surahs.reversed().flatMap { $0 }
  }
}

/// A plan that sets the pace of new ayahs: a passage to hold ("juz 30", a surah,
/// ayahs) by a day, begun in an order. Each day asks for an equal share of the
/// ayahs not yet begun (graded once), the ones begun today counted in today's share, so the
/// share holds all day. The pace it was set with (`perDay`) tells when it falls behind, and
/// the day that pace reaches. Kept in the library and synced (`MemorizePlanStore`).
public struct MemorizePlan: Codable, Equatable, Sendable {
  /// The passage as typed: `juz30`, `67`, `2:1-141`.
  public let target: String
  /// The day by which every ayah is to be begun, `YYYY-MM-DD`.
  public let by: String
  /// The order its ayahs are begun in; forward for a plan an earlier version set.
  public let order: MemorizeOrder
  /// The ayahs a day the plan asked when it was set or its day moved: the pace it is held
  /// to. Nil for a plan an earlier version set (the library's row then makes it from when it
  /// was set, `assumingPace`).
  public let perDay: Int?

  /// A plan to begin every ayah of `target` by `by`, in `order`, at `perDay` a day.
  public init(target: String, by: String, order: MemorizeOrder = .forward, perDay: Int? = nil) {
    self.target = target
    self.by = by
    self.order = order
    self.perDay = perDay.map { max(1, $0) }
  }

  private enum CodingKeys: String, CodingKey { case target, by, order, perDay }

  /// A plan kept as JSON (the trash, an earlier version's file): without an order it is
  /// forward, without a pace it has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      target: try container.decode(String.self, forKey: .target),
      by: try container.decode(String.self, forKey: .by),
      order: try container.decodeIfPresent(String.self, forKey: .order)
        .flatMap(MemorizeOrder.init(rawValue:)) ?? .forward,
      perDay: try container.decodeIfPresent(Int.self, forKey: .perDay))
  }

  /// The target's ayahs in mushaf order, read as `quran memorize` reads a passage
  /// (`AyahSpan`: `juz30`, `juz 30`, `page604`, `78-80`, `112:1-113:5`, `67`, `2:1-141`);
  /// nil when the text names none.
  public static func ayahs(of target: String) -> [AyahID]? {
    AyahSpan.parse(target)?.ayahIDs
  }

  /// The days from `today` to `by`, both counted (0 or less once `by` is past).
  static func days(from today: String, to by: String) -> Int {
    (CivilDay(by)?.ordinal).flatMap { end in CivilDay(today).map { end - $0.ordinal + 1 } } ?? 0
  }

  /// This plan with the pace an even share of its ayahs from `setOn` (the day it was set) to
  /// its day gives, when it has none: a plan an earlier version set.
  public func assumingPace(setOn: String) -> MemorizePlan {
    guard perDay == nil else { return self }
    let count = Self.ayahs(of: target)?.count ?? 0
    let days = max(1, Self.days(from: setOn, to: by))
    return MemorizePlan(target: target, by: by, order: order, perDay: (count + days - 1) / days)
  }

  /// The pace on `today` (`YYYY-MM-DD`), `begun` giving the day each ayah was first graded.
  /// Once the day is past, each day asks for the plan's own pace (`perDay`), not the rest at
  /// once, and the pace says the day that reaches.
  public func pace(begun: [AyahID: String], today: String) -> MemorizePace {
    let ayahs = order.arranged(Self.ayahs(of: target) ?? [])
    let notBegun = ayahs.filter { begun[$0] == nil }
    let begunToday = ayahs.filter { begun[$0] == today }.count
    let days = Self.days(from: today, to: by)
    let share = notBegun.count + begunToday
    let even = days > 0 ? (share + days - 1) / days : share
    let planned = max(1, perDay ?? even)
    let perDayNow = days > 0 ? even : planned
    // The days the plan's own pace needs for what is left, today counted.
    let needed = share == 0 ? 0 : (share + planned - 1) / planned
    let behind = notBegun.isEmpty ? 0 : max(0, needed - max(0, days))
    let reached = CivilDay(today).map { $0.adding(max(1, needed) - 1).text }
    return MemorizePace(
      ayahs: ayahs.count, toBegin: notBegun.count, daysLeft: max(0, days), perDay: perDayNow,
      newToday: Array(notBegun.prefix(max(0, perDayNow - begunToday))), planned: planned,
      behind: behind, moveTo: behind > 0 ? reached : nil)
  }

  /// The plan with its day moved to the one its own pace reaches (`MemorizePace.moveTo`),
  /// or to `day`; nil when it is not behind and no day is given.
  public func moved(to day: String? = nil, begun: [AyahID: String], today: String)
    -> MemorizePlan?
  {
    let pace = pace(begun: begun, today: today)
    guard let day = day ?? pace.moveTo else { return nil }
    // Moved to a day of one's own, the pace is the even share to it.
    let perDay =
      day == pace.moveTo
      ? pace.planned
      : MemorizePlan(target: target, by: day, order: order).pace(begun: begun, today: today)
        .perDay
    return MemorizePlan(target: target, by: day, order: order, perDay: perDay)
  }
}

/// Where a plan stands on a day: the target's size, its ayahs not yet begun, the days left
/// (today counted; 0 once the day is past), the ayahs a day, and today's new ayahs still to
/// begin, in the plan's order; behind, the days it is behind its own pace and the day that
/// pace reaches.
public struct MemorizePace: Equatable, Sendable {
  /// How many ayahs the target holds.
  public let ayahs: Int
  /// How many of them were never graded.
  public let toBegin: Int
  /// The days left, today counted; 0 once the plan's day is past.
  public let daysLeft: Int
  /// The ayahs to begin each day to keep the plan's day (once it is past, the plan's pace).
  public let perDay: Int
  /// Today's new ayahs not yet begun, in the plan's order.
  public let newToday: [AyahID]
  /// The plan's own pace, the ayahs a day it was set with.
  public let planned: Int
  /// How many days more than are left the plan's own pace needs; 0 when it keeps the day.
  public let behind: Int
  /// The day the plan's own pace begins the last ayah, when it is behind.
  public let moveTo: String?

  /// Whether the plan's day is past with ayahs not begun.
  public var isPast: Bool { daysLeft == 0 && toBegin > 0 }
}

/// The plan's file in a data folder (`memorize-plan.json`), where versions before the plan
/// synced kept it; the library takes it in once (`LibraryStore.adoptMemorizePlan`).
public struct MemorizePlanFile: Sendable {
  /// The file's path.
  public let path: String

  /// The plan's file at `path` (a home's is `DataFolder.Home.memorizePlanPath`).
  public init(path: String) { self.path = path }

  /// The plan, nil when none is kept (or the file cannot be read).
  public func load() -> MemorizePlan? {
    // Looked for without Foundation: every start of a command that writes asks, and most
    // never had the file.
    guard access(path, F_OK) == 0 else { return nil }
    return FileManager.default.contents(atPath: path).flatMap {
      try? JSONDecoder().decode(MemorizePlan.self, from: $0)
    }
  }
}

extension LibraryStore {
  /// The day each ayah was first graded (begun), `YYYY-MM-DD`.
  public func memorizeBegun() throws -> [AyahID: String] {
    try read { db in
      guard try db.hasTable("memorizeReview") else { return [:] }
      var begun: [AyahID: String] = [:]
      for row in try Row.fetchAll(
        db, sql: "SELECT ayahID, MIN(day) FROM memorizeReview GROUP BY ayahID")
      {
        if let ayah = try? AyahID.parse(row[0] as String) { begun[ayah] = row[1] }
      }
      return begun
    }
  }
}

extension [AyahID] {
  /// The ayahs as passages, runs of one surah joined: `78:1-6`, `78:40, 79:1-2`.
  public var passageText: String {
    var runs: [(AyahID, AyahID)] = []
    for ayah in self {
      if let last = runs.last, last.1.surah == ayah.surah, last.1.ayah + 1 == ayah.ayah {
        runs[runs.count - 1].1 = ayah
      } else {
        runs.append((ayah, ayah))
      }
    }
    return runs.map { $0 == $1 ? "\($0)" : "\($0.surah):\($0.ayah)-\($1.ayah)" }
      .joined(separator: ", ")
  }
}

extension MemorizePace {
  /// The plan's line (`quran review`, the reader's progress view): its ayahs not begun, the
  /// days left, the ayahs a day and today's new ones; once its day is past, the sentence
  /// saying so instead (never "0 days").
  public static func line(_ plan: MemorizePlan, _ pace: MemorizePace) -> String {
    guard pace.toBegin > 0 else { return MemorizeText.planDone(plan.target, pace.ayahs) }
    let today = pace.newToday.isEmpty ? MemorizeText.planTodayBegun() : pace.newToday.passageText
    if pace.isPast {
      return MemorizeText.planPastLine(plan.target, plan.by, pace.toBegin, pace.perDay, today)
    }
    return MemorizeText.planLine(
      plan.target, plan.by, pace.toBegin, pace.daysLeft, pace.perDay, today)
  }

  /// Behind its own pace: "3 days behind: keep 2027-03-01 at 14 a day, or move to
  /// 2027-03-20 at 6 a day?"; past its day: that it has passed, today's share at the plan's
  /// pace and the day that reaches. Nil when the plan keeps its day.
  public static func behindLine(_ plan: MemorizePlan, _ pace: MemorizePace) -> String? {
    guard let moveTo = pace.moveTo, pace.toBegin > 0 else { return nil }
    if pace.isPast {
      return MemorizeText.planPassed(plan.by, moveTo, pace.planned)
    }
    return MemorizeText.planBehind(pace.behind, plan.by, pace.perDay, moveTo, pace.planned)
  }

  /// The order as a sentence says it.
  public static func orderName(_ order: MemorizeOrder) -> String {
    order == .backward ? MemorizeText.orderBackward() : MemorizeText.orderForward()
  }
}
