/// The `?` screen: what each key does. The keys themselves are the same in both languages.
public enum HelpText: Catalogue {
  /// The help screen's title and credits.
  case title, credits
  /// What each of the reader's keys does, as the help screen and the README say.
  case nextPrevious, page, firstLast, open, switchPane, surahs, jump, search, favorite,
    favorites, newNote, editNote, deleteNote, chooseNote, allNotes, menu, translation, arabic,
    arabicDisplay, colors, language, recite, repeatAyah, recitationRange, stats, wheel, escape,
    help, quit
  /// The footnote and tafsir keys' lines.
  case footnotes, allFootnotes, tafsir
  /// The memorize key's line, and the review session's.
  case memorize, review
  /// The copy keys' line.
  case copy

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .title:
      Translations(
        vi: " Phím tắt — j/k cuộn, phím khác để đóng",
        en: " Keys — j/k scroll, any other key closes")
    case .credits:
      Translations(
        vi:
          "Bản dịch: {1}; {2}. Văn bản Ả Rập: King Fahd Complex. Giọng đọc: Mishary Rashid Alafasy, Abdul Basit Abdus-Samad, Mahmoud Khalil Al-Husary (everyayah.com). Juz, hizb và trang: Tanzil quran-data (tanzil.net, CC BY 3.0). Chú thích: Rwwad Translation Center, QuranEnc.com, phiên bản {3}. Tafsir Al-Mukhtasar: Tafsir Center for Quranic Studies / IslamHouse.com, CC BY-NC-ND 4.0. Câu dễ nhầm (mutashabihat): Quran Mutashabihat Data, Waqar Ahmed, theo Qari Idrees Al Asim.",
        en:
          "Translations: {1}; {2}. Arabic: King Fahd Complex. Recitations: Mishary Rashid Alafasy, Abdul Basit Abdus-Samad, Mahmoud Khalil Al-Husary (everyayah.com). Juz, hizb and pages: Tanzil quran-data (tanzil.net, CC BY 3.0). Footnotes: Rwwad Translation Center, QuranEnc.com, version {3}. Al-Mukhtasar tafsir: Tafsir Center for Quranic Studies / IslamHouse.com, CC BY-NC-ND 4.0. Look-alikes (mutashabihat): Quran Mutashabihat Data, Waqar Ahmed, after Qari Idrees Al Asim."
      )
    case .nextPrevious:
      Translations(
        vi: "câu kế tiếp / câu trước (hoặc dòng, trong câu dài)",
        en: "next / previous ayah (or line, in a long one)")
    case .page: Translations(vi: "trang sau / trang trước", en: "page down / up")
    case .firstLast:
      Translations(
        vi: "câu đầu / câu cuối (hoặc chương, trong danh sách)",
        en: "first / last ayah (or surah, in the list)")
    case .open:
      Translations(vi: "mở chương hoặc kết quả đã chọn", en: "open the chosen surah or result")
    case .switchPane:
      Translations(
        vi: "chuyển giữa danh sách chương và trình đọc",
        en: "switch between the surah list and the reader")
    case .surahs:
      Translations(
        vi: "chương kế tiếp / chương trước (n / p trong danh sách chương)",
        en: "next / previous surah (n / p in the surah list)")
    case .jump:
      Translations(
        vi: "đến: 2:255, 36, j5 (juz), h10 (hizb), p300 (trang mushaf)",
        en: "jump: 2:255, 36, j5 (juz), h10 (hizb), p300 (mushaf page)")
    case .search:
      Translations(
        vi: "tìm (không cần gõ dấu: nhan danh allah)",
        en: "search (tones don't matter: nhan danh allah)")
    case .favorite:
      Translations(
        vi: "đánh dấu hoặc bỏ câu hiện tại khỏi Yêu thích ★",
        en: "mark or unmark the current ayah as a favorite ★")
    case .favorites:
      Translations(
        vi: "câu yêu thích (Enter để đến, f để bỏ)", en: "your favorites (Enter jumps, f unmarks)")
    case .newNote:
      Translations(
        vi: "viết ghi chú mới cho câu hiện tại (Ctrl-S lưu, Esc đóng: hỏi trước nếu chưa lưu)",
        en: "write a new note on the current ayah (Ctrl-S saves, Esc closes: asks if not saved)")
    case .editNote:
      Translations(
        vi: "sửa ghi chú đã chọn bằng $EDITOR (viết ghi chú mới nếu chưa có) / tại đây",
        en: "edit the chosen note in $EDITOR (a new one where there is none) / here")
    case .deleteNote:
      Translations(
        vi: "xóa ghi chú đã chọn (hỏi trước) / hoàn tác việc xóa",
        en: "delete the chosen note (asks first) / undo the deletion")
    case .chooseNote:
      Translations(
        vi: "chọn giữa các ghi chú của câu hiện tại", en: "choose among the current ayah's notes")
    case .allNotes:
      Translations(
        vi: "mọi ghi chú (o thứ tự, / tìm, Enter để đến)",
        en: "all your notes (o order, / search, Enter jumps)")
    case .menu:
      Translations(
        vi: "menu: nhập từ ứng dụng iPhone, ghi chú, yêu thích, ngôn ngữ",
        en: "menu: import from the iPhone app, notes, favorites, language")
    case .translation:
      Translations(
        vi: "đổi bản dịch (Rwwad / Hasan Abdul-Karim)",
        en: "switch translation (Rwwad / Hasan Abdul-Karim)")
    case .arabic: Translations(vi: "hiện hoặc ẩn tiếng Ả Rập", en: "show or hide the Arabic")
    case .arabicDisplay:
      Translations(
        vi:
          "cách hiển thị tiếng Ả Rập: nối chữ tại đây hoặc để terminal, dấu đơn giản (nhấn A để chọn ngay)",
        en: "how the Arabic is drawn: shaped here or by the terminal, plain marks (A now)")
    case .colors:
      Translations(
        vi: "tắt hoặc bật màu (NO_COLOR=1 luôn tắt)",
        en: "colors off or on (NO_COLOR=1 keeps them off)")
    case .language:
      Translations(
        vi: "đổi ngôn ngữ giao diện (Tiếng Việt / English), được ghi nhớ",
        en: "switch the interface language (Tiếng Việt / English), kept")
    case .recite:
      Translations(
        vi: "nghe đọc từ câu này (lần nữa: tạm dừng / tiếp)",
        en: "recite from this ayah (again: pause / resume)")
    case .repeatAyah:
      Translations(
        vi: "đọc mỗi câu (hoặc đoạn đã đánh dấu) 1, 3, 5 hoặc 10 lần (học thuộc)",
        en: "recite each ayah (or the marked range) 1, 3, 5 or 10 times (to learn it)")
    case .recitationRange:
      Translations(
        vi: "đánh dấu đầu một đoạn để nghe lặp lại hay để chép bằng Y (lần nữa: bỏ)",
        en: "mark the start of a range to recite again and again, or to copy with Y (again: clear)")
    case .copy:
      Translations(
        vi:
          "chép câu hiện tại kèm tham chiếu vào clipboard (OSC 52) / chép đoạn đã đánh dấu bằng v",
        en:
          "copy the current ayah with its reference to the clipboard (OSC 52) / the range marked with v"
      )
    case .footnotes:
      Translations(
        vi: "mở hoặc đóng chú thích của câu này, dưới câu (dấu [25] trong bản dịch)",
        en: "open or close this ayah's footnotes under it (the [25] markers of the translation)")
    case .allFootnotes:
      Translations(
        vi: "giữ chú thích mở dưới mọi câu (lần nữa: đóng tất cả)",
        en: "keep the footnotes open under every ayah (again: close them all)")
    case .tafsir:
      Translations(
        vi: "tafsir Al-Mukhtasar của câu này (j/k: câu sau/trước; T hoặc Esc: đóng)",
        en: "the Al-Mukhtasar tafsir of this ayah (j/k: next/previous ayah; T or Esc: close)")
    case .memorize:
      Translations(
        vi:
          "học thuộc surah này từ câu này: ẩn từ, Space hiện từ tiếp, r nghe rồi đọc, p tiến độ, chấm 1–4 (lịch ôn FSRS)",
        en:
          "memorize this surah from this ayah: words hidden, Space reveals, r hear and recite, p progress, grade 1–4 (FSRS)"
      )
    case .review:
      Translations(
        vi:
          "ôn tập hôm nay: các câu đến hạn rồi các câu mới, ẩn từ như khi học thuộc; dừng rồi mở lại trong ngày vẫn tiếp tục",
        en:
          "today's review: the ayahs due, then the new ones, hidden as when memorizing; stop and open it again the same day to go on"
      )
    case .stats:
      Translations(
        vi: "năm đọc Quran của bạn: lịch, tổng cộng, chuỗi ngày (quran goal set đặt mục tiêu)",
        en: "your year with the Quran: calendar, totals, streaks (quran goal set sets the goal)")
    case .wheel: Translations(vi: "con lăn chuột: cuộn", en: "mouse wheel: scroll")
    case .escape:
      Translations(
        vi: "đóng danh sách, ô nhập hoặc trợ giúp này", en: "close a list, a prompt or this help")
    case .help: Translations(vi: "trợ giúp này", en: "this help")
    case .quit: Translations(vi: "thoát (vị trí đọc được giữ lại)", en: "quit (your place is kept)")
    }
  }
}
