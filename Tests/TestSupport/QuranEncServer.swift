import Foundation
import Loopback
import Synchronization

/// QuranEnc's API on a loopback port, as a test starts it: the list of the Vietnamese
/// translations (`/api/v1/translations/list/vi`) and one surah of a translation
/// (`/api/v1/translation/sura/vietnamese_rwwad/N`, `…/vietnamese_hassan/N`), answered in
/// QuranEnc's shapes.
///
/// It serves a Rwwad "1.0.8" made in the test from the pinned 1.0.7 (`../shared/data/footnotes`)
/// by changing a few ayahs and a footnote (`changedAyahs`, `changedFootnote`), and a Hasan
/// Abdul-Karim version made from the pinned text (which has no footnotes) with one footnote
/// added (`hassanFootnote`, on `hassanFootnoteAyah`); never written to disk. `fault` makes
/// one surah's answer go wrong as a real server's might: cut short, not JSON, larger than any
/// surah, an ayah missing, or held until `release()` (so a test can stop the update mid-way
/// and wait for the moment, not sleep).
public final class QuranEncServer: Sendable {
  /// How one surah's answer goes wrong.
  public enum Fault: Sendable, Equatable {
    /// The body stops halfway and the connection closes.
    case truncated(surah: Int)
    /// A body that is not JSON.
    case malformed(surah: Int)
    /// A body of 3 MB.
    case tooLarge(surah: Int)
    /// The surah without its last ayah.
    case ayahMissing(surah: Int)
    /// The surah without the footnotes of its ayahs.
    case footnotesMissing(surah: Int)
    /// The answer waits until `release()`.
    case held(surah: Int)
  }

  /// The ayahs the test's 1.0.8 changes (their text), as `surah:ayah`.
  public static let changedAyahs = ["1:1", "2:255", "112:1"]
  /// The footnote the test's 1.0.8 changes: 2:255's `[25]`, which begins with this text now.
  public static let changedFootnote = "(1.0.8) Có lời Tafsir rằng Kursi"

  /// The ayah of the Hasan Abdul-Karim version that carries a footnote, its marker `[1]`
  /// after "(Kursi)".
  public static let hassanFootnoteAyah = "2:255"
  /// That footnote's text.
  public static let hassanFootnote = "Kursi (chú thích của bản Hasan): Bệ gác chân của Allah."

  private let listener: ListeningSocket
  /// The port it listens on.
  public var port: UInt16 { listener.port }
  /// The base address to give `--from` or `QURAN_VI_QURANENC_URL`.
  public var address: String { "http://127.0.0.1:\(port)" }
  /// The version listed for Rwwad.
  public let version: String
  /// The version listed for Hasan Abdul-Karim.
  public let hassanVersion: String
  private let surahs: [[[String: String]]]
  private let hassanSurahs: [[[String: String]]]
  private let state = Mutex<(fault: Fault?, released: Bool, paths: [String])>((nil, false, []))
  private let releasing = DispatchSemaphore(value: 0)

  /// Starts serving a Rwwad `version` made from 1.0.7, and a Hasan Abdul-Karim
  /// `hassanVersion` made from the pinned text.
  public init(version: String = "1.0.8", hassanVersion: String = "1.0.1") throws {
    self.version = version
    self.hassanVersion = hassanVersion
    surahs = try Self.makeEdition()
    hassanSurahs = try Self.makeHassanEdition()
    listener = try ListeningSocket()
    listener.serveEach { [self] in serve($0) }
  }

  /// Stops listening; a held answer is let go.
  public func stop() {
    release()
    listener.stop()
  }

  /// Makes one surah's answer go wrong from now on (nil: every answer right).
  public func set(_ fault: Fault?) { state.withLock { $0.fault = fault } }

  /// Lets a held answer go (it is then answered right).
  public func release() {
    let wasHeld = state.withLock { state -> Bool in
      defer { state.released = true }
      return !state.released
    }
    if wasHeld { releasing.signal() }
  }

  /// The paths asked, in order.
  public var paths: [String] { state.withLock { $0.paths } }

  /// The 1.0.7 file's surahs with the test's changes: each ayah's `translation` and
  /// `footnotes`.
  static func makeEdition() throws -> [[[String: String]]] {
    let path = Fixtures.sharedDirectory + "/data/footnotes/vietnamese_rwwad-1.0.7.json"
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let surahsByNumber = (file as! [String: Any])["surahs"] as! [String: [[String: Any]]]
    var surahs = (1...114).map { number in
      surahsByNumber[String(number)]!.map { ayah in
        [
          "translation": ayah["translation"] as! String,
          "footnotes": ayah["footnotes"] as? String ?? "",
        ]
      }
    }
    surahs[0][0]["translation"]! += " (1.0.8)"
    surahs[1][254]["translation"] = surahs[1][254]["translation"]!.replacingOccurrences(
      of: "Allah (là Thượng Đế)", with: "Allah (là Thượng Đế duy nhất)")
    surahs[1][254]["footnotes"] = surahs[1][254]["footnotes"]!.replacingOccurrences(
      of: "Có lời Tafsir rằng Kursi", with: changedFootnote)
    surahs[111][0]["translation"] = "Hãy nói: “Ngài là Allah, Đấng Duy Nhất.”"
    return surahs
  }

