/// What the line mode says (`quran --linear`, and the reader under `TERM=dumb`): a
/// mode for screen readers and braille displays, each sentence a plain line printed once.
public enum LinearText: Catalogue {
  /// `--linear`'s help, the first line the mode prints, and the title of its commands' list.
  case helpLinear, opening, title
  /// A surah's first line, when reading enters it: its number, names and length.
  case surahHeading
  /// Reading on past the last ayah of the Quran.
  case endOfQuran
  /// A line that is no command and no place.
  case unknown
  /// `/` with no words, and a search's heading, what it found beyond the lines printed, and
  /// no ayah found.
  case searchNeedsWords, searchHeading, searchMore, searchNothing
  /// `note` without its text, a note kept, the notes of the current ayah and of all.
  case noteNeedsText, noteAdded, notesOfAyah, notesOfAll, noNotesAtAll
  /// The commands, each what it does (`?`, `quran keys`, `man quran`).
  case commandGo, commandNext, commandPrevious, commandAgain, commandSearch, commandFavorite,
    commandNote, commandNotes, commandAllNotes, commandHelp, commandQuit
  /// The commands' names that hold a word to fill in.
  case keysNext, keysSearch, keysNote, keysQuit

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .helpLinear:
      Translations(
        vi:
          "Chế độ dòng cho trình đọc màn hình và màn hình chữ nổi: mỗi câu in một lần thành dòng chữ, lệnh gõ từng dòng (? liệt kê các lệnh). TERM=dumb cũng mở chế độ này.",
        en:
          "Line mode, for screen readers and braille displays: each ayah printed once as plain lines, commands typed a line at a time (? lists them). TERM=dumb opens it too."
      )
    case .opening:
      Translations(
        vi: "Chế độ dòng của quran-vi. Gõ ? rồi Enter để nghe các lệnh, q để thoát.",
        en: "quran-vi line mode. Type ? then Enter for the commands, q to quit.")
    case .title:
      Translations(
        vi: "Chế độ dòng (quran --linear): gõ một lệnh rồi nhấn Enter",
        en: "Line mode (quran --linear): type a command, then Enter")
    case .surahHeading:
      Translations(
        vi: "Chương {1}: {2} ({3}), {4} câu.",
        en: "Surah {1}: {2} ({3}), {4} {4:ayah|ayahs}.")
    case .endOfQuran:
      Translations(
        vi: "Đây là câu cuối cùng của Qur'an (114:6). Gõ một vị trí, như 1:1, để đến câu khác.",
        en: "This is the end of the Quran (114:6). Type a place, as 1:1, to go to another ayah.")
    case .unknown:
      Translations(
        vi: "“{1}” không phải lệnh, cũng không phải chỗ nào trong Quran. Gõ ? để xem các lệnh.",
        en: "“{1}” is neither a command nor a place in the Quran. Type ? for the commands.")
    case .searchNeedsWords:
      Translations(
        vi: "Hãy gõ các từ cần tìm ngay sau dấu /, ví dụ: /nhân từ",
        en: "Type the words to search for right after /, as in: /nhân từ")
    case .searchHeading:
      Translations(
        vi: "Tìm “{1}”: {2} câu. Gõ vị trí của một câu để đến đó.",
        en: "Search for “{1}”: {2} {2:ayah|ayahs}. Type an ayah's place to go there.")
    case .searchMore:
      Translations(
        vi: "Còn {1} câu nữa; thêm từ để thu hẹp.",
        en: "{1} more {1:ayah|ayahs}; add words to narrow the search.")
    case .searchNothing:
      Translations(
        vi: "Không có câu nào trong bản dịch {1} khớp “{2}”.",
        en: "No ayah in the {1} translation matches “{2}”.")
    case .noteNeedsText:
      Translations(
        vi: "Hãy gõ nội dung sau chữ note, ví dụ: note Câu Ghế Kursi",
        en: "Type the note after the word note, as in: note The Throne Verse")
    case .noteAdded:
      Translations(vi: "Đã lưu ghi chú cho câu {1}.", en: "Saved a note on {1}.")
    case .notesOfAyah:
      Translations(vi: "Câu {1} có {2} ghi chú:", en: "{1} has {2} {2:note|notes}:")
    case .notesOfAll:
      Translations(
        vi: "Tất cả {1} ghi chú, mới nhất trước:", en: "All {1} {1:note|notes}, newest first:")
    case .noNotesAtAll:
      Translations(
        vi: "Chưa có ghi chú nào. Gõ note và nội dung để viết ghi chú cho câu đang đọc.",
        en: "No notes yet. Type note and its text to write one on the current ayah.")
    case .commandGo:
      Translations(
        vi: "đến một câu, một chương, juz, hizb hay trang",
        en: "go to an ayah, a surah, a juz, a hizb or a page")
    case .commandNext: Translations(vi: "câu kế tiếp", en: "the next ayah")
    case .commandPrevious: Translations(vi: "câu trước", en: "the previous ayah")
    case .commandAgain: Translations(vi: "đọc lại câu hiện tại", en: "the current ayah again")
    case .commandSearch:
      Translations(
        vi: "tìm trong bản dịch, không cần gõ dấu; từ khớp nằm trong [ ]",
        en: "search the translation, tones not needed; the words found stand in [ ]")
    case .commandFavorite:
      Translations(
        vi: "thêm câu hiện tại vào Yêu thích, hoặc bỏ ra",
        en: "mark the current ayah a favorite, or unmark it")
    case .commandNote:
      Translations(vi: "viết một ghi chú cho câu hiện tại", en: "write a note on the current ayah")
    case .commandNotes:
      Translations(vi: "các ghi chú của câu hiện tại", en: "the notes on the current ayah")
    case .commandAllNotes:
      Translations(vi: "tất cả ghi chú, mới nhất trước", en: "every note, newest first")
    case .commandHelp: Translations(vi: "danh sách lệnh này", en: "this list of commands")
    case .commandQuit:
      Translations(
        vi: "thoát; chỗ đang đọc được lưu cho lần sau", en: "quit; the place is kept for next time")
    case .keysNext: Translations(vi: "n hoặc Enter", en: "n or Enter")
    case .keysSearch: Translations(vi: "/từ", en: "/words")
    case .keysNote: Translations(vi: "note NỘI DUNG", en: "note TEXT")
    case .keysQuit: Translations(vi: "q hoặc Ctrl-D", en: "q or Ctrl-D")
    }
  }
}
