import Foundation
import Interface
import JSONScanner
import QuranText
import WebClient

/// QuranEnc.com's public API, which publishes the Rwwad and the Hasan Abdul-Karim
/// translations: the list of the Vietnamese translations with their versions
/// (`GET /api/v1/translations/list/vi` → `{ "translations": [ { "key", "version",
/// "last_update", … } ] }`) and one surah of one translation
/// (`GET /api/v1/translation/sura/{key}/{n}` → `{ "result": [ { "aya", "translation",
/// "footnotes", … } ] }`).
///
/// Every answer is bounded in size (`listLimit`, `surahLimit`) and in time (`timeout`, and
/// `idleTimeout` of silence); whatever goes wrong is one sentence (`QuranEncError`).
public struct QuranEnc: Sendable {
  /// The publisher's address.
  public static let address = URL(string: "https://quranenc.com")!
  /// The environment variable that names another address (a test server), like `--from`.
  public static let addressVariable = "QURAN_VI_QURANENC_URL"
  /// The largest list taken: QuranEnc's Vietnamese list is a few kilobytes.
  public static let listLimit = 1 << 20
  /// The largest surah taken: al-Baqarah with its footnotes is under 400 kB.
  public static let surahLimit = 2 << 20
  /// Seconds for a whole answer.
  public static let timeout: Int64 = 60
  /// Seconds the server may stay silent within an answer.
  public static let idleTimeout: Int64 = 20

  /// The address asked (`address`, or a test server's).
  public let base: URL
  /// Seconds for a whole answer here: `timeout`, unless a test shortens it.
  public var answerTimeout = QuranEnc.timeout
  /// Seconds of silence within an answer here: `idleTimeout`, unless a test shortens it.
  public var silenceTimeout = QuranEnc.idleTimeout

  /// The API at `base`.
  public init(base: URL = QuranEnc.address) {
    self.base = base
  }

  /// One translation as QuranEnc lists it.
  public struct Listed: Sendable, Equatable {
    /// Its key (`vietnamese_rwwad`).
    public let key: String
    /// Its latest version ("1.0.9").
    public let version: String
    /// When it was last updated, as QuranEnc wrote it (a Unix time), when it did.
    public let lastUpdate: String?
  }

  /// The Vietnamese translations QuranEnc lists, each with its latest version.
  public func list() throws(QuranEncError) -> [Listed] {
    let what = "translations/list/vi"
    let answer = try get("api/v1/translations/list/vi", limit: Self.listLimit, what: what)
    guard let entries = answer["translations"]?.elements else {
      throw .malformed(what: what, problem: "no \"translations\" list")
    }
    return try entries.map { entry throws(QuranEncError) in
      guard let key = entry["key"]?.text, let version = entry["version"]?.text else {
        throw .malformed(what: what, problem: "a translation without its key or version")
      }
      return Listed(key: key, version: version, lastUpdate: entry["last_update"]?.text)
    }
  }

  /// The ayahs of surah `number` of the translation `key`, in order, each with its
  /// footnotes; their count and numbers are checked by the caller.
  public func surah(_ key: String, _ number: Int) throws(QuranEncError) -> [EditionAyah] {
    let what = "\(key) \(number)"
    let answer = try get(
      "api/v1/translation/sura/\(key)/\(number)", limit: Self.surahLimit, what: what)
    guard let result = answer["result"]?.elements else {
      throw .malformed(what: what, problem: "no \"result\" list")
    }
    return try result.enumerated().map { index, ayah throws(QuranEncError) in
      guard let translation = ayah["translation"]?.text else {
        throw .malformed(what: what, problem: "ayah \(index + 1) has no translation")
      }
      if let aya = ayah["aya"]?.text, Int(aya) != index + 1 {
        throw .malformed(what: what, problem: "ayah \(aya) stands where \(index + 1) should")
      }
      return EditionAyah(translation: translation, footnotes: ayah["footnotes"]?.text ?? "")
    }
  }

  private func get(_ path: String, limit: Int, what: String) throws(QuranEncError)
    -> QuranEncValue
  {
    var base = base.absoluteString
    while base.hasSuffix("/") { base.removeLast() }
    let url = URL(string: base + "/" + path)!
    var request = WebRequest(url: url, timeout: answerTimeout, maximumBody: limit)
    request.idleTimeout = silenceTimeout
    let response: WebResponse
    do {
      response = try Web.send(request)
    } catch {
      if error.tooLong {
        throw .tooLarge(what: what, limit: limit)
      }
      if error.neverConnected { throw .unreachable(host: url.host ?? base, reason: error.reason) }
      throw .cutShort(what: what, reason: error.reason)
    }
    guard response.status == 200 else {
      throw .status(response.status, address: url.absoluteString)
    }
    do {
      return try QuranEncValue.read(Array(response.body))
    } catch {
      throw .malformed(what: what, problem: "\(error.problem) at byte \(error.offset)")
    }
  }
}

/// Why QuranEnc's answer was not taken, as one sentence; nothing changed on this computer.
public enum QuranEncError: Error, Sendable, Equatable, CustomStringConvertible {
  /// QuranEnc (or the address given) could not be reached, or its answer stopped.
  case unreachable(host: String, reason: String)
  /// An answer stopped before its end (a connection lost, a server gone silent).
  case cutShort(what: String, reason: String)
  /// It answered another status than 200.
  case status(Int, address: String)
  /// An answer was larger than its bound.
  case tooLarge(what: String, limit: Int)
  /// An answer was not the JSON its request gives.
  case malformed(what: String, problem: String)
  /// The translation is not whole (which surah, ayah or footnote is missing).
  case notWhole(translation: String, problem: String)
  /// The version listed is no version number.
  case badVersion(String)
  /// The data folder could not be written.
  case cannotKeep(folder: String, reason: String)

  /// What went wrong, in the interface's language.
  public var description: String {
    switch self {
    case .unreachable(let host, let reason): EditionText.unreachable(host, reason)
    case .cutShort(let what, let reason): EditionText.cutShort(what, reason)
    case .status(let status, let address): EditionText.status(status, address)
    case .tooLarge(let what, let limit): EditionText.tooLarge(what, ByteSize.text(Int64(limit)))
    case .malformed(let what, let problem): EditionText.malformed(what, problem)
    case .notWhole(let translation, let problem): EditionText.notWhole(translation, problem)
    case .badVersion(let text): EditionText.badVersion(String(text.prefix(40)))
    case .cannotKeep(let folder, let reason): EditionText.cannotKeep(folder, reason)
    }
  }
}
