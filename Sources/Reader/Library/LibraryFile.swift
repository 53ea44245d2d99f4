import Foundation
import GRDB
import PrivateFiles

/// The library's file as a file: whether SQLite finds it whole, and setting a damaged one
/// aside. Nothing here deletes a file the person's data may be in.
public enum LibraryFile {
  /// What SQLite's integrity check found: nothing (`ok`) or the first problems it names.
  public enum Health: Equatable, Sendable {
    case ok
    case damaged([String])
    /// The check could not be made, and the file is not known to be damaged: this user may
    /// not read it, or the disk is full.
    case unchecked(LibraryProblem)
  }

  /// The first 16 bytes of every SQLite database file.
  static let header = Array("SQLite format 3\0".utf8)

  /// Runs SQLite's full integrity check on the file at `path` (and its WAL), on a copy so
  /// that the file itself is never written. A file that is not a database at all is damaged.
  public static func check(_ path: String) -> Health {
    guard FileManager.default.fileExists(atPath: path) else { return .ok }
    if let problem = FileAccess.problem(path) { return .unchecked(problem) }
    guard hasHeader(path) else { return .damaged(["not a SQLite database"]) }
    do {
      return try withCopy(of: path) { copy in
        let queue = try DatabaseQueue(path: copy)
        let lines = try queue.read { try String.fetchAll($0, sql: "PRAGMA integrity_check(20)") }
        return lines == ["ok"] ? .ok : .damaged(lines)
      }
    } catch {
      for place in [path, NSTemporaryDirectory()] {
        if let space = DiskSpace.of(place), space.isFull {
          return .unchecked(.diskFull(path: path, space: space))
        }
      }
      return .damaged([(error as? DatabaseError)?.message ?? "\(error)"])
    }
  }

  /// Whether the file begins as every SQLite database does (an empty file counts: SQLite
  /// makes it a database).
  package static func hasHeader(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return true }
    defer { try? handle.close() }
    let start = (try? handle.read(upToCount: header.count)) ?? Data()
    return start.isEmpty || Array(start) == header
  }

  /// Copies the file and its WAL into a private temporary folder, hands the copy's path to
  /// `body`, and removes the copy afterwards.
  package static func withCopy<T>(of path: String, _ body: (String) throws -> T) throws -> T {
    let folder =
      NSTemporaryDirectory() + "quran-vi-check-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let copy = folder + "/library.sqlite"
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    if FileManager.default.fileExists(atPath: path + "-wal") {
      try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
    }
    padToHeaderSize(copy)
    return try body(copy)
  }

  /// A file cut short reads as wholly damaged to SQLite (its header names more pages than
  /// it has); the copy is given its missing pages back as zeros, so the pages that are left
  /// can be read.
  static func padToHeaderSize(_ path: String) {
    guard let handle = FileHandle(forUpdatingAtPath: path) else { return }
    defer { try? handle.close() }
    guard let header = try? handle.read(upToCount: 32), header.count == 32,
      Array(header.prefix(16)) == self.header
    else { return }
    let bytes = Array(header)
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    let pages = bytes[28..<32].reduce(0) { $0 << 8 | Int($1) }
    let expected = UInt64((pageSize == 1 ? 65_536 : pageSize) * pages)
    if let size = try? handle.seekToEnd(), size < expected {
      try? handle.truncate(atOffset: expected)
    }
  }

  /// Renames the file with its WAL and shared-memory files to
  /// `library.damaged-YYYYMMDDTHHMMSSZ-bN.sqlite` (and `-wal`, `-shm`) beside it — the time in
  /// UTC, N the sequence of the newest backup at that moment, so that the backups taken since
  /// are known without a clock — never over an existing file; returns the new path of the
  /// database file.
  public static func moveAside(_ path: String, at date: Date) throws -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let newest = Backups(libraryPath: path).list().first?.sequence ?? 0
    let stamp = "\(Backups.utcStamp(date))-b\(newest)"
    var aside = folder + "/library.damaged-\(stamp).sqlite"
    var number = 1
    while FileManager.default.fileExists(atPath: aside) {
      number += 1
      aside = folder + "/library.damaged-\(stamp)-\(number).sqlite"
    }
    // The WAL first: a database file whose WAL is gone would read as older than it was.
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      guard rename(path + suffix, aside + suffix) == 0 else { throw posixError(path + suffix) }
    }
    guard rename(path, aside) == 0 else { throw posixError(path) }
    return aside
  }

  /// The damaged files set aside in `folder`, newest first.
  public static func setAside(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return
      names
      .filter { $0.hasPrefix("library.damaged-") && $0.hasSuffix(".sqlite") }
      .sorted(by: >).map { folder + "/" + $0 }
  }

  /// When the damaged file at `path` was set aside, as its name says (in UTC, or in local
  /// time for a name an earlier version gave).
  package static func setAsideDate(_ path: String) -> Date? {
    let name = (path as NSString).lastPathComponent
    guard name.hasPrefix("library.damaged-") else { return nil }
    let rest = name.dropFirst("library.damaged-".count)
    if let utc = Backups.date(utcStamp: String(rest.prefix(16))) { return utc }
    return Backups.date(String(rest.prefix(15)))
  }

  /// The sequence of the newest backup when the damaged file at `path` was set aside, as its
  /// name says; nil for a name an earlier version gave.
  package static func setAsideSequence(_ path: String) -> Int? {
    let name = (path as NSString).lastPathComponent
    guard name.hasPrefix("library.damaged-") else { return nil }
    let rest = name.dropFirst("library.damaged-".count).dropFirst(16)
    guard rest.hasPrefix("-b") else { return nil }
    return Int(rest.dropFirst(2).prefix { $0.isNumber })
  }

  /// The damaged files set aside in `folder` that are still waiting: neither recovered nor
  /// dismissed (`settle`). Each start names them.
  public static func waiting(in folder: String) -> [String] {
    setAside(in: folder).filter { !FileManager.default.fileExists(atPath: settledMarker($0)) }
  }

  /// Marks the damaged file at `aside` as dealt with (recovered, or dismissed by the person):
  /// the file stays, and `quran library recover` still reads it; only the reminders end.
  public static func settle(_ aside: String) {
    _ = FileManager.default.createFile(atPath: settledMarker(aside), contents: Data())
  }

  /// The marker beside a damaged file that says it was dealt with.
  static func settledMarker(_ aside: String) -> String { aside + ".settled" }

  /// The marker that says a check must run before the library is used again: left by a
  /// reader or command that met damage while the file was open.
  package static func suspectMarker(_ path: String) -> String { path + ".check-needed" }

  /// Leaves the marker for the next start.
  static func markSuspect(_ path: String) {
    _ = FileManager.default.createFile(atPath: suspectMarker(path), contents: Data())
  }

  static func posixError(_ path: String) -> NSError {
    NSError(
      domain: NSPOSIXErrorDomain, code: Int(errno),
      userInfo: [NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(errno)))"])
  }
}
