import CloudRecords
import Foundation
import Synchronization

/// An HTTP answer read off a `WireConnection`: status, headers, and the body by its
/// Content-Length or its chunks.
struct WireAnswer: Sendable {
  let status: Int
  let headers: [String: String]
  let body: [UInt8]

  var text: String { String(decoding: body, as: UTF8.self) }
  func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The CloudKit error body, when the answer is one.
  var serverError: ServerError? { try? JSONDecoder().decode(ServerError.self, from: Data(body)) }

  /// `400 BAD_REQUEST "reason…"`, shortened: how the run prints an answer.
  var summary: String {
    guard let error = serverError else { return "\(status)" }
    let reason = error.reason.count > 150 ? error.reason.prefix(147) + "…" : Substring(error.reason)
    return "\(status) \(error.serverErrorCode.rawValue) \"\(reason)\""
  }

  /// Every status any connection of the run has read, counted: a 500 anywhere is a finding.
  static let statuses = Mutex<[Int: Int]>([:])
  static func seen(_ status: Int) { statuses.withLock { $0[status, default: 0] += 1 } }

  /// An answer and the bytes it took, or nil until the bytes hold a whole one.
  static func parse(_ bytes: [UInt8]) -> (WireAnswer, Int)? {
    let separator: [UInt8] = Array("\r\n\r\n".utf8)
    guard let end = firstIndex(of: separator, in: bytes, from: 0) else { return nil }
    let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let statusWords = head.first?.split(separator: " ") ?? []
    guard statusWords.count >= 2, let status = Int(statusWords[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let start = end + separator.count
    if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
      guard let (body, length) = chunks(bytes, from: start) else { return nil }
      return (WireAnswer(status: status, headers: headers, body: body), length)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    guard bytes.count - start >= length else { return nil }
    return (
      WireAnswer(status: status, headers: headers, body: Array(bytes[start..<(start + length)])),
      start + length
    )
  }

  private static func chunks(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
    var body: [UInt8] = []
    var index = start
    let lineEnd: [UInt8] = Array("\r\n".utf8)
    while true {
      guard let end = firstIndex(of: lineEnd, in: bytes, from: index),
        let size = Int(
          String(decoding: bytes[index..<end], as: UTF8.self).split(separator: ";").first ?? "",
          radix: 16)
      else { return nil }
      let data = end + 2
      guard bytes.count >= data + size + 2 else { return nil }
      if size == 0 { return (body, data + 2) }
      body += bytes[data..<(data + size)]
      index = data + size + 2
    }
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
