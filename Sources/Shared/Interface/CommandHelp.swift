/// `--help` of the `quran` commands: each command's abstract and each option's line.
public enum CommandHelp: Catalogue {
  /// The `--help` of `quran`, `quran tui` and `quran read`.
  case quran, quranDiscussion, tui, read, readReference, readArabic, readCopy
  /// The reader's place (`quran 2:255`, `quran tui --at 2:255`) and `quran keys`.
  case tuiPlace, tuiAt
  /// The `--help` of `quran search`.
  case search, searchWords, searchLimit
  /// The `--help` of `quran fav` and its subcommands.
  case fav, favAdd, favAddAyahs, favRm, favRmAyahs, favList
  /// The `--help` of `quran progress`.
  case progress
  /// The `--help` of `quran note` and its subcommands.
  case note, noteAdd, noteAddAyah, noteAddText, noteList, noteListAyah, noteListBySurah, noteEdit,
    noteID, noteEditText, noteRm, noteSearch, noteAsJSON, deletedNoteAsJSON
  /// The `--help` of `quran export`.
  case export, exportFormat, exportOutput
  /// The `--help` of `quran import`.
  case importJSON, importFile, importDryRun
  /// The `--help` of `quran import-legacy`.
  case importLegacy, importLegacyDiscussion, importLegacyFile, importLegacyDryRun,
    importLegacyJSON
  /// The options shared by several commands.
  case data, home, translation, json, arabicDisplay

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .quran:
      Translations(
        vi: "Đọc Quran bằng tiếng Việt trong terminal.",
        en: "Read the Quran in Vietnamese in the terminal.")
    case .quranDiscussion:
      Translations(
        vi: """
          Không có lệnh thì mở trình đọc (nhấn ? trong đó để xem phím tắt);
          quran 2:255, quran 36 hay quran j30 mở trình đọc tại chỗ đó, tiến độ
          đọc chỉ đổi khi bạn đọc tiếp.
          Văn bản Quran được đọc từ --data DIR, nếu không thì $QURAN_VI_DATA,
          nếu không thì bản quran data fetch tải về (một lần mỗi máy). Câu yêu thích và
          tiến độ đọc nằm trong --home DIR, $QURAN_VI_HOME, hoặc
          $XDG_DATA_HOME/quran-vi (~/.local/share/quran-vi).
          Ngôn ngữ giao diện: --lang vi|en hoặc QURAN_VI_LANG; nếu không thì
          theo LC_ALL, LC_MESSAGES, LANG (vi… là tiếng Việt), hoặc phím L
          trong trình đọc.
          """,
        en: """
          With no command, opens the reader (press ? inside it for the keys);
          quran 2:255, quran 36 or quran j30 opens it at that place, and your progress
          moves only once you read on.
          The Quran text is read from --data DIR, else $QURAN_VI_DATA, else the copy quran
          data fetch keeps (once per computer). Your favorites and progress live in --home DIR,
          $QURAN_VI_HOME, or $XDG_DATA_HOME/quran-vi (~/.local/share/quran-vi).
          The interface's language: --lang vi|en or QURAN_VI_LANG; else LC_ALL,
          LC_MESSAGES, LANG (vi… is Vietnamese), or the L key in the reader.
          """)
    case .tui:
      Translations(
        vi: "Mở trình đọc, tại một chỗ nếu có (mặc định khi không có lệnh: quran 2:255).",
        en: "Open the reader, at a place if given (the default with no command: quran 2:255).")
    case .tuiPlace:
      Translations(
        vi:
          "Mở trình đọc tại chỗ này: một câu (2:255), một chương (36), juz (j30), hizb (h10) hay trang (p604); tiến độ đọc chỉ đổi khi bạn đọc tiếp.",
        en:
          "Open the reader at this place: an ayah (2:255), a surah (36), a juz (j30), a hizb (h10) or a page (p604); your progress moves only once you read on."
      )
    case .tuiAt:
      Translations(
        vi: "Như <place>: mở trình đọc tại câu, chương, juz, hizb hay trang này.",
        en: "As <place>: open the reader at this ayah, surah, juz, hizb or page.")
    case .read:
      Translations(
        vi: "In các câu: 2:255, một chương (36) hoặc một đoạn (2:255-257).",
        en: "Print ayahs: 2:255, a surah (36) or a range (2:255-257).")
    case .readReference:
      Translations(
        vi: "Đọc gì: CHƯƠNG:CÂU, CHƯƠNG, hoặc CHƯƠNG:CÂU-CÂU.",
        en: "What to read: SURAH:AYAH, SURAH, or SURAH:AYAH-AYAH.")
    case .readArabic:
      Translations(
        vi: "In tiếng Ả Rập bên cạnh tiếng Việt.", en: "Print the Arabic beside the Vietnamese.")
    case .readCopy:
      Translations(
        vi:
          "Chép đoạn này kèm tham chiếu vào clipboard của terminal (OSC 52), tiếng Ả Rập nếu có --arabic.",
        en:
          "Copy the passage with its reference to the terminal's clipboard (OSC 52), with the Arabic under --arabic."
      )
    case .search:
      Translations(
        vi: "Tìm trong một bản dịch; không phân biệt dấu, thanh và chữ hoa (đ khớp d).",
        en: "Search a translation; tones, marks and case don't matter (đ matches d).")
    case .searchWords: Translations(vi: "Các từ cần tìm.", en: "The words to find.")
    case .searchLimit:
      Translations(vi: "Số kết quả tối đa.", en: "How many results at most.")
    case .fav:
      Translations(
        vi: "Thêm, bỏ và liệt kê các câu yêu thích.", en: "Mark, unmark and list favorite ayahs.")
    case .favAdd: Translations(vi: "Thêm câu vào Yêu thích.", en: "Mark ayahs as favorites.")
    case .favAddAyahs: Translations(vi: "Các câu, ví dụ 2:255 36:1.", en: "Ayahs, e.g. 2:255 36:1.")
    case .favRm: Translations(vi: "Bỏ câu khỏi Yêu thích.", en: "Unmark favorites.")
    case .favRmAyahs: Translations(vi: "Các câu, ví dụ 2:255.", en: "Ayahs, e.g. 2:255.")
    case .favList:
      Translations(
        vi: "Liệt kê câu yêu thích theo thứ tự Quran.", en: "List favorites in Quran order.")
    case .progress:
      Translations(
        vi: "Xem tiến độ đọc theo từng chương và tổng cộng.",
        en: "Show your reading progress per surah and overall.")
    case .note:
      Translations(
        vi: "Viết, liệt kê, sửa, tìm và xóa ghi chú trên các câu.",
        en: "Write, list, edit, search and delete notes on ayahs.")
    case .noteAdd:
      Translations(
        vi: "Viết ghi chú cho một câu: quran note add 2:255 \"…\" (hoặc văn bản từ stdin).",
        en: "Write a note on an ayah: quran note add 2:255 \"…\" (or the text on stdin).")
    case .noteAddAyah: Translations(vi: "Câu, ví dụ 2:255.", en: "The ayah, e.g. 2:255.")
    case .noteAddText:
      Translations(
        vi: "Nội dung ghi chú; đọc từ đầu vào chuẩn khi bỏ trống.",
        en: "The note's text; read from standard input when left out.")
    case .noteList:
      Translations(
        vi: "Liệt kê ghi chú, mới nhất trước: tất cả, hoặc của một câu.",
        en: "List notes, newest first: all of them, or those of one ayah.")
    case .noteListAyah:
      Translations(
        vi: "Chỉ các ghi chú của câu này, ví dụ 2:255.",
        en: "Only the notes of this ayah, e.g. 2:255.")
    case .noteListBySurah:
      Translations(
        vi: "Theo thứ tự Quran thay vì mới nhất trước.",
        en: "In the order of the Quran instead of newest first.")
    case .noteEdit:
      Translations(
        vi: "Đổi nội dung ghi chú: gõ ở đây, từ stdin, hoặc trong $VISUAL/$EDITOR.",
        en: "Change a note's text: given here, on stdin, or in $VISUAL/$EDITOR.")
    case .noteID:
      Translations(
        vi: "Mã ghi chú (vài ký tự đầu là đủ).",
        en: "The note's id (its first characters are enough).")
    case .noteEditText:
      Translations(
        vi: "Nội dung mới; khi bỏ trống: stdin nếu có, nếu không thì trình soạn thảo của bạn.",
        en: "The new text; when left out, stdin if piped, else your editor.")
    case .noteRm: Translations(vi: "Xóa một ghi chú.", en: "Delete a note.")
    case .noteSearch:
      Translations(
        vi: "Tìm trong ghi chú; không phân biệt dấu, thanh và chữ hoa.",
        en: "Search your notes; tones, marks and case don't matter.")
    case .noteAsJSON: Translations(vi: "In ghi chú dạng JSON.", en: "Print the note as JSON.")
    case .deletedNoteAsJSON:
      Translations(vi: "In ghi chú đã xóa dạng JSON.", en: "Print the deleted note as JSON.")
    case .export:
      Translations(
        vi:
          "Xuất yêu thích, ghi chú và tiến độ đọc dạng Markdown (để đọc), hoặc mọi thứ bạn lưu (cả nhật ký đọc, học thuộc và cài đặt) dạng JSON (để nạp lại).",
        en:
          "Export favorites, notes and progress as Markdown (to read), or everything you keep (the reading log, memorizing and settings too) as JSON (to load)."
      )
    case .exportFormat: Translations(vi: "markdown hoặc json.", en: "markdown or json.")
    case .exportOutput:
      Translations(
        vi: "Ghi vào tệp này thay vì đầu ra chuẩn.",
        en: "Write to this file instead of standard output.")
    case .importJSON:
      Translations(
        vi: "Nhập một bản xuất JSON (quran export --format json) vào thư mục dữ liệu này.",
        en: "Import a JSON export (quran export --format json) into this home.")
    case .importFile: Translations(vi: "Tệp đã xuất.", en: "The export file.")
    case .importDryRun:
      Translations(
        vi: "Cho biết điều gì sẽ thay đổi, không ghi gì.",
        en: "Say what would change, and write nothing.")
    case .importLegacy:
      Translations(
        vi: "Nhập yêu thích, ghi chú và tiến độ đọc từ bản UserDefaults của ứng dụng iPhone.",
        en: "Import favorites, notes and progress from the iPhone app's UserDefaults dump.")
    case .importLegacyDiscussion:
      Translations(
        vi: """
          Nhận tệp tùy chọn của ứng dụng (binary plist), `defaults export
          com.Donald.Quranvn` (XML plist), kết quả `defaults read`, JSON, hoặc thư
          mục của một bản sao lưu iPhone không mã hóa (idevicebackup2, Finder,
          iTunes); định dạng được nhận ra từ nội dung. Tệp không bị sửa.
          Mã thoát: 0 đã nhập hết, 1 có mục không nhập được (phần còn lại đã
          nhập), 2 không đọc được tệp (không nhập gì).
          """,
        en: """
          Takes the app's preferences file (binary plist), `defaults export com.Donald.Quranvn`
          (XML plist), `defaults read` output, JSON, or the folder of an unencrypted iPhone
          backup (idevicebackup2, Finder, iTunes); the shape is read from the bytes. The dump
          is never changed.
          Exit status: 0 all imported, 1 some items left out (the rest imported), 2 the file
          could not be read (nothing imported).
          """)
    case .importLegacyFile:
      Translations(
        vi: "Tệp dữ liệu, hoặc thư mục sao lưu iPhone.",
        en: "The dump file, or an iPhone backup's folder.")
    case .importLegacyDryRun:
      Translations(
        vi: "In cùng báo cáo mà không ghi gì.", en: "Print the same report and write nothing.")
    case .importLegacyJSON:
      Translations(vi: "In báo cáo dạng JSON.", en: "Print the report as JSON.")
    case .data:
      Translations(
        vi: "Thư mục chứa vi-rwwad.json và vi-hassan.json.",
        en: "The folder with vi-rwwad.json and vi-hassan.json.")
    case .home:
      Translations(
        vi: "Thư mục dữ liệu của bạn (yêu thích, tiến độ đọc, văn bản đã chuẩn bị).",
        en: "The folder for your data (favorites, progress, the built corpus).")
    case .translation:
      Translations(
        vi: "Bản dịch: rwwad hoặc hassan (mặc định: theo cài đặt, nếu không thì rwwad).",
        en: "The translation: rwwad or hassan (default: your setting, else rwwad).")
    case .json: Translations(vi: "In JSON cho chương trình.", en: "Print JSON for programs.")
    case .arabicDisplay:
      Translations(
        vi:
          "Cách hiển thị tiếng Ả Rập: shaped (nối chữ và sắp xếp tại đây, cho hầu hết terminal) hoặc terminal (để terminal có bidi tự xử lý).",
        en:
          "How to draw Arabic: shaped (joined and reordered here, for most terminals) or terminal (left to a terminal with its own bidi)."
      )
    }
  }
}
