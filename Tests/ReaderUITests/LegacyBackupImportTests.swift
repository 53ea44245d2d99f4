import Foundation
import GRDB
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's import (the `m` menu) takes a phone backup's folder as `quran import-legacy`
/// does, and tells a missing path from an unreadable one.
@Suite struct LegacyBackupImportTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aBackupFolderImportsAndAMissingPathIsSaidToBeMissing() throws {
    let reader = try ReaderSession(corpus: Fixtures.corpus, library: home.openLibrary())
    try reader.importLegacy(from: home.directory + "/no-such-backup")
    #expect(reader.message?.text.contains("There is no file or folder") == true)

    let backup = home.directory + "/backup"
    let fileID = "43c10190e8d4e8ee1677ffda029655ace9398775"  // sha1 of domain-relativePath
    try FileManager.default.createDirectory(
      atPath: backup + "/43", withIntermediateDirectories: true)
    let manifest = try DatabaseQueue(path: backup + "/Manifest.db")
    try manifest.write {
      try $0.execute(
        sql: """
          CREATE TABLE Files (fileID TEXT PRIMARY KEY, domain TEXT, relativePath TEXT,
            flags INTEGER, file BLOB);
          INSERT INTO Files VALUES (?, 'AppDomain-com.Donald.Quranvn',
            'Library/Preferences/com.Donald.Quranvn.plist', 1, NULL);
          """, arguments: [fileID])
    }
    try manifest.close()
    try Data(#"{"favoriteAyahs": ["2:255", "1:1"]}"#.utf8).write(
      to: URL(fileURLWithPath: backup + "/43/" + fileID))
    try reader.importLegacy(from: backup)
    #expect(
      try home.openLibrary().favoriteIDs() == [AyahID.parse("1:1"), AyahID.parse("2:255")])
  }
}
