import Foundation
import GRDB

/// The library's own backups, in `backups/` beside it: a consistent copy (SQLite's online
/// backup, taken while the library is in use without stopping its writers) before every
/// migration and at most once a day, each checked whole before it is kept.
///
/// Kept: the newest of each of the last 7 days that have one, the newest of each of the 4
/// weeks before those, and the 3 newest taken before a migration — at most 14 files, each
/// 0600 in a 0700 folder. No backup is taken when the disk has less free space than twice
/// the library.
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
  }

  /// The backups of the library at `libraryPath`.
  public init(libraryPath: String) {
    self.libraryPath = libraryPath
    folder = (libraryPath as NSString).deletingLastPathComponent + "/backups"
  }

  /// Every backup, newest first.
  public func list() -> [Entry] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap { name -> Entry? in
      guard name.hasPrefix("library-"), name.hasSuffix(".sqlite") else { return nil }
      let parts = name.dropFirst("library-".count).dropLast(".sqlite".count)
        .split(separator: "-", maxSplits: 2)
      guard parts.count == 3, let date = Self.date(String(parts[0] + "-" + parts[1])),
        let kind = Kind(rawValue: String(parts[2]))
      else { return nil }
      let path = folder + "/" + name
      let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      return Entry(path: path, date: date, kind: kind, size: size ?? 0)
    }.sorted { $0.date > $1.date }
  }

  /// The newest backup whose file passes SQLite's integrity check.
  public func newestGood() -> Entry? {
    list().first { LibraryFile.check($0.path) == .ok }
  }

  /// Whether today (in this computer's time zone) has no daily backup yet.
  public func isDailyDue(at now: Date = Date()) -> Bool {
    let today = Self.stamp(now).prefix(8)
    return !list().contains { $0.kind == .daily && Self.stamp($0.date).hasPrefix(today) }
  }

  /// Copies `source` into a new backup, checks the copy whole, keeps it, and lets go of
  /// the backups no longer kept. A damaged copy is not kept: the library is damaged, and
  /// `LibraryProblem.damaged` says so. Returns nil when the disk is too full to try.
  @discardableResult
  public func take(from source: any DatabaseReader, kind: Kind, at now: Date = Date()) throws
    -> Entry?
  {
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard hasRoom() else { return nil }
    let name = "library-\(Self.stamp(now))-\(kind.rawValue).sqlite"
    let partial = folder + "/." + name + ".partial"
    unlink(partial)
    let fd = open(partial, O_CREAT | O_EXCL | O_WRONLY | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw LibraryFile.posixError(partial) }
    close(fd)
    do {
      let copy = try DatabaseQueue(path: partial)
      try source.backup(to: copy)
      // The copy stands alone: no WAL beside it.
      try copy.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
      let check = try copy.read { try String.fetchAll($0, sql: "PRAGMA quick_check(5)") }
      try copy.close()
      guard check == ["ok"] else { throw LibraryProblem.damaged(path: libraryPath) }
      let final = folder + "/" + name
      guard rename(partial, final) == 0 else { throw LibraryFile.posixError(final) }
    } catch {
      unlink(partial)
      throw error
    }
    prune(now: now)
    return list().first { $0.path.hasSuffix("/" + name) }
  }

  /// Whether the disk has room for a copy with some to spare.
  private func hasRoom() -> Bool {
    var info = statvfs()
    guard statvfs(folder, &info) == 0 else { return true }
    let free = Int(info.f_bavail) * Int(info.f_frsize)
    let size = (try? FileManager.default.attributesOfItem(atPath: libraryPath)[.size] as? Int) ?? 0
    return free > 2 * (size ?? 0) + 1_000_000
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

  /// The paths the rule keeps.
  func kept(now: Date) -> Set<String> {
    let all = list()
    var kept = Set(all.filter { $0.kind == .migration }.prefix(3).map(\.path))
    var days = [String]()
    var weeks = [Int]()
    for entry in all where entry.kind == .daily {
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

  /// A date as `YYYYMMDD-HHMMSS` in this computer's time zone, as file names carry it.
  public static func stamp(_ date: Date) -> String {
    var seconds = time_t(date.timeIntervalSince1970)
    var parts = tm()
    localtime_r(&seconds, &parts)
    var buffer = [CChar](repeating: 0, count: 32)
    let count = strftime(&buffer, buffer.count, "%Y%m%d-%H%M%S", &parts)
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The date a stamp names, or nil.
  static func date(_ stamp: String) -> Date? {
    let digits = stamp.split(separator: "-").map(String.init)
    guard digits.count == 2, digits[0].count == 8, digits[1].count == 6,
      let day = Int(digits[0]), let time = Int(digits[1])
    else { return nil }
    var parts = tm()
    parts.tm_year = Int32(day / 10_000 - 1900)
    parts.tm_mon = Int32(day / 100 % 100 - 1)
    parts.tm_mday = Int32(day % 100)
    parts.tm_hour = Int32(time / 10_000)
    parts.tm_min = Int32(time / 100 % 100)
    parts.tm_sec = Int32(time % 100)
    parts.tm_isdst = -1
    return Date(timeIntervalSince1970: TimeInterval(mktime(&parts)))
  }
}

extension LibraryStore {
  /// The library's backups.
  public var backups: Backups { Backups(libraryPath: path) }

  /// Takes today's backup now; nil when the disk is too full to try.
  /// The copy is read through a connection of its own, in one read transaction: in WAL
  /// mode the reader's writes go on meanwhile (the library's own writer is not held).
  public func backUp(at now: Date = Date()) throws -> Backups.Entry? {
    do {
      var configuration = Configuration()
      configuration.readonly = true
      let source = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? source.close() }
      return try backups.take(from: source, kind: .daily, at: now)
    } catch {
      throw problem(error)
    }
  }

  /// Takes today's backup when there is none yet (at most one a day); a library that
  /// cannot be written takes none. Returns the backup taken, if any.
  @discardableResult
  public func backUpIfDue(at now: Date = Date()) throws -> Backups.Entry? {
    guard writeRefusal == nil, backups.isDailyDue(at: now) else { return nil }
    return try backUp(at: now)
  }
}
