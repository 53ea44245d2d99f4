import Clocks
import Foundation
import GRDB
import Interface

/// What a person must be told about their library as it opens.
public enum LibraryNotice: Equatable, Sendable, CustomStringConvertible {
  /// The library was damaged: it was set aside whole (`movedTo`) and a new one started.
  case setAside(path: String, movedTo: String)
  /// The library is damaged and could not be set aside: an empty one stands in, in memory.
  case damagedInPlace(path: String)
  /// The data folder cannot be written: the library was opened for reading only.
  case readOnly(path: String)
  /// The library's file belongs to another user, or its mode keeps this one from writing it
  /// (the problem says whose, which mode, and the command that fixes it): it was opened for
  /// reading only.
  case permission(LibraryProblem)

  /// The sentence for a person, in the interface's language.
  public var description: String {
    switch self {
    case .setAside(let path, let movedTo): LibraryText.setAside(path, movedTo)
    case .damagedInPlace(let path): LibraryText.damagedInPlace(path)
    case .readOnly(let path):
      LibraryText.openedReadOnly((path as NSString).deletingLastPathComponent)
    case .permission(let problem): problem.description
    }
  }

  /// The sentence for the reader's status row: a read-only data folder in one row; the
  /// others as `description` says them.
  public var inOneRow: String {
    if case .readOnly = self { return LibraryText.openedReadOnlyInOneRow() }
    return description
  }
}

extension LibraryStore {
  /// Opens the library at `path` so that a damaged file never locks the person out: a file
  /// that fails SQLite's check (when opening meets damage, when it is not a database, or
  /// when an earlier run met damage in it) is set aside whole and a new library started;
  /// the notice says so. Nothing is deleted.
  public static func open(
    path: String, access: Access = .readWrite, clock: WallClock = .system
  ) throws(LibraryProblem) -> (LibraryStore, LibraryNotice?) {
    let marker = LibraryFile.suspectMarker(path)
    if FileManager.default.fileExists(atPath: marker) || !LibraryFile.hasHeader(path) {
      if case .damaged = LibraryFile.check(path) { return try setAside(path, access, clock) }
      unlink(marker)
    }
    // Opening writes nothing to the file, and the probe reads before anything is written:
    // a damaged file is set aside exactly as it was.
    do {
      let store = try LibraryStore(path: path, access: access, probing: true, clock: clock)
      guard store.isReadOnly else { return (store, nil) }
      return (
        store, FileAccess.problem(path).map(LibraryNotice.permission) ?? .readOnly(path: path)
      )
    } catch {
      guard LibraryProblem.isDamage(error), case .damaged = LibraryFile.check(path) else {
        throw LibraryProblem.from(error, path: path)
      }
      return try setAside(path, access, clock)
    }
  }

  /// Moves the damaged file aside and starts a new library in its place; where it cannot be
  /// moved, an empty library in memory stands in for this run.
  private static func setAside(_ path: String, _ access: Access, _ clock: WallClock)
    throws(LibraryProblem)
    -> (LibraryStore, LibraryNotice?)
  {
    do {
      let aside = try LibraryFile.moveAside(path, at: clock.now())
      unlink(LibraryFile.suspectMarker(path))
      return (
        try LibraryStore(path: path, access: access, clock: clock),
        .setAside(path: path, movedTo: aside)
      )
    } catch {
      do {
        return (
          LibraryStore(database: try BlankLibrary.make(), path: path), .damagedInPlace(path: path)
        )
      } catch {
        throw LibraryProblem.from(error, path: path)
      }
    }
  }

  /// Reads what a start reads (the small tables whole, the first note) through `database`,
  /// so that damage there is met now rather than in the middle of the reader.
  static func probe(_ database: DatabaseQueue) throws {
    try database.read { db in
      let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master"))
      for table in [
        "grdb_migrations", "favorite", "progress", "setting", "readingGoal", "readingPlan",
      ]
      where tables.contains(table) {
        _ = try Row.fetchAll(db, sql: "SELECT * FROM \(table)")
      }
      for table in ["note", "journal"] where tables.contains(table) {
        _ = try Row.fetchAll(db, sql: "SELECT * FROM \(table) LIMIT 1")
      }
    }
  }
}
