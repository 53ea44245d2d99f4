/// The versions of the translations as their publisher (QuranEnc) issues them: `quran data
/// check-updates|update|use|diff`, the versions in `quran data status`, the reader's notice of
/// a newer one, and why QuranEnc's answer was refused.
public enum EditionText: Catalogue {
  /// `quran data status`: the version here, the publisher's latest when last looked, those kept.
  case versionHere, latestWhenLooked, neverLooked, keptVersions, appCopy, creditWithVersion
  /// `quran data check-updates`.
  case newerOut, upToDate, notListed, checkedAt
  /// `quran data update`: progress, outcome.
  case fetchingSurah, alreadyLatest, updated, changedAyahs, noAyahChanged, oldKept, seeDiff
  /// `quran data use`.
  case nowInUse, notKept, unknownTranslation
  /// `quran data diff`.
  case sameWords, ayahsDiffer
  /// The reader's one quiet notice.
  case newerNotice
  /// Why QuranEnc's answer was refused; nothing changed.
  case unreachable, cutShort, status, tooLarge, malformed, notWhole, badVersion, cannotKeep
  /// What is not whole in a translation.
  case surahCount, ayahCount, emptyAyah, footnoteMissing
  /// `--help`.
  case helpCheckUpdates, helpUpdate, helpUpdateDiscussion, helpUse, helpDiff, helpQuranEnc,
    helpTranslation, helpVersion, helpOlder, helpNewer

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .versionHere:
      Translations(vi: "    phiên bản trên máy này: {1}", en: "    version on this computer: {1}")
    case .latestWhenLooked:
      Translations(
        vi: "    mới nhất ở QuranEnc khi hỏi lần cuối ({2}): {1}",
        en: "    QuranEnc's latest when last asked ({2}): {1}")
    case .neverLooked:
      Translations(
        vi: "    chưa hỏi QuranEnc; quran data check-updates sẽ hỏi.",
        en: "    QuranEnc not asked yet; quran data check-updates asks.")
    case .keptVersions:
      Translations(vi: "    các phiên bản giữ trên máy: {1}", en: "    versions kept here: {1}")
    case .appCopy: Translations(vi: "bản của ứng dụng", en: "the app's copy")
    case .creditWithVersion:
      Translations(vi: "{1}, phiên bản {2}", en: "{1}, version {2}")
    case .newerOut:
      Translations(
        vi: "{1}: đã có phiên bản {3} (trên máy này: {2}); quran data update {4} sẽ tải về.",
        en: "{1}: version {3} is out (here: {2}); quran data update {4} fetches it.")
    case .upToDate:
      Translations(
        vi: "{1}: {2} là phiên bản mới nhất của QuranEnc.",
        en: "{1}: {2} is QuranEnc's latest version.")
    case .notListed:
      Translations(
        vi: "QuranEnc không liệt kê {1}; không có gì thay đổi.",
        en: "QuranEnc does not list {1}; nothing changed.")
    case .checkedAt:
      Translations(vi: "Đã hỏi QuranEnc lúc {1}.", en: "Asked QuranEnc at {1}.")
    case .fetchingSurah:
      Translations(vi: "Đang tải {1}: chương {2}/114", en: "Fetching {1}: surah {2}/114")
    case .alreadyLatest:
      Translations(
        vi: "{1}: phiên bản {2} đang dùng là mới nhất; không có gì thay đổi.",
        en: "{1}: version {2} in use is the latest; nothing changed.")
    case .updated:
      Translations(
        vi:
          "{1}: đã chuyển từ {2} sang {3}, đủ 114 chương, 6.236 câu và mọi chú thích; {4} câu thay đổi.",
        en:
          "{1}: switched from {2} to {3}, all 114 surahs, 6,236 ayahs and every footnote; {4} {4:ayah|ayahs} changed."
      )
    case .changedAyahs: Translations(vi: "Các câu thay đổi: {1}", en: "Ayahs changed: {1}")
    case .noAyahChanged:
      Translations(vi: "Không câu nào thay đổi chữ.", en: "No ayah's words changed.")
    case .oldKept:
      Translations(
        vi: "Phiên bản {2} vẫn được giữ: quran data use {1} {2} để quay lại.",
        en: "Version {2} is kept: quran data use {1} {2} goes back to it.")
    case .seeDiff:
      Translations(
        vi: "Xem từng chữ: quran data diff {1} {2} {3}",
        en: "Word by word: quran data diff {1} {2} {3}")
    case .nowInUse:
      Translations(vi: "{1}: đang dùng phiên bản {2}.", en: "{1}: version {2} is now in use.")
    case .notKept:
      Translations(
        vi: "Không có phiên bản {1} của {2} trên máy này (có: {3}).",
        en: "Version {1} of {2} is not on this computer (here: {3}).")
    case .unknownTranslation:
      Translations(
        vi: "Không có bản dịch “{1}”: hãy viết rwwad hoặc hassan.",
        en: "There is no translation “{1}”: write rwwad or hassan.")
    case .sameWords:
      Translations(
        vi: "{1} {2} và {3} giống nhau từng chữ.",
        en: "{1} {2} and {3} are the same, word for word.")
    case .ayahsDiffer:
      Translations(vi: "{1} câu khác nhau.", en: "{1} {1:ayah differs|ayahs differ}.")
    case .newerNotice:
      Translations(
        vi: "Đã có {1} phiên bản {2}: quran data update {3}",
        en: "{1} version {2} is out: quran data update {3}")
    case .unreachable:
      Translations(
        vi: "Không liên lạc được với {1} ({2}); không có gì thay đổi.",
        en: "{1} could not be reached ({2}); nothing changed.")
    case .cutShort:
      Translations(
        vi: "Câu trả lời của QuranEnc cho {1} dừng trước khi hết ({2}); không có gì thay đổi.",
        en: "QuranEnc's answer for {1} stopped before its end ({2}); nothing changed.")
    case .status:
      Translations(
        vi: "{2} trả lời HTTP {1}; không có gì thay đổi.",
        en: "{2} answered HTTP {1}; nothing changed.")
    case .tooLarge:
      Translations(
        vi: "Câu trả lời của QuranEnc cho {1} lớn hơn {2}; không có gì thay đổi.",
        en: "QuranEnc's answer for {1} is larger than {2}; nothing changed.")
    case .malformed:
      Translations(
        vi:
          "Câu trả lời của QuranEnc cho {1} không phải JSON như mong đợi ({2}); không có gì thay đổi.",
        en: "QuranEnc's answer for {1} is not the JSON expected ({2}); nothing changed.")
    case .notWhole:
      Translations(
        vi: "Bản dịch {1} QuranEnc gửi không đầy đủ: {2}; không có gì thay đổi.",
        en: "The {1} QuranEnc sent is not whole: {2}; nothing changed.")
    case .badVersion:
      Translations(
        vi: "QuranEnc gửi một số phiên bản không đọc được (“{1}”); không có gì thay đổi.",
        en: "QuranEnc sent a version number that cannot be read (“{1}”); nothing changed.")
    case .cannotKeep:
      Translations(
        vi: "Không ghi được vào {1} ({2}); không có gì thay đổi.",
        en: "{1} could not be written ({2}); nothing changed.")
    case .surahCount:
      Translations(vi: "{1} chương thay vì 114", en: "{1} surahs instead of 114")
    case .ayahCount:
      Translations(
        vi: "chương {1} có {2} câu thay vì {3}", en: "surah {1} has {2} ayahs instead of {3}")
    case .emptyAyah: Translations(vi: "câu {1} trống", en: "ayah {1} is empty")
    case .footnoteMissing:
      Translations(
        vi: "câu {1} có dấu [{2}] mà không có chú thích của nó",
        en: "ayah {1} has the marker [{2}] without its footnote")
    case .helpCheckUpdates:
      Translations(
        vi: "Hỏi QuranEnc phiên bản mới nhất của mỗi bản dịch.",
        en: "Ask QuranEnc for each translation's latest version.")
    case .helpUpdate:
      Translations(
        vi: "Tải phiên bản mới nhất của một bản dịch (và chú thích) từ QuranEnc.",
        en: "Fetch a translation's latest version (and its footnotes) from QuranEnc.")
    case .helpUpdateDiscussion:
      Translations(
        vi:
          "Bản dịch chỉ được dùng khi đủ 114 chương, 6.236 câu và mọi dấu chú thích có chú thích của nó. Phiên bản được thay vẫn được giữ (quran data use để quay lại). Ghi chú, yêu thích và tiến độ không bị đụng tới: chúng thuộc về câu, không thuộc về văn bản.",
        en:
          "A translation is used only when it holds all 114 surahs, 6,236 ayahs and every footnote marker with its footnote. The version it replaces is kept (quran data use goes back). Notes, favorites and progress are untouched: they belong to ayahs, not to a text."
      )
    case .helpUse:
      Translations(
        vi: "Dùng một phiên bản giữ trên máy (phiên bản cố định là mặc định).",
        en: "Use a version kept on this computer (the pinned one is the default).")
    case .helpDiff:
      Translations(
        vi: "Hai phiên bản của một bản dịch, từng chữ khác nhau.",
        en: "Two versions of a translation, word by word where they differ.")
    case .helpQuranEnc:
      Translations(
        vi: "Địa chỉ của QuranEnc (mặc định https://quranenc.com, hoặc $QURAN_VI_QURANENC_URL).",
        en: "QuranEnc's address (https://quranenc.com by default, or $QURAN_VI_QURANENC_URL).")
    case .helpTranslation:
      Translations(vi: "rwwad hoặc hassan.", en: "rwwad or hassan.")
    case .helpVersion:
      Translations(
        vi:
          "Một phiên bản giữ trên máy (1.0.7 là phiên bản cố định của rwwad; app là bản của ứng dụng).",
        en: "A version kept here (1.0.7 is rwwad's pinned one; app is the app's copy).")
    case .helpOlder: Translations(vi: "Phiên bản cũ.", en: "The older version.")
    case .helpNewer: Translations(vi: "Phiên bản mới.", en: "The newer version.")
    }
  }
}
