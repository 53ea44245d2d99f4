/// Memorizing (issue 48): the reader's memorize screen, its grades and hints, the due count
/// on the status bar, and `quran memorize` and `quran review`.
public enum MemorizeText: Catalogue {
  /// The memorize screen's title row and its key hints.
  case screenTitle, screenHints, hintMode, translationNone
  /// The four grades, as the screen names them.
  case gradeAgain, gradeHard, gradeGood, gradeEasy
  /// A grade saved, the passage gone through, and the day of the next review.
  case graded, passageDone, today
  /// The due count on the reader's status bar.
  case dueStatus
  /// `quran review`: what is due, or that nothing is.
  case reviewHeading, nothingDue, reviewCount
  /// The `--help` of `quran memorize` and `quran review`.
  case helpMemorize, helpMemorizePassage, helpReview, helpReviewJSON, helpReviewCount
  /// `quran memorize` without a terminal.
  case needsTerminal
  /// The look-alikes (`l`): their title, none listed, their file missing or not the pinned one.
  case lookAlikesTitle, lookAlikesNone, lookAlikesMissing, lookAlikesNotPinned

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .screenTitle:
      Translations(
        vi: " Học thuộc {1} · câu {2} ({3}/{4}) · ẩn {5}/4",
        en: " Memorize {1} · ayah {2} ({3}/{4}) · hidden {5}/4")
    case .screenHints:
      Translations(
        vi:
          " Space từ tiếp · Enter cả câu · h chữ đầu · t bản dịch · l câu dễ nhầm · +/- ẩn · 1–4 chấm · q đóng",
        en:
          " Space next word · Enter whole ayah · h first letters · t translation · l look-alikes · +/- hide · 1–4 grade · q close"
      )
    case .hintMode:
      Translations(vi: "gợi ý chữ đầu", en: "first letters")
    case .translationNone:
      Translations(vi: "(t: hiện bản dịch)", en: "(t: show the translation)")
    case .gradeAgain: Translations(vi: "1 Quên", en: "1 Again")
    case .gradeHard: Translations(vi: "2 Khó", en: "2 Hard")
    case .gradeGood: Translations(vi: "3 Được", en: "3 Good")
    case .gradeEasy: Translations(vi: "4 Dễ", en: "4 Easy")
    case .graded:
      Translations(
        vi: "Đã chấm {1} “{2}”, {3} từ bị quên; ôn lại: {4}.",
        en: "Graded {1} “{2}”, {3} {3:word|words} missed; next review: {4}.")
    case .passageDone:
      Translations(
        vi: "Xong {1}: {2} lần chấm. q để đóng.",
        en: "{1} done: {2} {2:grade|grades} given. q closes.")
    case .today: Translations(vi: "hôm nay", en: "today")
    case .dueStatus: Translations(vi: "ôn {1}", en: "due {1}")
    case .reviewHeading:
      Translations(
        vi: "Đến hạn ôn hôm nay ({1}): {2} câu, theo thứ tự mushaf.",
        en: "Due for review today ({1}): {2} {2:ayah|ayahs}, in mushaf order.")
    case .nothingDue:
      Translations(
        vi: "Hôm nay ({1}) không có câu nào đến hạn ôn.",
        en: "Nothing is due for review today ({1}).")
    case .reviewCount: Translations(vi: "{1} câu đến hạn ôn", en: "{1} {1:ayah|ayahs} due")
    case .helpMemorize:
      Translations(
        vi:
          "Học thuộc một đoạn: các từ được ẩn, Space hiện từ tiếp, Enter cả câu, chấm 1–4; lịch ôn theo FSRS.",
        en:
          "Memorize a passage: words hidden, Space reveals the next, Enter the ayah, grade 1–4; reviews scheduled by FSRS."
      )
    case .helpMemorizePassage:
      Translations(
        vi: "Đoạn cần học: một surah (67) hoặc câu (2:255, 2:255-257).",
        en: "The passage: a surah (67) or ayahs (2:255, 2:255-257).")
    case .helpReview:
      Translations(
        vi: "Những câu đến hạn ôn hôm nay, theo thứ tự mushaf.",
        en: "The ayahs due for review today, in mushaf order.")
    case .helpReviewJSON:
      Translations(vi: "In ra dạng JSON.", en: "Print them as JSON.")
    case .helpReviewCount:
      Translations(vi: "Chỉ in số câu đến hạn.", en: "Print only how many are due.")
    case .lookAlikesTitle:
      Translations(
        vi: "Câu dễ nhầm (Quran Mutashabihat Data, Waqar Ahmed); từ khác được đánh dấu:",
        en: "Look-alikes (Quran Mutashabihat Data, Waqar Ahmed); the words that differ marked:")
    case .lookAlikesNone:
      Translations(
        vi: "Không có câu dễ nhầm nào được liệt kê cho câu này.",
        en: "No look-alikes are listed for this ayah.")
    case .lookAlikesMissing:
      Translations(
        vi:
          "Danh sách câu dễ nhầm (mutashabiha_data.json, Quran Mutashabihat Data) không có trên máy này; không bắt buộc: đặt tệp ghim sẵn bên cạnh văn bản Quran (hoặc trong ../mutashabihat/).",
        en:
          "The look-alikes (mutashabiha_data.json, Quran Mutashabihat Data) are not on this computer; they are optional: put the pinned file beside the Quran text (or in ../mutashabihat/)."
      )
    case .lookAlikesNotPinned:
      Translations(
        vi: "{1} không phải tệp đã ghim (kích thước hoặc SHA-256 khác): không dùng.",
        en: "{1} is not the pinned file (another size or SHA-256): not used.")
    case .needsTerminal:
      Translations(
        vi: "quran memorize cần một terminal tương tác.",
        en: "quran memorize needs an interactive terminal.")
    }
  }
}
