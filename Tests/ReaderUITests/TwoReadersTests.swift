import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Two readers on one home (issue 40): each sees the other's favorites without a restart.
@Suite struct TwoReadersTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func aFavoriteMarkedInOneReaderIsCountedInTheOther() throws {
    let first = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
    let second = try ReaderSession(
      corpus: Fixtures.corpus, library: home.openLibrary(), arabicOverride: .terminal)
    _ = first.draw(width: 120, height: 40)
    #expect(second.draw(width: 120, height: 40).text(ofRow: 0).contains("★0"))
    #expect(!second.followLibrary(), "nothing changed yet")
    _ = first.handle(.character("f"))
    #expect(!first.followLibrary(), "a reader's own change is no news to it")
    #expect(second.followLibrary())
    #expect(second.draw(width: 120, height: 40).text(ofRow: 0).contains("★1"))
  }
}
