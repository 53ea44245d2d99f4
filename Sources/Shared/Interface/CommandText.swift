/// What the `quran` commands print for a person: results and the sentences of refusals.
public enum CommandText: Catalogue {
  /// Data that cannot be opened; the text missing, the offer to fetch it, an earlier text used.
  case dataUnopenable, textMissingQuestion, nothingFetched, fetchFailedPressEnter, earlierTextUsed
  /// The first start: the text being prepared.
  case preparing, preparingDone
  /// The reader stopped by an error it could not go on from.
  case readerStopped
  /// `quran WORD` where WORD names neither a command nor a place to open the reader at.
  case placeNamesNothing
  /// `quran fav`: a favorite added or removed, or none yet.
  case favoriteAdded, favoriteAlready, favoriteRemoved, favoriteWasNot, noFavoritesYet
  /// `quran note`: a note written, saved, deleted or not found.
  case noteWritten, noteSaved, noteDeleted, noNotesOn, noNotesYet, noNoteMatches, stdinNotUTF8
  /// `quran search`: its limit, no match, more results.
  case limitTooSmall, noAyahMatches, moreResults
  /// `quran progress`: the whole Quran read so far.
  case progressOverall
  /// `quran export`: the file written, or why not.
  case exportWriteFailed, exported
  /// `quran import`: a file that is not an export, and a dry run.
  case importUnreadable, importNotExport, dryRun
  /// `quran import-legacy`: a dump that cannot be read or has none of the app's keys.
  case legacyUnreadable, legacyMissing, legacyReadFailed, legacyNoKeys
  /// `--lang` given without a language.
  case langNeedsValue
  /// The stages of building the corpus.
  case buildReading, buildWriting, buildIndexing
  /// The headings of a Markdown export.
  case markdownFavorites, markdownNotes, markdownNoteDates, markdownProgress, markdownProgressHeader

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .dataUnopenable:
      Translations(
        vi: "Không mở được dữ liệu của bạn tại {1} ({2}).",
        en: "Your data at {1} could not be opened ({2}).")
    case .textMissingQuestion:
      Translations(
        vi: "Máy này chưa có văn bản Quran. Tải về ngay ({1})? [Y/n] ",
        en: "The Quran text is not on this computer yet. Fetch it now ({1})? [Y/n] ")
    case .nothingFetched:
      Translations(
        vi: "Chưa tải gì. Khi cần văn bản, hãy chạy quran data fetch.",
        en: "Nothing was fetched. Run quran data fetch when you want the text.")
    case .fetchFailedPressEnter:
      Translations(
        vi: "Chưa tải được văn bản (xem lý do ở trên). Nhấn Enter để đóng.",
        en: "The text could not be fetched (the reason is above). Press Enter to close.")
    case .earlierTextUsed:
      Translations(
        vi: "{1} Dùng văn bản đã chuẩn bị trước đó; quran data verify kiểm tra các tệp.",
        en: "{1} The text prepared earlier is used; quran data verify checks the files.")
    case .preparing:
      Translations(
        vi: "Đang chuẩn bị văn bản Quran (chỉ lần đầu): {1}…",
        en: "Preparing the Quran text (first run only): {1}…")
    case .preparingDone:
      Translations(
        vi: "Đang chuẩn bị văn bản Quran (chỉ lần đầu): xong.",
        en: "Preparing the Quran text (first run only): done.")
    case .readerStopped: Translations(vi: "Trình đọc đã dừng: {1}", en: "The reader stopped: {1}")
    case .placeNamesNothing:
      Translations(
        vi:
          "“{1}” không phải lệnh, cũng không phải chỗ nào trong Quran: hãy viết một câu (2:255), một chương (36), juz (j30), hizb (h10) hay trang (p604), còn quran help liệt kê các lệnh.",
        en:
          "“{1}” is neither a command nor a place in the Quran: name an ayah (2:255), a surah (36), a juz (j30), a hizb (h10) or a page (p604), or see quran help for the commands."
      )
    case .favoriteAdded:
      Translations(vi: "Đã thêm {1} vào Yêu thích.", en: "{1} is now a favorite.")
    case .favoriteAlready:
      Translations(vi: "{1} đã có trong Yêu thích.", en: "{1} was already a favorite.")
    case .favoriteRemoved:
      Translations(vi: "Đã bỏ {1} khỏi Yêu thích.", en: "{1} is no longer a favorite.")
    case .favoriteWasNot:
      Translations(vi: "{1} không có trong Yêu thích.", en: "{1} was not a favorite.")
    case .noFavoritesYet:
      Translations(
        vi: "Chưa có câu yêu thích: quran fav add 2:255, hoặc nhấn f trong trình đọc.",
        en: "No favorites yet: quran fav add 2:255, or f in the reader.")
    case .noteWritten:
      Translations(vi: "Đã viết ghi chú {1} cho câu {2}.", en: "Wrote note {1} on {2}.")
    case .noteSaved:
      Translations(vi: "Đã lưu ghi chú {1} của câu {2}.", en: "Saved note {1} on {2}.")
    case .noteDeleted:
      Translations(vi: "Đã xóa ghi chú {1} của câu {2}.", en: "Deleted note {1} on {2}.")
    case .noNotesOn: Translations(vi: "Câu {1} chưa có ghi chú.", en: "No notes on {1}.")
    case .noNotesYet:
      Translations(
        vi: "Chưa có ghi chú: quran note add 2:255 \"…\".",
        en: "No notes yet: quran note add 2:255 \"…\".")
    case .noNoteMatches:
      Translations(vi: "Không có ghi chú nào khớp \"{1}\".", en: "No note matches \"{1}\".")
    case .stdinNotUTF8:
      Translations(
        vi: "Văn bản ở đầu vào chuẩn không phải UTF-8.",
        en: "The text on standard input is not UTF-8.")
    case .limitTooSmall:
      Translations(vi: "--limit phải từ 1 trở lên.", en: "--limit must be at least 1.")
    case .noAyahMatches:
      Translations(
        vi: "Không có câu nào trong bản dịch {1} khớp \"{2}\".",
        en: "No ayah in the {1} translation matches \"{2}\".")
    case .moreResults:
      Translations(
        vi: "… còn {1} câu nữa (--limit N để xem thêm).", en: "… {1} more (--limit N shows more).")
    case .progressOverall:
      Translations(
        vi: "Tổng cộng: đã đọc {1}/{2} câu ({3}), xong {4} chương.",
        en: "Overall: {1} of {2} ayahs ({3}), {4} {4:surah|surahs} finished.")
    case .exportWriteFailed:
      Translations(vi: "Không ghi được {1} ({2}).", en: "Could not write {1} ({2}).")
    case .exported:
      Translations(
        vi: "Đã xuất {1} câu yêu thích, {2} ghi chú và tiến độ đọc của {3} chương vào {4}.",
        en:
          "Exported {1} {1:favorite|favorites}, {2} {2:note|notes} and progress in {3} {3:surah|surahs} to {4}."
      )
    case .importUnreadable:
      Translations(
        vi: "Không đọc được {1}; hãy kiểm tra đường dẫn.",
        en: "{1} could not be read; check the path.")
    case .importNotExport:
      Translations(
        vi: "{1} không phải bản xuất JSON của quran-vi ({2}); không có gì được nhập.",
        en: "{1} is not a quran-vi JSON export ({2}); nothing was imported.")
    case .dryRun:
      Translations(vi: "Chạy thử: không ghi gì cả.", en: "Dry run: nothing was written.")
    case .legacyUnreadable:
      Translations(
        vi:
          "Không đọc được {1}: bạn không có quyền đọc nó; hãy cho phép đọc (chmod u+r) hoặc chép nó ra chỗ đọc được.",
        en:
          "{1} cannot be read: you lack permission to read it; allow it (chmod u+r) or copy it somewhere readable."
      )
    case .legacyReadFailed:
      Translations(
        vi: "Đọc {1} bị lỗi ({2}); hãy kiểm tra ổ đĩa, hoặc chép tệp lại.",
        en: "Reading {1} failed ({2}); check the disk, or copy the file again.")
    case .legacyMissing:
      Translations(
        vi: "Không có tệp hay thư mục {1}; hãy kiểm tra đường dẫn.",
        en: "There is no file or folder {1}; check the path.")
    case .legacyNoKeys:
      Translations(
        vi:
          "{1} không chứa khóa nào của ứng dụng (favoriteAyahs, ayahNotes, ReadingProgressStore.progress) nên không có gì được nhập; đó có phải miền dữ liệu của ứng dụng không (defaults export com.Donald.Quranvn -)?",
        en:
          "{1} holds none of the app's keys (favoriteAyahs, ayahNotes, ReadingProgressStore.progress), so nothing was imported; is it the app's domain (defaults export com.Donald.Quranvn -)?"
      )
    case .markdownFavorites: Translations(vi: "Yêu thích ({1})", en: "Favorites ({1})")
    case .markdownNotes: Translations(vi: "Ghi chú ({1})", en: "Notes ({1})")
    case .markdownNoteDates:
      Translations(vi: "Viết {1}, sửa {2}; mã {3}", en: "Written {1}, changed {2}; id {3}")
    case .markdownProgress: Translations(vi: "Tiến độ đọc", en: "Reading progress")
    case .markdownProgressHeader:
      Translations(vi: "| Chương | Đã đọc | % |", en: "| Surah | Read | % |")
    case .buildReading: Translations(vi: "đọc các bản dịch", en: "reading the translations")
    case .buildWriting:
      Translations(vi: "ghi các chương và câu", en: "writing surahs and ayahs")
    case .buildIndexing: Translations(vi: "lập chỉ mục tìm kiếm", en: "indexing for search")
    case .langNeedsValue:
      Translations(vi: "--lang cần một giá trị: vi hoặc en.", en: "--lang needs a value: vi or en.")
    }
  }
}
