import Foundation

/// The text of one version of a translation, ayah by ayah (6,236, in NFC), wherever it lies:
/// a version kept on the shelf, QuranEnc's 1.0.7 of Rwwad in the pinned footnotes file, or
/// the pinned text itself (the app's copy). For `quran data diff` and the changes an update
/// reports.
public enum TranslationTexts {
  /// The version's ayahs; nil when this computer does not hold it. `version` is a number, or
  /// `app` for the pinned text.
  public static func ayahs(_ translation: Translation, version: String, source: CorpusSource)
    throws -> [String]?
  {
    if let shelf = source.shelf, shelf.kept(translation).contains(version) {
      return try shelf.edition(translation, version: version).texts
    }
    if version == translation.pinnedVersion, translation == .rwwad {
      let path = source.path(of: PinnedText.footnotes)
      if FileCheck.of(path, against: PinnedText.footnotes) == .matches {
        return try TranslationEdition.read(path: path, translation: translation).texts
      }
    }
    guard version == translation.pinnedName || version == "app" else { return nil }
    let file = try PublishedFile.read(translation, from: source)
    return file.surahs.flatMap { $0.ayahs.map(\.vietnamese.nfc) }
  }

  /// The name of every version this computer holds of `translation`: the pinned one's, then
  /// those kept.
  public static func versions(_ translation: Translation, source: CorpusSource) -> [String] {
    var names = [translation.pinnedName]
    if translation.pinnedVersion != nil { names.append("app") }
    return names + (source.shelf?.kept(translation) ?? [])
  }

  /// The ayahs whose text differs between `old` and `new`, in order.
  public static func changed(_ old: [String], _ new: [String]) -> [AyahID] {
    var changed = [AyahID]()
    var position = 0
    for (index, count) in SurahSizes.ayahCounts.enumerated() {
      for ayah in 1...count {
        defer { position += 1 }
        guard position < old.count, position < new.count else { continue }
        if old[position] != new[position] {
          changed.append(AyahID(uncheckedSurah: index + 1, ayah: ayah))
        }
      }
    }
    return changed
  }
}
