import AsyncHTTPClient
import Foundation
import Interface
import NIOCore
import NIOHTTP1
import Synchronization

/// WebClient: the reader's one HTTP client, for the record service, the sign-in and the
/// download of the Quran text. It runs on AsyncHTTPClient (SwiftNIO, TLS from BoringSSL), so
/// a `quran` process loads no libcurl, and nothing of it starts — no thread, no connection —
/// until the first request.
///
/// Calls block the calling thread until the answer is in, as the command line, the sync
/// engine and the reader's background thread all want. `https_proxy` / `HTTPS_PROXY` (and
/// `http_proxy` for plain http) are honoured, `no_proxy` and loopback addresses excepted.
///
///     let answer = try Web.send(WebRequest(url: url, method: .post, body: json))
///     print(answer.status, answer.header("content-type") ?? "")
public enum Web {
  /// The longest wait for a server to take a connection, in seconds: a server that is down
  /// or cut off is said within a few seconds, not after the read timeout.
  public static let connectTimeout: Int64 = 4

  /// Sends a request and returns the whole answer (at most `request.maximumBody` bytes).
  public static func send(_ request: WebRequest) throws(WebError) -> WebResponse {
    let outgoing = try request.outgoing()
    let collector = BodyCollector(limit: request.maximumBody)
    let task = Clients.shared.client(for: request.url, idleTimeout: request.idleTimeout).execute(
      request: outgoing, delegate: collector, deadline: .now() + .seconds(request.timeout))
    do {
      return try task.futureResult.wait()
    } catch let error as HTTPClientError where error == .readTimeout {
      throw WebError(silentFor: request.idleTimeout, answered: collector.answered)
    } catch let error as HTTPClientError where error == .deadlineExceeded {
      throw WebError(reason: NetworkText.noWholeAnswerWithin(request.timeout))
    } catch {
      throw WebError(error)
    }
  }

  /// Streams the answer's body to `file` (at its current end) as it arrives, calling
  /// `progress` with the bytes written so far; a GET that takes `firstByte` > 0 asks for
  /// the rest only (`Range`). Returns the status and whether the server sent the rest (206)
  /// or the whole body (200, written from the start of the file).
  public static func download(
    _ url: URL, to file: FileHandle, from firstByte: Int64, idleTimeout: Int64 = 30,
    progress: @escaping @Sendable (Int64) -> Void
  ) throws(WebError) -> Download {
    var request = WebRequest(url: url)
    if firstByte > 0 { request.headers["Range"] = "bytes=\(firstByte)-" }
    let outgoing = try request.outgoing()
    let writer = FileWriter(file: file, firstByte: firstByte, progress: progress)
    let task = Clients.shared.client(for: url, idleTimeout: idleTimeout).execute(
      request: outgoing, delegate: writer)
    do {
      return try task.futureResult.wait()
    } catch {
      throw WebError(error)
    }
  }

  /// What a download ended with.
  public struct Download: Sendable {
    /// The HTTP status of the answer (200, 206, 404, 416, …).
    public let status: Int
    /// The bytes of the body written to the file by this call.
    public let written: Int64
    /// Whether the server answered with the rest only (206) after a `Range` request.
    public let resumed: Bool
    /// The body of an answer other than 200 or 206 (a few kilobytes at most), for the error.
    public let errorBody: String
  }
}

/// One request: the address, method, headers and body, and how long it may take.
public struct WebRequest: Sendable {
  /// The HTTP methods the reader uses.
  public enum Method: String, Sendable {
    /// The two methods the record service and the mirrors are asked with.
    case get = "GET", post = "POST"
  }

  /// The address; only http and https are accepted.
  public var url: URL
  /// GET or POST.
  public var method: Method
  /// Headers to send, by name; sent in the order of their names.
  public var headers: [String: String]
  /// The body to send, or nil for none.
  public var body: Data?
  /// Seconds for the whole exchange.
  public var timeout: Int64
  /// Seconds the server may stay silent once it took the connection: before the first byte
  /// of its answer, and between two parts of it. A server that takes connections and never
  /// answers is said within this, not after `timeout`.
  public var idleTimeout: Int64 = 8
  /// The largest answer taken; a longer one fails (a server cannot fill the memory).
  public var maximumBody: Int

