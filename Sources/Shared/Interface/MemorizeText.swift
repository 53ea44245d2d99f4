/// Memorizing: the reader's memorize screen, its grades and hints, the due count
/// on the status bar, and `quran memorize` and `quran review`.
public enum MemorizeText: Catalogue {
  /// The memorize screen's title row and its key hints.
  case screenTitle, hintMode, translationNone
  /// The stage as the title says it: how much of the ayah is hidden.
  case stageNone, stageQuarter, stageHalf, stageThreeQuarters, stageAll
  /// The ayah checked (Enter), graded and still shown.
  case stateChecked, stateGraded
  /// The status row's hints (as many as fit, then "? more").
  case hintNextWord, hintCheck, hintGrade, hintFirstLetters, hintTranslation, hintClose,
    hintWord, hintMark, hintMarkRest, hintMore
  /// `?` on the memorize screen: its title and each key's sentence.
  case keysTitle, keyClose, keyHelp, keyDrill, keyDrillRepeat, keyProgress, keyPlan,
    keyRevealWord, keyCheck, keyWordBack, keyMarkWord, keyMarkRest, keyFirstLetters,
    keyTranslation, keyLookAlikes, keyHideMore, keyHideFewer, keyNext, keyPrevious, keyGrade,
    keyScrollDown, keyScrollUp
  /// An ayah taller than the window: the rows left below, and that some are above.
  case scrollMore, scrollAbove
  /// The four grades, as the screen names them.
  case gradeAgain, gradeHard, gradeGood, gradeEasy
  /// A grade saved, the passage gone through, and the day of the next review.
  case graded, passageDone, today
  /// The due count on the reader's status bar.
  case dueStatus
  /// The newest grade is dated days after this computer's clock.
  case clockBehind
  /// `quran review`: what is due, or that nothing is.
  case reviewHeading, nothingDue, reviewCount
  /// The `--help` of `quran memorize` and `quran review`.
  case helpMemorize, helpMemorizePassage, helpReview, helpReviewJSON, helpReviewCount
  /// `quran memorize` without a terminal.
  case needsTerminal
  /// The look-alikes (`l`): their title, none listed, their file missing or not the pinned one.
  case lookAlikesTitle, lookAlikesNone, lookAlikesMissing, lookAlikesNotPinned
  /// Hear and recite (`r` on the memorize screen, `quran memorize --recite`): an ayah
  /// playing in its step, the person's turn, the drill done; the reader's status row; how
  /// many times each step is taken (`R`).
  case drillPlaying, drillTurn, drillDone, drillStatusPlaying, drillStatusTurn,
    drillStatusPaused, drillRepeatSet
  /// The `--help` of `--recite`, `--repeat` and `--silence`, and their ranges.
  case helpRecite, helpDrillRepeat, helpDrillSilence, drillRepeatRange, drillSilenceRange
  /// Progress (`quran review --progress`, `p` on the memorize screen): the whole, by surah
  /// and juz, the weak spots; nothing memorized yet; the view's title; the year view's line.
  case progressHeading, progressBySurah, progressByJuz, progressJuz, progressPart,
    progressWeakTitle, progressWeak, progressNoWeak, progressNothing, progressTitle,
    progressYearLine, helpReviewProgress
  /// A plan's pace (`quran review --plan juz30 --by 2027-03-01`): its line in `quran review`,
  /// it done, saved, cleared, refused; the reader's status; the options' `--help`.
  case planLine, planTodayBegun, planDone, planSaved, planCleared, passageNamesNothing, planBadDay,
    planPastDay,
    planNeedsBy, planStatus, helpPlan, helpPlanBy
  /// The plan in the reader (`P` on the memorize screen): the prompt and its hint, the pace
  /// once set, a day or a passage refused, the question before clearing it and the answer
  /// no, no plan to clear.
  case planPrompt, planPromptHint, planPace, planTypedNoDay, planTypedBadDay,
    planClearQuestion, planKept, planNone
  /// The plan's order, its `--help`, and the plan behind or past its day: the
  /// question, how to move the day (`quran review --plan-move`, `P` then `move`), the day
  /// moved, nothing to move.
  case orderForward, orderBackward, helpPlanOrder, helpPlanMove, planBehind, planPassed,
    planMoveCommand, planMoveKey, planMoved, planNotBehind, planNoneToMove, planMoveBadDay,
    planPastLine
  /// Today's review session (`quran review` on a terminal, `o` in the reader): its
  /// title, an ayah new today, the summary and the next day due, nothing left today, the
  /// reader's hint in the status row, `--list`'s help.
  case reviewTitle, reviewDoneTitle, reviewNew, reviewSummary, reviewNextDue, reviewNoNextDue,
    reviewNothingLeft,
    reviewKeyStatus, helpReviewList

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .screenTitle:
      Translations(
        vi: " Học thuộc {1} · câu {2} ({3}/{4}) · {5}",
        en: " Memorize {1} · ayah {2} ({3}/{4}) · {5}")
    case .stageNone: Translations(vi: "hiện hết", en: "all shown")
    case .stageQuarter: Translations(vi: "ẩn một phần tư", en: "a quarter hidden")
    case .stageHalf: Translations(vi: "ẩn một nửa", en: "half hidden")
    case .stageThreeQuarters: Translations(vi: "ẩn ba phần tư", en: "three quarters hidden")
    case .stageAll: Translations(vi: "ẩn hết", en: "all hidden")
    case .stateChecked: Translations(vi: "đã soát", en: "checked")
    case .stateGraded:
      Translations(vi: "đã chấm, phím bất kỳ: câu tiếp", en: "graded, any key: next")
    case .hintNextWord: Translations(vi: "từ tiếp", en: "next word")
    case .hintCheck: Translations(vi: "soát", en: "check")
    case .hintGrade: Translations(vi: "chấm", en: "grade")
    case .hintFirstLetters: Translations(vi: "chữ đầu", en: "first letters")
    case .hintTranslation: Translations(vi: "bản dịch", en: "translation")
    case .hintClose: Translations(vi: "đóng", en: "close")
    case .hintWord: Translations(vi: "từ", en: "word")
    case .hintMark: Translations(vi: "đánh dấu quên", en: "mark missed")
    case .hintMarkRest: Translations(vi: "quên từ đây", en: "missed from here")
    case .hintMore: Translations(vi: "? thêm", en: "? more")
    case .keysTitle:
      Translations(vi: " Phím của màn hình học thuộc", en: " The memorize screen's keys")
    case .keyClose:
      Translations(
        vi: "đóng màn hình (mở bằng quran memorize: về shell)",
        en: "close the screen (opened by quran memorize: back to the shell)")
    case .keyHelp: Translations(vi: "danh sách phím này", en: "this list of keys")
    case .keyDrill:
      Translations(
        vi: "nghe rồi đọc từ câu này (r lần nữa: dừng, tiếp)",
        en: "hear and recite from this ayah on (r again: pause, resume)")
    case .keyDrillRepeat:
      Translations(vi: "mỗi bước 1, 3, 5 hay 10 lần", en: "each step 1, 3, 5 or 10 times")
    case .keyProgress:
      Translations(
        vi: "tiến độ, theo surah và juz, và chỗ hay quên",
        en: "the progress, by surah and juz, and the weak spots")
    case .keyPlan:
      Translations(vi: "đặt kế hoạch (juz30 2027-03-01)", en: "set the plan (juz30 2027-03-01)")
    case .keyRevealWord:
      Translations(
        vi: "hiện từ ẩn tiếp theo (tính là quên); sau khi soát: sang từ sau",
        en: "reveal the next hidden word (counted as missed); after the check: the next word")
    case .keyCheck:
      Translations(
        vi: "soát: hiện cả câu sau khi đọc thuộc, không tính là quên",
        en: "check: show the whole ayah after reciting it, not counted as missed")
    case .keyWordBack:
      Translations(vi: "sau khi soát: về từ trước", en: "after the check: the word before")
    case .keyMarkWord:
      Translations(
        vi: "sau khi soát: đánh dấu (bỏ dấu) từ này là quên",
        en: "after the check: mark (unmark) this word missed")
    case .keyMarkRest:
      Translations(
        vi: "sau khi soát: quên từ này đến hết câu",
        en: "after the check: missed from this word to the end")
    case .keyFirstLetters:
      Translations(vi: "chữ đầu của mỗi từ ẩn", en: "each hidden word's first letter")
    case .keyTranslation: Translations(vi: "bản dịch", en: "the translation")
    case .keyLookAlikes:
      Translations(
        vi: "những câu dễ nhầm với câu này", en: "the ayahs people confuse with this one")
    case .keyHideMore: Translations(vi: "ẩn nhiều từ hơn", en: "hide more words")
    case .keyHideFewer: Translations(vi: "ẩn ít từ hơn", en: "hide fewer words")
    case .keyNext: Translations(vi: "câu sau, không chấm", en: "the next ayah, without a grade")
    case .keyPrevious:
      Translations(vi: "câu trước, không chấm", en: "the ayah before, without a grade")
    case .keyScrollDown:
      Translations(
        vi: "cuộn xuống khi câu (bản dịch, câu dễ nhầm) dài hơn cửa sổ",
        en: "scroll down when the ayah (its translation, look-alikes) is taller than the window")
    case .keyScrollUp: Translations(vi: "cuộn lên", en: "scroll up")
    case .scrollMore:
      Translations(vi: "↓ còn {2} dòng: {1}", en: "↓ {2} more {2:row|rows}: {1}")
    case .scrollAbove: Translations(vi: "↑ phía trên: {1}", en: "↑ more above: {1}")
    case .keyGrade:
      Translations(
        vi: "chấm: {1} (các từ đã hiện trước khi soát và các từ đánh dấu tính là quên)",
        en: "grade: {1} (the words revealed before the check and those marked count as missed)")
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
    case .clockBehind:
      Translations(
        vi:
          "Đồng hồ của máy này chậm hơn lần chấm điểm gần nhất {1} ngày: hãy kiểm tra ngày giờ của máy; các câu được chấm vào ngày chưa tới được tính là chấm hôm nay và đến hạn ôn hôm nay.",
        en:
          "This computer's clock is behind the last grade by {1} {1:day|days}: check its date and time; the ayahs graded on a day still to come count as graded today and are due today."
      )
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
        vi:
          "Đoạn cần học: một surah (67), các câu (2:255-257, 112:1-113:5), các surah (78-80), một juz (juz30), một hizb (hizb60) hoặc một trang (page604).",
        en:
          "The passage: a surah (67), ayahs (2:255-257, 112:1-113:5), surahs (78-80), a juz (juz30), a hizb (hizb60) or a page (page604)."
      )
    case .helpReview:
      Translations(
        vi:
          "Buổi ôn hôm nay: các câu đến hạn theo thứ tự mushaf, rồi các câu mới theo kế hoạch (--list hoặc không có terminal: in danh sách).",
        en:
          "Today's review: the ayahs due in mushaf order, then the plan's new ones (--list, or without a terminal: print them)."
      )
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
          "Danh sách câu dễ nhầm (mutashabiha_data.json, Quran Mutashabihat Data) chưa có trên máy này; không bắt buộc: quran data fetch tải nó về (đã ghim và kiểm tra).",
        en:
          "The look-alikes (mutashabiha_data.json, Quran Mutashabihat Data) are not on this computer; they are optional: quran data fetch fetches them (pinned and verified)."
      )
    case .lookAlikesNotPinned:
      Translations(
        vi:
          "{1} không phải tệp đã ghim (kích thước hoặc SHA-256 khác): không dùng; quran data fetch tải tệp đã ghim về.",
        en:
          "{1} is not the pinned file (another size or SHA-256): not used; quran data fetch fetches the pinned one."
      )
    case .drillPlaying:
      Translations(vi: "▶ {1}  (bước {2}, lần {3}/{4})", en: "▶ {1}  (step {2}, {3}/{4})")
    case .drillTurn:
      Translations(
        vi: "… đến lượt bạn: đọc thuộc {1} ({2}/{3}), {4} giây",
        en: "… your turn: recite {1} ({2}/{3}), {4} s")
    case .drillDone:
      Translations(
        vi: "Xong nghe rồi đọc thuộc {1}: {2} bước.",
        en: "Hear and recite of {1} done: {2} {2:step|steps}.")
    case .drillStatusPlaying:
      Translations(vi: "♪ đang phát {1}, {2}/{3}", en: "♪ playing {1}, {2}/{3}")
    case .drillStatusTurn:
      Translations(vi: "đến lượt bạn: {1}, {2}/{3}", en: "your turn: {1}, {2}/{3}")
    case .drillStatusPaused:
      Translations(vi: "‖ tạm dừng nghe rồi đọc", en: "‖ hear & recite paused")
    case .drillRepeatSet:
      Translations(
        vi: "Nghe rồi đọc thuộc: mỗi câu, cặp câu và cả đoạn {1} lần (R đổi).",
        en: "Hear and recite: each ayah, pair and the passage {1} {1:time|times} (R changes it).")
    case .helpRecite:
      Translations(
        vi:
          "Nghe rồi đọc thuộc: phát từng câu, rồi để một khoảng lặng dài bằng câu đó cho bạn đọc lại; từng câu, rồi cặp câu, rồi cả đoạn.",
        en:
          "Hear and recite: play each ayah, then leave a silence as long as it for you to recite it; each ayah, then the pair, then the passage."
      )
    case .helpDrillRepeat:
      Translations(
        vi: "Với --recite: số lần mỗi bước (1–100).",
        en: "With --recite: how many times each step is taken (1–100).")
    case .helpDrillSilence:
      Translations(
        vi: "Với --recite: khoảng lặng bằng bao nhiêu lần độ dài câu vừa nghe (0–10).",
        en: "With --recite: the silence, as a multiple of what was just heard (0–10).")
    case .drillRepeatRange:
      Translations(vi: "--repeat nhận từ 1 đến 100.", en: "--repeat takes 1 to 100.")
    case .drillSilenceRange:
      Translations(vi: "--silence nhận từ 0 đến 10.", en: "--silence takes 0 to 10.")
    case .progressHeading:
      Translations(
        vi:
          "Học thuộc đến {1}: {2}/{3} câu đã thuộc (đang ôn), {4} câu đang học; khả năng nhớ hôm nay {5} (FSRS).",
        en:
          "Memorized on {1}: {2} of {3} ayahs held (in review), {4} being learnt; chance of recall today {5} (FSRS)."
      )
    case .progressBySurah: Translations(vi: "Theo surah:", en: "By surah:")
    case .progressByJuz: Translations(vi: "Theo juz:", en: "By juz:")
    case .progressJuz: Translations(vi: "Phần (juz) {1}", en: "Juz {1}")
    case .progressPart:
      Translations(
        vi: "{1}: {2}/{3} đã thuộc · {4} đang học · nhớ {5}",
        en: "{1}: {2}/{3} held · {4} learning · recall {5}")
    case .progressWeakTitle:
      Translations(
        vi: "Điểm yếu (những từ hay quên nhất):", en: "Weak spots (the words most often missed):")
    case .progressWeak:
      Translations(
        vi: "{1} từ {2} {3}: quên {4}/{5} lần chấm",
        en: "{1} word {2} {3}: missed in {4} of {5} {5:grade|grades}")
    case .progressNoWeak:
      Translations(vi: "Chưa quên từ nào.", en: "No word missed yet.")
    case .progressNothing:
      Translations(
        vi: "Chưa học thuộc câu nào: nhấn M trong trình đọc, hoặc chạy quran memorize 67.",
        en: "Nothing memorized yet: press M in the reader, or run quran memorize 67.")
    case .progressTitle:
      Translations(
        vi: " Tiến độ học thuộc — j/k cuộn, phím khác để đóng",
        en: " Memorizing progress — j/k scroll, any other key closes")
    case .progressYearLine:
      Translations(
        vi: "Học thuộc: {1} câu đã thuộc, {2} đang học; khả năng nhớ hôm nay {3}.",
        en: "Memorized: {1} {1:ayah|ayahs} held, {2} being learnt; chance of recall today {3}.")
    case .helpReviewProgress:
      Translations(
        vi:
          "Tiến độ học thuộc: theo surah và juz, khả năng nhớ theo FSRS, và những từ hay quên nhất.",
        en:
          "What is memorized, by surah and juz, with FSRS's chance of recall and the words most often missed."
      )
    case .planLine:
      Translations(
        vi:
          "Kế hoạch: thuộc {1} trước {2}: còn {3} câu chưa bắt đầu, {4} ngày, {5} câu mỗi ngày; câu mới hôm nay: {6}.",
        en:
          "Plan: hold {1} by {2}: {3} {3:ayah|ayahs} not begun, {4} {4:day|days} left, {5} a day; new today: {6}."
      )
    case .planTodayBegun:
      Translations(vi: "đã bắt đầu đủ", en: "all begun")
    case .planDone:
      Translations(
        vi: "Kế hoạch: mọi câu của {1} ({2} câu) đã được bắt đầu.",
        en: "Plan: every ayah of {1} ({2} {2:ayah|ayahs}) is begun.")
    case .planSaved:
      Translations(
        vi: "Đã lưu kế hoạch: thuộc {1} trước {2}, {3}.",
        en: "Plan saved: hold {1} by {2}, {3}.")
    case .orderForward: Translations(vi: "theo thứ tự mushaf", en: "in mushaf order")
    case .orderBackward:
      Translations(
        vi: "ngược theo surah (từ surah cuối về đầu)",
        en: "backward by surah (the last surah first)")
    case .helpPlanOrder:
      Translations(
        vi:
          "Với --plan: thứ tự bắt đầu câu mới: forward (theo mushaf) hoặc backward (surah cuối trước, mỗi surah từ câu đầu); mặc định backward cho juz 30, forward cho đoạn khác.",
        en:
          "With --plan: the order new ayahs are begun in: forward (the mushaf's) or backward (the last surah first, each from its first ayah); backward by default for juz 30, forward for any other passage."
      )
    case .helpPlanMove:
      Translations(
        vi:
          "Dời ngày hạn của kế hoạch đang chậm đến ngày mà nhịp ban đầu của nó đạt tới (hoặc đến ngày --by).",
        en:
          "Move the day of a plan that is behind to the day its own pace reaches (or to the day --by)."
      )
    case .planBehind:
      Translations(
        vi:
          "Chậm {1} ngày: giữ {2} với {3} câu mỗi ngày, hay dời đến {4} với {5} câu mỗi ngày?",
        en: "{1} {1:day|days} behind: keep {2} at {3} a day, or move to {4} at {5} a day?")
    case .planPassed:
      Translations(
        vi: "{1} đã qua: dời ngày hạn đến {2} với {3} câu mỗi ngày?",
        en: "{1} has passed: move the day to {2} at {3} a day?")
    case .planPastLine:
      Translations(
        vi:
          "Kế hoạch: thuộc {1} trước {2}: ngày hạn đã qua, còn {3} câu chưa bắt đầu, {4} câu mỗi ngày; câu mới hôm nay: {5}.",
        en:
          "Plan: hold {1} by {2}: the day has passed, {3} {3:ayah|ayahs} not begun, {4} a day; new today: {5}."
      )
    case .planMoveCommand:
      Translations(
        vi: "quran review --plan-move để dời.", en: "quran review --plan-move moves it.")
    case .planMoveKey:
      Translations(vi: "P rồi gõ dời để dời.", en: "P, then move, moves it.")
    case .planMoved:
      Translations(
        vi: "Đã dời kế hoạch: thuộc {1} trước {2}, {3} câu mỗi ngày.",
        en: "Plan moved: hold {1} by {2}, {3} a day.")
    case .planNotBehind:
      Translations(
        vi: "Kế hoạch thuộc {1} trước {2} không bị chậm: không cần dời.",
        en: "The plan to hold {1} by {2} is not behind: nothing to move.")
    case .planNoneToMove:
      Translations(
        vi: "Chưa có kế hoạch để dời: quran review --plan ĐOẠN --by YYYY-MM-DD đặt một kế hoạch.",
        en: "No plan to move: quran review --plan PASSAGE --by YYYY-MM-DD sets one.")
    case .planMoveBadDay:
      Translations(
        vi: "--plan-move --by nhận một ngày dạng YYYY-MM-DD, từ hôm nay trở đi: {1}.",
        en: "--plan-move --by takes a day as YYYY-MM-DD, today or later: {1}.")
    case .planCleared: Translations(vi: "Đã bỏ kế hoạch.", en: "Plan cleared.")
    case .passageNamesNothing:
      Translations(
        vi:
          "“{1}” không chỉ câu nào: viết một surah (67), các câu (2:255-257, 112:1-113:5), các surah (78-80), một juz (juz30), một hizb (hizb60) hoặc một trang (page604, p604).",
        en:
          "“{1}” names no ayahs: write a surah (67), ayahs (2:255-257, 112:1-113:5), surahs (78-80), a juz (juz30), a hizb (hizb60) or a page (page604, p604)."
      )
    case .planBadDay:
      Translations(
        vi: "--by nhận một ngày dạng YYYY-MM-DD, từ hôm nay trở đi: {1}.",
        en: "--by takes a day as YYYY-MM-DD, today or later: {1}.")
    case .planPastDay:
      Translations(
        vi: "{1} đã qua: ngày hạn của kế hoạch là hôm nay ({2}) hoặc sau đó.",
        en: "{1} has passed: the plan's day is today ({2}) or later.")
    case .planNeedsBy:
      Translations(
        vi: "--plan cần --by YYYY-MM-DD (hoặc --plan none để bỏ).",
        en: "--plan needs --by YYYY-MM-DD (or --plan none to clear it).")
    case .planStatus: Translations(vi: "mới {1}", en: "new {1}")
    case .helpPlan:
      Translations(
        vi:
          "Đặt nhịp câu mới: thuộc đoạn này (juz30, 67, 2:1-141) trước ngày --by; none để bỏ.",
        en:
          "Set the pace of new ayahs: hold this passage (juz30, 67, 2:1-141) by the day --by; none clears it."
      )
    case .helpPlanBy:
      Translations(
        vi: "Với --plan (hoặc --plan-move): ngày hạn, YYYY-MM-DD.",
        en: "With --plan (or --plan-move): the day, YYYY-MM-DD.")
    case .planPrompt: Translations(vi: "Kế hoạch: ", en: "Plan: ")
    case .planPromptHint:
      Translations(
        vi: "  đoạn rồi ngày (juz30 2027-03-01 ngược) · dời: dời ngày · bỏ: bỏ kế hoạch · Esc",
        en: "  passage then day (juz30 2027-03-01 backward) · move · none clears · Esc")
    case .planPace:
      Translations(
        vi: "Kế hoạch {1} trước {2}: hôm nay {3} câu mới · còn {4} câu · {5} ngày · {6} câu/ngày",
        en:
          "Plan {1} by {2}: {3} new today · {4} {4:ayah|ayahs} left · {5} {5:day|days} · {6} a day"
      )
    case .planTypedNoDay:
      Translations(
        vi: "Viết đoạn rồi ngày hạn: juz30 2027-03-01 (hoặc none để bỏ kế hoạch).",
        en: "Write the passage, then the day: juz30 2027-03-01 (or none to clear the plan).")
    case .planTypedBadDay:
      Translations(
        vi: "{1} không phải một ngày dạng YYYY-MM-DD, từ hôm nay trở đi.",
        en: "{1} is not a day as YYYY-MM-DD, today or later.")
    case .planClearQuestion:
      Translations(
        vi: "Bỏ kế hoạch thuộc {1} trước {2}? (y: bỏ, phím khác: giữ)",
        en: "Clear the plan to hold {1} by {2}? (y: clear, any other key: keep)")
    case .planKept: Translations(vi: "Đã giữ kế hoạch.", en: "Plan kept.")
    case .planNone:
      Translations(
        vi: "Chưa có kế hoạch: P trên màn hình học thuộc đặt nhịp câu mới (juz30 2027-03-01).",
        en: "No plan: P on the memorize screen sets the pace of new ayahs (juz30 2027-03-01).")
    case .reviewTitle:
      Translations(
        vi: " Ôn tập hôm nay · câu {1} · xong {2}, còn {3} · ẩn {4}/4",
        en: " Review today · ayah {1} · {2} done, {3} left · hidden {4}/4")
    case .reviewDoneTitle: Translations(vi: " Ôn tập hôm nay · xong", en: " Review today · done")
    case .reviewNew: Translations(vi: "câu mới", en: "new")
    case .reviewSummary:
      Translations(
        vi: "Xong buổi ôn hôm nay: {1} lần chấm ({2} lần Quên), bắt đầu {3} câu mới.",
        en:
          "Today's review done: {1} {1:grade|grades} given ({2} Again), {3} new {3:ayah|ayahs} begun."
      )
    case .reviewNextDue:
      Translations(
        vi: "Lần ôn tới: {1}, {2} câu đến hạn. q để đóng.",
        en: "Next due: {1}, {2} {2:ayah|ayahs}. q closes.")
    case .reviewNoNextDue:
      Translations(
        vi: "Chưa có câu nào đến hạn sau hôm nay. q để đóng.",
        en: "Nothing falls due after today yet. q closes.")
    case .reviewNothingLeft:
      Translations(
        vi: "Hôm nay ({1}) không còn câu nào để ôn: {2} câu đã chấm hôm nay.",
        en: "Nothing left to review today ({1}): {2} {2:ayah|ayahs} graded today.")
    case .reviewKeyStatus: Translations(vi: "{1} ôn tập", en: "{1} review")
    case .helpReviewList:
      Translations(
        vi: "In danh sách các câu đến hạn thay vì mở buổi ôn (như khi không có terminal).",
        en: "Print the ayahs due instead of opening the session (as without a terminal).")
    case .needsTerminal:
      Translations(
        vi: "quran memorize cần một terminal tương tác.",
        en: "quran memorize needs an interactive terminal.")
    }
  }
}
