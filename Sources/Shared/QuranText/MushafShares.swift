/// How much of the mushaf some ayahs make, each page or juz counted by the share of its ayahs
/// among them: two ayahs of a fifteen-ayah page are 2/15 of a page, not a page.
extension MushafDivisions {
  /// How many ayahs a page (1–604) holds; 0 out of range.
  public static func ayahCount(ofPage number: Int) -> Int { ayahCount(number, pageIndices) }

  /// How many ayahs a juz (1–30) holds; 0 out of range.
  public static func ayahCount(ofJuz number: Int) -> Int { ayahCount(number, juzIndices) }

  /// The pages and the juz that `ayahs` (each once) make, by the share of each one's ayahs.
  public static func shares(of ayahs: some Sequence<AyahID>) -> (pages: Double, juz: Double) {
    var onPage: [Int: Int] = [:]
    var inJuz: [Int: Int] = [:]
    for ayah in ayahs {
      let place = place(of: ayah)
      onPage[place.page, default: 0] += 1
      inJuz[place.juz, default: 0] += 1
    }
    let pages = onPage.reduce(0.0) { $0 + Double($1.value) / Double(ayahCount(ofPage: $1.key)) }
    let juz = inJuz.reduce(0.0) { $0 + Double($1.value) / Double(ayahCount(ofJuz: $1.key)) }
    return (pages, juz)
  }

  private static func ayahCount(_ number: Int, _ starts: [Int]) -> Int {
    guard (1...starts.count).contains(number) else { return 0 }
    let next = number < starts.count ? starts[number] : SurahSizes.totalAyahs + 1
    return next - starts[number - 1]
  }
}
