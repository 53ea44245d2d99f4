/// The record client's sentences: why a request to the record server did not succeed, as
/// `quran sync`, `quran status` and the reader tell it.
public enum ClientText: Catalogue {
  /// What the record service answered, or that it could not be reached.
  case unreachable, signInNeeded, authenticationFailed, busy, server, badResponse
  /// The record server's disk is full.
  case serverDiskFull
  /// Sign-in's callback address refused or not listening.
  case callbackNotLoopback, callbackCannotListen

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .unreachable:
      Translations(
        vi:
          "Không kết nối được máy chủ đồng bộ tại {1} ({2}); các thay đổi của bạn vẫn được giữ và sẽ được đồng bộ sau.",
        en:
          "Could not reach the record server at {1} ({2}); your changes are kept and will sync later."
      )
    case .signInNeeded:
      Translations(
        vi:
          "Máy chủ đồng bộ cần bạn đăng nhập lại: hãy chạy quran login; các thay đổi của bạn vẫn được giữ.",
        en: "The record server needs you to sign in again: run quran login; your changes are kept.")
    case .authenticationFailed:
      Translations(
        vi:
          "Máy chủ đồng bộ từ chối đăng nhập ({1}): hãy chạy lại quran login; các thay đổi của bạn vẫn được giữ.",
        en:
          "The record server refused the sign-in ({1}): run quran login again; your changes are kept."
      )
    case .busy:
      Translations(
        vi:
          "Máy chủ đồng bộ vẫn bận ({1}) sau {2} lần thử; các thay đổi của bạn vẫn được giữ và sẽ được đồng bộ sau.",
        en:
          "The record server stayed busy ({1}) through {2} tries; your changes are kept and will sync later."
      )
    case .server:
      Translations(
        vi: "Máy chủ đồng bộ trả lời {1}: {2}", en: "The record server answered {1}: {2}")
    case .serverDiskFull:
      Translations(
        vi:
          "Ổ đĩa của máy chủ đồng bộ đã đầy nên máy chủ không lưu được thay đổi nào; các thay đổi của bạn vẫn được giữ trên máy này và sẽ được đồng bộ khi người quản lý máy chủ giải phóng dung lượng.",
        en:
          "The record server's disk is full, so it cannot keep any change; your changes are kept on this computer and will sync once the server's operator frees space."
      )
    case .badResponse:
      Translations(
        vi: "Không hiểu được câu trả lời của máy chủ đồng bộ ({1}).",
        en: "The record server's answer was not understood ({1}).")
    case .callbackNotLoopback:
      Translations(
        vi:
          "Địa chỉ gọi lại {1} không nằm trên máy này: hãy dùng địa chỉ đã đặt cho API token, dạng http://127.0.0.1:CỔNG/ĐƯỜNG-DẪN.",
        en:
          "The callback {1} is not an address on this computer: give the one set on the API token, as http://127.0.0.1:PORT/PATH."
      )
    case .callbackCannotListen:
      Translations(
        vi: "Không lắng nghe được ở {1} ({2}); có chương trình khác đang dùng cổng đó không?",
        en: "Could not listen on {1} ({2}); is another program using that port?")
    }
  }
}
