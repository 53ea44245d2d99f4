import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The server's own address, for the URLs it hands out: sign-in's `redirectURL` and the
/// courier's `webcourierURL`. Echoing any Host header would let whoever sends the request
/// choose where those links point, so the Host header is used only when it names this
/// server — the address it listens on, or, listening on every interface, one of this
/// computer's addresses or its host name — and with `--public-url` not at all.
struct ServerAddress: Sendable {
  /// `--public-url` without a trailing slash, when given.
  let publicURL: String?
  let host: String
  let port: Int
  /// Lowercased host names and addresses a Host header may name.
  let ownNames: Set<String>

  init(publicURL: String?, host: String, port: Int) {
    self.publicURL = publicURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    self.host = host
    self.port = port
    var names: Set<String> = [host.lowercased()]
    let loopback: Set<String> = ["127.0.0.1", "localhost", "::1"]
    if ServerAddress.isWildcard(host) {
      names.formUnion(loopback)
      names.formUnion(ServerAddress.interfaceAddresses())
      if let name = ServerAddress.hostName() {
        names.insert(name)
        names.insert(name + ".local")
      }
    } else if loopback.contains(host.lowercased()) {
      names.formUnion(loopback)
    }
    ownNames = names
  }

  /// `http://HOST:PORT` as the client reached it when that is this server, else as it listens.
  func baseURL(hostHeader: String?) -> String {
    if let publicURL { return publicURL }
    if let hostHeader, let named = ServerAddress.split(hostHeader),
      named.port == port, ownNames.contains(named.host)
    {
      return "http://" + hostHeader
    }
    var shown = host
    if ServerAddress.isWildcard(host) { shown = ServerAddress.hostName() ?? "127.0.0.1" }
    return "http://\(shown.contains(":") ? "[\(shown)]" : shown):\(port)"
  }

  /// A Host header's host (lowercased, without brackets) and port (80 when absent).
  static func split(_ authority: String) -> (host: String, port: Int)? {
    let text = authority.lowercased()
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      let host = String(text[text.index(after: text.startIndex)..<close])
      let rest = text[text.index(after: close)...]
      if rest.isEmpty { return (host, 80) }
      guard rest.hasPrefix(":"), let port = Int(rest.dropFirst()) else { return nil }
      return (host, port)
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count <= 2, let host = parts.first, !host.isEmpty else { return nil }
    if parts.count == 1 { return (String(host), 80) }
    guard let port = Int(parts[1]) else { return nil }
    return (String(host), port)
  }

  static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

  static func hostName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count) == 0 else { return nil }
    let name = String(cText: buffer).lowercased()
    return name.isEmpty ? nil : name
  }

  /// This computer's IPv4 and IPv6 addresses.
  static func interfaceAddresses() -> Set<String> {
    var addresses: Set<String> = []
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return addresses }
    defer { freeifaddrs(list) }
    var next: UnsafeMutablePointer<ifaddrs>? = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr else { continue }
      let family = Int32(address.pointee.sa_family)
      guard family == AF_INET || family == AF_INET6 else { continue }
      var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(
        family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
      if getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
        // An IPv6 link-local address comes with its interface ("fe80::1%eth0").
        let name = String(cText: text).split(separator: "%").first.map(String.init) ?? ""
        addresses.insert(name.lowercased())
      }
    }
    return addresses
  }
}

extension String {
  /// The text a C function wrote into `chars`, up to its NUL.
  init(cText chars: [CChar]) {
    self.init(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
