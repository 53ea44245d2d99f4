import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The reader's count of ayahs due (issue 48) follows the grades a sync brings from another
/// device, once it has counted them.
@Suite struct MemorizeDueSyncTests {
  let home = TemporaryHome(withCorpus: false)

  @Test func theDueCountFollowsAGradeFromAnotherDevice() throws {
    let library = try home.openLibrary()
    let session = try ReaderSession(
      corpus: Fixtures.corpus, library: library, arabicOverride: .terminal)
    #expect(!session.countDueOnce(), "nothing is due yet")
    // What the sync writes when another device's Again of yesterday arrives: due today here.
    let yesterday = Date().addingTimeInterval(-86_400)
    try library.syncTransaction { tx in
      try tx.putMemorizeReview(
        MemorizeReview(
          ayahID: try AyahID.parse("112:1"), reviewedAt: yesterday,
          day: ReadingDate.day(of: yesterday), grade: .again, missedWords: [0]))
    }
    try session.libraryChangedElsewhere()
    #expect(session.state.memorizing.status == MemorizeText.dueStatus(1))
  }
}
