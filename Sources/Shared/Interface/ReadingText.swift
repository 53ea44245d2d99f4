/// What the reader says about reading on: the end of the Quran, and what was read apart
/// from where the person stopped.
public enum ReadingText: Catalogue {
  /// Reading on past either end of the Quran, and where reading stopped.
  case endOfQuran, startOfQuran, stoppedAt
  /// The `--help` of `--background` and `--lang`, a background refused, and `--background`
  /// with no value.
  case helpBackground, badBackground, helpLang, backgroundNeedsValue

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .endOfQuran:
      Translations(
        vi: "Đây là câu cuối cùng của Qur'an (114:6). Nhấn : để đến một câu khác.",
        en: "This is the end of the Quran (114:6). Press : to go to another ayah.")
    case .startOfQuran:
      Translations(
        vi: "Đây là câu đầu tiên của Qur'an (1:1).",
        en: "This is the beginning of the Quran (1:1).")
    case .stoppedAt:
      Translations(vi: "dừng ở {1}", en: "stopped at {1}")
    case .helpBackground:
      Translations(
        vi:
          "Nền của cửa sổ dòng lệnh, để chọn màu dễ đọc: auto (hỏi cửa sổ, hoặc theo COLORFGBG), light (sáng) hoặc dark (tối); dùng được với mọi lệnh. Cũng đặt được bằng QURAN_VI_BACKGROUND.",
        en:
          "The terminal's background, to choose colors that read on it: auto (ask the terminal, or follow COLORFGBG), light or dark; works with every command. QURAN_VI_BACKGROUND sets it too."
      )
    case .helpLang:
      Translations(
        vi: "Ngôn ngữ giao diện: vi (Tiếng Việt) hoặc en (English); dùng được với mọi lệnh.",
        en: "The interface's language: vi (Tiếng Việt) or en (English); works with every command.")
    case .badBackground:
      Translations(
        vi: "Không có nền “{1}”. Hãy dùng auto, light hoặc dark.",
        en: "There is no background “{1}”. Use auto, light or dark.")
    case .backgroundNeedsValue:
      Translations(
        vi: "--background cần một giá trị: auto, light hoặc dark.",
        en: "--background needs a value: auto, light or dark.")
    }
  }
}