  /// The pinned Hasan Abdul-Karim text's surahs, with `hassanFootnote` under a marker `[1]`
  /// in `hassanFootnoteAyah`.
  static func makeHassanEdition() throws -> [[[String: String]]] {
    let path = Fixtures.dataDirectory + "/vi-hassan.json"
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    let published = (file as! [String: Any])["surahs"] as! [[String: Any]]
    var surahs = published.map { surah in
      (surah["ayahs"] as! [[String: Any]]).map { ayah in
        ["translation": ayah["vietnamese"] as! String, "footnotes": ""]
      }
    }
    let place = hassanFootnoteAyah.split(separator: ":").map { Int($0)! }
    let (surah, ayah) = (place[0], place[1])
    let text = surahs[surah - 1][ayah - 1]["translation"]!
    precondition(text.contains("(Kursi)"), "the pinned Hasan text's 2:255 changed")
    surahs[surah - 1][ayah - 1]["translation"] = text.replacingOccurrences(
      of: "(Kursi)", with: "(Kursi)[1]")
    surahs[surah - 1][ayah - 1]["footnotes"] = "[1] " + hassanFootnote
    return surahs
  }

  private func serve(_ connection: Int32) {
    var buffered = [UInt8]()
    guard let (head, _) = LoopbackSocket.readRequest(connection, &buffered) else { return }
    let parts = head.split(separator: "\r\n").first?.split(separator: " ") ?? []
    guard parts.count >= 2 else { return }
    let path = String(parts[1])
    let fault = state.withLock { state -> Fault? in
      state.paths.append(path)
      return state.fault
    }
    if path == "/api/v1/translations/list/vi" || path == "/api/v1/translations/list/vi/" {
      return answer(connection, list())
    }
    let prefix = "/api/v1/translation/sura/"
    let asked = path.dropFirst(prefix.count).split(separator: "/")
    guard path.hasPrefix(prefix), asked.count == 2,
      let edition = ["vietnamese_rwwad": surahs, "vietnamese_hassan": hassanSurahs][
        String(asked[0])],
      let number = Int(asked[1]), (1...114).contains(number)
    else {
      return answer(connection, Data("{\"error\":\"not found\"}".utf8), status: "404 Not Found")
    }
    answer(connection, edition[number - 1], number: number, fault: fault)
  }

  private func answer(
    _ connection: Int32, _ served: [[String: String]], number: Int, fault: Fault?
  ) {
    var ayahs = served
    switch fault {
    case .truncated(number):
      let body = surah(number, ayahs)
      return answer(connection, body, cutAfter: body.count / 2)
    case .malformed(number):
      return answer(connection, Data("{\"result\": [{\"translation\": \"".utf8))
    case .tooLarge(number):
      let padding = String(repeating: "x", count: 3 << 20)
      return answer(connection, Data("{\"result\": [], \"padding\": \"\(padding)\"}".utf8))
    case .ayahMissing(number):
      ayahs.removeLast()
    case .footnotesMissing(number):
      ayahs = ayahs.map { ["translation": $0["translation"]!, "footnotes": ""] }
    case .held(number):
      releasing.wait()
    default:
      break
    }
    answer(connection, surah(number, ayahs))
  }

  private func list() -> Data {
    let entries: [[String: Any]] = [
      [
        "key": "vietnamese_rwwad", "language_iso_code": "vi", "version": version,
        "last_update": 1_732_000_000, "title": "Vietnamese translation - Rowwad Translation Center",
      ],
      [
        "key": "vietnamese_hassan", "language_iso_code": "vi", "version": hassanVersion,
        "last_update": 1_600_000_000, "title": "Vietnamese Translation - Hasan Abdul-Karim",
      ],
    ]
    return try! JSONSerialization.data(withJSONObject: ["translations": entries])
  }

  private func surah(_ number: Int, _ ayahs: [[String: String]]) -> Data {
    let result = ayahs.enumerated().map { index, ayah -> [String: Any] in
      [
        "id": String(index + 1), "sura": String(number), "aya": String(index + 1),
        "arabic_text": "", "translation": ayah["translation"]!, "footnotes": ayah["footnotes"]!,
      ]
    }
    return try! JSONSerialization.data(withJSONObject: ["result": result])
  }

  private func answer(
    _ connection: Int32, _ body: Data, status: String = "200 OK", cutAfter: Int? = nil
  ) {
    let head =
      "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
      + "Connection: close\r\n\r\n"
    guard LoopbackSocket.send(connection, Data(head.utf8)) else { return }
    _ = LoopbackSocket.send(connection, cutAfter.map { body.prefix($0) } ?? body)
  }
}
