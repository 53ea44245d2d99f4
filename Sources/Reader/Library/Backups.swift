import Foundation
import GRDB
import QuranText

/// The library's own backups, in `backups/` beside it: a consistent copy (SQLite's online
/// backup, taken while the library is in use without stopping its writers) before every
/// migration, once a day, after a batch of changes and when the reader closes with changes,
/// each checked whole before it is kept.
///
/// Each is named `library-YYYYMMDDTHHMMSSZ-NNNNNN-KIND.sqlite`: the time in UTC, then a
/// sequence number one above the highest already in the folder. Backups are ordered by that
/// sequence, never by the clock, so a clock that jumps or a time zone that changes reorders
/// nothing; each copy also records in itself (table `backupRecord`) its sequence, when it
/// was taken and how many changes the library had seen. Backups named by earlier versions
/// (`library-YYYYMMDD-HHMMSS-KIND.sqlite`, in local time) are listed after all these.
///
/// Kept: the 3 newest whatever the clock says, the newest of each of the last 7 days that
/// have one, the newest of each of the 4 weeks before those, and the 3 newest taken before a
/// migration — at most 17 files, each 0600 in a 0700 folder. No backup is taken when the disk
/// has less free space than twice the library.
public struct Backups: Sendable {
  /// The folder that holds them.
  public let folder: String
  let libraryPath: String

  /// Why a backup was taken.
  public enum Kind: String, Sendable, CaseIterable {
    /// The day's backup, taken while the library is used.
    case daily
    /// Taken before the library's format was changed by a newer version.
    case migration = "before-migration"
    /// Taken after a batch of changes, or as the reader closed with changes.
    case changes = "after-changes"
  }

  /// One backup on the disk.
  public struct Entry: Sendable, Equatable {
    /// The file's path.
    public let path: String
    /// When it was taken (to the second).
    public let date: Date
    /// Why it was taken.
    public let kind: Kind
    /// Its size in bytes.
    public let size: Int
    /// Its place in the order backups were taken (0 for one named by an earlier version,
    /// older than every numbered one).
    public let sequence: Int
  }

  /// The backups of the library at `libraryPath`.
  public init(libraryPath: String) {
    self.libraryPath = libraryPath
    folder = (libraryPath as NSString).deletingLastPathComponent + "/backups"
  }

