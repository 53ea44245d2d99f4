import Foundation
import Interface

/// The libraries of the people who signed in on one computer. The one in use is the library
/// (`library.sqlite`); each other one is kept whole in a folder of its own, under the record
/// name of the user it last synced with (`libraries/<userRecordName>.sqlite`), as the sync
/// left it: its changes waiting, what the server held. Signing in as that person again puts
/// it back in use. Libraries are switched by renaming closed files, never while another
/// program holds the library open; nothing is ever written over.
public struct LibraryShelf: Sendable {
  /// The library in use.
  public let libraryPath: String
  /// The folder the other libraries are kept in.
  public let folder: String

  /// The shelf of the library at `libraryPath`, its other libraries in `folder`.
  public init(libraryPath: String, folder: String) {
    self.libraryPath = libraryPath
    self.folder = folder
  }

  /// The file `user`'s library is kept in while another is in use.
  public func keptPath(of user: String) -> String {
    folder + "/" + Self.fileName(user) + ".sqlite"
  }

  /// Whether a library of `user`'s is kept here.
  public func hasKept(_ user: String) -> Bool {
    FileManager.default.fileExists(atPath: keptPath(of: user))
  }

  /// Where the library in use, `user`'s, is set aside: its kept file, or, when one of theirs
  /// is kept already (it stays the one brought back), a file named after `date` beside it —
  /// never where a file (or its export) is.
  public func asidePath(for user: String, at date: Date) -> String {
    func taken(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: path)
        || FileManager.default.fileExists(atPath: Self.exportPath(beside: path))
    }
    let kept = keptPath(of: user)
    guard taken(kept) else { return kept }
    let stamp = Backups.utcStamp(date)
    var path = folder + "/" + Self.fileName(user) + "-\(stamp).sqlite"
    var number = 1
    while taken(path) {
      number += 1
      path = folder + "/" + Self.fileName(user) + "-\(stamp)-\(number).sqlite"
    }
    return path
  }

  /// The export written beside a library kept at `path` (`quran import` takes it).
  public static func exportPath(beside path: String) -> String {
    (path.hasSuffix(".sqlite") ? String(path.dropLast(".sqlite".count)) : path) + ".json"
  }

  /// Sets the library in use aside at `aside` (nil: it is empty and is let go) and puts
  /// `user`'s kept library in its place; without one, the next open starts a new library.
  /// The library must be closed in this process (`LibraryStore.close`); while another
  /// program holds it open (the reader, a watching sync), nothing is moved. Returns whether
  /// `user`'s library came back.
  @discardableResult
  public func switchTo(_ user: String, settingAsideAt aside: String?) throws(LibraryShelfProblem)
    -> Bool
  {
    let kept = keptPath(of: user)
    let bringsBack = FileManager.default.fileExists(atPath: kept)
    let hold = try LibraryHold(libraryPath)
    defer { hold.release() }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      if let aside {
        try Self.move(libraryPath, to: aside)
      } else {
        for suffix in ["", "-wal"] { unlink(libraryPath + suffix) }
      }
      if bringsBack {
        do { try Self.move(kept, to: libraryPath) } catch {
          // The library set aside goes back in use: nothing changed.
          if let aside { try? Self.move(aside, to: libraryPath) }
          throw error
        }
        // The export beside it told of the library now in use again.
        unlink(Self.exportPath(beside: kept))
      }
    } catch {
      throw .notMoved(path: libraryPath, reason: error.localizedDescription)
    }
    return bringsBack
  }

  /// Renames a closed database file with its WAL (when one was left), the WAL first: a file
  /// whose WAL is gone would read as older than it was.
  private static func move(_ path: String, to destination: String) throws {
    if FileManager.default.fileExists(atPath: path + "-wal") {
      guard rename(path + "-wal", destination + "-wal") == 0 else {
        throw LibraryFile.posixError(path + "-wal")
      }
    }
    guard rename(path, destination) == 0 else { throw LibraryFile.posixError(path) }
  }

  /// A user's record name as a file name: ASCII letters, digits, `_` and `-` kept, anything
  /// else (a `/`, a dot) written as `_`.
  static func fileName(_ user: String) -> String {
    let name = String(user.map { allowedInNames.contains($0) ? $0 : "_" })
    return name.isEmpty ? "_" : name
  }

  private static let allowedInNames = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
}

/// Why the libraries could not be switched; nothing was moved.
public enum LibraryShelfProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// Another program holds the library at `path` open.
  case heldOpen(path: String)
  /// A file could not be moved, as the system said.
  case notMoved(path: String, reason: String)

  /// The sentence for a person, in the interface's language.
  public var description: String {
    switch self {
    case .heldOpen(let path): LibrarySwitchText.heldOpen(path)
    case .notMoved(let path, let reason): LibrarySwitchText.notMoved(path, reason)
    }
  }
}
