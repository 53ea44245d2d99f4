import AppRecords
import Foundation
import GRDB
import QuranText

/// A plan that sets the pace of new ayahs (issue 48): a passage to hold ("juz 30", a surah,
/// ayahs) by a day. Each day asks for an equal share of the ayahs not yet begun (graded
/// once), the ones begun today counted in today's share, so the share holds all day. Kept in
/// the library and synced (`MemorizePlanStore`).
public struct MemorizePlan: Codable, Equatable, Sendable {
  /// The passage as typed: `juz30`, `67`, `2:1-141`.
  public let target: String
  /// The day by which every ayah is to be begun, `YYYY-MM-DD`.
  public let by: String

  /// A plan to begin every ayah of `target` by `by`.
  public init(target: String, by: String) {
    self.target = target
    self.by = by
  }

  /// The target's ayahs in mushaf order, read as `quran memorize` reads a passage
  /// (`AyahSpan`: `juz30`, `juz 30`, `page604`, `78-80`, `112:1-113:5`, `67`, `2:1-141`);
  /// nil when the text names none.
  public static func ayahs(of target: String) -> [AyahID]? {
    AyahSpan.parse(target)?.ayahIDs
  }

  /// The pace on `today` (`YYYY-MM-DD`), `begun` giving the day each ayah was first graded.
  public func pace(begun: [AyahID: String], today: String) -> MemorizePace {
    let ayahs = Self.ayahs(of: target) ?? []
    let notBegun = ayahs.filter { begun[$0] == nil }
    let begunToday = ayahs.filter { begun[$0] == today }.count
    let days =
      (CivilDay(by)?.ordinal).flatMap { end in CivilDay(today).map { end - $0.ordinal + 1 } } ?? 0
    let share = notBegun.count + begunToday
    let perDay = days > 0 ? (share + days - 1) / days : share
    return MemorizePace(
      ayahs: ayahs.count, toBegin: notBegun.count, daysLeft: max(0, days), perDay: perDay,
      newToday: Array(notBegun.prefix(max(0, perDay - begunToday))))
  }
}

/// Where a plan stands on a day: the target's size, its ayahs not yet begun, the days left
/// (today counted; 0 once the day is past), the ayahs a day, and today's new ayahs still to
/// begin, in mushaf order.
public struct MemorizePace: Equatable, Sendable {
  /// How many ayahs the target holds.
  public let ayahs: Int
  /// How many of them were never graded.
  public let toBegin: Int
  /// The days left, today counted; 0 once the plan's day is past.
  public let daysLeft: Int
  /// The ayahs to begin each day.
  public let perDay: Int
  /// Today's new ayahs not yet begun, in mushaf order.
  public let newToday: [AyahID]
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
      guard try db.tableExists("memorizeReview") else { return [:] }
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
