/// Reading habits: `quran stats`, `quran goal`, and their `--help`.
public enum HabitText: Catalogue {
  /// `quran stats` and the year view: the calendar, totals, streaks and the goal.
  case statsTitle, weekdays, months, legend, totals, streaks, goalIs, goalSaved, noReadingYet
  /// The units a goal or a plan counts in.
  case unitAyahs, unitMinutes, unitPages, unitJuz, unitWholeJuz, unitHizb
  /// The `--help` of `quran stats`, `year` and `goal`, and a goal refused.
  case helpStats, helpYear, helpGoal, helpGoalSet, helpAmount, helpUnit, badGoal
  /// A reading plan: started, today's portion, ahead or behind, finished.
  case planStarted, planToday, planAhead, planBehind, planOnTime, planFinished, planOver, noPlans
  /// The `--help` of `quran plan`, and a plan refused.
  case planStatus, helpPlan, helpPlanShow, helpPlanStart, helpDays, helpBy, helpPlanFrom,
    helpPlanName, helpPortion, badPlanLength
  /// `quran plan start` over a plan of the same name still running.
  case planRunningAsk, planRunningKept, helpReplace

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .statsTitle:
      Translations(vi: "Năm {1} của bạn với Quran", en: "Your year {1} with the Quran")
    case .weekdays: Translations(vi: "T2 T3 T4 T5 T6 T7 CN", en: "Mo Tu We Th Fr Sa Su")
    case .months:
      Translations(
        vi: "Th1 Th2 Th3 Th4 Th5 Th6 Th7 Th8 Th9 Th10 Th11 Th12",
        en: "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")
    case .legend:
      Translations(
        vi: "· chưa đọc  ░ chưa đủ mục tiêu  ▒ đủ mục tiêu  ▓ gấp đôi  █ gấp bốn",
        en: "· nothing  ░ short of the goal  ▒ goal met  ▓ twice  █ four times")
    case .totals:
      Translations(
        vi: "{1} ngày đọc · {2} câu · {3} phút · {4} chương đọc xong",
        en:
          "{1} {1:day|days} of reading · {2} {2:ayah|ayahs} · {3} {3:minute|minutes} · {4} {4:surah|surahs} finished"
      )
    case .streaks:
      Translations(
        vi: "Chuỗi hiện tại: {1} ngày · dài nhất: {2} ngày (mục tiêu: {3})",
        en: "Current streak: {1} {1:day|days} · longest: {2} {2:day|days} (goal: {3})")
    case .goalIs: Translations(vi: "Mục tiêu mỗi ngày: {1}.", en: "Daily goal: {1}.")
    case .goalSaved: Translations(vi: "Đã đặt mục tiêu mỗi ngày: {1}.", en: "Daily goal set: {1}.")
    case .noReadingYet:
      Translations(
        vi: "Chưa có ngày đọc nào trong năm {1}; đọc trong trình đọc (quran) để ghi lại.",
        en: "No reading logged in {1} yet; read in the reader (quran) and it is logged.")
    case .unitAyahs: Translations(vi: "{1} câu", en: "{1} {1:ayah|ayahs}")
    case .unitMinutes: Translations(vi: "{1} phút", en: "{1} {1:minute|minutes}")
    case .unitPages: Translations(vi: "{1} trang", en: "{1} {1:page|pages}")
    case .unitJuz: Translations(vi: "{1} juz (20 trang mỗi juz)", en: "{1} juz (20 pages a juz)")
    case .unitWholeJuz: Translations(vi: "{1} phần (juz)", en: "{1} juz")
    case .unitHizb: Translations(vi: "{1} hizb (nửa juz)", en: "{1} hizb")
    case .helpStats:
      Translations(
        vi: "Lịch đọc của một năm: các ngày, tổng cộng và chuỗi ngày đạt mục tiêu.",
        en: "The year at a glance: days read, totals and streaks of days that met the goal.")
    case .helpYear:
      Translations(vi: "Năm (mặc định: năm nay).", en: "The year (default: this one).")
    case .helpGoal:
      Translations(vi: "Mục tiêu đọc mỗi ngày.", en: "The daily reading goal.")
    case .helpGoalSet:
      Translations(
        vi: "Đặt mục tiêu: quran goal set 10 ayahs (hoặc minutes, pages, juz).",
        en: "Set the goal: quran goal set 10 ayahs (or minutes, pages, juz).")
    case .helpAmount: Translations(vi: "Bao nhiêu (1–10000).", en: "How much (1–10000).")
    case .helpUnit:
      Translations(vi: "ayahs, minutes, pages hoặc juz.", en: "ayahs, minutes, pages or juz.")
    case .planStarted:
      Translations(
        vi:
          "Kế hoạch “{1}”: từ {2} đến hết Quran, {3} ngày ({4} → {5}), khoảng {6} mỗi ngày.",
        en:
          "Plan “{1}”: from {2} to the end of the Quran in {3} days ({4} → {5}), about {6} a day."
      )
    case .planToday:
      Translations(
        vi: "“{1}” hôm nay: {2} – {3} (trang {4}–{5}), đã đọc {6}/{7} câu; còn {8} ngày.",
        en:
          "“{1}” today: {2} – {3} (pages {4}–{5}), {6}/{7} {7:ayah|ayahs} read; {8} {8:day|days} left."
      )
    case .planAhead:
      Translations(
        vi: "  Vượt {1} trang so với lịch.", en: "  {1} {1:page|pages} ahead of schedule.")
    case .planBehind:
      Translations(
        vi: "  Chậm {1} trang so với lịch; phần còn lại đã được chia đều cho các ngày còn lại.",
        en:
          "  {1} {1:page|pages} behind schedule; what is left is spread over the days that remain.")
    case .planOnTime: Translations(vi: "  Đúng lịch.", en: "  On schedule.")
    case .planFinished:
      Translations(vi: "“{1}”: đã đọc xong ngày {2}.", en: "“{1}”: finished on {2}.")
    case .planOver:
      Translations(
        vi: "“{1}”: đã quá ngày {2} mà chưa xong; hãy bắt đầu lại với quran plan start.",
        en: "“{1}”: its last day {2} has passed unfinished; start again with quran plan start.")
    case .noPlans:
      Translations(
        vi: "Chưa có kế hoạch nào: quran plan start --days 30 (hoặc --by 2026-12-31).",
        en: "No plan yet: quran plan start --days 30 (or --by 2026-12-31).")
    case .planStatus: Translations(vi: "kế hoạch {1}–{2} {3}%", en: "plan {1}–{2} {3}%")
    case .helpPlan:
      Translations(
        vi: "Kế hoạch đọc hết Quran theo ngày, chia theo trang mushaf.",
        en: "Plans to finish the Quran by a date, in daily portions of mushaf pages.")
    case .helpPlanShow:
      Translations(vi: "Phần đọc hôm nay của từng kế hoạch.", en: "Today's portion of each plan.")
    case .helpPlanStart:
      Translations(
        vi: "Bắt đầu một kế hoạch: --days 30 hoặc --by 2026-12-31.",
        en: "Start a plan: --days 30 or --by 2026-12-31.")
    case .helpDays: Translations(vi: "Số ngày (1–3650).", en: "How many days (1–3650).")
    case .helpBy: Translations(vi: "Ngày cuối, YYYY-MM-DD.", en: "The last day, YYYY-MM-DD.")
    case .helpPlanFrom:
      Translations(
        vi: "Bắt đầu từ câu này (mặc định 1:1).", en: "Start at this ayah (1:1 by default).")
    case .helpPlanName:
      Translations(
        vi: "Tên kế hoạch (mặc định khatm); nhiều kế hoạch có thể chạy cùng lúc.",
        en: "The plan's name (khatm by default); several plans may run at once.")
    case .helpPortion:
      Translations(
        vi: "Chia phần đọc mỗi ngày theo pages (trang, mặc định), hizb hoặc juz trọn vẹn.",
        en: "Divide the daily portions into whole pages (the default), hizb or juz.")
    case .planRunningAsk:
      Translations(
        vi:
          "Kế hoạch “{1}” đang chạy ({2} → {3}). Bắt đầu lại thì kế hoạch đó bị thay thế. Thay thế? [y/N] ",
        en: "Plan “{1}” is running ({2} → {3}). Starting again replaces it. Replace it? [y/N] ")
    case .planRunningKept:
      Translations(
        vi:
          "Kế hoạch “{1}” đang chạy ({2} → {3}) nên được giữ nguyên. Để thay thế, thêm --replace; để có thêm một kế hoạch, đặt tên khác bằng --name.",
        en:
          "Plan “{1}” is running ({2} → {3}), so it was kept. To replace it, add --replace; for a second plan, give it another --name."
      )
    case .helpReplace:
      Translations(
        vi: "Thay thế kế hoạch cùng tên đang chạy mà không hỏi.",
        en: "Replace a running plan of the same name without asking.")
    case .badPlanLength:
      Translations(
        vi: "Hãy cho --days từ 1 đến 3650, hoặc --by một ngày từ hôm nay trở đi (YYYY-MM-DD).",
        en: "Give --days from 1 to 3650, or --by a date from today on (YYYY-MM-DD).")
    case .badGoal:
      Translations(
        vi:
          "Mục tiêu phải là một số từ 1 đến 10000 và ayahs, minutes, pages hoặc juz, như: 10 ayahs.",
        en: "A goal is a number from 1 to 10000 and ayahs, minutes, pages or juz, as in: 10 ayahs.")
    }
  }
}
