import Foundation
import Synchronization

/// A mirror of the Quran text on a loopback port: a small HTTP server, started by a test,
/// that serves the published files beside the project (the text, the footnotes, the tafsir
/// and the look-alikes) and the ways a real server fails.
///
/// Each way is a folder of the mirror: `http://127.0.0.1:PORT/whole/vi-rwwad.json`, and
/// `changed/` (one byte of vi-hassan.json differs), `tampered/` (one byte of
/// mutashabiha_data.json differs), `cut/` (the connection closes halfway),
/// `missing/` (404), `withoutLookAlikes/` (the text's files only, as a mirror made before
/// the look-alikes were fetched), `slow/` (the body comes in small pieces, a few seconds for both files).
/// `whole/` honours `Range: bytes=N-`; every request is kept in `requests`. It also serves
/// as an HTTP proxy to itself (`http_proxy=http://127.0.0.1:PORT`, any host name).
public final class TextMirror: Sendable {
  /// The ways a mirror serves its files, each a folder of its addresses.
  public enum Way: String, Sendable {
    case whole, changed, tampered, cut, missing, withoutLookAlikes, slow
  }

  /// One request as the mirror saw it: the path, the `Range` header if any, and whether it
  /// came as to a proxy.
  public struct Request: Sendable, Equatable {
    /// The path asked for.
    public let path: String
    /// The `Range` header, if any.
    public let range: String?
    /// Whether it came as to a proxy (a whole URL in the request line).
    public let proxied: Bool
  }

  /// Each file it serves, by the folder of `../shared/data` that holds it, in the order a
  /// fetch asks for them.
  public static let served = [
    ("quran", "vi-rwwad.json"), ("quran", "vi-hassan.json"),
    ("footnotes", "vietnamese_rwwad-1.0.7.json"), ("tafsir", "vi-mokhtasar-islamhouse.md"),
    ("mutashabihat", "mutashabiha_data.json"),
  ]

  private let listener: ListeningSocket
  /// The mirror's port on 127.0.0.1.
  public var port: UInt16 { listener.port }
  private let files: [String: Data]
  private let log = Mutex<[Request]>([])

  /// A mirror of the published files beside the project, listening on a free port.
  public init() throws {
    var files = [String: Data]()
    for (folder, name) in Self.served {
      files[name] = try Data(
        contentsOf: URL(fileURLWithPath: Fixtures.sharedDirectory + "/data/\(folder)/\(name)"))
    }
    self.files = files
    listener = try ListeningSocket()
    listener.serveEach { [self] in serve($0) }
  }

  /// Stops listening; connections under way finish on their own. Safe to call again.
  public func stop() { listener.stop() }

  /// The base address for `quran data fetch --from` that serves the files one way.
  public func address(_ way: Way) -> String { "http://127.0.0.1:\(port)/\(way.rawValue)" }

  /// Every request the mirror saw, in order.
  public var requests: [Request] { log.withLock { $0 } }

  private func serve(_ connection: Int32) {
    guard var head = readHead(connection) else { return }
    var proxied = false
    // As a proxy: a tunnel (CONNECT) to the mirror itself, or a request in absolute form.
    if head.hasPrefix("CONNECT ") {
      guard write(connection, Data("HTTP/1.1 200 Connection established\r\n\r\n".utf8)),
        let tunnelled = readHead(connection)
      else { return }
      head = tunnelled
      proxied = true
    }
    let lines = head.split(separator: "\r\n")
    let parts = lines.first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return }
    var path = String(parts[1])
    if path.hasPrefix("http://"), let slash = path.dropFirst("http://".count).firstIndex(of: "/") {
      path = String(path[slash...])
      proxied = true
    }
    let range = lines.dropFirst().first { $0.lowercased().hasPrefix("range:") }
      .map { $0.dropFirst("range:".count).trimmingCharacters(in: .whitespaces) }
    log.withLock { $0.append(Request(path: path, range: range, proxied: proxied)) }

    let pieces = path.split(separator: "/").map(String.init)
    guard pieces.count == 2, let way = Way(rawValue: pieces[0]), way != .missing,
      !(way == .withoutLookAlikes && pieces[1] == "mutashabiha_data.json"),
      var body = files[pieces[1]]
    else {
      return answer(connection, status: "404 Not Found", body: Data("not found\n".utf8))
    }
    if way == .changed, pieces[1] == "vi-hassan.json" { body[1000] ^= 0x01 }
    if way == .tampered, pieces[1] == "mutashabiha_data.json" { body[1000] ^= 0x01 }
    switch way {
    case .whole, .changed, .tampered, .withoutLookAlikes:
      let start = range.flatMap(Self.rangeStart) ?? 0
      if range == nil || start == 0 { return answer(connection, status: "200 OK", body: body) }
      guard start < body.count else {
        return answer(connection, status: "416 Range Not Satisfiable", body: Data())
      }
      answer(
        connection, status: "206 Partial Content", body: body.subdata(in: start..<body.count),
        headers: ["Content-Range: bytes \(start)-\(body.count - 1)/\(body.count)"])
    case .cut:
      answer(connection, status: "200 OK", body: body, cutAfter: body.count / 2)
    case .slow:
      answer(connection, status: "200 OK", body: body, pieceSize: 256 * 1024)
    case .missing:
      break
    }
  }

  private static func rangeStart(_ range: String) -> Int? {
    guard range.hasPrefix("bytes="), range.hasSuffix("-") else { return nil }
    return Int(range.dropFirst("bytes=".count).dropLast())
  }

  private func readHead(_ connection: Int32) -> String? {
    var received = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.count < 65536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      received += buffer[0..<count]
      if let end = String(decoding: received, as: UTF8.self).range(of: "\r\n\r\n") {
        return String(String(decoding: received, as: UTF8.self)[..<end.lowerBound])
      }
    }
    return nil
  }

  /// Writes an answer; `cutAfter` closes the connection after that many bytes of the body,
  /// `pieceSize` sends the body in pieces a tenth of a second apart, as a slow link would.
  private func answer(
    _ connection: Int32, status: String, body: Data, headers: [String] = [],
    cutAfter: Int? = nil, pieceSize: Int? = nil
  ) {
    let head =
      (["HTTP/1.1 \(status)", "Content-Length: \(body.count)", "Connection: close"] + headers)
      .joined(separator: "\r\n") + "\r\n\r\n"
    guard write(connection, Data(head.utf8)) else { return }
    let end = cutAfter ?? body.count
    let step = pieceSize ?? end
    var offset = 0
    while offset < end {
      let next = min(offset + step, end)
      guard write(connection, body.subdata(in: offset..<next)) else { return }
      offset = next
      if pieceSize != nil, offset < end { usleep(100_000) }
    }
  }

  private func write(_ connection: Int32, _ data: Data) -> Bool {
    LoopbackSocket.send(connection, data)
  }
}
