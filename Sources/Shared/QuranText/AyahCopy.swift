/// An ayah, or a range of ayahs of one surah, as a person copies it to send it or put it in a
/// lesson: the translation without its footnote markers, the Arabic when it is
/// shown, and the reference last, "(Al-Baqarah 2:255)" or "(Al-Baqarah 2:255-257)". A range
/// numbers its ayahs ("(255) …").
public enum AyahCopy {
  /// The text of `ayahs` (in order, of `surah`), with their Arabic when `arabic` is true.
  public static func text(_ ayahs: [Ayah], of surah: Surah, arabic: Bool) -> String {
    guard let first = ayahs.first, let last = ayahs.last else { return "" }
    let numbered = first != last
    var lines = [String]()
    for ayah in ayahs {
      let translation = FootnoteFile.withoutMarkers(ayah.vietnamese)
      lines.append(numbered ? "(\(ayah.id.ayah)) " + translation : translation)
      if arabic { lines.append(ayah.arabic) }
    }
    lines.append("(\(surah.transliteration) \(span(first.id, last.id)))")
    return lines.joined(separator: "\n")
  }

  /// What a copy of `ayahs` (of `surah`) is said to hold: "2:255 (Al-Baqara)", "2:255-257
  /// (Al-Baqara)".
  public static func reference(_ ayahs: [Ayah], of surah: Surah) -> String {
    guard let first = ayahs.first, let last = ayahs.last else { return surah.transliteration }
    return "\(span(first.id, last.id)) (\(surah.transliteration))"
  }

  /// "2:255", or "2:255-257" for a range.
  private static func span(_ first: AyahID, _ last: AyahID) -> String {
    first == last ? "\(first)" : "\(first)-\(last.ayah)"
  }
}
