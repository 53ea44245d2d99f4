import AsyncHTTPClient
import Foundation

/// The proxy the environment names for an address, as curl and most tools read it:
/// `https_proxy` (or `HTTPS_PROXY`) for https, `http_proxy` for http, none for the hosts in
/// `no_proxy` (or `NO_PROXY`: names, `.suffixes`, `*`) and never for loopback.
enum ProxySetting {
  static func forAddress(_ url: URL, environment: [String: String])
    -> HTTPClient.Configuration.Proxy?
  {
    guard let host = url.host?.lowercased(), !isLoopback(host) else { return nil }
    let names = url.scheme == "https" ? ["https_proxy", "HTTPS_PROXY"] : ["http_proxy"]
    guard let text = names.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }),
      !isExcepted(host, environment: environment)
    else { return nil }
    // "host:port" without a scheme is common in these variables.
    guard let proxy = URL(string: text.contains("://") ? text : "http://" + text),
      let proxyHost = proxy.host, !proxyHost.isEmpty
    else { return nil }
    let authorization = proxy.user.map {
      HTTPClient.Authorization.basic(
        username: $0.removingPercentEncoding ?? $0,
        password: proxy.password.flatMap { $0.removingPercentEncoding } ?? "")
    }
    return .server(host: proxyHost, port: proxy.port ?? 80, authorization: authorization)
  }

  static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
  }

  private static func isExcepted(_ host: String, environment: [String: String]) -> Bool {
    let list = environment["no_proxy"] ?? environment["NO_PROXY"] ?? ""
    return list.split(separator: ",").contains { entry in
      let pattern = entry.trimmingCharacters(in: .whitespaces).lowercased()
      if pattern == "*" { return true }
      let suffix = pattern.hasPrefix(".") ? String(pattern.dropFirst()) : pattern
      return !suffix.isEmpty && (host == suffix || host.hasSuffix("." + suffix))
    }
  }
}
