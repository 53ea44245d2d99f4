import Foundation
import GRDB

/// A phone backup laid out as `idevicebackup2`, Finder and iTunes lay it out, holding the app's
/// preferences: `Manifest.db` names the file, which is kept under its fileID in a folder named
/// by the fileID's first two digits.
public enum PhoneBackupFolder {
  /// SHA-1 of "AppDomain-com.Donald.Quranvn-Library/Preferences/com.Donald.Quranvn.plist".
  public static let preferencesFileID = "43c10190e8d4e8ee1677ffda029655ace9398775"

  /// Writes a backup into `folder` whose app preferences are `preferences`.
  public static func write(at folder: String, preferences: Data) throws {
    let shard = folder + "/" + preferencesFileID.prefix(2)
    try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
    let manifest = try DatabaseQueue(path: folder + "/Manifest.db")
    try manifest.write {
      try $0.execute(
        sql: """
          CREATE TABLE Files (fileID TEXT PRIMARY KEY, domain TEXT, relativePath TEXT,
            flags INTEGER, file BLOB);
          INSERT INTO Files VALUES (?, 'AppDomain-com.Donald.Quranvn',
            'Library/Preferences/com.Donald.Quranvn.plist', 1, NULL);
          """, arguments: [preferencesFileID])
    }
    try manifest.close()
    try preferences.write(to: URL(fileURLWithPath: shard + "/" + preferencesFileID))
  }
}
