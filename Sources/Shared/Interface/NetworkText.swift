/// The few words that say why a request got no answer ("connection refused", "unknown
/// host"), set inside the sentences of the fetch, the sync and the recitation (`WebError`).
public enum NetworkText: Catalogue {
  /// No connection made, or the connection lost.
  case noConnectionWithin, timedOut, connectionLost, tlsTimedOut, proxyPassword, proxyRefused
  case unknownHost, connectionRefused, noNetwork, tlsFailed
  /// A connection made but the answer missing or cut.
  case noWholeAnswerWithin, answerStopped, noAnswerWithin, answerTooLong, otherPart
  /// An address that is no web address.
  case notHTTP
  /// What arrived could not be written.
  case diskFull, notWritten

  /// This message in Vietnamese and in English, its placeholders `{1}`, `{2}`, … unfilled.
  public var translations: Translations {
    switch self {
    case .noConnectionWithin:
      Translations(vi: "không kết nối được trong {1} giây", en: "no connection within {1} s")
    case .timedOut: Translations(vi: "hết thời gian chờ", en: "timed out")
    case .connectionLost: Translations(vi: "mất kết nối", en: "connection lost")
    case .tlsTimedOut: Translations(vi: "bắt tay TLS quá lâu", en: "TLS handshake timed out")
    case .proxyPassword: Translations(vi: "proxy đòi mật khẩu", en: "the proxy asks for a password")
    case .proxyRefused: Translations(vi: "proxy không kết nối", en: "the proxy did not connect")
    case .unknownHost: Translations(vi: "không rõ máy chủ", en: "unknown host")
    case .connectionRefused: Translations(vi: "kết nối bị từ chối", en: "connection refused")
    case .noNetwork: Translations(vi: "không có mạng", en: "no network")
    case .tlsFailed:
      Translations(vi: "bắt tay TLS thất bại ({1})", en: "TLS handshake failed ({1})")
    case .noWholeAnswerWithin:
      Translations(
        vi: "không nhận đủ câu trả lời trong {1} giây", en: "no whole answer within {1} s")
    case .answerStopped:
      Translations(
        vi: "câu trả lời ngừng đến trong {1} giây", en: "the answer stopped arriving for {1} s")
    case .noAnswerWithin:
      Translations(
        vi: "đã kết nối, nhưng không có trả lời trong {1} giây",
        en: "connected, but no answer within {1} s")
    case .answerTooLong:
      Translations(vi: "câu trả lời dài hơn {1} MB", en: "the answer is longer than {1} MB")
    case .otherPart:
      Translations(
        vi: "máy chủ gửi một phần khác của tệp",
        en: "the server sent another part of the file than was asked")
    case .notHTTP:
      Translations(
        vi: "{1} không phải địa chỉ http hay https", en: "{1} is not an http or https address")
    case .diskFull: Translations(vi: "ổ đĩa đã đầy", en: "the disk is full")
    case .notWritten: Translations(vi: "không ghi được ({1})", en: "it could not be written ({1})")
    }
  }
}
