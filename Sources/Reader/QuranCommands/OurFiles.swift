import DataFolder
import Foundation
import Interface

/// The files of the person's data folder that no command writes over: the library and the
/// files beside it (its log, its marker, the damaged files kept aside), its backups, the
/// drafts, the corpus and the Quran text it is built from. An `--output` that names one of
/// them (by its path, through a symbolic link, or as another name of the same file) is refused.
enum OurFiles {
  /// Throws the sentence that says so when `path` would write over one of `home`'s own files.
  static func refuseWritingOver(_ path: String, home: Home) throws {
    guard isOurs(path, home: home) else { return }
    throw Problem(LibraryText.refusedOurFile(path))
  }

  /// Whether writing `path` would replace one of `home`'s own files.
  static func isOurs(_ path: String, home: Home) -> Bool {
    let target = resolved(path)
    let folder = resolved(home.directory)
    let name = (target as NSString).lastPathComponent
    let parent = (target as NSString).deletingLastPathComponent
    if parent == folder,
      name.hasPrefix("library.sqlite") || name.hasPrefix("library.damaged-")
        || name.hasPrefix("corpus.sqlite")
    {
      return true
    }
    let guarded = [
      folder + "/backups", folder + "/drafts", resolved(home.textDirectory),
      resolved(home.ownTextDirectory),
    ]
    if guarded.contains(where: { target == $0 || target.hasPrefix($0 + "/") }) { return true }
    // Another name of the same file (a hard link, a path through other folders).
    var written = stat()
    guard stat(target, &written) == 0 else { return false }
    return [home.libraryPath, home.corpusPath].contains { ours in
      var own = stat()
      return stat(ours, &own) == 0 && own.st_dev == written.st_dev && own.st_ino == written.st_ino
    }
  }

  /// `path` made absolute with its symbolic links followed (its folder's, when the file is not
  /// there yet).
  static func resolved(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    if let real = realpath(absolute, nil) {
      defer { free(real) }
      return String(cString: real)
    }
    let folder = (absolute as NSString).deletingLastPathComponent
    let name = (absolute as NSString).lastPathComponent
    guard let real = realpath(folder, nil) else { return (absolute as NSString).standardizingPath }
    defer { free(real) }
    return String(cString: real) + "/" + name
  }
}
