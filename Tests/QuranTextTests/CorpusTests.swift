import Foundation
import QuranText
import TestSupport
import Testing

@Suite struct CorpusTests {
  let corpus = Fixtures.corpus

  /// Every ayah of both published files is in the corpus exactly as published: the Arabic
  /// byte for byte (Swift's `==` would forgive a reordering of marks, so bytes are compared),
  /// the Vietnamese in NFC.
  @Test(arguments: Translation.allCases)
  func corpusHoldsEveryAyahExactlyAsPublished(translation: Translation) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.source.path(of: translation)))
    let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let surahs = try #require(file["surahs"] as? [[String: Any]])
    #expect(surahs.count == 114)
    var count = 0
    for surah in surahs {
      let number = try #require(surah["number"] as? Int)
      let published = try #require(surah["ayahs"] as? [[String: Any]])
      let stored = try corpus.ayahs(inSurah: number, translation: translation)
      #expect(stored.count == published.count)
      #expect(SurahSizes.ayahCount(ofSurah: number) == published.count)
      for (ayah, original) in zip(stored, published) {
        #expect(ayah.id.description == original["id"] as? String)
        #expect(ayah.vietnamese == (original["vietnamese"] as? String)?.nfc)
        let arabic = try #require(original["arabic"] as? String)
        #expect(
          ayah.arabic.utf8.elementsEqual(arabic.utf8),
          "\(ayah.id): the Arabic differs from the file")
        #expect(ayah.vietnamese.unicodeScalars.elementsEqual(ayah.vietnamese.nfc.unicodeScalars))
        count += 1
      }
    }
    #expect(count == 6236)
  }

  /// The Arabic surah names too are kept as each file writes them.
  @Test func arabicSurahNamesAreStoredByteForByte() throws {
    for translation in Translation.allCases {
      let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.source.path(of: translation)))
      let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let surahs = try #require(file["surahs"] as? [[String: Any]])
      for (surah, published) in zip(corpus.surahs, surahs) {
        let name = try #require(published["arabicName"] as? String)
        let stored = translation == .hassan ? surah.arabicName : surah.arabicTitle
        #expect(stored.utf8.elementsEqual(name.utf8), "surah \(surah.number)")
      }
    }
  }

  @Test func surahMetadataIsNormalizedAcrossBothFiles() throws {
    #expect(corpus.surahs.count == 114)
    let baqarah = try #require(corpus.surah(2))
    #expect(baqarah.vietnameseName == "Con Bò Cái")
    #expect(baqarah.vietnameseNameHassan == "Con Bò Cái")
    #expect(baqarah.arabicName == "البقرة")
    #expect(baqarah.transliteration == "Al-Baqara")
    #expect(baqarah.ayahCount == 286)
    #expect(baqarah.place == .medinan)
    #expect(corpus.surah(1)?.place == .meccan)
    #expect(corpus.surahs.filter { $0.place == .medinan }.count == 28)
    #expect(corpus.surahs.map(\.ayahCount).reduce(0, +) == 6236)
  }

  @Test func readsPassagesInOrder() throws {
    let ayahs = try corpus.ayahs(Passage.parse("2:255-257"), translation: .rwwad)
    #expect(ayahs.map(\.id.description) == ["2:255", "2:256", "2:257"])
    #expect(ayahs[0].vietnamese.hasPrefix("Allah (là Thượng Đế)"))
    let hassan = try corpus.ayah(AyahID.parse("1:1"), translation: .hassan)
    #expect(
      hassan.vietnamese != (try corpus.ayah(AyahID.parse("1:1"), translation: .rwwad)).vietnamese)
  }

  @Test func existingCorpusOpensWithoutTheData() throws {
    let opened = try Corpus.open(at: Fixtures.corpusPath, source: nil)
    #expect(opened.surahs.count == 114)
  }

  @Test func corpusIsRebuiltWhenItsSourceChanges() throws {
    let directory = Fixtures.makeTemporaryDirectory("source")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for translation in Translation.allCases {
      try FileManager.default.copyItem(
        atPath: Fixtures.source.path(of: translation),
        toPath: directory + "/" + translation.fileName)
    }
    let source = CorpusSource(directory: directory)
    let path = directory + "/corpus.sqlite"
    var steps = [String]()
    _ = try Corpus.open(at: path, source: source) { steps.append($0) }
    #expect(!steps.isEmpty)
    steps = []
    _ = try Corpus.open(at: path, source: source) { steps.append($0) }
    #expect(steps.isEmpty, "a current corpus opens without rebuilding")
    let file = directory + "/vi-hassan.json"
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: file)
    _ = try Corpus.open(at: path, source: source) { steps.append($0) }
    #expect(!steps.isEmpty, "a changed file rebuilds the corpus")
  }

  @Test func aBrokenSourceFileIsRefusedAndLeavesNoCorpus() throws {
    let directory = Fixtures.makeTemporaryDirectory("broken")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.copyItem(
      atPath: Fixtures.source.path(of: .rwwad), toPath: directory + "/vi-rwwad.json")
    try Data("{\"surahs\": []".utf8).write(to: URL(fileURLWithPath: directory + "/vi-hassan.json"))
    let path = directory + "/corpus.sqlite"
    #expect(throws: CorpusBuildError.self) {
      try Corpus.open(at: path, source: CorpusSource(directory: directory))
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func missingDataSaysWhereItLookedAndHowToPointAtIt() {
    do {
      _ = try CorpusSource.locate(
        explicit: nil, environment: [:], fetched: ["/nowhere/text"], currentDirectory: "/",
        development: "/nowhere/shared/data/quran")
      Issue.record("expected the data not to be found")
    } catch {
      #expect(error.description.contains("/nowhere/shared/data/quran"))
      #expect(error.description.contains("--data"))
    }
    #expect(
      throws: CorpusSourceError.self,
      "an explicit folder that is wrong is not replaced by the default"
    ) {
      try CorpusSource.locate(
        explicit: "/nowhere", environment: [:], currentDirectory: Fixtures.packageRoot)
    }
  }

  /// The development checkout's text is found beside the checkout the program was built in,
  /// from any working folder, and never relative to the working folder.
  @Test func developmentTextIsBesideTheProgramsCheckoutNotTheWorkingFolder() throws {
    let found = try CorpusSource.locate(explicit: nil, environment: [:], currentDirectory: "/")
    #expect(found.origin == .development)
    #expect(found.directory == Fixtures.dataDirectory)
    let elsewhere = CorpusSource.developmentText(program: "/usr/bin/quran")
    #expect(elsewhere == nil)
    // Another home's text: every folder `quran data fetch` may have filled is looked in.
    let fetched = try CorpusSource.locate(
      explicit: nil, environment: [:], fetched: ["/nowhere/text", Fixtures.dataDirectory],
      currentDirectory: "/", development: nil)
    #expect(fetched.origin == .fetched)
  }
}
