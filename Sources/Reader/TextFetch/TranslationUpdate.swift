import Clocks
import Foundation
import Interface
import QuranText

/// Brings a translation to its publisher's latest version: asks QuranEnc's list, fetches the
/// 114 surahs, checks the whole (114 surahs, 6,236 ayahs, every footnote marker with its
/// footnote), keeps it on the shelf, then switches to it with one rename. Until that rename
/// the version in use is untouched, so an update stopped at any step (a refusal, a kill, a
/// full disk) leaves it whole; the version replaced stays on this computer.
///
///     let update = TranslationUpdate(source: source, quranEnc: QuranEnc())
///     let report = try update.run(.rwwad)
public struct TranslationUpdate {
  /// Where the text is, with the shelf the versions are kept on.
  public let source: CorpusSource
  /// The API asked.
  public let quranEnc: QuranEnc
  /// Told the number of each surah once it arrived.
  public var progress: (Int) -> Void = { _ in }
  /// Called before each step; a test throws here to stop the update at that step.
  public var before: (Step) throws -> Void = { _ in }
  /// The time the list is asked at.
  public var clock = WallClock.system

  /// An update's steps, in order.
  public enum Step: Equatable, Sendable {
    /// Asking the list; fetching surah n; checking the whole; keeping it; switching to it.
    case list, surah(Int), check, keep, use
  }

  /// An update of the translations in `source` from `quranEnc`.
  public init(source: CorpusSource, quranEnc: QuranEnc) {
    self.source = source
    self.quranEnc = quranEnc
  }

  /// What an update did.
  public struct Report: Sendable, Equatable {
    /// The translation.
    public let translation: Translation
    /// The version in use before (nil: the pinned text).
    public let from: String?
    /// The version in use now.
    public let to: String?
    /// Whether the version in use was already the latest (nothing changed).
    public let alreadyLatest: Bool
    /// The ayahs whose text changed.
    public let changed: [AyahID]
  }

  var shelf: TranslationShelf { source.shelf ?? TranslationShelf(directory: "/nonexistent") }

  /// Asks QuranEnc for its list and keeps what it says (for `quran data status` and the
  /// reader's notice); returns the latest version of each translation it lists.
  @discardableResult
  public func askLatest() throws -> [Translation: String] {
    try before(.list)
    var latest = [Translation: String]()
    for listed in try quranEnc.list() {
      guard let translation = Translation.allCases.first(where: { $0.quranEncKey == listed.key })
      else { continue }
      guard VersionNumber.isValid(listed.version) else {
        throw QuranEncError.badVersion(listed.version)
      }
      latest[translation] = listed.version
    }
    let asked = ISO8601DateFormatter().string(from: clock.now())
    do {
      try shelf.record(
        TranslationShelf.Latest(
          asked: asked, versions: Dictionary(uniqueKeysWithValues: latest.map { ($0.rawValue, $1) })
        ))
    } catch {
      throw QuranEncError.cannotKeep(folder: shelf.directory, reason: fileSystemReason(error))
    }
    return latest
  }

  /// Updates `translation` to QuranEnc's latest version, or says it already is.
  public func run(_ translation: Translation) throws -> Report {
    let from = shelf.inUse(translation)
    guard let latest = try askLatest()[translation] else {
      throw QuranEncError.malformed(
        what: "translations/list/vi", problem: EditionText.notListed(translation.quranEncKey))
    }
    guard VersionNumber.isNewer(latest, than: from ?? translation.pinnedVersion ?? "0") else {
      return Report(
        translation: translation, from: from, to: from, alreadyLatest: true, changed: [])
    }
    let edition: TranslationEdition
    if let kept = try? shelf.edition(translation, version: latest) {
      edition = kept
    } else {
      edition = try fetch(translation, version: latest)
      try before(.keep)
      do { try shelf.keep(edition) } catch {
        throw QuranEncError.cannotKeep(folder: shelf.directory, reason: fileSystemReason(error))
      }
    }
    let old = try? TranslationTexts.ayahs(
      translation, version: from ?? translation.pinnedName, source: source)
    try before(.use)
    do { try shelf.use(translation, version: edition.version) } catch {
      throw QuranEncError.cannotKeep(folder: shelf.directory, reason: fileSystemReason(error))
    }
    return Report(
      translation: translation, from: from, to: edition.version, alreadyLatest: false,
      changed: old.map { TranslationTexts.changed($0, edition.texts) } ?? [])
  }

  /// The 114 surahs of `version`, checked whole.
  private func fetch(_ translation: Translation, version: String) throws -> TranslationEdition {
    var surahs = [[EditionAyah]]()
    for number in 1...SurahSizes.surahCount {
      try before(.surah(number))
      surahs.append(try quranEnc.surah(translation.quranEncKey, number))
      progress(number)
    }
    try before(.check)
    if let problem = TranslationEdition.problem(surahs: surahs) {
      throw QuranEncError.notWhole(translation: translation.translator, problem: problem)
    }
    return TranslationEdition(
      translation: translation, version: version, ayahs: surahs.flatMap { $0 })
  }
}
