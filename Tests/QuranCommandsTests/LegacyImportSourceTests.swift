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
      #expect(reader.message?.text == said?.message)
    }
    #expect(try home.openLibrary().favoriteIDs().isEmpty)
  }
}
