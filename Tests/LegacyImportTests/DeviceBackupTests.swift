import DeviceBackup
import Foundation
import GRDB
import Testing

@testable import LegacyImport

/// A phone backup laid out as `idevicebackup2`, Finder and iTunes lay it out: `Manifest.db`
/// lists every file, each stored under its fileID in a folder named by its first two digits.
@Suite struct DeviceBackupTests {
  /// SHA-1 of "AppDomain-com.Donald.Quranvn-Library/Preferences/com.Donald.Quranvn.plist",
  /// the name a backup gives the app's preferences (`printf %s … | sha1sum`).
  static let fileID = "43c10190e8d4e8ee1677ffda029655ace9398775"

  let folder: String = {
    let path = NSTemporaryDirectory() + "backup-" + UUID().uuidString
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  /// Writes a backup into `backup`: the app's preferences (when given), another app's file,
  /// and a Manifest.plist saying whether it is encrypted.
  static func makeBackup(at backup: String, preferences: [UInt8]?, encrypted: Bool = false) throws {
    try FileManager.default.createDirectory(atPath: backup, withIntermediateDirectories: true)
    let manifest = try DatabaseQueue(path: backup + "/Manifest.db")
    try manifest.write { database in
      try database.execute(
        sql: """
          CREATE TABLE Files (fileID TEXT PRIMARY KEY, domain TEXT, relativePath TEXT,
            flags INTEGER, file BLOB);
          CREATE TABLE Properties (key TEXT PRIMARY KEY, value BLOB);
          """)
      let rows =
        [
          (
            "0b9e6ac7e0b3a2a5cfd7fd4c4e8e5f0a7d2c1e11", "AppDomain-com.example.other",
            "Library/Preferences/com.example.other.plist", 1
          ),
          (
            "5d3c8e6b1a2f4e7d9c0b8a6f5e4d3c2b1a0f9e8d", "AppDomain-com.Donald.Quranvn", "Library", 2
          ),
        ]
        + (preferences == nil ? [] : [(fileID, DeviceBackup.domain, DeviceBackup.relativePath, 1)])
      for (id, domain, path, flags) in rows {
        try database.execute(
          sql: "INSERT INTO Files VALUES (?, ?, ?, ?, x'62706c697374')",
          arguments: [id, domain, path, flags])
      }
    }
    try manifest.close()
    if let preferences {
      let shard = backup + "/" + fileID.prefix(2)
      try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
      try Data(preferences).write(to: URL(fileURLWithPath: shard + "/" + fileID))
    }
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>IsEncrypted</key><\(encrypted)/><key>Version</key>\
      <string>10.0</string></dict></plist>
      """
    try plist.write(toFile: backup + "/Manifest.plist", atomically: true, encoding: .utf8)
  }

  static func failure(_ folder: String) -> DeviceBackupError? {
    do {
      _ = try DeviceBackup.preferencesFile(in: folder)
      return nil
    } catch {
      return error
    }
  }

  @Test func aBackupFolderGivesThePlanOfItsPlist() throws {
    let plist = try Dumps.bytes("quranvn.binary.plist")
    try Self.makeBackup(at: folder, preferences: plist)
    let file = try DeviceBackup.preferencesFile(in: folder)
    #expect(file == folder + "/43/" + Self.fileID)
    let fromBackup = try LegacyImport.plan(
      contentsOf: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
    #expect(fromBackup == (try LegacyImport.plan(contentsOf: plist)))
    #expect(try ExpectedPlan.load().matches(fromBackup))
  }

  @Test func theFolderThatHoldsOneBackupIsTakenForIt() throws {
    let backup = folder + "/00008030-001A2B3C4D5E6F70"
    try Self.makeBackup(at: backup, preferences: try Dumps.bytes("quranvn.binary.plist"))
    #expect(try DeviceBackup.preferencesFile(in: folder) == backup + "/43/" + Self.fileID)
  }

  @Test func anEncryptedBackupIsSaidToBeEncrypted() throws {
    try Self.makeBackup(at: folder, preferences: [0x00, 0x01], encrypted: true)
    let error = Self.failure(folder)
    #expect(error == .encrypted(folder))
    #expect(error?.description.contains("is encrypted") == true)
    #expect(error?.description.contains("idevicebackup2 encryption off") == true)
  }

  @Test func aBackupWithoutTheAppAndAFolderThatIsNoBackupAreToldApart() throws {
    try Self.makeBackup(at: folder + "/phone", preferences: nil)
    #expect(Self.failure(folder + "/phone") == .appNotInBackup(folder + "/phone"))
    #expect(Self.failure(folder + "/phone")?.description.contains("com.Donald.Quranvn") == true)
    try FileManager.default.createDirectory(
      atPath: folder + "/empty", withIntermediateDirectories: true)
    #expect(Self.failure(folder + "/empty") == .noManifest(folder + "/empty"))
  }
}
