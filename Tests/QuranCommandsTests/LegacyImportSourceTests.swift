import Foundation
import Interface
import TestSupport
import Testing

@testable import QuranCommands
@testable import ReaderUI

/// `quran import-legacy` and the reader's import are one pipeline: a file too large to be a
/// dump is refused by its size, before it is read, in the same sentence in both.
@Suite struct LegacyImportSourceTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aTooLargeFileIsRefusedUnreadInOneSentenceByTheCommandAndTheReader() throws {
    let dump = home.directory + "/huge.plist"
    // Sparse: 64 GB that take no disk; read whole, they could not fit in memory.
    #expect(FileManager.default.createFile(atPath: dump, contents: Data("bplist00".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: dump))
    try handle.truncate(atOffset: 64 * 1024 * 1024 * 1024)
    try handle.close()
    try Language.$scoped.withValue(.english) {
      let command = try #require(
        try Quran.parseAsRoot(["import-legacy", dump, "--home", home.directory])
          as? ImportLegacyCommand)
      var said: Problem?
      do { try command.run() } catch let problem as Problem { said = problem }
      #expect(said?.exitCode == 2)
      #expect(
        said?.message.contains("\(dump): The file is 65536 MB") == true,
        "\(String(describing: said))")
      let reader = try ReaderSession(corpus: Fixtures.corpus, library: home.openLibrary())
      try reader.importLegacy(from: dump)
      #expect(reader.state.message?.text == said?.message)
    }
    #expect(try home.openLibrary().favoriteIDs().isEmpty)
  }

  /// The sentence for a backup folder does not say to import the backup's folder, which was
  /// just done: it says what is wrong with the app's preferences file in it.
  @Test(arguments: [
    ("png", "is a PNG image, not a plist"), ("empty", "is empty"),
    ("huge", "is 20 MB, over the 16 MB this command reads"),
  ])
  func aBackupWhosePreferencesFileIsNoPlistIsToldWhatIsWrongWithIt(
    kind: String, problem: String
  ) throws {
    let backup = home.directory + "/backup-" + kind
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    try PhoneBackupFolder.write(at: backup, preferences: Data(kind == "png" ? png : []))
    let file = backup + "/43/" + PhoneBackupFolder.preferencesFileID
    if kind == "huge" {
      let handle = try #require(FileHandle(forWritingAtPath: file))
      try handle.truncate(atOffset: 20 * 1024 * 1024)
      try handle.close()
    }
    try Language.$scoped.withValue(.english) {
      let command = try #require(
        try Quran.parseAsRoot(["import-legacy", backup, "--home", home.directory])
          as? ImportLegacyCommand)
      var said: Problem?
      do { try command.run() } catch let problem as Problem { said = problem }
      let message = said?.message ?? ""
      #expect(
        message.contains(
          "\(backup): the app's preferences file in this backup (\(file)) \(problem)"),
        "\(message)")
      #expect(message.contains("back the phone up again"), "\(message)")
      #expect(!message.contains("import the backup's folder"), "\(message)")
      let reader = try ReaderSession(corpus: Fixtures.corpus, library: home.openLibrary())
      try reader.importLegacy(from: backup)
      #expect(reader.state.message?.text == said?.message)
    }
  }
}
