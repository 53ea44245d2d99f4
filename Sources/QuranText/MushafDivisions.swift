/// Where each ayah falls in the divisions of the Madani mushaf: its juz (1–30), its hizb
/// (1–60) and quarter of a hizb (1–240 through the Quran), and its page (1–604). The starts
/// of each division are published facts, from Tanzil's quran-data (tanzil.net, CC BY 3.0),
/// kept in `MushafDivisions+Starts.swift`.
public enum MushafDivisions {
  public static let juzCount = 30
  public static let hizbCount = 60
  public static let quarterCount = 240
  public static let pageCount = 604

  /// The juz, hizb, quarter and page of one ayah.
  public struct Place: Equatable, Sendable {
    public let juz: Int
    public let hizb: Int
    /// 1–240 through the Quran; the hizb's own quarter is `(quarter - 1) % 4 + 1`.
    public let quarter: Int
    public let page: Int
  }

  public static func place(of ayah: AyahID) -> Place {
    let index = SurahSizes.globalIndex(of: ayah)
    let quarter = division(containing: index, starts: quarterIndices)
    return Place(
      juz: division(containing: index, starts: juzIndices), hizb: (quarter - 1) / 4 + 1,
      quarter: quarter, page: division(containing: index, starts: pageIndices))
  }

  /// The first ayah of a juz (1–30), a hizb (1–60) or a page (1–604); nil out of range.
  public static func start(ofJuz number: Int) -> AyahID? { start(number, juzIndices) }
  public static func start(ofHizb number: Int) -> AyahID? {
    (1...hizbCount).contains(number) ? start((number - 1) * 4 + 1, quarterIndices) : nil
  }
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