  /// Every backup, newest first: by sequence, then (for those named by earlier versions) by
  /// the time their names carry.
  public func list() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap { name -> Entry? in
      guard name.hasPrefix("library-"), name.hasSuffix(".sqlite") else { return nil }
      let parts = name.dropFirst("library-".count).dropLast(".sqlite".count)
        .split(separator: "-", maxSplits: 2).map(String.init)
      guard parts.count == 3, let kind = Kind(rawValue: parts[2]) else { return nil }
      let date: Date?
      var sequence = 0
      if parts[0].hasSuffix("Z") {
        date = Self.date(utcStamp: parts[0])
        guard let number = Int(parts[1]), number > 0 else { return nil }
        sequence = number
      } else {
        date = Self.date(parts[0] + "-" + parts[1])
      }
      guard let date else { return nil }
      let path = folder + "/" + name
      // By stat: FileManager's attribute dictionary, cast from `Any`, searches the program's
      // conformances before the reader's first frame.
      let size = Int(FileCheck.fileSize(path) ?? 0)
      return Entry(path: path, date: date, kind: kind, size: size, sequence: sequence)
    }.sorted { ($0.sequence, $0.date) > ($1.sequence, $1.date) }
  }

  /// The newest backup whose file passes SQLite's integrity check.
  public func newestGood() -> Entry? {
    list().first { LibraryFile.check($0.path) == .ok }
  }

  /// Whether today (in this computer's time zone) has no daily backup yet. One dated later
  /// than `now` (taken while the clock ran ahead) is no backup of today.
  public func isDailyDue(at now: Date) -> Bool {
    let today = Self.stamp(now).prefix(8)
    return !list().contains {
      $0.kind == .daily && $0.date <= now.addingTimeInterval(60)
        && Self.stamp($0.date).hasPrefix(today)
    }
  }

  /// Copies `source` into a new backup, checks the copy whole, keeps it, and lets go of
  /// the backups no longer kept. A damaged copy is not kept: the library is damaged, and
  /// `LibraryProblem.damaged` says so. Returns nil when the disk is too full to try.
  /// `changes` is the library's count of changes so far, recorded in the copy.
  @discardableResult
  public func take(
    from source: any DatabaseReader, kind: Kind, at now: Date, changes: Int64 = 0
  ) throws -> Entry? {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard hasRoom() else { return nil }
    let sequence = (list().first?.sequence ?? 0) + 1
    let name = "library-\(Self.utcStamp(now))-\(Self.numbered(sequence))-\(kind.rawValue).sqlite"
    let partial = folder + "/." + name + ".partial"
    unlink(partial)
    let fd = open(partial, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw LibraryFile.posixError(partial) }
    close(fd)
    let final = folder + "/" + name
    do {
      let copy = try DatabaseQueue(path: partial)
      try source.backup(to: copy)
      try copy.writeWithoutTransaction { db in
        // The copy stands alone: no WAL beside it.
        try db.execute(sql: "PRAGMA journal_mode = DELETE")
        try BackupRecord(sequence: sequence, takenAt: now, kind: kind, changes: changes)
          .write(db)
      }
      let check = try copy.read { try String.fetchAll($0, sql: "PRAGMA quick_check(5)") }
      try copy.close()
      guard check == ["ok"] else { throw LibraryProblem.damaged(path: libraryPath) }
      guard rename(partial, final) == 0 else { throw LibraryFile.posixError(final) }
    } catch {
      unlink(partial)
      throw error
    }
    prune(now: now)
    let size = (try? FileManager.default.attributesOfItem(atPath: final)[.size] as? Int) ?? 0
    return Entry(path: final, date: now, kind: kind, size: size, sequence: sequence)
  }

  /// Whether the disk has room for a copy with some to spare.
  private func hasRoom() -> Bool {
    var info = statvfs()
    guard statvfs(folder, &info) == 0 else { return true }
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    let size = (try? FileManager.default.attributesOfItem(atPath: libraryPath)[.size] as? Int) ?? 0
    return free > 2 * size + 1_000_000
  }

  /// Removes the backups the rule above no longer keeps (only files of this folder whose
  /// names it wrote).
  func prune(now: Date) {
    for entry in list() where !kept(now: now).contains(entry.path) {
      unlink(entry.path)
    }
    // A copy left half-made by a program that was stopped mid-way, an hour or more ago.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(".library-") && name.hasSuffix(".partial") {
      let path = folder + "/" + name
      let made =
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
      if let made, now.timeIntervalSince(made) > 3600 { unlink(path) }
    }
  }

  /// The paths the rule keeps: the 3 newest (by sequence, whatever their dates say), the 3
  /// newest migrations, then the newest of each of 7 days and of 4 weeks before them, going
  /// from the newest backup down.
  func kept(now: Date) -> Set<String> {
    let all = list()
    var kept = Set(all.prefix(3).map(\.path))
    kept.formUnion(all.filter { $0.kind == .migration }.prefix(3).map(\.path))
    var days = [String]()
    var weeks = [Int]()
    for entry in all where entry.kind != .migration {
      let day = String(Self.stamp(entry.date).prefix(8))
      if days.contains(day) { continue }
      if days.count < 7 {
        days.append(day)
        kept.insert(entry.path)
        continue
      }
      let week = Int(entry.date.timeIntervalSince1970 / (7 * 86_400))
      guard !weeks.contains(week), weeks.count < 4 else { continue }
      days.append(day)
      weeks.append(week)
      kept.insert(entry.path)
    }
    return kept
  }

  /// A sequence number as names carry it: six digits at least.
  static func numbered(_ sequence: Int) -> String {
    let digits = String(sequence)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// A date as `YYYYMMDDTHHMMSSZ`, in UTC, as new names carry it.
  public static func utcStamp(_ date: Date) -> String {
    format(date, "%Y%m%dT%H%M%SZ", utc: true)
  }

  /// `date` written by `strftime` with `pattern`, in UTC or this computer's time zone.
  private static func format(_ date: Date, _ pattern: String, utc: Bool) -> String {
    var seconds = time_t(date.timeIntervalSince1970)
    var parts = tm()
    if utc { gmtime_r(&seconds, &parts) } else { localtime_r(&seconds, &parts) }
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, pattern, &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The date a UTC stamp names, or nil.
  static func date(utcStamp stamp: String) -> Date? {
    let bytes = Array(stamp.utf8)
    guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z"),
      let day = Int(String(stamp.prefix(8))), let time = Int(String(stamp.dropFirst(9).prefix(6)))
    else { return nil }
    var parts = calendarParts(day: day, time: time)
    return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
  }

  /// The calendar parts of a day written `YYYYMMDD` and a time written `HHMMSS`, as numbers.
  private static func calendarParts(day: Int, time: Int) -> tm {
    var parts = tm()
    parts.tm_year = Int32(day / 10_000 - 1900)
    parts.tm_mon = Int32(day / 100 % 100 - 1)
    parts.tm_mday = Int32(day % 100)
    parts.tm_hour = Int32(time / 10_000)
    parts.tm_min = Int32(time / 100 % 100)
    parts.tm_sec = Int32(time % 100)
    return parts
  }

  /// A date as `YYYYMMDD-HHMMSS` in this computer's time zone, as earlier versions' names
  /// carry it.
  public static func stamp(_ date: Date) -> String {
    format(date, "%Y%m%d-%H%M%S", utc: false)
  }

  /// The date a stamp names, or nil.
  static func date(_ stamp: String) -> Date? {
    let digits = stamp.split(separator: "-").map(String.init)
    guard digits.count == 2, digits[0].count == 8, digits[1].count == 6,
      let day = Int(digits[0]), let time = Int(digits[1])
    else { return nil }
    var parts = calendarParts(day: day, time: time)
    parts.tm_isdst = -1
    return Date(timeIntervalSince1970: TimeInterval(mktime(&parts)))
  }
}
