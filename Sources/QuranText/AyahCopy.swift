/// An ayah, or a range of ayahs of one surah, as a person copies it to send it or put it in a
/// lesson (issue 74): the translation without its footnote markers, the Arabic when it is
/// shown, and the reference last, "(Al-Baqarah 2:255)" or "(Al-Baqarah 2:255-257)". A range
/// numbers its ayahs ("(255) …").
public enum AyahCopy {
  /// The text of `ayahs` (in order, of `surah`), with their Arabic when `arabic` is true.
  public static func text(_ ayahs: [Ayah], of surah: Surah, arabic: Bool) -> String {
    guard let first = ayahs.first, let last = ayahs.last else { return "" }
    let numbered = ayahs.count > 1
    var lines = [String]()
    for ayah in ayahs {
      let translation = FootnoteFile.withoutMarkers(ayah.vietnamese)
      lines.append(numbered ? "(\(ayah.id.ayah)) " + translation : translation)
      if arabic { lines.append(ayah.arabic) }
    }
    let span = numbered ? "\(first.id)-\(last.id.ayah)" : "\(first.id)"
    lines.append("(\(surah.transliteration) \(span))")
    return lines.joined(separator: "\n")
  }
}
