/// Where each ayah falls in the divisions of the Madani mushaf: its juz (1–30), its hizb
/// (1–60) and quarter of a hizb (1–240 through the Quran), and its page (1–604). The starts
/// of each division are published facts, from Tanzil's quran-data (tanzil.net, CC BY 3.0),
/// kept in `MushafDivisions+Starts.swift`.
public enum MushafDivisions {
  /// The Quran is divided into 30 juz (parts) of about equal length.
  public static let juzCount = 30
  /// Each juz holds two hizbs.
  public static let hizbCount = 60
  /// Each hizb holds four quarters.
  public static let quarterCount = 240
  /// The pages of the Madani mushaf.
  public static let pageCount = 604

  /// The juz, hizb, quarter and page of one ayah.
  public struct Place: Equatable, Sendable {
    /// The juz, 1–30.
    public let juz: Int
    /// The hizb, 1–60.
    public let hizb: Int
    /// 1–240 through the Quran; the hizb's own quarter is `(quarter - 1) % 4 + 1`.
    public let quarter: Int
    /// The page of the Madani mushaf, 1–604.
    public let page: Int
  }

  /// The juz, hizb, quarter and page an ayah falls in.
  public static func place(of ayah: AyahID) -> Place {
    let index = SurahSizes.globalIndex(of: ayah)
    let quarter = division(containing: index, starts: quarterIndices)
    return Place(
      juz: division(containing: index, starts: juzIndices), hizb: (quarter - 1) / 4 + 1,
      quarter: quarter, page: division(containing: index, starts: pageIndices))
  }

  /// The first ayah of a juz (1–30), a hizb (1–60) or a page (1–604); nil out of range.
  public static func start(ofJuz number: Int) -> AyahID? { start(number, juzIndices) }
  /// The first ayah of a hizb (1–60); nil out of range.
  public static func start(ofHizb number: Int) -> AyahID? {
    (1...hizbCount).contains(number) ? start((number - 1) * 4 + 1, quarterIndices) : nil
  }
  /// The first ayah of a page (1–604); nil out of range.
  public static func start(ofPage number: Int) -> AyahID? { start(number, pageIndices) }

  private static func start(_ number: Int, _ starts: [Int]) -> AyahID? {
    guard (1...starts.count).contains(number) else { return nil }
    return SurahSizes.ayah(atGlobalIndex: starts[number - 1])
  }

  /// The 1-based number of the division whose start is the last at or before `index`.
  private static func division(containing index: Int, starts: [Int]) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  static let juzIndices = juzStarts.map(globalIndex)
  static let quarterIndices = quarterStarts.map(globalIndex)
  static let pageIndices = pageStarts.map(globalIndex)

  private static func globalIndex(_ start: (Int, Int)) -> Int {
    SurahSizes.globalIndex(of: AyahID(uncheckedSurah: start.0, ayah: start.1))
  }
}
