import Foundation
import Interface

/// One ayah of a translation as QuranEnc publishes it: its text, markers `[n]` and all, and
/// its footnotes (entries `[n] text` one after another, empty when it has none).
public struct EditionAyah: Sendable, Equatable, Codable {
  /// The ayah's translation, as published.
  public var translation: String
  /// Its footnotes, as published.
  public var footnotes: String

  /// An ayah of `translation`, with `footnotes`.
  public init(translation: String, footnotes: String) {
    self.translation = translation
    self.footnotes = footnotes
  }

  /// Reads an ayah whose footnotes may be missing or null (none).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    translation = try container.decode(String.self, forKey: .translation)
    footnotes = try container.decodeIfPresent(String.self, forKey: .footnotes) ?? ""
  }
}

/// One version of a translation as its publisher issued it: every ayah with its footnotes.
/// Kept on disk in the shape of QuranEnc's whole-translation file (`{ "translation_key",
/// "translation_version", "surahs": { "1": [ { "translation", "footnotes" } ] } }`), the shape
/// of the pinned footnotes file too, so both are read the same way.
public struct TranslationEdition: Sendable, Equatable {
  /// Whose translation it is.
  public let translation: Translation
  /// The publisher's version number ("1.0.8").
  public let version: String
  /// The ayahs in order, 6,236 when whole.
  public var ayahs: [EditionAyah]

  /// A version of `translation` with these ayahs.
  public init(translation: Translation, version: String, ayahs: [EditionAyah]) {
    self.translation = translation
    self.version = version
    self.ayahs = ayahs
  }

  /// What is not whole, as a phrase for a sentence ("surah 2 has 285 ayahs instead of 286"),
  /// or nil when the edition holds all 114 surahs, 6,236 ayahs, none empty, and every marker
  /// `[n]` of an ayah has its footnote `[n]` in the same ayah.
  public static func problem(surahs: [[EditionAyah]]) -> String? {
    guard surahs.count == SurahSizes.surahCount else {
      return EditionText.surahCount(surahs.count)
    }
    for (index, ayahs) in surahs.enumerated() where ayahs.count != SurahSizes.ayahCounts[index] {
      return EditionText.ayahCount(index + 1, ayahs.count, SurahSizes.ayahCounts[index])
    }
    for (index, ayahs) in surahs.enumerated() {
      for (offset, ayah) in ayahs.enumerated() {
        if let problem = problem(of: ayah, id: { "\(index + 1):\(offset + 1)" }) {
          return problem
        }
      }
    }
    return nil
  }

  /// What is wrong with one ayah: empty (white space alone), or a marker without its
  /// footnote. The footnotes are read only for an ayah with markers, and `id` is made only
  /// for a problem: the corpus build checks a kept version's 6,236 ayahs each time it reads it.
  private static func problem(of ayah: EditionAyah, id: () -> String) -> String? {
    guard ayah.translation.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
      return EditionText.emptyAyah(id())
    }
    let markers = FootnoteFile.markers(in: ayah.translation)
    guard !markers.isEmpty else { return nil }
    let entries = FootnoteFile.entries(ayah.footnotes)
    guard let missing = markers.first(where: { entries[$0] == nil }) else { return nil }
    return EditionText.footnoteMissing(id(), missing)
  }

  /// The ayahs split by surah.
  var surahs: [[EditionAyah]] {
    var start = 0
    return SurahSizes.ayahCounts.map { count in
      defer { start += count }
      return Array(ayahs[min(start, ayahs.count)..<min(start + count, ayahs.count)])
    }
  }

  /// Each ayah's text in NFC, in order.
  public var texts: [String] { ayahs.map(\.translation.nfc) }

  private struct Stored: Codable {
    let key: String
    let version: String
    let surahs: [String: [EditionAyah]]

    // The names of QuranEnc's whole-translation file.
    enum CodingKeys: String, CodingKey {
      case key = "translation_key", version = "translation_version", surahs
    }
  }

  /// The edition as the file kept on disk holds it.
  public func encoded() throws -> Data {
    var surahs = [String: [EditionAyah]]()
    for (index, ayahs) in self.surahs.enumerated() { surahs[String(index + 1)] = ayahs }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(
      Stored(key: translation.quranEncKey, version: version, surahs: surahs))
  }

  /// Reads a kept edition (or the pinned footnotes file, whose shape it is) and checks it is
  /// whole; a file that is not is refused, saying which and why.
  public static func read(path: String, translation: Translation) throws -> TranslationEdition {
    let stored: Stored
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      stored = try JSONDecoder().decode(Stored.self, from: data)
    } catch {
      throw CorpusBuildError("\(path) is not a kept translation (\(error)).")
    }
    let surahs = (1...SurahSizes.surahCount).map { stored.surahs[String($0)] ?? [] }
    if let problem = problem(surahs: surahs) {
      throw CorpusBuildError("\(path): \(problem).")
    }
    return TranslationEdition(
      translation: translation, version: stored.version,
      ayahs: surahs.flatMap { $0 })
  }

  /// The footnotes as the corpus's matching reads them.
  var published: FootnoteFile.Published {
    var surahs = [String: [FootnoteFile.Published.Ayah]]()
    for (index, ayahs) in self.surahs.enumerated() {
      surahs[String(index + 1)] = ayahs.map {
        FootnoteFile.Published.Ayah(translation: $0.translation, footnotes: $0.footnotes)
      }
    }
    return FootnoteFile.Published(surahs: surahs)
  }
}

extension Translation {
  /// QuranEnc's key for this translation (`vietnamese_rwwad`).
  public var quranEncKey: String {
    switch self {
    case .rwwad: "vietnamese_rwwad"
    case .hassan: "vietnamese_hassan"
    }
  }

  /// The QuranEnc version of the pinned text, or nil when its version is not known (the
  /// Hasan Abdul-Karim text came without one, its footnotes taken out).
  public var pinnedVersion: String? {
    switch self {
    case .rwwad: "1.0.7"
    case .hassan: nil
    }
  }

  /// The pinned text's name where a version number stands ("1.0.7", or "app" for a text
  /// without one), as typed on the command line.
  public var pinnedName: String { pinnedVersion ?? "app" }

  /// The version as a person reads it: the number, or "the app's copy".
  public func versionLabel(_ version: String?) -> String {
    if let version { return version }
    return pinnedVersion ?? EditionText.appCopy()
  }

  /// The translator with the version shown, as the publisher's terms ask
  /// ("Rwwad Translation Center (quranenc.com), version 1.0.8"); the translator alone for a
  /// pinned text without a version number.
  public func credit(version: String?) -> String {
    guard let number = version ?? pinnedVersion else { return translator }
    return EditionText.creditWithVersion(translator, number)
  }
}
