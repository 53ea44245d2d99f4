/// The record server's sign-in page, in the language the browser asks for
/// (`Accept-Language`).
public enum SignInText: Catalogue {
  /// The sign-in page's words.
  case title, heading, userName, password, signIn, elsewhere
  /// Why a sign-in was refused.
  case linkNotValid, wrongPassword, tooManyAttempts, busy, foreignOrigin, redirectNotLocal,
    noAPIToken
  /// A sign-in that worked.
  case signedIn, tokenStays

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .title: Translations(vi: "Đăng nhập — quran-records", en: "Sign in — quran-records")
    case .heading: Translations(vi: "Đăng nhập", en: "Sign in")
    case .userName: Translations(vi: "Tên người dùng", en: "User name")
    case .password: Translations(vi: "Mật khẩu", en: "Password")
    case .signIn: Translations(vi: "Đăng nhập", en: "Sign in")
    case .elsewhere:
      Translations(
        vi: "Tôi đăng nhập trên một thiết bị khác máy chạy quran: hiện token để chép",
        en: "I am signing in on another device than the one running quran: show the token to copy")
    case .linkNotValid:
      Translations(
        vi: "Liên kết đăng nhập không hợp lệ; hãy yêu cầu ứng dụng tạo liên kết mới.",
        en: "The sign-in link is not valid; ask the client for a new one.")
    case .wrongPassword:
      Translations(
        vi: "Tên người dùng hoặc mật khẩu không đúng; hãy thử lại.",
        en: "The user name or password is not right; try again.")
    case .tooManyAttempts:
      Translations(
        vi: "Đăng nhập sai quá nhiều lần; hãy đợi {1} giây rồi thử lại.",
        en: "Too many sign-in attempts; wait {1} s and try again.")
    case .busy:
      Translations(
        vi: "Máy chủ đang bận kiểm tra các lượt đăng nhập khác; hãy thử lại sau vài giây.",
        en: "The server is busy checking other sign-ins; try again in a few seconds.")
    case .foreignOrigin:
      Translations(
        vi:
          "Biểu mẫu đăng nhập này được gửi từ một trang khác ({1}); hãy mở liên kết đăng nhập mà ứng dụng đưa và đăng nhập ở đó.",
        en:
          "This sign-in form was sent from another site ({1}); open the sign-in link the client gave and sign in there."
      )
    case .redirectNotLocal:
      Translations(
        vi:
          "Địa chỉ chuyển hướng {1} không nằm trên máy này; máy chủ chỉ trao token cho 127.0.0.1, localhost hoặc [::1].",
        en:
          "The redirect address {1} is not on this computer; this server hands tokens only to 127.0.0.1, localhost or [::1]."
      )
    case .noAPIToken:
      Translations(
        vi: "Liên kết đăng nhập không có API token hợp lệ; hãy yêu cầu ứng dụng tạo liên kết mới.",
        en: "The sign-in link has no valid API token; ask the client for a new one.")
    case .signedIn:
      Translations(
        vi: "Đã đăng nhập với tên {1}. Hãy chép token này vào ứng dụng:",
        en: "Signed in as {1}. Copy this token into the client:")
    case .tokenStays:
      Translations(
        vi:
          "Token còn hiệu lực khi còn được dùng: nó hết hạn sau một thời gian dài không dùng (mặc định 90 ngày), khi bạn đăng xuất hoặc khi mật khẩu được đổi. Hãy giữ nó như giữ mật khẩu.",
        en:
          "The token stays valid while it is used: it ends after a long time unused (90 days unless the server says otherwise), when you sign out, or when the password is changed. Keep it as you would a password."
      )
    }
  }
}

extension Language {
  /// The language a browser's `Accept-Language` prefers among the two, by its quality values;
  /// English when it names neither.
  public static func preferred(acceptLanguage header: String?) -> Language {
    var best: (language: Language, quality: Double)?
    for part in (header ?? "").prefix(1000).split(separator: ",") {
      let fields = part.split(separator: ";")
      let tag = fields.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
      let language: Language? =
        tag == "vi" || tag.hasPrefix("vi-")
        ? .vietnamese
        : tag == "en" || tag.hasPrefix("en-") ? .english : nil
      guard let language else { continue }
      var quality = 1.0
      for field in fields.dropFirst() {
        let pair = field.trimmingCharacters(in: .whitespaces)
        if pair.hasPrefix("q="), let value = Double(pair.dropFirst(2)) { quality = value }
      }
      if quality > 0, quality > best?.quality ?? 0 { best = (language, quality) }
    }
    return best?.language ?? .english
  }
}
