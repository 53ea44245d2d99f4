import QuranText

/// A set of ayahs as a record's field carries it: runs within a surah, `1:1-7,2:255`.
public enum AyahList {
  /// The field's text for `ayahs`: the ayahs in order, each run of a surah's ayahs as one.
  public static func encode(_ ayahs: Set<AyahID>) -> String {
    var runs: [String] = []
    var run: (first: AyahID, last: AyahID)?
    for id in ayahs.sorted() {
      if let current = run, current.last.surah == id.surah, current.last.ayah + 1 == id.ayah {
        run = (current.first, id)
        continue
      }
      if let run { runs.append(text(run)) }
      run = (id, id)
    }
    if let run { runs.append(text(run)) }
    return runs.joined(separator: ",")
  }

  private static func text(_ run: (first: AyahID, last: AyahID)) -> String {
    run.first == run.last ? run.first.description : "\(run.first)-\(run.last.ayah)"
  }

  /// The ayahs a field names, or nil when it is not such a list (a run out of its surah, an
  /// ayah that does not exist, more runs than the Quran has ayahs).
  public static func decode(_ text: String) -> Set<AyahID>? {
    guard !text.isEmpty else { return [] }
    let runs = text.split(separator: ",", omittingEmptySubsequences: false)
    guard runs.count <= SurahSizes.totalAyahs else { return nil }
    var ayahs = Set<AyahID>()
    for run in runs {
      let ends = run.split(separator: "-", omittingEmptySubsequences: false)
      guard ends.count <= 2, let first = try? AyahID.parse(String(ends[0])) else { return nil }
      var last = first.ayah
      if ends.count == 2 {
        guard let end = Int(ends[1]), end >= first.ayah,
          end <= SurahSizes.ayahCount(ofSurah: first.surah) ?? 0
        else { return nil }
        last = end
      }
      for ayah in first.ayah...last {
        ayahs.insert(try! AyahID(surah: first.surah, ayah: ayah))
      }
    }
    return ayahs
  }
}

/// Surah numbers as a record's field carries them: `1,114`.
public enum SurahList {
  /// The field's text for `surahs`, in order.
  public static func encode(_ surahs: Set<Int>) -> String {
    surahs.sorted().map(String.init).joined(separator: ",")
  }

  /// The surahs a field names, or nil when it is not such a list (a surah that does not exist).
  public static func decode(_ text: String) -> Set<Int>? {
    guard !text.isEmpty else { return [] }
    var surahs = Set<Int>()
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard part.count <= 3, let surah = Int(part), SurahSizes.ayahCount(ofSurah: surah) != nil
      else { return nil }
      surahs.insert(surah)
    }
    return surahs
  }
}
