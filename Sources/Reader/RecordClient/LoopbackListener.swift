import Checksum
import CloudRecords
import Foundation
import Interface

#if canImport(Glibc)
  import Glibc
#endif

/// A one-purpose HTTP listener on 127.0.0.1 for the end of a sign-in: the server's sign-in
/// page redirects the browser to `http://127.0.0.1:PORT/callback?ckWebAuthToken=…`, and this
/// reads the token from that request and answers a small page saying the tab can be closed.
///
/// Foundation has no server on Linux, so this is a few POSIX socket calls. It serves one
/// request at a time on the caller's thread; `fileDescriptor` lets the caller poll it together
/// with other input (a token pasted on stdin). SwiftNIO, which the same program links for its
/// HTTP client, is not used here on purpose: `quran login` waits for whichever comes first, a
/// pasted token or the browser's one request, with a single `poll`; a NIO listener would add
/// an event loop thread and a hand-over of the token between threads for that one request.
///
/// The callback's path carries a random secret (`/callback/{secret}`), so a token sent by
/// another program or a web page that found the port — signing this person into someone
/// else's account — is refused.
///
/// Apple's CloudKit sends the browser to the sign-in callback the API token was made with, a
/// fixed address: `init(callback:)` listens on that address's port and takes its path, with no
/// secret in it (the address is set in the container's API token, not chosen here).
public final class LoopbackListener {
  /// Why the callback cannot be listened for, in a sentence.
  public struct CallbackFailure: Error, CustomStringConvertible {
    /// What went wrong, in the interface's language.
    public let description: String
  }

  /// The listening socket, for the caller to `poll` with other input.
  public let fileDescriptor: Int32
  /// The port listened on, on 127.0.0.1.
  public let port: Int
  /// The path a callback must have: `/callback/` and 32 random hex digits, or the path of the
  /// callback address given.
  let path: String

  /// Listens on a free port chosen by the system, with a fresh random secret in
  /// the callback's path.
  public convenience init() throws(CallbackFailure) {
    try self.init(port: 0, path: "/callback/" + Hex.random(bytes: 16))
  }

  /// Listens for the callback `address` names, which must be on this computer
  /// (`http://127.0.0.1:PORT/…` or `http://localhost:PORT/…`).
  public convenience init(callback address: String) throws(CallbackFailure) {
    guard let url = URLComponents(string: address), url.scheme == "http",
      url.host == "127.0.0.1" || url.host == "localhost", let port = url.port, port > 0
    else { throw CallbackFailure(description: ClientText.callbackNotLoopback(address)) }
    try self.init(port: port, path: url.path.isEmpty ? "/" : url.path)
  }

  init(port wanted: Int, path: String) throws(CallbackFailure) {
    self.path = path
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else {
      throw CallbackFailure(
        description: ClientText.callbackCannotListen("127.0.0.1", String(cString: strerror(errno))))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(wanted).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 4) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw CallbackFailure(
        description: ClientText.callbackCannotListen("127.0.0.1:\(wanted)", reason))
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    fileDescriptor = fd
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  deinit { close(fileDescriptor) }

  /// The address to hand the sign-in page as its `redirect`.
  public var callbackURL: String { "http://127.0.0.1:\(port)\(path)" }

  /// Accepts one connection and reads its request; returns the token it carries, or nil for a
  /// request without one (a favicon, a stray visit), which gets a short answer too.
  public func acceptToken() -> String? {
    let connection = accept(fileDescriptor, nil, nil)
    guard connection >= 0 else { return nil }
    defer { close(connection) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while request.count < 65536 {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { break }
      request += buffer[0..<count]
      if request.suffix(4) == [13, 10, 13, 10] || request.contains(10) { break }
    }
    let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let token = Self.token(inRequestLine: line, path: path)
    let page =
      token == nil
      ? "<p>This address only receives the quran sign-in.</p>"
      : "<h1>Signed in</h1><p>quran has your sign-in; you can close this tab.</p>"
    let html =
      "<!doctype html><html><head><meta charset=\"utf-8\"><title>quran</title></head>"
      + "<body>\(page)</body></html>"
    let status = token == nil ? "404 Not Found" : "200 OK"
    let answer =
      "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\n"
      + "Content-Length: \(html.utf8.count)\r\nConnection: close\r\n\r\n\(html)"
    _ = answer.withCString { write(connection, $0, strlen($0)) }
    return token
  }

  /// The `ckWebAuthToken` of a request line such as
  /// `GET /callback/{secret}?ckWebAuthToken=… HTTP/1.1`; nil without the right path.
  static func token(inRequestLine line: String, path: String) -> String? {
    let parts = line.split(separator: " ")
    guard parts.count >= 2, parts[0] == "GET",
      let components = URLComponents(string: "http://127.0.0.1" + parts[1]),
      components.path == path
    else { return nil }
    let token = components.queryItems?.first { $0.name == DatabasePath.webAuthTokenParameter }?
      .value
    return token.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The token in what a person pasted: the whole address the browser was sent to (its
  /// `ckWebAuthToken`), or the token alone; percent-decoded either way ('+' stays '+').
  public static func token(pasted text: String) -> String? {
    let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.contains(DatabasePath.webAuthTokenParameter + "="),
      let components = URLComponents(string: line)
    {
      let token = components.queryItems?.first { $0.name == DatabasePath.webAuthTokenParameter }?
        .value
      return token.flatMap { $0.isEmpty ? nil : $0 }
    }
    let token = line.removingPercentEncoding ?? line
    return token.isEmpty ? nil : token
  }
}
