/// The trash (`quran trash`, and `u` in the reader): what was deleted here in the last 30 days,
/// and what came back.
public enum TrashText: Catalogue {
  /// `quran trash`: nothing in it, and its heading.
  case empty, header
  /// What an item is: a note, a favorite, a reading plan, a goal, a memorizing plan.
  case note, favorite, readingPlan, readingGoal, memorizePlan
  /// `quran trash restore`: back, here already, no such item, more than one.
  case restored, alreadyHere, notFound, ambiguous
  /// `u` in the reader, with nothing of this session to undo: an item back from the trash,
  /// deleted here or on another device.
  case backFromTrash, backFromTrashElsewhere
  /// `quran trash`: an item a sync took from another device's deletion.
  case onAnotherDevice
  /// The `--help` of `quran trash` and `restore`.
  case help, helpRestore, helpID

  /// This message in Vietnamese and in English.
  public var translations: Translations {
    switch self {
    case .empty:
      Translations(
        vi: "Thùng rác trống: không có gì bị xóa trong 30 ngày qua.",
        en: "The trash is empty: nothing was deleted in the last 30 days.")
    case .header:
      Translations(
        vi: "Đã xóa trong 30 ngày qua (quran trash restore MÃ để khôi phục):",
        en: "Deleted in the last 30 days (quran trash restore ID brings one back):")
    case .note: Translations(vi: "ghi chú câu {1}: {2}", en: "note on {1}: {2}")
    case .favorite: Translations(vi: "câu yêu thích {1}", en: "favorite {1}")
    case .readingPlan: Translations(vi: "kế hoạch đọc “{1}”", en: "reading plan “{1}”")
    case .readingGoal: Translations(vi: "mục tiêu mỗi ngày {1}", en: "daily goal {1}")
    case .memorizePlan:
      Translations(vi: "kế hoạch học thuộc {1} trước {2}", en: "memorizing plan {1} by {2}")
    case .restored: Translations(vi: "Đã khôi phục {1}.", en: "{1}: back.")
    case .alreadyHere:
      Translations(
        vi: "{1} đã có sẵn ở đây; đã bỏ khỏi thùng rác.",
        en: "{1} is here already; taken out of the trash.")
    case .notFound:
      Translations(
        vi: "Thùng rác không có mục nào mã {1}: quran trash liệt kê những gì nó giữ.",
        en: "Nothing in the trash has the id {1}: quran trash lists what it holds.")
    case .ambiguous:
      Translations(
        vi: "Nhiều mục có mã bắt đầu bằng {1}: gõ thêm vài ký tự của mã.",
        en: "More than one item's id begins with {1}: type more of it.")
    case .backFromTrash:
      Translations(
        vi: "Khôi phục từ thùng rác: {1} (xóa lúc {2}).",
        en: "Back from the trash: {1} (deleted {2}).")
    case .backFromTrashElsewhere:
      Translations(
        vi: "Khôi phục từ thùng rác: {1} (xóa lúc {2} trên thiết bị khác).",
        en: "Back from the trash: {1} (deleted {2} on another device).")
    case .onAnotherDevice:
      Translations(vi: "(xóa trên thiết bị khác)", en: "(deleted on another device)")
    case .help:
      Translations(
        vi: "Những gì đã xóa trong 30 ngày qua: ghi chú, yêu thích, kế hoạch, mục tiêu.",
        en: "What was deleted in the last 30 days: notes, favorites, plans, the goal.")
    case .helpRestore:
      Translations(
        vi: "Khôi phục một mục của thùng rác (và đồng bộ nó).",
        en: "Bring an item of the trash back (and sync it).")
    case .helpID:
      Translations(
        vi: "Mã của mục, như quran trash in ra (đủ 4 ký tự đầu).",
        en: "The item's id as quran trash prints it (its first 4 characters will do).")
    }
  }
}
