/// What the reader shows: the status bar, lists, prompts, the menu, the note editor, questions.
public enum ReaderText: Catalogue {
  /// A terminal too small for the reader, and what to do.
  case tooSmall, tooSmallAdvice
  /// The labels of the reader's hints line (the keys are in `ReaderKeys`).
  case hintHelp, hintQuit, hintSearch, hintJump, hintFootnotes, hintTafsir, hintFavorite
  /// More labels of the reader's hints line.
  case hintFavorites, hintTranslation, hintArabic
  /// The hints with the focus on the surah list: open the chosen surah, back to the reader.
  case hintOpenSurah, hintToReader
  /// The title row with the focus on the surah list: the surah under its cursor.
  case titleSurahList
  /// Colors switched on or off.
  case colorsOn, colorsOff
  /// The translation chosen.
  case translationChosen
  /// The search results screen.
  case searchTitle, searchTitleBest, noAyahMatches
  /// The favorites screen, and a favorite marked.
  case favoritesTitle, noFavoritesYet, nowFavorite
  /// The notes screen's titles, newest first or in the Quran's order.
  case notesTitleNewest, notesTitleQuranOrder, notesSearchTitle, notesSearchTitleNewest
  /// No notes, no match, nothing to undo.
  case noNotesYet, noNoteMatches, nothingToUndo
  /// The note pane beside the text.
  case notePaneTitle, notePaneChoose
  /// The note editor's title and hints.
  case newNoteTitle, noteTitle, editorHints
  /// A note saved, deleted, left, brought back, or kept when its deletion was not confirmed.
  case noteNotSaved, noteSaved, noteDeleted, noteBack, deleteNoteQuestion, noteKept
  /// A paste outside a text field: opened as a new note, or left out (never run as keys).
  case pasteAsNote, pasteLeftOut
  /// The place read could not be kept when the reader closed.
  case placeNotKept
  /// Esc (or a Ctrl-C) with text not saved: the one-key question, and its answers.
  case editorLeaveQuestion, editorInterruptQuestion, noteDiscarded, noteDiscardedInMemory
  /// A discarded text back in the editor; a refused save that leaves the text in the editor.
  case noteTextBack, noteStaysInEditor
  /// What went wrong with `$EDITOR`.
  case editorTemporaryFileFailed, editorFailed, editorRemovedFile, editorLeftEmpty
  /// Drafts left by a closed terminal: offered, put aside, kept.
  case draftOffer, draftPutAside, draftKept, draftNotKept, draftsUnreadable
  /// The `m` menu's title and entries.
  case menuTitle, menuImport, menuNotes, menuFavorites, menuArabic, menuLanguage, menuHelp
  /// How to close a report's screen.
  case reportClose
  /// The prompts at the bottom line: jump, search, import.
  case jumpHint, searchHint, noteSearchHint, importPrompt, importHint, importing
  /// The passage's place: surah, juz, page.
  case passageInfo
  /// A juz, hizb or page that is, or is not, in the mushaf.
  case placeInMushaf, noSuchDivision
  /// How the Arabic is drawn, as the status line says it.
  case arabicShapedHere, arabicLeftToTerminal, arabicPlainMarks
  /// An Arabic display that is not known, or not saved.
  case arabicUnknownDisplay, arabicNotSaved
  /// The first-start question of how the Arabic looks in this terminal.
  case calibrationTitle, calibrationQuestion, calibrationShaped,
    calibrationTerminal, calibrationPlainMarks, calibrationKeeps, on, off
  /// What helps when every Arabic letter is a box (a bitmap font without Arabic).
  case calibrationBoxes

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .tooSmall:
      Translations(vi: "Cửa sổ quá nhỏ ({1}×{2}).", en: "Terminal too small ({1}×{2}).")
    case .tooSmallAdvice:
      Translations(vi: "Cần ít nhất {1}×{2}.", en: "Make it at least {1}×{2}.")
    case .hintHelp: Translations(vi: "trợ giúp", en: "help")
    case .hintQuit: Translations(vi: "thoát", en: "quit")
    case .hintSearch: Translations(vi: "tìm", en: "search")
    case .hintJump: Translations(vi: "đến câu", en: "jump")
    case .hintFootnotes: Translations(vi: "chú thích", en: "footnotes")
    case .hintTafsir: Translations(vi: "tafsir", en: "Tafsir")
    case .hintFavorite: Translations(vi: "yêu thích", en: "favorite")
    case .hintFavorites: Translations(vi: "câu yêu thích", en: "favorites")
    case .hintTranslation: Translations(vi: "bản dịch", en: "translation")
    case .hintArabic: Translations(vi: "tiếng Ả Rập", en: "Arabic")
    case .colorsOn: Translations(vi: "Đã bật màu.", en: "Colors on.")
    case .colorsOff: Translations(vi: "Đã tắt màu.", en: "Colors off.")
    case .translationChosen: Translations(vi: "Bản dịch: {1}.", en: "Translation: {1}.")
    case .searchTitle:
      Translations(vi: "Tìm “{1}”: {2} câu ({3})", en: "Search “{1}”: {2} {2:ayah|ayahs} ({3})")
    case .searchTitleBest:
      Translations(
        vi: "Tìm “{1}”: {2} câu khớp nhất trong {3} câu ({4})",
        en: "Search “{1}”: best {2} of {3} ayahs ({4})")
    case .noAyahMatches: Translations(vi: "Không có câu nào khớp.", en: "No ayah matches.")
    case .favoritesTitle: Translations(vi: "Yêu thích: {1} câu", en: "Favorites: {1}")
    case .noFavoritesYet:
      Translations(
        vi: "Chưa có câu yêu thích: nhấn f ở một câu.", en: "No favorites yet: press f on an ayah.")
    case .nowFavorite:
      Translations(vi: "★ Đã thêm {1} vào Yêu thích.", en: "★ {1} is a favorite.")
    case .notesTitleNewest:
      Translations(vi: "Ghi chú: {1}, mới nhất trước", en: "Notes: {1}, newest first")
    case .notesTitleQuranOrder:
      Translations(vi: "Ghi chú: {1}, theo thứ tự Quran", en: "Notes: {1}, in the Quran's order")
    case .notesSearchTitle:
      Translations(vi: "Ghi chú khớp “{1}”: {2}", en: "Notes matching “{1}”: {2}")
    case .notesSearchTitleNewest:
      Translations(
        vi: "Ghi chú khớp “{1}”: {2} ghi chú mới nhất trong {3}",
        en: "Notes matching “{1}”: newest {2} of {3}")
    case .noNotesYet:
      Translations(
        vi: "Chưa có ghi chú: nhấn n ở một câu để viết.",
        en: "No notes yet: press n on an ayah to write one.")
    case .noNoteMatches: Translations(vi: "Không có ghi chú nào khớp.", en: "No note matches.")
    case .nothingToUndo: Translations(vi: "Không có gì để hoàn tác.", en: "Nothing to undo.")
    case .notePaneTitle:
      Translations(
        vi: " ✎ Ghi chú câu {1} ({2}/{3}) · n mới · e $EDITOR · E sửa · d xóa{4}",
        en: " ✎ Notes on {1} ({2}/{3}) · n new · e $EDITOR · E edit · d delete{4}")
    case .notePaneChoose: Translations(vi: " · [ ] chọn", en: " · [ ] choose")
    case .newNoteTitle: Translations(vi: "Ghi chú mới cho câu {1}", en: "New note on {1}")
    case .noteTitle: Translations(vi: "Ghi chú câu {1}", en: "Note on {1}")
    case .editorHints:
      Translations(
        vi: "Ctrl-S lưu · Esc đóng · Ctrl/Alt-←/→ từng từ · Ctrl-W, Alt-Backspace xóa từ",
        en: "Ctrl-S save · Esc close · Ctrl/Alt-←/→ word · Ctrl-W, Alt-Backspace delete word")
    case .editorLeaveQuestion:
      Translations(
        vi: "Ghi chú chưa lưu: s lưu · d bỏ (u lấy lại) · Esc viết tiếp",
        en: "Not saved yet: s saves · d discards (u brings it back) · Esc goes on writing")
    case .editorInterruptQuestion:
      Translations(
        vi: "Không giữ được nháp! Ctrl-C lần nữa: thoát, mất văn bản · s lưu · Esc quay lại",
        en: "Draft not kept! Ctrl-C again quits and loses the text · s saves · Esc goes back")
    case .noteDiscarded:
      Translations(
        vi: "Chưa lưu: văn bản được cất vào {1}; nhấn u để lấy lại.",
        en: "Not saved: the text was put aside in {1}; u brings it back.")
    case .noteDiscardedInMemory:
      Translations(
        vi: "Chưa lưu; không cất được văn bản ra đĩa ({1}): nhấn u trước khi thoát để lấy lại.",
        en:
          "Not saved; the text could not be put aside on disk ({1}): u brings it back until you quit."
      )
    case .noteTextBack:
      Translations(
        vi: "Văn bản đã trở lại trình soạn thảo.", en: "The text is back in the editor.")
    case .noteStaysInEditor:
      Translations(
        vi: "Văn bản vẫn ở đây: Ctrl-S thử lại; Esc hỏi trước khi đóng.",
        en: "The text stays here: Ctrl-S tries again; Esc asks before closing.")
    case .noteNotSaved:
      Translations(
        vi: "Chưa lưu: ghi chú được giữ nguyên.", en: "Not saved: the note was left as it was.")
    case .noteSaved: Translations(vi: "✎ Đã lưu ghi chú.", en: "✎ Note saved.")
    case .placeNotKept:
      Translations(
        vi: "Chỗ đang đọc ({1}) không được lưu khi đóng trình đọc: {2}",
        en: "Your reading place ({1}) was not kept when the reader closed: {2}")
    case .noteDeleted:
      Translations(vi: "Đã xóa ghi chú: nhấn u để khôi phục.", en: "Note deleted: u puts it back.")
    case .noteBack:
      Translations(vi: "Đã khôi phục ghi chú câu {1}.", en: "The note on {1} is back.")
    case .noteKept: Translations(vi: "Ghi chú được giữ lại.", en: "The note is kept.")
    case .pasteAsNote:
      Translations(
        vi: "Văn bản dán thành ghi chú mới cho câu {1}: Ctrl-S lưu, Esc bỏ.",
        en: "The pasted text is a new note on {1}: Ctrl-S saves it, Esc drops it.")
    case .pasteLeftOut:
      Translations(
        vi: "Đã bỏ qua văn bản dán: ở đây nó không phải là phím. Dán vào ghi chú (n) hoặc ô nhập.",
        en: "Pasted text left out: here it is not keys. Paste into a note (n) or a prompt.")
    case .deleteNoteQuestion:
      Translations(
        vi: "Xóa ghi chú này ở câu {1}? y để xóa (u hoàn tác), phím khác để giữ.",
        en: "Delete this note on {1}? y deletes (u undoes), any other key keeps it.")
    case .editorTemporaryFileFailed:
      Translations(
        vi: "Không ghi được ghi chú vào tệp tạm ({1}).",
        en: "The note could not be written to a temporary file ({1}).")
    case .editorFailed:
      Translations(
        vi: "Trình soạn thảo ({1}) thoát với mã {2}; ghi chú không thay đổi.",
        en: "The editor ({1}) exited with status {2}; the note was not changed.")
    case .editorRemovedFile:
      Translations(
        vi: "Trình soạn thảo đã xóa tệp; ghi chú không thay đổi.",
        en: "The editor removed the file; the note was not changed.")
    case .editorLeftEmpty:
      Translations(
        vi: "Tệp bị để trống; ghi chú không thay đổi.",
        en: "The file was left empty; the note was not changed.")
    case .draftOffer:
      Translations(
        vi: "Một ghi chú ở câu {1} chưa được lưu: khôi phục? [y/n] (Esc: hỏi lại lần sau)",
        en: "A note on {1} was not saved: restore it? [y/n] (Esc: ask next time)")
    case .draftPutAside:
      Translations(
        vi: "Bản nháp được cất riêng vào {1}; nhấn u để lấy lại.",
        en: "The draft was put aside in {1}; u brings it back.")
    case .draftKept:
      Translations(vi: "Văn bản của bạn được giữ trong {1}.", en: "Your text is kept in {1}.")
    case .draftNotKept:
      Translations(
        vi: "Không giữ được bản nháp trên đĩa ({1}); hãy lưu ghi chú sớm.",
        en: "The draft could not be kept on disk ({1}); save the note soon.")
    case .draftsUnreadable:
      Translations(
        vi: "Có bản nháp không đọc được (hỏng, hoặc lớn hơn 8 MB); nó đã được chuyển vào {1}.",
        en: "A draft could not be read (damaged, or larger than 8 MB); it was moved to {1}.")
    case .menuTitle:
      Translations(
        vi: " Menu — Enter để chọn, Esc để đóng", en: " Menu — Enter chooses, Esc closes")
    case .menuImport:
      Translations(
        vi: "Nhập từ ứng dụng iPhone (bản UserDefaults)…",
        en: "Import from the iPhone app (its UserDefaults dump)…")
    case .menuNotes: Translations(vi: "Ghi chú của bạn", en: "Your notes")
    case .menuFavorites: Translations(vi: "Câu yêu thích", en: "Your favorites")
    case .menuArabic: Translations(vi: "Cách hiển thị tiếng Ả Rập", en: "How the Arabic is drawn")
    case .menuLanguage:
      Translations(vi: "Ngôn ngữ: Tiếng Việt → English", en: "Language: English → Tiếng Việt")
    case .menuHelp: Translations(vi: "Phím tắt", en: "Keys")
    case .reportClose: Translations(vi: "{1} — Esc để đóng", en: "{1} — Esc closes")
    case .jumpHint:
      Translations(
        vi: "  2:255, 36, j5 (juz), h10 (hizb), p300 (trang) · Enter · Esc",
        en: "  2:255, 36, j5 (juz), h10 (hizb), p300 (page) · Enter · Esc")
    case .placeInMushaf: Translations(vi: "juz {1} · trang {2}", en: "juz {1} · page {2}")
    case .hintOpenSurah: Translations(vi: "mở chương", en: "open surah")
    case .hintToReader: Translations(vi: "về trình đọc", en: "to the reader")
    case .titleSurahList:
      Translations(
        vi: "▶ Danh sách chương: {1}. {2} ({3})  {4} câu",
        en: "▶ Surah list: {1}. {2} ({3})  {4} {4:ayah|ayahs}")
    case .noSuchDivision:
      Translations(
        vi: "Không có {1}{2}: hãy chọn từ {1}1 đến {1}{3}.",
        en: "There is no {1}{2}: choose {1}1 to {1}{3}.")
    case .searchHint: Translations(vi: "  Enter để tìm · Esc", en: "  Enter searches · Esc")
    case .noteSearchHint:
      Translations(
        vi: "  Enter tìm trong ghi chú (để trống: tất cả) · Esc",
        en: "  Enter searches your notes (empty: all) · Esc")
    case .importPrompt:
      Translations(
        vi: "Nhập bản sao dữ liệu của ứng dụng iPhone (đường dẫn tệp): ",
        en: "Import the iPhone app's dump (a file path): ")
    case .importHint: Translations(vi: "  Enter để nhập · Esc", en: "  Enter imports · Esc")
    case .importing: Translations(vi: " Đang nhập… ", en: " Importing… ")
    case .passageInfo:
      Translations(vi: "{1} câu · {2} · bản dịch {3}", en: "{1} ayahs · {2} · translated by {3}")
    case .arabicShapedHere:
      Translations(
        vi: "Tiếng Ả Rập: nối chữ tại đây{1}. Nhấn A để đổi.",
        en: "Arabic: shaped here{1}. A changes it.")
    case .arabicLeftToTerminal:
      Translations(
        vi: "Tiếng Ả Rập: để terminal tự xử lý{1}. Nhấn A để đổi.",
        en: "Arabic: left to the terminal{1}. A changes it.")
    case .arabicPlainMarks: Translations(vi: ", dấu đơn giản", en: ", plain marks")
    case .arabicUnknownDisplay:
      Translations(
        vi:
          "{1} là “{2}”, không phải cách hiển thị tiếng Ả Rập: hãy dùng shaped (hầu hết terminal) hoặc terminal (mlterm, hoặc terminal đã bật bidi).",
        en:
          "{1} is “{2}”, which is not a way to show Arabic: use shaped (most terminals) or terminal (mlterm, or a terminal with its bidi on)."
      )
    case .arabicNotSaved:
      Translations(
        vi:
          "Không lưu được cách hiển thị tiếng Ả Rập vào {1} ({2}); lựa chọn giữ đến khi đóng trình đọc.",
        en:
          "The Arabic display choice could not be saved in {1} ({2}); it holds until the reader closes."
      )
    case .calibrationTitle:
      Translations(
        vi: " Tiếng Ả Rập — dòng nào hiển thị đúng?", en: " Arabic — which line reads correctly?")
    case .calibrationQuestion:
      Translations(
        vi:
          "Câu đầu tiên của Quran, hiển thị theo hai cách. Dòng nào đọc từ phải sang trái, các chữ nối liền như bản in?",
        en:
          "The first ayah of the Quran, drawn two ways. Which one reads from right to left with its letters joined, as in print?"
      )
    case .calibrationShaped:
      Translations(
        vi:
          "1  nối chữ tại đây: hầu hết terminal (xterm, tmux, alacritty, wezterm, Windows Terminal).",
        en: "1  shaped here: most terminals (xterm, tmux, alacritty, wezterm, Windows Terminal).")
    case .calibrationTerminal:
      Translations(
        vi: "2  để terminal tự xử lý: mlterm, hoặc terminal đã bật bidi.",
        en: "2  left to the terminal: mlterm, or a terminal whose own bidi is on.")
    case .calibrationPlainMarks:
      Translations(
        vi:
          "p  chữ và dấu đơn giản: {1}. Hãy bật nếu có chữ hay dấu nhỏ trong các dòng này hiện thành ô vuông hoặc vòng tròn lạc chỗ (phông thiếu chữ Uthmani, như DejaVu Sans Mono):",
        en:
          "p  plain marks: {1}. Turn them on if letters or small marks in these lines show as boxes or stray circles (a font without the Uthmani letters, such as DejaVu Sans Mono):"
      )
    case .calibrationKeeps:
      Translations(
        vi:
          "Esc, q hoặc Enter giữ {1}; / tìm kiếm. Lựa chọn được lưu trên máy này; nhấn A (hoặc từ trợ giúp) để chọn lại.",
        en:
          "Esc, q or Enter keeps {1}; / searches. The choice is kept on this computer; A (or the help) brings this back."
      )
    case .calibrationBoxes:
      Translations(
        vi:
          "Mọi chữ đều là ô vuông? Phông của cửa sổ không có chữ Ả Rập (như phông bitmap mặc định của xterm): hãy dùng một phông TrueType, ví dụ xterm -fa 'DejaVu Sans Mono' khi đã cài fonts-hosny-amiri hoặc fonts-noto-core (xem README), hoặc nhấn a để ẩn tiếng Ả Rập.",
        en:
          "Every letter a box? The terminal's font has no Arabic (as xterm's default bitmap font): use a TrueType font, such as xterm -fa 'DejaVu Sans Mono' with fonts-hosny-amiri or fonts-noto-core installed (see the README), or press a to hide the Arabic."
      )
    case .on: Translations(vi: "bật", en: "on")
    case .off: Translations(vi: "tắt", en: "off")
    }
  }
}
