/// `quran login` as another person than the one this library last synced with: the question,
/// its answers, the library set aside or brought back, and `--library`'s help.
public enum LibrarySwitchText: Catalogue {
  /// The question, and what its second answer does (start empty, or bring a kept one back).
  case question, startEmpty, bringBack
  /// No answer, or an answer that is none of the choices: nothing changed.
  case cancelled
  /// What was done with the libraries.
  case setAside, broughtBack
  /// Why the libraries could not be switched.
  case heldOpen, notMoved
  /// `--library keep|aside`: its help, and a value that is neither.
  case helpLibrary, choiceUnknown

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .question:
      Translations(
        vi:
          "Thư viện này đồng bộ lần cuối với tài khoản {1} và đang giữ {2} ghi chú, {3} câu yêu thích, tiến độ đọc của {4} chương, {5} ngày đọc, {6} lần chấm điểm học thuộc, {7} cài đặt, {8} mục đã xóa trong thùng rác và {9} thay đổi chờ gửi: gõ a để giữ thư viện này cho {10} (gửi tất cả vào tài khoản của {10}), b để {11}, hoặc c để hủy:",
        en:
          "This library last synced as {1} and holds {2} {2:note|notes}, {3} {3:favorite|favorites}, progress in {4} {4:surah|surahs}, {5} {5:day|days} of reading, {6} memorizing {6:grade|grades}, {7} {7:setting|settings}, {8} deleted {8:item|items} in its trash and {9} {9:change|changes} waiting: type a to keep it for {10} (all of it is sent to {10}'s account), b to {11}, or c to cancel:"
      )
    case .startEmpty:
      Translations(
        vi: "cất nó riêng thành tệp {1} rồi bắt đầu một thư viện trống cho {2}",
        en: "set it aside as the file {1} and start an empty library for {2}")
    case .bringBack:
      Translations(
        vi: "cất nó riêng thành tệp {1} rồi dùng lại thư viện của {2} đã cất trên máy này",
        en: "set it aside as the file {1} and bring back the library {2} left on this computer")
    case .cancelled:
      Translations(
        vi:
          "Không có gì thay đổi (không có câu trả lời a hoặc b): thư viện vẫn là của {1} và {2} chưa được đăng nhập ở đây; hãy chạy lại quran login trong một terminal để được hỏi, hoặc thêm --library keep (gửi thư viện này vào tài khoản của {2}) hay --library aside (cất nó riêng và bắt đầu trống).",
        en:
          "Nothing changed (no answer a or b): the library stays {1}'s and {2} is not signed in here; run quran login again in a terminal to be asked, or add --library keep (send this library to {2}'s account) or --library aside (set it aside and start empty)."
      )
    case .setAside:
      Translations(
        vi:
          "Thư viện của {1} đã được cất riêng thành {2}, có bản xuất {3} bên cạnh: quran import {3} đưa nó vào bất kỳ thư viện nào, và đăng nhập lại với {1} trên máy này sẽ dùng lại nó nguyên vẹn.",
        en:
          "{1}'s library is set aside as {2}, with its export {3} beside it: quran import {3} brings it into any library, and signing in as {1} here again brings it back whole."
      )
    case .broughtBack:
      Translations(
        vi: "Thư viện của {1} đã cất trên máy này được dùng lại, đúng như lúc cất.",
        en: "The library {1} left on this computer is back in use, as it was.")
    case .heldOpen:
      Translations(
        vi:
          "Thư viện {1} đang được mở trong một chương trình khác (trình đọc, hoặc quran sync --watch): hãy đóng nó rồi chạy lại quran login; không có gì thay đổi.",
        en:
          "The library {1} is open in another program (the reader, or quran sync --watch): close it, then run quran login again; nothing changed."
      )
    case .notMoved:
      Translations(
        vi:
          "Không cất riêng được thư viện {1} ({2}): không có gì thay đổi; hãy kiểm tra thư mục dữ liệu còn chỗ và ghi được, rồi chạy lại quran login.",
        en:
          "The library {1} could not be set aside ({2}): nothing changed; check that the data folder has room and can be written, then run quran login again."
      )
    case .helpLibrary:
      Translations(
        vi:
          "Khi đăng nhập với một người khác người mà thư viện này đồng bộ lần cuối: keep gửi thư viện này vào tài khoản mới, aside cất nó riêng cho người cũ và bắt đầu trống (hoặc dùng lại thư viện của người mới đã cất trên máy này). Không có tùy chọn này, lệnh hỏi trong terminal; ở nơi khác thì không thay đổi gì.",
        en:
          "When signing in as another person than this library last synced with: keep sends this library to the new account, aside keeps it aside for its person and starts empty (or brings back the new person's library kept on this computer). Without it, a terminal is asked; elsewhere nothing changes."
      )
    case .choiceUnknown:
      Translations(
        vi: "Không có lựa chọn --library “{1}”. Hãy dùng keep hoặc aside.",
        en: "There is no --library “{1}”. Use keep or aside.")
    }
  }
}
