/// Messages about the interface itself: its language and the locale.
public enum InterfaceText: Catalogue {
  /// A language that quran-vi does not speak.
  case unknownLanguage
  /// The language's own name.
  case languageName
  /// The language chosen.
  case languageChosen
  /// The reader started without a terminal.
  case notATerminal
  /// A copy to the clipboard (`y`, `Y`, `quran read --copy`): done, too long, no range
  /// marked, and where OSC 52 cannot reach (the Linux console; tmux without `set-clipboard
  /// on`, the setting named).
  case copied, copyTooLong, copyNeedsARange, clipboardConsole, clipboardTmux, noTerminalToCopy
  /// A locale that is not UTF-8.
  case localeNotUTF8
  /// A locale that is not installed.
  case localeMissing

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .unknownLanguage:
      Translations(
        vi:
          "{1} là “{2}”, không phải ngôn ngữ giao diện: hãy dùng vi (Tiếng Việt) hoặc en (English).",
        en: "{1} is “{2}”, which is not an interface language: use vi (Tiếng Việt) or en (English)."
      )
    case .languageName:
      Translations(vi: "Tiếng Việt", en: "English")
    case .languageChosen:
      Translations(
        vi: "Giao diện: Tiếng Việt. L đổi sang English.",
        en: "Interface: English. L switches to Tiếng Việt.")
    case .copied:
      Translations(
        vi: "Đã chép {1} vào clipboard.",
        en: "Copied {1} to the clipboard.")
    case .copyTooLong:
      Translations(
        vi: "Đoạn này quá dài để chép ({1}; tối đa {2}): hãy đánh dấu một đoạn ngắn hơn bằng v.",
        en: "This is too long to copy ({1}; at most {2}): mark a shorter range with v.")
    case .copyNeedsARange:
      Translations(
        vi: "Chưa đánh dấu đoạn nào: nhấn v ở câu đầu, đi tới câu cuối rồi nhấn Y.",
        en: "No range is marked: press v on its first ayah, go to its last, then press Y.")
    case .clipboardConsole:
      Translations(
        vi:
          "Màn hình console của Linux không có clipboard: hãy dùng một terminal đồ họa, hoặc quran read … > tệp.",
        en: "The Linux console has no clipboard: use a graphical terminal, or quran read … > FILE.")
    case .clipboardTmux:
      Translations(
        vi:
          "tmux không chuyển clipboard đi (set-clipboard {1}): chạy tmux set -g set-clipboard on và thêm dòng set -g set-clipboard on vào ~/.tmux.conf.",
        en:
          "tmux does not pass the clipboard on (set-clipboard {1}): run tmux set -g set-clipboard on, and add set -g set-clipboard on to ~/.tmux.conf."
      )
    case .noTerminalToCopy:
      Translations(
        vi: "Không có terminal để chép qua (--copy dùng clipboard của terminal, OSC 52).",
        en: "There is no terminal to copy through (--copy uses the terminal's clipboard, OSC 52).")
    case .notATerminal:
      Translations(
        vi: "Trình đọc cần một terminal; trong script hãy dùng quran read hoặc quran search.",
        en: "The reader needs a terminal; in scripts use quran read or quran search.")
    case .localeNotUTF8:
      Translations(
        vi:
          "Locale không phải UTF-8 ({1}, bảng mã {2}): hãy export {3}=C.UTF-8 (hoặc một locale UTF-8 khác có trong `locale -a`) rồi mở lại; nếu không, tiếng Việt và tiếng Ả Rập không hiển thị được.",
        en:
          "The locale is not UTF-8 ({1}, codeset {2}): export {3}=C.UTF-8 (or another UTF-8 locale that `locale -a` lists) and start again; Vietnamese and Arabic cannot be shown otherwise."
      )
    case .localeMissing:
      Translations(
        vi:
          "Máy này chưa cài locale mà {1} yêu cầu, cũng không có C.UTF-8, nên không hiển thị được tiếng Việt và tiếng Ả Rập: hãy chọn một locale UTF-8 có trong `locale -a` (hoặc tạo nó bằng locale-gen) rồi mở lại.",
        en:
          "The locale {1} asks for is not installed on this system, and neither is C.UTF-8, so Vietnamese and Arabic cannot be shown: choose a UTF-8 locale that `locale -a` lists (or generate it with locale-gen) and start again."
      )
    }
  }
}
