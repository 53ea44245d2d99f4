/// The import report (the iPhone app's dump or a JSON export) and why an item was left out.
/// The reasons go into `--json` reports in English, whatever the interface's language.
public enum ImportText: Catalogue {
  case imported, wouldImport, importedTitle
  case favoritesCounts, notesCounts, progressCounts
  case ignoredKeys, leftOut
  case malformedAyah, noSuchSurah, noSuchAyah, wrongShape
  case noteNotText, noteEmpty
  case notASurahNumber, noLastReadAyah, lastReadNotWhole, lastReadBeforeFirst
  case noteTooLong, notesNotList, favoriteNotText
  case expectedFavorites, expectedNotes, expectedProgress
  case kindText, kindNumber, kindTrueFalse, kindDate, kindData, kindList, kindDictionary, kindNull

  public var translations: Translations {
    switch self {
    case .imported: Translations(vi: "Đã nhập {1} ({2}):", en: "Imported {1} ({2}):")
    case .wouldImport: Translations(vi: "Sẽ nhập {1} ({2}):", en: "Would import {1} ({2}):")
    case .importedTitle: Translations(vi: "Đã nhập {1} ({2})", en: "Imported {1} ({2})")
    case .favoritesCounts:
      Translations(
        vi: "yêu thích: thêm {1}, đã có {2}", en: "favorites: {1} added, {2} already present")
    case .notesCounts:
      Translations(vi: "ghi chú: thêm {1}, đã có {2}", en: "notes: {1} added, {2} already present")
    case .progressCounts:
      Translations(
        vi: "tiến độ đọc: thêm {1}, gộp {2}, đã có {3}",
        en: "progress: {1} added, {2} merged, {3} already present")
    case .ignoredKeys:
      Translations(
        vi: "bỏ qua {1} khóa không thuộc ứng dụng: {2}",
        en: "ignored {1} keys that are not the app's: {2}")
    case .leftOut: Translations(vi: "Không nhập ({1}):", en: "Left out ({1}):")
    case .malformedAyah:
      Translations(
        vi: "không phải mã câu; mã câu được viết CHƯƠNG:CÂU, như 2:255",
        en: "not an ayah id; an ayah id is written SURAH:AYAH, like 2:255")
    case .noSuchSurah:
      Translations(
        vi: "không có chương {1}; Quran có các chương từ 1 đến 114",
        en: "there is no surah {1}; the Quran has surahs 1 to 114")
    case .noSuchAyah: Translations(vi: "chương {1} có {2} câu", en: "surah {1} has {2} ayahs")
    case .wrongShape:
      Translations(
        vi: "{1} phải là {2}, nhưng đây là {3}", en: "{1} should be {2}, but this is {3}")
    case .noteNotText:
      Translations(
        vi: "ghi chú phải là văn bản, nhưng đây là {1}",
        en: "a note should be text, but this is {1}")
    case .noteEmpty: Translations(vi: "ghi chú trống", en: "the note is empty")
    case .notASurahNumber:
      Translations(vi: "{1} không phải số chương", en: "{1} is not a surah number")
    case .noLastReadAyah: Translations(vi: "thiếu lastReadAyah", en: "it has no lastReadAyah")
    case .lastReadNotWhole:
      Translations(
        vi: "lastReadAyah phải là số nguyên, nhưng đây là {1}",
        en: "lastReadAyah should be a whole number, but this is {1}")
    case .lastReadBeforeFirst:
      Translations(
        vi: "lastReadAyah {1} đứng trước câu đầu tiên nên không có tiến độ để giữ",
        en: "lastReadAyah {1} is before the first ayah, so there is no progress to keep")
    case .noteTooLong:
      Translations(
        vi:
          "ghi chú dài {1} KB, quá {2} KB mà một ghi chú đồng bộ được phép chứa (máy chủ lưu tối đa 1 MB mỗi bản ghi), nên không bao giờ đồng bộ được; hãy tự chép nó từ tệp sang các ghi chú ngắn hơn",
        en:
          "the note is {1} KB, more than the {2} KB a synced note may hold (the record server keeps at most 1 MB a record), so it could never sync; copy it from the dump into shorter notes by hand"
      )
    case .notesNotList:
      Translations(
        vi: "ghi chú của một câu phải là danh sách văn bản, nhưng đây là {1}",
        en: "the notes of an ayah should be a list of texts, but this is {1}")
    case .favoriteNotText:
      Translations(
        vi: "câu yêu thích phải là mã câu dạng văn bản, như \"2:255\", nhưng đây là {1}",
        en: "a favorite should be an ayah id written as text, like \"2:255\", but this is {1}")
    case .expectedFavorites:
      Translations(
        vi: "một danh sách mã câu như \"2:255\"", en: "a list of ayah ids like \"2:255\"")
    case .expectedNotes:
      Translations(
        vi: "một từ điển từ mã câu đến danh sách ghi chú",
        en: "a dictionary from ayah ids to lists of notes")
    case .expectedProgress:
      Translations(
        vi: "một từ điển từ số chương đến tiến độ đọc",
        en: "a dictionary from surah numbers to reading progress")
    case .kindText: Translations(vi: "một văn bản", en: "a text")
    case .kindNumber: Translations(vi: "một số", en: "a number")
    case .kindTrueFalse: Translations(vi: "một giá trị đúng/sai", en: "a true/false value")
    case .kindNull: Translations(vi: "giá trị rỗng (null)", en: "null")
    case .kindDate: Translations(vi: "một ngày", en: "a date")
    case .kindData: Translations(vi: "dữ liệu nhị phân", en: "binary data")
    case .kindList: Translations(vi: "một danh sách", en: "a list")
    case .kindDictionary: Translations(vi: "một từ điển", en: "a dictionary")
    }
  }
}
