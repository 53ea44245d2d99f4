import Foundation
import Interface
import QuranText
import TestSupport
import Testing

@testable import TextFetch

/// `TranslationUpdate` against QuranEnc's API on a loopback port (`QuranEncServer`), serving a
/// 1.0.8 made from the pinned 1.0.7: the update, its refusals, an update stopped at each step,
/// the corpus that follows the version in use, and the way back.
@Suite final class TranslationUpdateTests: Sendable {
  let server: QuranEncServer
  let home = TemporaryHome(withCorpus: false)

  init() throws {
    server = try QuranEncServer()
  }

  deinit { server.stop() }

  var shelf: TranslationShelf { TranslationShelf(directory: home.directory + "/translations") }
  var source: CorpusSource { Fixtures.source.with(shelf: shelf) }

  func update(_ server: QuranEncServer? = nil) -> TranslationUpdate {
    TranslationUpdate(
      source: source, quranEnc: QuranEnc(base: URL(string: (server ?? self.server).address)!))
  }

  func corpus() throws -> Corpus {
    try Corpus.open(at: home.home.corpusPath, source: source)
  }

  /// Nothing of the shelf but what was there: no version in use, none kept, no part left.
  func expectNothingChanged(_ comment: Comment? = nil) {
    #expect(shelf.inUse(.rwwad) == nil, comment)
    #expect(shelf.kept(.rwwad).isEmpty, comment)
    let left = (try? FileManager.default.subpathsOfDirectory(atPath: shelf.directory)) ?? []
    #expect(left.allSatisfy { !$0.contains(".partial") }, "\(left)")
  }

  @Test func fetchesChecksKeepsAndSwitchesThenTheCorpusFollows() throws {
    let report = try update().run(.rwwad)
    #expect(report.from == nil)
    #expect(report.to == "1.0.8")
    #expect(report.changed.map(\.description) == QuranEncServer.changedAyahs)
    #expect(shelf.inUse(.rwwad) == "1.0.8")
    #expect(shelf.kept(.rwwad) == ["1.0.8"])
    #expect(shelf.latest()?.versions == ["rwwad": "1.0.8", "hassan": "1.0.1"])
    #expect(server.paths.filter { $0.contains("/sura/") }.count == 114)

    let corpus = try corpus()
    #expect(corpus.editionVersions() == [.rwwad: "1.0.8"])
    let opening = try corpus.ayah(AyahID.parse("1:1"), translation: .rwwad)
    #expect(opening.vietnamese.hasSuffix("(1.0.8)"))
    let kursi = try corpus.footnotes(of: AyahID.parse("2:255"))
    #expect(kursi.first { $0.marker == 25 }?.text.hasPrefix(QuranEncServer.changedFootnote) == true)
    // The search index follows: the new words find 2:255, which the pinned text's did not.
    let found = try corpus.search("Thượng Đế duy nhất", translation: .rwwad, limit: 6236)
    #expect(found.hits.map(\.id.description).contains("2:255"))
    let before = try Fixtures.corpus.search("Thượng Đế duy nhất", translation: .rwwad, limit: 6236)
    #expect(!before.hits.map(\.id.description).contains("2:255"))
    // The Hassan text is untouched.
    #expect(
      try corpus.ayah(AyahID.parse("1:1"), translation: .hassan).vietnamese.contains("(1.0.8)")
        == false)