  /// A request; by default a GET with no body, 30 seconds to finish and answers up to
  /// 256 MB.
  public init(
    url: URL, method: Method = .get, headers: [String: String] = [:], body: Data? = nil,
    timeout: Int64 = 30, maximumBody: Int = 256 << 20
  ) {
    self.url = url
    self.method = method
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.maximumBody = maximumBody
  }

  func outgoing() throws(WebError) -> HTTPClient.Request {
    do {
      var headers = HTTPHeaders()
      for (name, value) in self.headers.sorted(by: { $0.key < $1.key }) {
        headers.add(name: name, value: value)
      }
      return try HTTPClient.Request(
        url: url.absoluteString, method: HTTPMethod(rawValue: method.rawValue), headers: headers,
        body: body.map { .bytes($0) })
    } catch {
      throw WebError(reason: NetworkText.notHTTP(url.absoluteString))
    }
  }
}

/// An answer: its status, headers and body.
public struct WebResponse: Sendable {
  /// The HTTP status code (200, 404, …).
  public let status: Int
  /// The headers as received, in order; a name may occur more than once.
  public let headers: [(name: String, value: String)]
  /// The whole body of the answer.
  public let body: Data

  /// The first value of a header, its name in any case.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
  }
}

/// A request that got no answer, said as the few words a sentence about it needs:
/// "connection refused", "timed out", "unknown host", "TLS handshake failed (…)".
public struct WebError: Error, Sendable, CustomStringConvertible {
  /// The few words that say what went wrong ("timed out").
  public let reason: String
  /// True when no connection to the server was made (refused, timed out connecting, unknown
  /// host, no network): the server is down or cut off, rather than lost mid-answer.
  public let neverConnected: Bool
  /// Seconds the server stayed silent after it took the connection, when that is what went
  /// wrong (it answered nothing, or its answer stopped): another try may cost as much again.
  public let silentFor: Int64?
  /// True when what arrived could not be written here (a full disk, a folder made
  /// read-only): the network is not at fault.
  public var notWritten = false
  /// True when the answer was longer than the request's `maximumBody`, and so left unread.
  public var tooLong = false

  /// An error with these words as its reason.
  public init(reason: String, neverConnected: Bool = false, silentFor: Int64? = nil) {
    self.reason = reason
    self.neverConnected = neverConnected
    self.silentFor = silentFor
  }

  /// A server that took the connection, then said nothing for `seconds`: before the first
  /// byte of its answer, or, `answered`, in the middle of it.
  init(silentFor seconds: Int64, answered: Bool) {
    self.init(
      reason: answered
        ? NetworkText.answerStopped(seconds) : NetworkText.noAnswerWithin(seconds),
      silentFor: seconds)
  }

  /// The reason alone, to be set inside a longer sentence.
  public var description: String { reason }
}

/// One HTTPClient per proxy, made on first use and kept for the process's life (an
/// AsyncHTTPClient must be shut down before it is freed; these never are).
final class Clients: Sendable {
  static let shared = Clients()
  private let made = Mutex<[Key: HTTPClient]>([:])

  private struct Key: Hashable {
    let proxy: HTTPClient.Configuration.Proxy?
    let idleTimeout: Int64
  }

  func client(for url: URL, idleTimeout: Int64 = 60) -> HTTPClient {
    let key = Key(
      proxy: ProxySetting.forAddress(url, environment: ProcessInfo.processInfo.environment),
      idleTimeout: idleTimeout)
    return made.withLock { made in
      if let client = made[key] { return client }
      var configuration = HTTPClient.Configuration(
        redirectConfiguration: .follow(max: 5, allowCycles: false),
        timeout: .init(connect: .seconds(Web.connectTimeout), read: .seconds(idleTimeout)))
      configuration.proxy = key.proxy
      configuration.httpVersion = .http1Only
      let client = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
      made[key] = client
      return client
    }
  }
}
