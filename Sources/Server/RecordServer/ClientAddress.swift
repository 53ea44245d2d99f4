import Foundation
import HTTPTypes

#if canImport(Glibc)
  import Glibc
#endif

/// The address sign-in counts a client's tries by. Behind a proxy every connection comes
/// from the proxy, so one client's flood would spend everyone's tries; a proxy named with
/// `--trusted-proxy` is believed about the client it serves (the last `X-Forwarded-For`
/// entry, the one it added). From any other address the header is ignored: a client could
/// otherwise name a new address with every guess.
enum ClientAddress {
  static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

  static func resolve(connection: String?, headers: HTTPFields, trustedProxies: Set<String>)
    -> String
  {
    let address = connection ?? "unknown"
    guard trustedProxies.contains(address),
      let forwarded = headers[values: forwardedFor].last?.split(separator: ",").last?
        .trimmingCharacters(in: .whitespaces), !forwarded.isEmpty, forwarded.count <= 64
    else { return address }
    return forwarded
  }

  /// The network a client address is counted by: an IPv4 address itself, an IPv6 address by
  /// its /64 — one home or one host usually has a whole /64, so counting its addresses one by
  /// one would give a guesser 2^64 fresh ones. An IPv4 address written in IPv6
  /// (`::ffff:192.0.2.7`) is the IPv4 address; anything else is kept as it is.
  static func network(of address: String) -> String {
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, address, &v6) == 1 else { return address }
    var bytes = withUnsafeBytes(of: &v6) { Array($0) }
    if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
      return bytes[12...].map(String.init).joined(separator: ".")
    }
    for index in 8..<16 { bytes[index] = 0 }
    bytes.withUnsafeBytes { raw in
      withUnsafeMutableBytes(of: &v6) { $0.copyMemory(from: raw) }
    }
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
    guard inet_ntop(AF_INET6, &v6, &text, socklen_t(text.count)) != nil else { return address }
    return String(cText: text) + "/64"
  }
}