    // Asked again, there is nothing newer: nothing is fetched.
    let asked = server.paths.count
    let again = try update().run(.rwwad)
    #expect(again.alreadyLatest)
    #expect(server.paths.count == asked + 1)
  }

  /// A Hasan Abdul-Karim version's footnotes stand under its own text, matched by their
  /// markers as Rwwad's are; Rwwad's stay under Rwwad's; the pinned Hasan text has none.
  @Test func aHasanVersionsFootnotesStandUnderItsOwnText() throws {
    #expect(try Fixtures.corpus.footnoteCheck(.hassan) == nil)
    let hasan = try QuranEncServer(hassanVersion: "1.0.2")
    defer { hasan.stop() }
    let report = try update(hasan).run(.hassan)
    #expect(report.to == "1.0.2")
    #expect(report.changed.map(\.description) == [QuranEncServer.hassanFootnoteAyah])

    let corpus = try corpus()
    #expect(corpus.editionVersions() == [.hassan: "1.0.2"])
    #expect(try corpus.footnoteCheck(.hassan) == .matches)
    let kursi = try AyahID.parse(QuranEncServer.hassanFootnoteAyah)
    #expect(
      try corpus.ayah(kursi, translation: .hassan).vietnamese.contains("(Kursi)[1]"))
    let footnotes = try corpus.footnotes(of: kursi, translation: .hassan)
    #expect(footnotes.map(\.marker) == [1])
    #expect(footnotes.first?.text == QuranEncServer.hassanFootnote)
    let surah = try corpus.footnotes(inSurah: kursi.surah, translation: .hassan)
    #expect(surah.keys.sorted() == [kursi.ayah])
    #expect(try corpus.footnotes(of: kursi, translation: .rwwad).map(\.marker) == [25])
    #expect(try corpus.footnoteCheck(.rwwad) == .matches)
    #expect(try corpus.studyState().markers == 175)
  }

  @Test func goingBackToThePinnedTextAndForwardAgain() throws {
    try update().run(.rwwad)
    try shelf.use(.rwwad, version: nil)
    var corpus = try corpus()
    #expect(corpus.editionVersions().isEmpty)
    #expect(try !corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).vietnamese.contains("1.0.8"))
    let pinned = try corpus.footnotes(of: AyahID.parse("2:255"))
    #expect(pinned.first { $0.marker == 25 }?.text.hasPrefix("Có lời Tafsir") == true)
    #expect(shelf.kept(.rwwad) == ["1.0.8"])

    // Forward again: the kept version is used, not fetched again.
    let before = server.paths.count
    let report = try update().run(.rwwad)
    #expect(report.to == "1.0.8")
    #expect(server.paths.count == before + 1)
    corpus = try self.corpus()
    #expect(
      try corpus.ayah(AyahID.parse("1:1"), translation: .rwwad).vietnamese.hasSuffix("(1.0.8)"))
  }

  static let faults: [QuranEncServer.Fault] = [
    .truncated(surah: 2), .malformed(surah: 3), .tooLarge(surah: 4), .ayahMissing(surah: 5),
    .footnotesMissing(surah: 2),
  ]

  @Test(arguments: faults) func anAnswerThatIsNotAWholeTranslationChangesNothing(
    fault: QuranEncServer.Fault
  ) throws {
    server.set(fault)
    let error = try #require(throws: QuranEncError.self) { try self.update().run(.rwwad) }
    switch (fault, error) {
    case (.truncated, .cutShort), (.malformed, .malformed), (.tooLarge, .tooLarge),
      (.ayahMissing, .notWhole), (.footnotesMissing, .notWhole):
      break
    default: Issue.record("\(fault) was refused as \(error)")
    }
    #expect(
      error.description.hasSuffix("nothing changed.")
        || error.description.hasSuffix("không có gì thay đổi."))
    expectNothingChanged("\(fault)")
    let corpus = try corpus()
    #expect(corpus.editionVersions().isEmpty)
  }

  @Test func withoutTheNetworkNothingChanges() throws {
    let gone = try QuranEncServer()
    let address = gone.address
    gone.stop()
    let update = TranslationUpdate(source: source, quranEnc: QuranEnc(base: URL(string: address)!))
    let error = try #require(throws: QuranEncError.self) { try update.run(.rwwad) }
    guard case .unreachable = error else {
      Issue.record("refused as \(error)")
      return
    }
    #expect(shelf.latest() == nil)
    expectNothingChanged()
  }

  /// An answer that does not come is given up after the silence allowed (shortened here to
  /// a second from `QuranEnc.idleTimeout`), and nothing changes.
  @Test func aSilentAnswerIsGivenUpWithinItsBound() throws {
    server.set(.held(surah: 2))
    defer { server.release() }
    var quranEnc = QuranEnc(base: URL(string: server.address)!)
    quranEnc.silenceTimeout = 1
    let update = TranslationUpdate(source: source, quranEnc: quranEnc)
    let error = try #require(throws: QuranEncError.self) { try update.run(.rwwad) }
    #expect(error == .cutShort(what: "vietnamese_rwwad 2", reason: NetworkText.noAnswerWithin(1)))
    expectNothingChanged()
  }

  struct Stopped: Error {}

  static let steps: [TranslationUpdate.Step] = [
    .list, .surah(1), .surah(57), .surah(114), .check, .keep, .use,
  ]

  /// With 1.0.8 in use, an update to 1.0.9 stopped before any step leaves 1.0.8 in use and
  /// whole, and the corpus built from it.
  @Test(arguments: steps) func anUpdateStoppedAtAnyStepLeavesTheOldVersionWhole(
    step: TranslationUpdate.Step
  ) throws {
    try update().run(.rwwad)
    let newer = try QuranEncServer(version: "1.0.9")
    defer { newer.stop() }
    var stopped = update(newer)
    stopped.before = { if $0 == step { throw Stopped() } }
    #expect(throws: Stopped.self) { try stopped.run(.rwwad) }
    #expect(shelf.inUse(.rwwad) == "1.0.8")
    let kept = try shelf.edition(.rwwad, version: "1.0.8")
    #expect(kept.ayahs.count == 6236)
    #expect(try corpus().editionVersions() == [.rwwad: "1.0.8"])
    let left = (try? FileManager.default.subpathsOfDirectory(atPath: shelf.directory)) ?? []
    #expect(left.allSatisfy { !$0.contains(".partial") }, "\(left)")
  }

  @Test func wholenessIsCheckedAyahByAyahAndFootnoteByFootnote() throws {
    let path = Fixtures.sharedDirectory + "/data/footnotes/vietnamese_rwwad-1.0.7.json"
    let pinned = try TranslationEdition.read(path: path, translation: .rwwad)
    var surahs = pinned.surahsForTests
    #expect(TranslationEdition.problem(surahs: surahs) == nil)
    surahs[1].removeLast()
    #expect(
      TranslationEdition.problem(surahs: surahs) == EditionText.ayahCount(2, 285, 286))
    surahs = pinned.surahsForTests
    surahs[1][254].footnotes = ""
    #expect(TranslationEdition.problem(surahs: surahs) == EditionText.footnoteMissing("2:255", 25))
    surahs = pinned.surahsForTests
    surahs[113][5].translation = "  "
    #expect(TranslationEdition.problem(surahs: surahs) == EditionText.emptyAyah("114:6"))
    #expect(
      TranslationEdition.problem(surahs: Array(surahs.prefix(113))) == EditionText.surahCount(113))
  }

  @Test func wordsAreComparedOneByOne() {
    #expect(
      WordDifference.between("Hãy nói: Ngài là Allah", "Hãy nói: “Ngài là Allah, Duy Nhất”")
        == [
          .same("Hãy nói:"), .removed("Ngài"), .added("“Ngài"), .same("là"), .removed("Allah"),
          .added("Allah, Duy Nhất”"),
        ])
    #expect(
      WordDifference.between("a b c d", "a x c d")
        == [.same("a"), .removed("b"), .added("x"), .same("c d")])
    #expect(WordDifference.between("a b", "a b") == [.same("a b")])
  }

  @Test func versionNumbersAreComparedNumberByNumber() {
    #expect(VersionNumber.isNewer("1.0.10", than: "1.0.9"))
    #expect(!VersionNumber.isNewer("1.0.7", than: "1.0.7"))
    #expect(!VersionNumber.isNewer("../etc", than: "1.0.7"))
    #expect(!VersionNumber.isValid("1.0.8/../../x"))
  }
}

extension TranslationEdition {
  /// The ayahs by surah, for a test to spoil.
  var surahsForTests: [[EditionAyah]] {
    var start = 0
    return SurahSizes.ayahCounts.map { count in
      defer { start += count }
      return Array(ayahs[start..<start + count])
    }
  }
}
