/// Sentences that refuse what a person typed: what is wrong in it, and what to type instead.
public enum RefusalText: Catalogue {
  /// Arguments refused before any work, with what to write instead.
  case emptySearch, rangeBackwards, serverWithoutScheme, noteIDTooShort
  /// A search's words beyond its bound: too long, or too many different words.
  case searchTooLong, searchTooManyWords

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .emptySearch:
      Translations(
        vi: "Chưa có từ nào để tìm. Hãy viết vài từ, ví dụ: quran search \"nhan danh allah\".",
        en:
          "There are no words to search for. Give a few, for example: quran search \"nhan danh allah\"."
      )
    case .rangeBackwards:
      Translations(
        vi: "Đoạn {1} kết thúc trước khi bắt đầu. Hãy viết câu nhỏ hơn trước: {2}.",
        en: "The range {1} ends before it starts. Write the smaller ayah first: {2}.")
    case .serverWithoutScheme:
      Translations(
        vi: "“{1}” thiếu http:// hoặc https:// ở đầu. Hãy viết, ví dụ: --server http://{1}.",
        en: "“{1}” lacks http:// or https:// at its start. Write, for example: --server http://{1}."
      )
    case .searchTooLong:
      Translations(
        vi:
          "Câu tìm dài {2} ký tự, quá giới hạn {1}. Hãy tìm bằng vài từ đặc trưng của câu, ví dụ: quran search \"nhan danh allah\".",
        en:
          "The search is {2} characters long, over the bound of {1}. Search for a few telling words of it, for example: quran search \"nhan danh allah\"."
      )
    case .searchTooManyWords:
      Translations(
        vi: "Câu tìm có {2} từ khác nhau, quá giới hạn {1}. Hãy giữ lại những từ đặc trưng nhất.",
        en: "The search has {2} different words, over the bound of {1}. Keep the most telling ones."
      )
    case .noteIDTooShort:
      Translations(
        vi:
          "“{1}” quá ngắn để chỉ một ghi chú: cần ít nhất {2} ký tự đầu của mã (quran note list cho thấy các mã).",
        en:
          "“{1}” is too short to name a note: give at least the first {2} characters of its id (quran note list shows the ids)."
      )
    }
  }
}
