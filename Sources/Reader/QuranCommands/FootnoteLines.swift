import Foundation
import Interface
import QuranText

/// The footnotes of the ayahs a command prints: after each ayah, those of the translation
/// shown (`[25] Có lời Tafsir rằng Kursi…`); when they are not on this computer (or were
/// refused), one hint on standard error, the first time an ayah has a marker.
final class FootnoteLines {
  let corpus: Corpus
  let translation: Translation
  private var hinted = false
  /// How the translation's footnotes came into the corpus; nil for a text without any (the
  /// pinned Hasan Abdul-Karim text).
  private lazy var check: FileCheck? = {
    do { return try corpus.footnoteCheck(translation) } catch { return .missing }
  }()
  private lazy var absence: String? = check.flatMap(Self.absence)

  init(corpus: Corpus, translation: Translation) {
    self.corpus = corpus
    self.translation = translation
  }

  /// An ayah's footnotes in the translation shown; nil for a text that has none to hold.
  func footnotes(of ayah: Ayah) throws -> [Footnote]? {
    guard check != nil else { return nil }
    return try corpus.footnotes(of: ayah.id, translation: translation)
  }

  /// Writes an ayah's footnotes, or the one hint that they are missing.
  func print(_ ayah: Ayah, to output: Output) throws {
    guard let footnotes = try footnotes(of: ayah) else { return }
    for footnote in footnotes {
      output.referenced("[\(footnote.marker)]", footnote.text, indent: 4, gap: 1, style: .marker)
    }
    guard footnotes.isEmpty, !hinted, let absence, ayah.vietnamese.contains("[") else { return }
    hinted = true
    FileHandle.standardError.write(Data("quran: \(absence)\n".utf8))
  }

  /// Why the corpus holds no footnotes, or nil when it holds them.
  static func absence(_ check: FileCheck) -> String? {
    switch check {
    case .matches: nil
    case .missing: StudyText.footnotesMissing()
    case .wrongSize, .wrongDigest: DataText.notPublishedOne(PinnedText.footnotes.fileName)
    }
  }
}
