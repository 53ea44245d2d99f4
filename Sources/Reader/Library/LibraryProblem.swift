import Foundation
import GRDB
import Interface
import PrivateFiles

/// Why the library could not do what was asked, in words a person can act on: never SQLite's
/// own text, never a statement. Every read and write of `LibraryStore` fails with one of these.
public enum LibraryProblem: Error, Equatable, CustomStringConvertible {
  /// The file is damaged; `quran library recover` brings back what can be read.
  case damaged(path: String)
  /// The file or its folder cannot be written: nothing can be saved.
  case readOnly(path: String)
  /// The file (`path`: the library, or its WAL or shared-memory file) cannot be read or
  /// written by this user (`user`): it belongs to `owner` with `mode`; `fix` is the one
  /// command that gives it back. Not damage: nothing is moved.
  case permission(path: String, owner: String, mode: String, user: String, fix: String)
  /// The disk is full: the change was not saved. `space` says where it is full and what is
  /// left, when it could be asked.
  case diskFull(path: String, space: DiskSpace?)
  /// Another program keeps the library locked.
  case busy(path: String)
  /// Anything else, with SQLite's short reason (no statement, no arguments).
  case unusable(path: String, reason: String)

  /// The sentence for a person, in the interface's language.
  public var description: String {
    switch self {
    case .damaged(let path): LibraryText.damaged(path)
    case .readOnly(let path): LibraryText.readOnly((path as NSString).deletingLastPathComponent)
    case .permission(let path, let owner, let mode, let user, let fix):
      LibraryText.permission(path, owner, mode, user, fix)
    case .diskFull(let path, let space):
      if let space {
        LibraryText.diskFullWhere(path, space.freeText, space.mount)
      } else {
        LibraryText.diskFull(path)
      }
    case .busy(let path): LibraryText.busy(path)
    case .unusable(let path, let reason): LibraryText.unusable(path, reason)
    }
  }

  /// `error` as a problem with the library at `path`; a problem already is one.
  static func from(_ error: any Error, path: String) -> LibraryProblem {
    if let problem = error as? LibraryProblem { return problem }
    guard let error = error as? DatabaseError else {
      return .unusable(path: path, reason: "\(error)")
    }
    // A full disk is often said as an input/output error, or as a file that cannot be
    // opened (the WAL's or shared-memory file's), and never as damage to the file.
    if [.SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_FULL].contains(error.resultCode),
      let space = DiskSpace.of(path), space.isFull
    {
      return .diskFull(path: path, space: space)
    }
    if let problem = FileAccess.problem(path) { return problem }
    switch error.resultCode {
    case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged(path: path)
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
      return .readOnly(path: path)
    case .SQLITE_FULL: return .diskFull(path: path, space: DiskSpace.of(path))
    case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
    default:
      return .unusable(path: path, reason: error.message ?? "SQLite error \(error.resultCode)")
    }
  }

  /// Whether the error says the file itself is damaged.
  static func isDamage(_ error: any Error) -> Bool {
    if case .damaged = error as? LibraryProblem { return true }
    guard let error = error as? DatabaseError else { return false }
    return error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
  }
}
