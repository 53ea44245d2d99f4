/// The footnotes of the Rwwad translation and the Mukhtasar tafsir: their credit, their state
/// on this computer, `quran tafsir` and the reader's keys for them.
public enum StudyText: Catalogue {
  /// `quran data status`: each translation's footnotes counted, and their credit with the
  /// version they came from.
  case footnotesCount, footnotesUnresolved, footnotesCredit, footnotesCreditHasan,
    footnotesNotCounted
  /// The tafsir: its title, credit and source.
  case tafsirTitle, tafsirCredit, source
  /// Footnotes or tafsir not on this computer, and how a shared tafsir is shown.
  case footnotesMissing, tafsirMissing, tafsirHeading, explainsSeveral
  /// `quran data status`: the look-alikes that memorizing shows, their credit, or the hint
  /// that fetches them.
  case lookAlikesHeading, lookAlikesCredit, lookAlikesMissing
  /// The `--help` of `quran tafsir` and `search --in`, and their refusals.
  case helpTafsir, helpTafsirReference, helpSearchIn, notASearchPlace, noTafsirMatches
  /// The reader's footnote hints.
  case readerRwwadOnly, readerNoFootnotes
  /// The reader's footnotes shown or hidden.
  case readerFootnotesShown, readerFootnotesHidden, readerAllFootnotesOn, readerAllFootnotesOff
  /// The reader's tafsir screen.
  case tafsirScreenTitle

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .footnotesCount:
      Translations(
        vi: "Chú thích của bản dịch {1}: {2} trên {3} dấu chú thích có chú thích.",
        en: "Footnotes of the {1} translation: {2} of {3} footnote markers have their footnote.")
    case .footnotesUnresolved:
      Translations(
        vi: "  {1} dấu không có chú thích được hiển thị nguyên như vậy.",
        en: "  {1} markers without a footnote are shown as they are.")
    case .footnotesCredit:
      Translations(
        vi:
          "    Trung tâm Dịch thuật Rwwad (Rwwad Translation Center), QuranEnc.com, phiên bản {1}",
        en: "    Rwwad Translation Center, QuranEnc.com, version {1}")
    case .footnotesCreditHasan:
      Translations(
        vi: "    Hasan Abdul-Karim, QuranEnc.com, phiên bản {1}",
        en: "    Hasan Abdul-Karim, QuranEnc.com, version {1}")
    case .footnotesNotCounted:
      Translations(
        vi: "Chú thích của bản dịch {1}: được đếm khi văn bản được chuẩn bị.",
        en: "Footnotes of the {1} translation: counted when the corpus is prepared.")
    case .tafsirTitle:
      Translations(
        vi: "Tafsir: Al-Mukhtasar fi Tafsir al-Quran al-Karim, bản tiếng Việt",
        en: "Tafsir: Al-Mukhtasar fi Tafsir al-Quran al-Karim, in Vietnamese")
    case .tafsirCredit:
      Translations(
        vi:
          "    Trung tâm Tafsir (Tafsir Center for Quranic Studies) / IslamHouse.com; giấy phép CC BY-NC-ND 4.0 (chia sẻ nguyên vẹn, ghi nguồn, phi lợi nhuận)",
        en:
          "    Tafsir Center for Quranic Studies / IslamHouse.com; licence CC BY-NC-ND 4.0 (shared unchanged, with credit, not for profit)"
      )
    case .source:
      Translations(vi: "    nguồn: github.com/{1} tại {2}", en: "    source: github.com/{1} at {2}")
    case .footnotesMissing:
      Translations(
        vi: "chú thích chưa có trên máy này: quran data fetch",
        en: "the footnotes are not on this computer: quran data fetch")
    case .tafsirMissing:
      Translations(
        vi: "tafsir chưa có trên máy này: quran data fetch",
        en: "the tafsir is not on this computer: quran data fetch")
    case .lookAlikesHeading:
      Translations(
        vi: "Câu dễ nhầm khi học thuộc (mutashabihat), không bắt buộc:",
        en: "Look-alikes for memorizing (mutashabihat), optional:")
    case .lookAlikesCredit:
      Translations(
        vi:
          "    Quran Mutashabihat Data, Waqar Ahmed, theo Qari Idrees Al Asim; dùng tự do, ghi nguồn theo yêu cầu của tác giả",
        en:
          "    Quran Mutashabihat Data, Waqar Ahmed, after Qari Idrees Al Asim; free to use, credited as its author asks"
      )
    case .lookAlikesMissing:
      Translations(
        vi: "danh sách câu dễ nhầm chưa có trên máy này: quran data fetch",
        en: "the look-alikes are not on this computer: quran data fetch")
    case .tafsirHeading:
      Translations(vi: "Tafsir {1} (Al-Mukhtasar)", en: "Tafsir of {1} (Al-Mukhtasar)")
    case .explainsSeveral:
      Translations(
        vi: "(một đoạn giải thích các câu {1})", en: "(one text explains ayahs {1})")
    case .helpTafsir:
      Translations(
        vi: "In tafsir Al-Mukhtasar của một câu, một đoạn hay một chương.",
        en: "Print the Al-Mukhtasar tafsir of an ayah, a range or a surah.")
    case .helpTafsirReference:
      Translations(
        vi: "Câu, đoạn hay chương: 2:255, 2:255-257, 36.",
        en: "An ayah, a range or a surah: 2:255, 2:255-257, 36.")
    case .helpSearchIn:
      Translations(
        vi: "Tìm trong: text (bản dịch, mặc định) hay tafsir.",
        en: "Search in: text (the translation, the default) or tafsir.")
    case .notASearchPlace:
      Translations(
        vi: "--in {1} không có: hãy dùng --in text hoặc --in tafsir.",
        en: "--in {1} is not a place to search: use --in text or --in tafsir.")
    case .noTafsirMatches:
      Translations(
        vi: "Không có tafsir nào khớp với \"{1}\".", en: "No tafsir matches \"{1}\".")
    case .readerRwwadOnly:
      Translations(
        vi: "Chú thích thuộc bản dịch Rwwad: nhấn t để đổi bản dịch.",
        en: "The footnotes belong to the Rwwad translation: t switches to it.")
    case .readerNoFootnotes:
      Translations(vi: "Câu {1} không có chú thích.", en: "Ayah {1} has no footnotes.")
    case .readerFootnotesShown:
      Translations(vi: "Chú thích của câu {1}.", en: "Footnotes of {1}.")
    case .readerFootnotesHidden:
      Translations(vi: "Đã ẩn chú thích.", en: "Footnotes hidden.")
    case .readerAllFootnotesOn:
      Translations(
        vi: "Chú thích luôn mở dưới mọi câu (I để tắt).",
        en: "Footnotes stay open under every ayah (I to stop).")
    case .readerAllFootnotesOff:
      Translations(
        vi: "Chú thích chỉ mở khi nhấn i.", en: "Footnotes open only when asked (i).")
    case .tafsirScreenTitle:
      Translations(vi: "Tafsir {1}", en: "Tafsir of {1}")
    }
  }
}
