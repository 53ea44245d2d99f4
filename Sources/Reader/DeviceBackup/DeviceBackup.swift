import Foundation
import GRDB
import Interface
import LegacyImport

/// Finding the iPhone app's preferences file in a local backup of the phone, for
/// `quran import-legacy FOLDER`.
///
/// Owns: telling a backup folder from any other (`Manifest.db`), an encrypted backup from
/// a readable one (`Manifest.plist`'s `IsEncrypted`), and looking up where the backup
/// stored the app's `Library/Preferences/com.Donald.Quranvn.plist`.
///
/// A backup made by `idevicebackup2`, Finder or iTunes (iOS 10 and later) keeps every file
/// under a hashed name, `<folder>/<first two of fileID>/<fileID>`, and lists them in the
/// SQLite database `Manifest.db`: table `Files(fileID, domain, relativePath, flags, file)`,
/// one row a file, `flags` 1 for a plain file. An app's sandbox is domain `AppDomain-<bundle
/// id>`. The backup is only read.
public enum DeviceBackup {
  /// The app's bundle id: its preferences domain, and the name of its sandbox in a backup.
  public static let bundleID = "com.Donald.Quranvn"
  /// The domain of the app's sandbox in a backup's `Manifest.db`.
  public static let domain = "AppDomain-" + bundleID
  /// The preferences file's path in the app's sandbox.
  public static let relativePath = "Library/Preferences/\(bundleID).plist"

  /// True when `path` is a folder (so it can only be a backup, never a dump).
  public static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The path of the app's preferences file in the backup in `folder` (or in its one
  /// subfolder that is a backup, as `idevicebackup2 backup FOLDER` names it by the UDID).
  public static func preferencesFile(in folder: String) throws(DeviceBackupError) -> String {
    let backup = try backupFolder(in: folder)
    if isEncrypted(backup) { throw .encrypted(backup) }
    let fileID = try lookUpFileID(in: backup)
    let path = backup + "/" + fileID.prefix(2) + "/" + fileID
    guard FileManager.default.fileExists(atPath: path) else {
      throw .fileMissing(backup, fileID: fileID)
    }
    return path
  }

  private static func backupFolder(in folder: String) throws(DeviceBackupError) -> String {
    let folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    if holdsManifest(folder) { return folder }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let backups = children.sorted().filter { holdsManifest(folder + "/" + $0) }
    guard backups.count <= 1 else { throw .severalBackups(folder, backups) }
    guard let only = backups.first else { throw .noManifest(folder) }
    return folder + "/" + only
  }

  private static func holdsManifest(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/Manifest.db")
  }

  /// `Manifest.plist` says `IsEncrypted`; an encrypted backup's `Manifest.db` is encrypted too,
  /// so one that is not SQLite counts as encrypted even without the plist.
  private static func isEncrypted(_ backup: String) -> Bool {
    if let bytes = FileManager.default.contents(atPath: backup + "/Manifest.plist"),
      let manifest = try? LegacyDump.read([UInt8](bytes)),
      case .dictionary(let entries) = manifest.root,
      entries.last(where: { $0.key == "IsEncrypted" })?.value == .bool(true)
    {
      return true
    }
    guard let handle = FileHandle(forReadingAtPath: backup + "/Manifest.db") else { return false }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    return header != Data("SQLite format 3\u{0}".utf8)
  }

  private static func lookUpFileID(in backup: String) throws(DeviceBackupError) -> String {
    let fileID: String?
    do {
      var configuration = Configuration()
      configuration.readonly = true
      let manifest = try DatabaseQueue(path: backup + "/Manifest.db", configuration: configuration)
      fileID = try manifest.read { database in
        try String.fetchOne(
          database,
          sql: "SELECT fileID FROM Files WHERE domain = ? AND relativePath = ? AND flags = 1",
          arguments: [domain, relativePath])
      }
    } catch {
      throw .manifestUnreadable(backup, problem: String(describing: error))
    }
    guard let fileID else { throw .appNotInBackup(backup) }
    // The name comes from the backup: only a SHA-1 in hex may become a path.
    guard fileID.count == 40, fileID.allSatisfy(\.isHexDigit) else {
      throw .manifestUnreadable(backup, problem: "fileID \(fileID.prefix(60)) is not a SHA-1")
    }
    return fileID.lowercased()
  }
}

/// Why no preferences file can be taken from a backup folder; nothing is imported then.
public enum DeviceBackupError: Error, Equatable, CustomStringConvertible {
  /// The folder holds no `Manifest.db`, nor does any folder in it.
  case noManifest(String)
  /// The folder holds several backups (their folder names given).
  case severalBackups(String, [String])
  /// The backup is encrypted, so its files cannot be read.
  case encrypted(String)
  /// `Manifest.db` lists no preferences file of the app.
  case appNotInBackup(String)
  /// `Manifest.db` lists the file under `fileID`, but the backup lacks it.
  case fileMissing(String, fileID: String)
  /// `Manifest.db` cannot be read as a backup's list of files.
  case manifestUnreadable(String, problem: String)

  /// A sentence saying what is wrong and what to do, in the interface's language.
  public var description: String {
    switch self {
    case .noManifest(let folder):
      ImportText.backupWithoutManifest(folder, ImportText.exportAdvice)
    case .severalBackups(let folder, let backups):
      ImportText.severalBackups(folder, backups.joined(separator: ", "))
    case .encrypted(let folder): ImportText.backupEncrypted(folder)
    case .appNotInBackup(let folder): ImportText.backupWithoutApp(folder)
    case .fileMissing(let folder, let fileID):
      ImportText.backupFileMissing(folder, fileID.prefix(2) + "/" + fileID)
    case .manifestUnreadable(let folder, let problem):
      ImportText.backupManifestUnreadable(folder, problem)
    }
  }
}
