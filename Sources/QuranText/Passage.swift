/// What a person asks to read: a whole surah (`36`), one ayah (`2:255`) or a range in one
/// surah (`2:255-257`).
public struct Passage: Equatable, Sendable, CustomStringConvertible {
  /// The surah number, 1–114.
  public let surah: Int
  /// The ayah numbers read, within the surah (`255...257`).
  public let ayahs: ClosedRange<Int>

  /// A passage as given, not validated; `parse` is the checked way.
  public init(surah: Int, ayahs: ClosedRange<Int>) {
    self.surah = surah
    self.ayahs = ayahs
  }

  /// Parses `36`, `2:255` or `2:255-257`; throws when the surah or an ayah does
  /// not exist, or the range runs backwards.
  public static func parse(_ text: String) throws(AyahReferenceError) -> Passage {
    let trimmed = text.trimmingBlanks
    if let surah = AyahID.number(Substring(trimmed)) {
      guard let count = SurahSizes.ayahCount(ofSurah: surah) else {
        throw .noSuchSurah(trimmed, surah: surah)
      }
      return Passage(surah: surah, ayahs: 1...count)
    }
    let bounds = trimmed.split(separator: "-", omittingEmptySubsequences: false)
    guard bounds.count <= 2 else { throw .malformed(text) }
    let first: AyahID
    do {
      first = try AyahID.parse(String(bounds[0]))
    } catch .malformed {
      // `2:-1` or `-1`: the whole text is quoted, not the part before the dash ("2:", "").
      throw .malformed(text)
    }
    guard bounds.count == 2 else {
      return Passage(surah: first.surah, ayahs: first.ayah...first.ayah)
    }
    guard let lastNumber = AyahID.number(bounds[1]) else { throw .malformed(text) }
    let last = try AyahID(surah: first.surah, ayah: lastNumber)
    guard first.ayah <= last.ayah else { throw .malformed(text) }
    return Passage(surah: first.surah, ayahs: first.ayah...last.ayah)
  }

  /// The address of each ayah of the passage, in order.
  public var ayahIDs: [AyahID] { ayahs.map { AyahID(uncheckedSurah: surah, ayah: $0) } }

  /// The passage as it is typed: `36`, `2:255` or `2:255-257`.
  public var description: String {
    if ayahs == 1...(SurahSizes.ayahCount(ofSurah: surah) ?? 0) { return "\(surah)" }
    if ayahs.count == 1 { return "\(surah):\(ayahs.lowerBound)" }
    return "\(surah):\(ayahs.lowerBound)-\(ayahs.upperBound)"
  }
}
