/// Memorizing that tells the truth: the learning steps, a grade taken back, a new
/// ayah learnt before it is hidden, a backlog spread over days, the daily limit, the
/// summary's ayahs still learning, the session's time at the person's pace, and progress
/// against the plan.
public enum ReviewText: Catalogue {
  /// When a graded ayah is due again: minutes from now (a learning step).
  case inMinutes
  /// `u`: the grade taken back, none to take back, the key's sentence and hint.
  case gradeTakenBack, nothingToTakeBack, keyTakeBack, hintTakeBack
  /// A new ayah shown whole before it is hidden: the title's state, the hints, `?`'s line.
  case stateLearn, hintHide, hintHear, keyLearnHide
  /// The session's title: an ayah in a learning step.
  case reviewStep
  /// The summary's next day due with ayahs still learning among them.
  case nextDueLearning
  /// A backlog: the question as the session opens, and what the session took.
  case backlogQuestion, backlogAll, backlogLimited, missedDays
  /// The daily limit: set, its `--help`, its range.
  case limitSet, helpLimit, limitRange
  /// Today's session at the person's own pace.
  case estimate
  /// Progress against the plan: "240 / 564 of juz30".
  case planProgress
  /// The plan's prompt words (`P`): moving its day, clearing it.
  case wordMove, wordClear

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .inMinutes:
      Translations(vi: "sau {1} phút", en: "in {1} {1:minute|minutes}")
    case .gradeTakenBack:
      Translations(
        vi: "Đã rút lại lần chấm {1} “{2}”: câu trở về như trước lần chấm đó.",
        en: "Took back the grade of {1} “{2}”: the ayah is as it was before it.")
    case .nothingToTakeBack:
      Translations(
        vi: "Chưa có lần chấm nào ở đây để rút lại.",
        en: "No grade given here to take back.")
    case .keyTakeBack:
      Translations(
        vi: "rút lại lần chấm vừa rồi (nhấn nữa: lần trước đó)",
        en: "take back the last grade (again: the one before)")
    case .hintTakeBack: Translations(vi: "rút lại", en: "take back")
    case .stateLearn:
      Translations(vi: "câu mới: đọc và nghe trước", en: "new: read and hear it first")
    case .hintHide: Translations(vi: "ẩn để đọc thuộc", en: "hide and recite")
    case .hintHear: Translations(vi: "nghe", en: "hear")
    case .keyLearnHide:
      Translations(
        vi: "câu mới hiện đủ (bản dịch, bài đọc nếu đã tải): Enter hoặc Space ẩn nó để đọc thuộc",
        en:
          "a new ayah shows whole (its translation, its recitation if fetched): Enter or Space hides it to recite"
      )
    case .reviewStep: Translations(vi: "đang học", en: "learning")
    case .nextDueLearning:
      Translations(
        vi: "Lần ôn tới: {1}, {2} câu đến hạn ({3} câu còn đang học). q để đóng.",
        en:
          "Next due: {1}, {2} {2:ayah|ayahs} ({3} still being learnt). q closes.")
    case .backlogQuestion:
      Translations(
        vi:
          "{1} câu đến hạn ôn. Hôm nay ôn {2} câu quá hạn lâu nhất (giới hạn mỗi ngày), phần còn lại để các ngày sau; câu mới tạm dừng. Enter: {2} câu · a: cả {1} câu",
        en:
          "{1} {1:ayah|ayahs} due. Today {2}, the most overdue (the daily limit), the rest on the days after; new ayahs wait. Enter: {2} · a: all {1}"
      )
    case .backlogAll:
      Translations(
        vi: "Hôm nay ôn cả {1} câu đến hạn.", en: "Today all {1} {1:ayah|ayahs} due.")
    case .backlogLimited:
      Translations(
        vi: "Hôm nay {1} câu; {2} câu để các ngày sau; {3} câu mới chờ đến khi hết tồn đọng.",
        en:
          "Today {1}; {2} for the days after; {3} new {3:ayah waits|ayahs wait} until the backlog is done."
      )
    case .missedDays:
      Translations(
        vi: "Đã nghỉ {1} ngày.", en: "{1} {1:day|days} missed.")
    case .limitSet:
      Translations(
        vi: "Mỗi ngày ôn tối đa {1} câu khi có nhiều câu đến hạn hơn.",
        en: "At most {1} {1:ayah|ayahs} in review a day when more are due.")
    case .helpLimit:
      Translations(
        vi:
          "Đặt số câu ôn tối đa mỗi ngày (mặc định 50): khi tồn đọng nhiều hơn, câu quá hạn lâu nhất trước, câu mới chờ.",
        en:
          "Set the most ayahs in review a day (50 until set): with more due, the most overdue first, new ayahs wait."
      )
    case .limitRange:
      Translations(
        vi: "--limit nhận một số từ 1 đến 10000.", en: "--limit takes a number from 1 to 10000.")
    case .estimate:
      Translations(
        vi: "Còn {1} câu hôm nay, khoảng {2} phút theo nhịp của bạn.",
        en: "{1} {1:ayah|ayahs} left today, about {2} {2:minute|minutes} at your pace.")
    case .planProgress:
      Translations(
        vi: "{1} / {2} câu của {3} đã bắt đầu", en: "{1} / {2} {2:ayah|ayahs} of {3} begun")
    case .wordMove: Translations(vi: "dời", en: "move")
    case .wordClear: Translations(vi: "bỏ", en: "none")
    }
  }
}
