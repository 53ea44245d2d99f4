/// A save that met another version of its note: the note changed, or was deleted, while it
/// was being edited (in the reader's editor, `$EDITOR` or `quran note edit`). Nothing is
/// replaced that the edit did not start from, and one sentence says what was kept.
public enum NoteSaveText: Catalogue {
  /// The reader: the note changed (the other text stays), or was deleted, while edited.
  case readerConflictCopy, readerSavedAsNew
  /// `quran note edit`: the same, naming the notes by id; and a text the edit began from,
  /// over a note that changed meanwhile, which saves nothing.
  case commandConflictCopy, commandSavedAsNew, commandUnchanged

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .readerConflictCopy:
      Translations(
        vi:
          "✎ Ghi chú đã đổi trong lúc bạn sửa: bản kia giữ nguyên, văn bản của bạn được lưu thành ghi chú mới “{1}…”.",
        en:
          "✎ The note changed while you edited it: the other text stays, yours is saved as a new note “{1}…”."
      )
    case .readerSavedAsNew:
      Translations(
        vi:
          "✎ Ghi chú đã bị xóa trong lúc bạn sửa: văn bản của bạn được lưu thành ghi chú mới ở câu {1}.",
        en: "✎ The note was deleted while you edited it: your text is saved as a new note on {1}.")
    case .commandConflictCopy:
      Translations(
        vi:
          "Ghi chú {1} của câu {2} đã đổi trong lúc bạn sửa: nó giữ văn bản kia, văn bản của bạn được lưu thành ghi chú mới {3} “{4}…”.",
        en:
          "Note {1} on {2} changed while you edited it: it keeps the other text, and yours is saved as a new note {3} “{4}…”."
      )
    case .commandUnchanged:
      Translations(
        vi:
          "Chưa lưu gì: ghi chú {1} đã đổi trong lúc sửa và bạn không thay đổi gì, nên nó được giữ nguyên.",
        en:
          "Nothing saved: note {1} changed while you edited it and you changed nothing, so it was left as it is."
      )
    case .commandSavedAsNew:
      Translations(
        vi:
          "Ghi chú {1} đã bị xóa trong lúc bạn sửa: văn bản của bạn được lưu thành ghi chú mới {2} của câu {3}.",
        en: "Note {1} was deleted while you edited it: your text is saved as a new note {2} on {3}."
      )
    }
  }
}
