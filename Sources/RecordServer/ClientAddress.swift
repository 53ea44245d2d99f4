import HTTPTypes

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
}
