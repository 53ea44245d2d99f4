import CloudRecords
import Foundation
import Interface
import Library
import QuranCommands
import Sync

/// What `quran login` does with this home's library when someone signs in: another person's
/// sign-in never takes it unasked. A library never synced, or one holding nothing,
/// is simply used, as is the library of the person signing in again; for anyone else the
/// person chooses (`--library`, or the question on a terminal) to keep it for the new
/// account, or to set it aside for its person (`LibraryShelf`) and start empty — or find the
/// library the new person left here. No answer changes nothing.
struct LibrarySwitch {
  let place: SyncPlace
  /// `--library`, when given.
  let handover: LoginCommand.LibraryHandover?

  /// The library to sync as `user` (`name`, as a person reads it), once settled; a `Problem`
  /// when nothing may change (no answer, or the library held open by another program).
  /// `lastName` names the library's last user, when the account file knows them.
  func library(for user: String, named name: String, lastName: (String) -> String)
    throws -> LibraryStore
  {
    let library = try place.library()
    guard let last = try SyncEngine.lastUser(of: library), last != user else { return library }
    let shelf = LibraryShelf(
      libraryPath: library.path, folder: place.home.librariesDirectory)
    let now = library.clock.now()
    let holdings = try library.holdings(now: now)
    if holdings.isEmpty {
      // Nothing to ask about: the new person's library kept here comes back, else this one
      // is theirs.
      guard shelf.hasKept(user) else { return library }
      return try switchLibrary(library, shelf, to: user, named: name, settingAside: nil)
    }
    let aside = shelf.asidePath(for: last, at: now)
    let choice =
      handover
      ?? ask(
        holdings, last: lastName(last), new: name,
        second: shelf.hasKept(user)
          ? LibrarySwitchText.bringBack(aside, name) : LibrarySwitchText.startEmpty(aside, name))
    switch choice {
    case .keep?: return library
    case .aside?:
      return try switchLibrary(
        library, shelf, to: user, named: name, settingAside: (aside, lastName(last)))
    case nil:
      throw Problem(LibrarySwitchText.cancelled(lastName(last), name))
    }
  }

  /// The question, on a terminal; nil for no answer (end of input, not a terminal, an answer
  /// that is none of the choices).
  private func ask(
    _ holdings: LibraryHoldings, last: String, new: String, second: String
  ) -> LoginCommand.LibraryHandover? {
    guard isatty(STDIN_FILENO) == 1 else { return nil }
    print(
      LibrarySwitchText.question(
        last, holdings.notes, holdings.favorites, holdings.progress, holdings.readingDays,
        holdings.grades, holdings.settings, holdings.trash, holdings.waiting, new, second),
      terminator: " ")
    fflush(nil)
    let answer = OneKeyAnswer.read()
    if answer == "a" { return .keep }
    if answer == "b" { return .aside }
    return nil
  }

  /// Sets `library` aside at `aside` (with its export beside it, and says so) or lets it go
  /// (an empty one), puts `user`'s kept library in its place, and opens what is now in use.
  private func switchLibrary(
    _ library: LibraryStore, _ shelf: LibraryShelf, to user: String, named name: String,
    settingAside aside: (path: String, person: String)?
  ) throws -> LibraryStore {
    let export = aside.map { LibraryShelf.exportPath(beside: $0.path) }
    do {
      if let export {
        try FileManager.default.createDirectory(
          atPath: shelf.folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        try Self.write(try library.exportDocument().encoded() + Data("\n".utf8), to: export)
      }
      try library.close()
      let broughtBack = try shelf.switchTo(user, settingAsideAt: aside?.path)
      if let aside, let export {
        print(LibrarySwitchText.setAside(aside.person, aside.path, export))
      }
      if broughtBack { print(LibrarySwitchText.broughtBack(name)) }
    } catch let problem as LibraryShelfProblem {
      if let export { unlink(export) }
      throw Problem(problem.description)
    } catch {
      if let export { unlink(export) }
      throw Problem(LibrarySwitchText.notMoved(library.path, "\(error)"))
    }
    return try place.library()
  }

  /// Writes `data` to a new file at `path`, readable by its owner alone, never over a file.
  private static func write(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try file.write(contentsOf: data)
      try file.synchronize()
      try file.close()
    } catch {
      unlink(path)
      throw error
    }
  }
}
