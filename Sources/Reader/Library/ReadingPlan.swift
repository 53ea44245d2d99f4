import AppRecords
import Foundation
import GRDB
import QuranText

/// A plan to finish the Quran (a khatm) by a date: from an ayah (1:1 by default) to the end,
/// in daily portions of whole pages of the mushaf. Each day's portion is what is left divided
/// by the days left, so a missed day spreads over the days that remain.
public struct ReadingPlan: Equatable, Sendable, Codable {
  /// What the daily portions are made of: whole pages of the mushaf, hizb or juz.
  public enum Portion: String, Sendable, Codable, CaseIterable {
    case pages, hizb, juz

    /// How many the Quran has.
    public var count: Int {
      switch self {
      case .pages: MushafDivisions.pageCount
      case .hizb: MushafDivisions.hizbCount
      case .juz: MushafDivisions.juzCount
      }
    }

    /// The one (1-based) an ayah falls in.
    public func number(of ayah: AyahID) -> Int {
      let place = MushafDivisions.place(of: ayah)
      return switch self {
      case .pages: place.page
      case .hizb: place.hizb
      case .juz: place.juz
      }
    }

    /// The first ayah of one; nil out of range.
    public func start(of number: Int) -> AyahID? {
      switch self {
      case .pages: MushafDivisions.start(ofPage: number)
      case .hizb: MushafDivisions.start(ofHizb: number)
      case .juz: MushafDivisions.start(ofJuz: number)
      }
    }
  }

  /// The plan's name, its key among the plans (`quran plan start --name`).
  public let name: String
  /// The ayah the plan starts at; it reads on to the end of the Quran.
  public let from: AyahID
  /// The first and last local days of the plan (`YYYY-MM-DD`), inclusive.
  public let startDay: String
  /// The last local day of the plan (`YYYY-MM-DD`), inclusive.
  public let endDay: String
  /// The local day the plan was finished (`YYYY-MM-DD`); nil while it goes on.
  public let finished: String?
  /// What a day's portion is counted in: pages, hizb or juz.
  public let portion: Portion

  /// A plan as the store keeps it.
  public init(
    name: String, from: AyahID, startDay: String, endDay: String, finished: String?,
    portion: Portion = .pages
  ) {
    self.name = name
    self.from = from
    self.startDay = startDay
    self.endDay = endDay
    self.finished = finished
    self.portion = portion
  }

  /// The same plan, finished on `day`.
  public func finished(on day: String) -> ReadingPlan {
    ReadingPlan(
      name: name, from: from, startDay: startDay, endDay: endDay, finished: day,
      portion: portion)
  }

  enum CodingKeys: String, CodingKey { case name, from, startDay, endDay, finished, portion }

  /// Writes the plan with its first ayah as text (`s:a`), as an export carries it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(from.description, forKey: .from)
    try container.encode(startDay, forKey: .startDay)
    try container.encode(endDay, forKey: .endDay)
    try container.encodeIfPresent(finished, forKey: .finished)
    try container.encode(portion, forKey: .portion)
  }

  /// Reads a plan as an export carries it; a plan without `portion` counts pages.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    from = try AyahID.parse(try container.decode(String.self, forKey: .from))
    startDay = try container.decode(String.self, forKey: .startDay)
    endDay = try container.decode(String.self, forKey: .endDay)
    finished = try container.decodeIfPresent(String.self, forKey: .finished)
    portion = try container.decodeIfPresent(Portion.self, forKey: .portion) ?? .pages
  }
}

/// Where a plan stands today.
public struct PlanDay: Equatable, Sendable, Encodable {
  /// Today's portion, as ayahs (`s:a`), and its pages.
  public let from: String
  /// The last ayah of today's portion (`s:a`).
  public let to: String
  /// The mushaf pages today's portion covers.
  public let pages: ClosedRange<Int>
  /// The ayahs of today's portion read today, and how many it holds.
  public let ayahsRead: Int
  /// How many ayahs today's portion holds.
  public let ayahsInPortion: Int
  /// Pages ahead of (positive) or behind (negative) an even schedule, at the start of today.
  public let pagesAhead: Int
  /// The days left in the plan, today included.
  public let daysLeft: Int
  /// The ayahs of the plan's whole range read so far (today's too), and how many it holds.
  public let ayahsReadInPlan: Int
  /// How many ayahs the plan's whole range holds.
  public let ayahsInPlan: Int

  enum CodingKeys: String, CodingKey {
    case from, to, firstPage, lastPage, ayahsRead, ayahsInPortion, pagesAhead, daysLeft
    case ayahsReadInPlan, ayahsInPlan
  }

  /// Writes the day with its pages as `firstPage` and `lastPage`, as `quran plan --json` prints it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(pages.lowerBound, forKey: .firstPage)
    try container.encode(pages.upperBound, forKey: .lastPage)
    try container.encode(ayahsRead, forKey: .ayahsRead)
    try container.encode(ayahsInPortion, forKey: .ayahsInPortion)
    try container.encode(pagesAhead, forKey: .pagesAhead)
    try container.encode(daysLeft, forKey: .daysLeft)
    try container.encode(ayahsReadInPlan, forKey: .ayahsReadInPlan)
    try container.encode(ayahsInPlan, forKey: .ayahsInPlan)
  }
}

extension ReadingPlan {
  /// The plan's own ayahs, as global numbers: from its first ayah to the end of the Quran.
  public var range: ClosedRange<Int> {
    SurahSizes.globalIndex(of: from)...SurahSizes.totalAyahs
  }

