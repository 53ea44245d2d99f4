import Foundation
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
    #expect(reader.state.message?.text.contains("There is no file or folder") == true)

    let backup = home.directory + "/backup"
    try PhoneBackupFolder.write(
      at: backup, preferences: Data(#"{"favoriteAyahs": ["2:255", "1:1"]}"#.utf8))
    try reader.importLegacy(from: backup)
    #expect(
      try home.openLibrary().favoriteIDs() == [AyahID.parse("1:1"), AyahID.parse("2:255")])
  }
}
