import Foundation
import Interface
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// The version of the translation in the reader: beside the translator in each surah's
/// heading and in the help's credits, and the one quiet notice of a newer version QuranEnc
/// listed when it was last asked.
@Suite struct EditionInReaderTests {
  let home = TemporaryHome(withCorpus: false)

  var shelf: TranslationShelf { TranslationShelf(directory: home.directory + "/translations") }

  func screen(_ corpus: Corpus, width: Int = 220) throws -> (ReaderSession, String) {
    let session = try ReaderSession(
      corpus: corpus, library: home.openLibrary(), arabicOverride: .terminal)
    return (session, session.draw(width: width, height: 40).text)
  }

  @Test func thePinnedVersionStandsBesideTheTranslator() throws {
    let (_, text) = try screen(Fixtures.corpus)
    #expect(text.contains(Translation.rwwad.credit(version: nil)), "\(text)")
    #expect(Translation.rwwad.credit(version: nil).contains("1.0.7"))
    let credits = HelpScreen.rows(width: 400).map(\.text).joined(separator: " ")
    #expect(credits.contains(Translation.rwwad.credit(version: nil)))
  }

  @Test func aVersionInUseStandsBesideTheTranslatorAndInTheHelp() throws {
    let path = Fixtures.sharedDirectory + "/data/footnotes/vietnamese_rwwad-1.0.7.json"
    var ayahs = try TranslationEdition.read(path: path, translation: .rwwad).ayahs
    ayahs[0].translation += " (1.0.8)"
    try shelf.keep(TranslationEdition(translation: .rwwad, version: "1.0.8", ayahs: ayahs))
    try shelf.use(.rwwad, version: "1.0.8")
    let corpus = try Corpus.open(
      at: home.home.corpusPath, source: Fixtures.source.with(shelf: shelf))
    let (session, text) = try screen(corpus)
    #expect(text.contains(Translation.rwwad.credit(version: "1.0.8")), "\(text)")
    #expect(text.contains("Đấng Khoan Dung (1.0.8)"))
    let credits = HelpScreen.rows(width: 400, editions: session.editionVersions)
      .map(\.text).joined(separator: " ")
    #expect(credits.contains(Translation.rwwad.credit(version: "1.0.8")))
  }

  /// A Hasan Abdul-Karim 1.0.2 made from the pinned text (which has no footnotes) with one
  /// footnote: `i` opens it under its ayah in the Hasan translation; Rwwad's stay Rwwad's.
  @Test func aHasanVersionsFootnoteOpensUnderItsAyah() throws {
    let pinned = try #require(
      try TranslationTexts.ayahs(.hassan, version: "app", source: Fixtures.source))
    var ayahs = pinned.map { EditionAyah(translation: $0, footnotes: "") }
    let kursi = SurahSizes.globalIndex(of: try AyahID.parse("2:255")) - 1
    ayahs[kursi].translation = ayahs[kursi].translation.replacingOccurrences(
      of: "(Kursi)", with: "(Kursi)[1]")
    ayahs[kursi].footnotes = "[1] Chú thích của bản Hasan 1.0.2."
    try shelf.keep(TranslationEdition(translation: .hassan, version: "1.0.2", ayahs: ayahs))
    try shelf.use(.hassan, version: "1.0.2")
    let corpus = try Corpus.open(
      at: home.home.corpusPath, source: Fixtures.source.with(shelf: shelf))

    let (session, _) = try screen(corpus)
    try session.switchTranslation()
    try session.open(surah: 2, at: 255)
    try session.toggleFootnotes()
    let text = session.draw(width: 220, height: 40).text
    #expect(text.contains("(Kursi)[1]"), "\(text)")
    #expect(text.contains("[1] Chú thích của bản Hasan 1.0.2."), "\(text)")
    #expect(
      session.state.message?.text == StudyText.readerFootnotesShown(try AyahID.parse("2:255")))

    try session.switchTranslation()
    try session.toggleFootnotes()
    let rwwad = session.draw(width: 220, height: 40).text
    #expect(rwwad.contains("[25] Có lời Tafsir rằng Kursi"), "\(rwwad)")
    #expect(!rwwad.contains("Chú thích của bản Hasan"))
  }

  @Test func aNewerVersionIsSaidOnceQuietly() throws {
    try shelf.record(
      TranslationShelf.Latest(asked: "2026-11-27T09:00:00Z", versions: ["rwwad": "1.0.9"]))
    let (first, _) = try screen(Fixtures.corpus)
    #expect(first.tellNewerEdition(shelf))
    #expect(
      first.state.message?.text
        == EditionText.newerNotice(Translation.rwwad.translator, "1.0.9", "rwwad")
    )
    #expect(first.state.message?.isError == false)
    let (second, _) = try screen(Fixtures.corpus)
    #expect(!second.tellNewerEdition(shelf))
    #expect(second.state.message == nil)
  }

  @Test func nothingIsSaidWhenTheVersionInUseIsTheLatest() throws {
    try shelf.record(
      TranslationShelf.Latest(asked: "2026-11-27T09:00:00Z", versions: ["rwwad": "1.0.7"]))
    let (session, _) = try screen(Fixtures.corpus)
    #expect(!session.tellNewerEdition(shelf))
  }
}
