import Foundation
import Interface
import QuranText

/// What `quran data status` says of the footnotes, the tafsir and the look-alikes: each
/// file's check, its publisher, version and licence, and how many footnote markers found their
/// footnote.
enum StudyReport {
  static func print(source: CorpusSource?, corpusPath: String) {
    let state = currentState(source: source, corpusPath: corpusPath)
    let footnotes = PinnedText.footnotes
    if let state {
      Swift.print(StudyText.footnotesCount(state.resolved, state.markers))
      if state.resolved < state.markers {
        Swift.print(StudyText.footnotesUnresolved(state.markers - state.resolved))
      }
    } else {
      Swift.print(StudyText.footnotesNotCounted())
    }
    describe(footnotes, source: source)
    Swift.print(StudyText.footnotesCredit("1.0.7"))
    Swift.print(StudyText.tafsirTitle())
    describe(PinnedText.tafsir, source: source)
    Swift.print(StudyText.tafsirCredit())
    Swift.print(StudyText.lookAlikesHeading())
    describe(PinnedText.lookAlikes, source: source)
    Swift.print(StudyText.lookAlikesCredit())
  }

  private static func describe(_ file: PinnedText.File, source: CorpusSource?) {
    let check = source.map { FileCheck.of($0.path(of: file), against: file) } ?? .missing
    let what = check == .missing ? StudyText.missingHint(file) : TextReport.describe(check, file)
    Swift.print("  \(file.fileName): \(what)")
    Swift.print(StudyText.source(file.repository, file.commit))
  }

  /// The corpus's count, when it was built from these very files.
  private static func currentState(source: CorpusSource?, corpusPath: String) -> StudyState? {
    guard let corpus = try? Corpus(path: corpusPath),
      source.map({ corpus.wasBuilt(from: $0) }) ?? true
    else { return nil }
    return try? corpus.studyState()
  }
}

extension StudyText {
  /// "the footnotes are not on this computer: quran data fetch", or the tafsir's, or the
  /// look-alikes'.
  static func missingHint(_ file: PinnedText.File) -> String {
    switch file.content {
    case .footnotes: StudyText.footnotesMissing()
    case .lookAlikes: StudyText.lookAlikesMissing()
    case .tafsir, .translation: StudyText.tafsirMissing()
    }
  }
}
