/// The sentences of the library's errors: a reference that names no ayah, a note that cannot
/// be saved, Quran text that is not there, a data folder that cannot be made, a record name
/// from the server that names no record of the app.
public enum ErrorText: Catalogue {
  /// An ayah reference that is malformed or names no ayah.
  case malformedReference, noSuchSurah, noSuchAyah
  /// A note that is empty, not found, ambiguous or too long.
  case noteEmpty, noteNotFound, noteAmbiguous, noteTooLong
  /// A translation or Arabic text that is not there.
  case textNotFoundNamed, textNotFound
  /// The data folder cannot be made.
  case homeUncreatable
  /// A record's name refused by the record service's rules.
  case recordNameTooLong, recordNameMalformed

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .malformedReference:
      Translations(
        vi:
          "\"{1}\" không phải tham chiếu câu: hãy viết CHƯƠNG:CÂU (2:255), một chương (36) hoặc một đoạn (2:255-257).",
        en:
          "\"{1}\" is not an ayah reference: write SURAH:AYAH (2:255), a surah (36) or a range (2:255-257)."
      )
    case .noSuchSurah:
      Translations(
        vi: "{1} không tồn tại: không có chương {2}; Quran có các chương từ 1 đến 114.",
        en: "{1} does not exist: there is no surah {2}; the Quran has surahs 1 to 114.")
    case .noSuchAyah:
      Translations(
        vi: "{1} không tồn tại: chương {2} có {3} câu.",
        en: "{1} does not exist: surah {2} has {3} ayahs.")
    case .noteEmpty:
      Translations(
        vi: "Ghi chú trống nên không có gì được lưu.",
        en: "The note is empty, so nothing was saved.")
    case .noteNotFound:
      Translations(
        vi: "Không có ghi chú nào có mã {1}; quran note list hiện các mã.",
        en: "There is no note with the id {1}; quran note list shows the ids.")
    case .noteAmbiguous:
      Translations(
        vi: "Có hơn một ghi chú có mã bắt đầu bằng {1}; hãy gõ dài hơn.",
        en: "More than one note's id begins with {1}; give more of it.")
    case .noteTooLong:
      Translations(
        vi:
          "Ghi chú dài {1}; mỗi ghi chú chỉ được tối đa {2} để có thể đồng bộ (máy chủ lưu 1 MB mỗi bản ghi). Chưa lưu gì; hãy tách thành các ghi chú ngắn hơn.",
        en:
          "The note is {1}; a note may hold at most {2} so that it can sync (the record server keeps 1 MB a record). Nothing was saved; split it into shorter notes."
      )
    case .textNotFoundNamed:
      Translations(
        vi:
          "Không tìm thấy văn bản Quran (vi-rwwad.json và vi-hassan.json) ở {1}. Hãy trỏ --data DIR hoặc QURAN_VI_DATA=DIR tới thư mục chứa cả hai tệp, hoặc bỏ chúng đi và chạy quran data fetch.",
        en:
          "The Quran text (vi-rwwad.json and vi-hassan.json) was not found on {1}. Point --data DIR or QURAN_VI_DATA=DIR at the folder that holds both files, or leave them unset and run quran data fetch."
      )
    case .textNotFound:
      Translations(
        vi:
          "Không tìm thấy văn bản Quran (vi-rwwad.json và vi-hassan.json) trên máy này (đã tìm ở {1}). Hãy chạy quran data fetch để tải về (13 MB), hoặc trỏ tới một thư mục bằng --data DIR hay QURAN_VI_DATA=DIR.",
        en:
          "The Quran text (vi-rwwad.json and vi-hassan.json) was not found on this computer (looked in {1}). Run quran data fetch to download it (13 MB), or point at a folder with --data DIR or QURAN_VI_DATA=DIR."
      )
    case .homeUncreatable:
      Translations(
        vi:
          "Không tạo được thư mục dữ liệu {1} ({2}). Hãy chọn thư mục khác bằng --home DIR hoặc QURAN_VI_HOME.",
        en:
          "The data folder {1} could not be created ({2}). Choose another with --home DIR or QURAN_VI_HOME."
      )
    case .recordNameTooLong:
      Translations(
        vi:
          "Tên bản ghi dài {1} byte; CloudKit chỉ cho tối đa {2} byte, nên bản ghi này bị bỏ qua.",
        en:
          "The record name is {1} bytes long; CloudKit allows at most {2}, so the record is ignored."
      )
    case .recordNameMalformed:
      Translations(
        vi:
          "\"{1}\" không phải tên bản ghi của ứng dụng (phải có dạng {2}), nên bản ghi này bị bỏ qua.",
        en:
          "\"{1}\" is not a record name of the app (it should read {2}), so the record is ignored."
      )
    }
  }
}
