/// Each screen's keys: what `?` lists on the screen, the words of its status row's
/// hints, and the titles of `man quran`'s KEYS section. The keys themselves are the screens'
/// own tables (`KeyTable` in the reader); only what they do is said here, in both languages.
public enum KeysText: Catalogue {
  /// The `?` list's title on each screen, and the man page's heading of each.
  case titleReader, titleResults, titleNotes, titleTafsir, titleStats, titleMenu, titleReport,
    titleProgress, titleCalibration, titleMemorize
  /// The status row's last hint: `?` lists the rest.
  case hintMore
  /// The moves of every list and text that scrolls (`ListMove`).
  case moveDown, moveUp, movePageDown, movePageUp, moveFirst, moveLast, hintMove
  /// What many screens share: `?`, back, close, quit.
  case help, back, close, closeAnyKey, quit, hintBack, hintClose, hintQuit
  /// The lists of results and favorites.
  case openAyah, newSearch, unmarkFavorite, hintOpen
  /// The notes' list.
  case notesOrder, notesSearch, notesBack, editOutside, editHere, deleteNote, undoDeletion,
    openNote, hintOrder, hintSearch
  /// The tafsir.
  case tafsirNext, tafsirPrevious, scrollDown, scrollUp, pageDown, pageUp, hintTafsirAyah,
    hintScroll
  /// The `m` menu.
  case menuChoose, menuClose, hintChoose
  /// The Arabic display's question.
  case chooseShaped, chooseTerminal, plainMarks, keepDisplay, keepAndHide, keepAndSearch,
    hintChooseDisplay, hintPlainMarks, hintHideArabic, hintKeep
  /// The two Arabic displays by name, in the question's hints and sentences.
  case displayShaped, displayTerminal
  /// The `quran keys` command's help and its `--roff`'s.
  case helpKeys, helpKeysRoff
  /// The mouse wheel, as a key's name (`wheel ↓`).
  case wheel

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .titleReader: Translations(vi: "Trình đọc", en: "The reader")
    case .titleResults:
      Translations(
        vi: " Phím của danh sách kết quả tìm và câu yêu thích",
        en: " Keys of the search results and favorites")
    case .titleNotes: Translations(vi: " Phím của danh sách ghi chú", en: " Keys of the notes")
    case .titleTafsir: Translations(vi: " Phím của tafsir", en: " Keys of the tafsir")
    case .titleStats:
      Translations(vi: " Phím của thống kê năm", en: " Keys of the year at a glance")
    case .titleMenu: Translations(vi: " Phím của menu", en: " Keys of the menu")
    case .titleReport: Translations(vi: " Phím của bản báo cáo", en: " Keys of a report")
    case .titleProgress:
      Translations(vi: " Phím của tiến độ học thuộc", en: " Keys of the memorizing progress")
    case .titleCalibration:
      Translations(
        vi: " Phím của câu hỏi hiển thị tiếng Ả Rập", en: " Keys of the Arabic display question")
    case .titleMemorize:
      Translations(
        vi: " Phím của màn hình học thuộc và buổi ôn",
        en: " Keys of the memorize screen and the review session")
    case .hintMore: Translations(vi: "? thêm", en: "? more")
    case .moveDown: Translations(vi: "xuống một dòng", en: "down a row")
    case .moveUp: Translations(vi: "lên một dòng", en: "up a row")
    case .movePageDown: Translations(vi: "xuống một trang", en: "down a page")
    case .movePageUp: Translations(vi: "lên một trang", en: "up a page")
    case .moveFirst: Translations(vi: "về dòng đầu", en: "to the first row")
    case .moveLast: Translations(vi: "đến dòng cuối", en: "to the last row")
    case .hintMove: Translations(vi: "di chuyển", en: "move")
    case .help: Translations(vi: "danh sách phím này", en: "this list of keys")
    case .back: Translations(vi: "quay lại trình đọc", en: "back to the reader")
    case .close: Translations(vi: "đóng", en: "close")
    case .closeAnyKey:
      Translations(vi: "đóng (mọi phím khác cũng vậy)", en: "close (so does any other key)")
    case .quit:
      Translations(vi: "thoát (vị trí đọc được giữ lại)", en: "quit (your place is kept)")
    case .hintBack: Translations(vi: "quay lại", en: "back")
    case .hintClose: Translations(vi: "đóng", en: "close")
    case .hintQuit: Translations(vi: "thoát", en: "quit")
    case .openAyah:
      Translations(
        vi: "đến câu đang chọn trong trình đọc", en: "go to the chosen ayah in the reader")
    case .newSearch: Translations(vi: "tìm lại", en: "a new search")
    case .unmarkFavorite:
      Translations(
        vi: "bỏ đánh dấu câu yêu thích đang chọn (chỉ trong danh sách yêu thích)",
        en: "unmark the chosen favorite (among the favorites only)")
    case .hintOpen: Translations(vi: "đến câu", en: "jump")
    case .notesOrder:
      Translations(
        vi: "xếp mới nhất trước, hoặc theo thứ tự Quran",
        en: "newest first, or in the Quran's order")
    case .notesSearch: Translations(vi: "tìm trong các ghi chú", en: "search the notes")
    case .notesBack:
      Translations(
        vi: "quay lại (sau khi tìm: mọi ghi chú)", en: "back (after a search: every note)")
    case .editOutside:
      Translations(
        vi: "sửa ghi chú đang chọn bằng trình soạn thảo của bạn",
        en: "edit the chosen note in your own editor")
    case .editHere: Translations(vi: "sửa ghi chú đang chọn ngay tại đây", en: "edit it here")
    case .deleteNote: Translations(vi: "xóa ghi chú đang chọn", en: "delete the chosen note")
    case .undoDeletion:
      Translations(vi: "khôi phục ghi chú vừa xóa", en: "put back the note just deleted")
    case .openNote: Translations(vi: "đến câu của ghi chú", en: "go to the note's ayah")
    case .hintOrder: Translations(vi: "thứ tự", en: "order")
    case .hintSearch: Translations(vi: "tìm", en: "search")
    case .tafsirNext:
      Translations(
        vi: "tafsir của câu sau (trình đọc đi theo)",
        en: "the next ayah's tafsir (the reader follows)")
    case .tafsirPrevious:
      Translations(vi: "tafsir của câu trước", en: "the ayah before's tafsir")
    case .scrollDown: Translations(vi: "cuộn xuống một dòng", en: "scroll down a row")
    case .scrollUp: Translations(vi: "cuộn lên một dòng", en: "scroll up a row")
    case .pageDown: Translations(vi: "cuộn xuống một trang", en: "scroll down a page")
    case .pageUp: Translations(vi: "cuộn lên một trang", en: "scroll up a page")
    case .hintTafsirAyah: Translations(vi: "câu sau/trước", en: "next/previous ayah")
    case .hintScroll: Translations(vi: "cuộn", en: "scroll")
    case .menuChoose: Translations(vi: "làm mục đang chọn", en: "do the chosen entry")
    case .menuClose: Translations(vi: "đóng menu", en: "close the menu")
    case .hintChoose: Translations(vi: "chọn", en: "choose")
    case .chooseShaped:
      Translations(
        vi: "dòng 1 đúng: nối chữ tại đây (hầu hết terminal)",
        en: "line 1 is right: shaped here (most terminals)")
    case .chooseTerminal:
      Translations(
        vi: "dòng 2 đúng: để terminal tự xử lý (mlterm, bidi đã bật)",
        en: "line 2 is right: left to the terminal (mlterm, its bidi on)")
    case .plainMarks:
      Translations(vi: "bật hoặc tắt dấu đơn giản", en: "plain marks on or off")
    case .keepDisplay:
      Translations(
        vi: "giữ cách đang dùng", en: "keep the one in use")
    case .keepAndHide:
      Translations(
        vi: "giữ cách đang dùng và ẩn tiếng Ả Rập", en: "keep the one in use and hide the Arabic")
    case .keepAndSearch:
      Translations(vi: "giữ cách đang dùng và tìm", en: "keep the one in use and search")
    case .hintChooseDisplay: Translations(vi: "chọn", en: "choose")
    case .hintPlainMarks: Translations(vi: "dấu đơn giản", en: "plain marks")
    case .hintHideArabic: Translations(vi: "ẩn tiếng Ả Rập", en: "hide the Arabic")
    case .hintKeep: Translations(vi: "giữ {1}", en: "keeps {1}")
    case .displayShaped: Translations(vi: "nối chữ tại đây", en: "shaped")
    case .displayTerminal: Translations(vi: "để terminal xử lý", en: "terminal")
    case .helpKeys:
      Translations(
        vi:
          "Liệt kê phím của từng màn hình trong trình đọc, như ? cho thấy trên màn hình đó.",
        en: "Lists the keys of each screen of the reader, as ? shows them on that screen.")
    case .helpKeysRoff:
      Translations(
        vi: "Viết thành mục KEYS của trang man (roff).",
        en: "Writes them as the man page's KEYS section (roff).")
    case .wheel: Translations(vi: "bánh xe chuột", en: "wheel")
    }
  }
}
