import Foundation
import Testing

@testable import QuranText

/// The data folder's path is standardized as Foundation does it, without Foundation where
/// the path is plain already (issue 63).
@Suite struct CorpusSourceStandardizedTests {
  @Test(arguments: [
    "/home/amina/.local/share/quran-vi/text", "/", "/a//b", "/a/./b", "/a/b/../c", "/a/b/",
    "/a/b/..", "/tmp/x y/é",
  ])
  func aPathIsStandardizedAsFoundationDoesIt(path: String) {
    #expect(CorpusSource.standardized(path) == (path as NSString).standardizingPath)
  }
}
