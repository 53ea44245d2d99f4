import Foundation
import Interface
import QuranText

/// What `quran data status` says of the footnotes, the tafsir and the look-alikes: each
/// file's check, its publisher, version and licence, and how many of each translation's
/// footnote markers found their footnote (Rwwad's, and a Hasan Abdul-Karim version's when one
/// is in use).
enum StudyReport {
  static func print(source: CorpusSource?, corpusPath: String) {
    let corpus = currentCorpus(source: source, corpusPath: corpusPath)
    for translation in Translation.allCases {
      printFootnotes(of: translation, corpus: corpus, source: source)
    }
    Swift.print(StudyText.tafsirTitle())
    describe(PinnedText.tafsir, source: source)
    Swift.print(StudyText.tafsirCredit())
    Swift.print(StudyText.lookAlikesHeading())
    describe(PinnedText.lookAlikes, source: source)
    Swift.print(StudyText.lookAlikesCredit())
  }

  /// One translation's footnotes: how many markers found their footnote, the pinned file
  /// they come from (Rwwad's), and their credit with the version in use; nothing for a text
  /// without footnotes (the pinned Hasan Abdul-Karim text).
  private static func printFootnotes(
    of translation: Translation, corpus: Corpus?, source: CorpusSource?
  ) {
    let inUse = source?.shelf?.inUse(translation)
    let name = translation == .rwwad ? "Rwwad" : "Hasan Abdul-Karim"
    if let count = corpus.flatMap({ try? $0.footnoteCount(translation) }) {
      Swift.print(StudyText.footnotesCount(name, count.resolved, count.markers))
      if count.resolved < count.markers {
        Swift.print(StudyText.footnotesUnresolved(count.markers - count.resolved))
      }
    } else if translation == .rwwad || inUse != nil {
      Swift.print(StudyText.footnotesNotCounted(name))
    } else {
      return
    }
    if translation == .rwwad { describe(PinnedText.footnotes, source: source) }
    guard let version = inUse ?? translation.pinnedVersion else { return }
    Swift.print(
      translation == .rwwad
        ? StudyText.footnotesCredit(version) : StudyText.footnotesCreditHasan(version))
  }

  private static func describe(_ file: PinnedText.File, source: CorpusSource?) {
    let check = source.map { FileCheck.of($0.path(of: file), against: file) } ?? .missing
    let what = check == .missing ? StudyText.missingHint(file) : TextReport.describe(check, file)
    Swift.print("  \(file.fileName): \(what)")
    Swift.print(StudyText.source(file.repository, file.commit))
  }

  /// The corpus, when it was built from these very files.
  private static func currentCorpus(source: CorpusSource?, corpusPath: String) -> Corpus? {
    guard let corpus = try? Corpus(path: corpusPath),
      source.map({ corpus.wasBuilt(from: $0) }) ?? true
    else { return nil }
    return corpus
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
