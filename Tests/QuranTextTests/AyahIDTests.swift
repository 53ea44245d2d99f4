import QuranText
import Testing

@Suite struct AyahIDTests {
  @Test func parsesSurahColonAyah() throws {
    let id = try AyahID.parse("2:255")
    #expect(id.surah == 2 && id.ayah == 255)
    #expect(id.description == "2:255")
  }

  @Test func leadingZerosAndBlanksAreHarmless() throws {
    #expect(try AyahID.parse(" 01:007 ") == AyahID.parse("1:7"))
  }

  @Test func refusesAyahsThatDoNotExist() {
    #expect(throws: AyahReferenceError.noSuchSurah("115:1", surah: 115)) {
      try AyahID.parse("115:1")
    }
    #expect(throws: AyahReferenceError.noSuchAyah("2:287", surah: 2, ayahCount: 286)) {
      try AyahID.parse("2:287")
    }
    for text in ["abc", "2:", ":5", "2:2:2", "0:1", "2:0", "-1:1", "2:+5", "1:1234567890123"] {
      #expect(throws: AyahReferenceError.self) { try AyahID.parse(text) }
    }
  }

  @Test func errorsAreSentencesThatSayWhatToDo() {
    #expect(
      AyahReferenceError.noSuchAyah("2:287", surah: 2, ayahCount: 286).description
        == "2:287 does not exist: surah 2 has 286 ayahs.")
    #expect(AyahReferenceError.malformed("abc").description.contains("SURAH:AYAH"))
  }

  @Test func passagesAreSurahsAyahsOrRanges() throws {
    #expect(try Passage.parse("36") == Passage(surah: 36, ayahs: 1...83))
    #expect(try Passage.parse("2:255") == Passage(surah: 2, ayahs: 255...255))
    #expect(try Passage.parse("2:255-257") == Passage(surah: 2, ayahs: 255...257))
    #expect(throws: AyahReferenceError.self) { try Passage.parse("2:257-255") }
    #expect(throws: AyahReferenceError.self) { try Passage.parse("2:280-290") }
    #expect(throws: AyahReferenceError.self) { try Passage.parse("115") }
  }

  @Test func aMalformedRangeIsQuotedWhole() {
    // Not the part before the dash (`"2:"`, `""`: issue 51).
    #expect(throws: AyahReferenceError.malformed("2:-1")) { try Passage.parse("2:-1") }
    #expect(throws: AyahReferenceError.malformed("-1")) { try Passage.parse("-1") }
    #expect(throws: AyahReferenceError.malformed("2:255-x")) { try Passage.parse("2:255-x") }
  }

  @Test func globalIndexCoversTheWholeQuranInOrder() throws {
    #expect(SurahSizes.globalIndex(of: try AyahID.parse("1:1")) == 1)
    #expect(SurahSizes.globalIndex(of: try AyahID.parse("114:6")) == 6236)
    #expect(SurahSizes.ayah(atGlobalIndex: 8) == (try AyahID.parse("2:1")))
    #expect(SurahSizes.ayah(atGlobalIndex: 6237) == nil)
  }
}

/// Any run of ayahs `quran memorize`, `--plan` and `P` take (issue 62), read by one parser.
@Suite struct AyahSpanTests {
  /// The first ayah, the last and how many, of what `text` names.
  func span(_ text: String) -> String? {
    AyahSpan.parse(text).map { "\($0.first) \($0.last) \($0.ayahIDs.count) \($0.name)" }
  }

  @Test func everyFormNamesItsAyahs() {
    #expect(span("juz30") == "78:1 114:6 564 juz30")
    #expect(span("Juz 30") == "78:1 114:6 564 juz30")
    #expect(span("juz1") == "1:1 2:141 148 juz1")
    #expect(span("page604") == "112:1 114:6 15 page604")
    #expect(span("p 604") == "112:1 114:6 15 page604")
    #expect(span("page1") == "1:1 1:7 7 page1")
    #expect(span("hizb60") == "87:1 114:6 288 hizb60")
    #expect(span("78-80") == "78:1 80:42 128 78-80")
    #expect(span("112:1-113:5") == "112:1 113:5 9 112:1-113:5")
    #expect(span("67") == "67:1 67:30 30 67")
    #expect(span("2:255-257") == "2:255 2:257 3 2:255-257")
    #expect(span("2:255") == "2:255 2:255 1 2:255")
    #expect(AyahSpan.parse("78-80")?.passages.map(\.description) == ["78", "79", "80"])
    #expect(
      AyahSpan.parse("112:3-113:2")?.passages.map(\.description) == ["112:3-4", "113:1-2"])
  }

  @Test func aTextThatNamesNoAyahsIsNone() {
    for text in [
      "juz31", "juz", "juz0", "page605", "p0", "hizb61", "80-78", "0-3", "78-115", "113:5-112:1",
      "2:300", "115", "", "juz30x", "2:5-3:300",
    ] {
      #expect(AyahSpan.parse(text) == nil, "\(text)")
    }
  }

  /// One parser for every place a person types (issue 75): the reader's `:` letters name the
  /// same divisions as memorizing's words, and a place that names nothing says why.
  @Test func theLettersNameTheSameDivisionsAndARefusalSaysWhy() throws {
    #expect(try AyahSpan.named("j30") == AyahSpan.named("juz30"))
    #expect(try AyahSpan.named("h60").first == AyahSpan.named("hizb60").first)
    #expect(try AyahSpan.named("P604").first == AyahSpan.named("page604").first)
    #expect(try AyahSpan.named("78-80").first.description == "78:1")
    let refusal = #expect(throws: PlaceRefusal.self) { try AyahSpan.named("j31") }
    #expect(refusal?.description.contains("j30") == true, "\(String(describing: refusal))")
    let noAyah = #expect(throws: PlaceRefusal.self) { try AyahSpan.named("2:300") }
    #expect(noAyah?.description.contains("286") == true, "\(String(describing: noAyah))")
  }
}
