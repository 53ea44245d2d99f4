/// The number of ayahs in each of the 114 surahs (Hafs numbering, 6,236 in all).
///
/// Known without opening the corpus, so an ayah id can be validated by anything that
/// needs it (the command line, the legacy import) before a database is at hand. A test
/// checks it against the published files.
public enum SurahSizes {
  /// The number of surahs in the Quran.
  public static let surahCount = 114
  /// The number of ayahs in the whole Quran.
  public static let totalAyahs = 6236

  /// `ayahCounts[0]` is surah 1's count.
  public static let ayahCounts: [Int] = [
    7, 286, 200, 176, 120, 165, 206, 75, 129, 109, 123, 111, 43, 52, 99, 128, 111, 110, 98, 135,
    112, 78, 118, 64, 77, 227, 93, 88, 69, 60, 34, 30, 73, 54, 45, 83, 182, 88, 75, 85, 54, 53,
    89, 59, 37, 35, 38, 29, 18, 45, 60, 49, 62, 55, 78, 96, 29, 22, 24, 13, 14, 11, 11, 18, 12,
    12, 30, 52, 52, 44, 28, 28, 20, 56, 40, 31, 50, 40, 46, 42, 29, 19, 36, 25, 22, 17, 19, 26,
    30, 20, 15, 21, 11, 8, 8, 19, 5, 8, 8, 11, 11, 8, 3, 9, 5, 4, 7, 3, 6, 3, 5, 4, 5, 6,
  ]

  /// The ayah count of `surah`, or nil when there is no such surah.
  public static func ayahCount(ofSurah surah: Int) -> Int? {
    (1...surahCount).contains(surah) ? ayahCounts[surah - 1] : nil
  }

  /// The 1-based position of an ayah in the whole Quran (1:1 is 1, 114:6 is 6,236).
  public static func globalIndex(of id: AyahID) -> Int { firstIndex[id.surah - 1] + id.ayah }

  /// The ayah at a 1-based global position.
  public static func ayah(atGlobalIndex index: Int) -> AyahID? {
    guard (1...totalAyahs).contains(index) else { return nil }
    var surah = 1
    while surah < surahCount && firstIndex[surah] < index { surah += 1 }
    return AyahID(uncheckedSurah: surah, ayah: index - firstIndex[surah - 1])
  }

  private static let firstIndex: [Int] = {
    var starts = [Int]()
    var total = 0
    for count in ayahCounts {
      starts.append(total)
      total += count
    }
    return starts
  }()
}