  /// Today's portion and standing, given the ayahs of the plan's range read before today
  /// (`readBefore`, global numbers, in any order) and those read today. Today's portion is the
  /// next unread part of the range: it starts at the first ayah not read before today and
  /// holds today's share of the parts (pages, hizb or juz) not yet read whole. Nil once the
  /// plan is done or past its end.
  public func day(today: String, readBefore: Set<Int>, readToday: Set<Int>) -> PlanDay? {
    guard finished == nil, today <= endDay,
      let next = range.first(where: { !readBefore.contains($0) })
    else { return nil }
    let daysLeft = Self.days(from: max(today, startDay), to: endDay)
    let end = portionEnd(from: next, daysLeft: daysLeft, readBefore: readBefore)
    let unread = (next...end).filter { !readBefore.contains($0) }
    let ayah = { (index: Int) in SurahSizes.ayah(atGlobalIndex: index)! }
    let totalPages = MushafDivisions.pageCount - MushafDivisions.place(of: from).page + 1
    let totalDays = Self.days(from: startDay, to: endDay)
    let elapsed = max(0, Self.days(from: startDay, to: today) - 1)
    let expected = Int((Double(totalPages) * Double(elapsed) / Double(max(1, totalDays))).rounded())
    let done = Int(MushafDivisions.shares(of: readBefore.map(ayah)).pages.rounded())
    return PlanDay(
      from: ayah(next).description, to: ayah(end).description,
      pages: MushafDivisions.place(of: ayah(next)).page...MushafDivisions.place(of: ayah(end)).page,
      ayahsRead: unread.filter(readToday.contains).count, ayahsInPortion: unread.count,
      pagesAhead: done - expected, daysLeft: daysLeft,
      ayahsReadInPlan: readBefore.union(readToday).count, ayahsInPlan: range.count)
  }

  /// The last ayah of today's portion: the end of the part that makes today's share of the
  /// parts still unread, counted from the one `next` falls in.
  private func portionEnd(from next: Int, daysLeft: Int, readBefore: Set<Int>) -> Int {
    var unreadParts: [Int] = []
    for index in next...SurahSizes.totalAyahs where !readBefore.contains(index) {
      let part = portion.number(of: SurahSizes.ayah(atGlobalIndex: index)!)
      if unreadParts.last != part { unreadParts.append(part) }
    }
    let share = max(1, Int((Double(unreadParts.count) / Double(max(1, daysLeft))).rounded(.up)))
    let lastPart = unreadParts[min(unreadParts.count, share) - 1]
    return lastPart == portion.count
      ? SurahSizes.totalAyahs
      : SurahSizes.globalIndex(of: portion.start(of: lastPart + 1)!) - 1
  }

  /// Days from one date to another, both counted (`2026-12-01` to `2026-12-01` is 1).
  public static func days(from start: String, to end: String) -> Int {
    guard let first = CivilDay(start), let last = CivilDay(end), first <= last else { return 0 }
    return last.ordinal - first.ordinal + 1
  }
}

extension LibraryStore {
  /// Every plan kept here, by start day, then name.
  public func readingPlans() throws -> [ReadingPlan] {
    try read { db in try Self.plans(db) }
  }

  static func plans(_ db: Database) throws -> [ReadingPlan] {
    try ReadingPlanRow.fetchAll(db, sql: "SELECT * FROM readingPlan ORDER BY startDay, name")
      .compactMap { $0.plan }
  }

  /// Starts a plan; a plan of the same name is replaced, and kept in the trash.
  public func startPlan(_ plan: ReadingPlan, at date: Date? = nil) throws {
    let date = date ?? clock.now()
    try write { db in try Self.replacePlan(with: plan, at: date, db) }
  }

  static func replacePlan(with plan: ReadingPlan, at date: Date, _ db: Database) throws {
    if let old = try plans(db).first(where: { $0.name == plan.name }), old != plan {
      try throwAway(.readingPlan(old), at: date, db)
    }
    try change(plan, at: date, db)
  }

  /// Keeps a plan as it now is, and notes that it is to be sent.
  static func change(_ plan: ReadingPlan, at date: Date, _ db: Database) throws {
    try put(plan, at: date, db)
    try journal(.readingPlan(name: plan.name), .save, at: date, db)
  }

  /// Keeps a plan as it now is, not journaled (the server's, or one the journal already names).
  package static func put(_ plan: ReadingPlan, at date: Date, _ db: Database) throws {
    try ReadingPlanRow(plan, at: date).insert(db, onConflict: .replace)
  }

  /// The ayahs of the plan's range (global numbers) read on any device since `startDay`:
  /// those read before `today`, and those read `today`. Reading outside the range is left out.
  public func planReading(_ plan: ReadingPlan, today: String) throws -> (
    before: Set<Int>, today: Set<Int>
  ) {
    let range = plan.range
    let days = try read { db in try Self.ayahsByDay(since: plan.startDay, db) }
    var before = Set<Int>()
    var onToday = Set<Int>()
    for (day, ids) in days {
      for index in ids.map(SurahSizes.globalIndex(of:)) where range.contains(index) {
        if day == today {
          onToday.insert(index)
        } else {
          before.insert(index)
        }
      }
    }
    return (before, onToday)
  }

  /// Marks plans whose every ayah was read as finished on `today`, changed at `now`; finished
  /// plans are kept.
  public func finishPlans(today: String, at now: Date? = nil) throws {
    let now = now ?? clock.now()
    for plan in try readingPlans() where plan.finished == nil {
      let reading = try planReading(plan, today: today)
      if reading.before.union(reading.today).count == plan.range.count {
        try write { db in try Self.change(plan.finished(on: today), at: now, db) }
      }
    }
  }
}
