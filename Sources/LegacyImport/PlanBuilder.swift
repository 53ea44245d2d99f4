import QuranText

/// Collects the valid items of the app's keys and the reasons for the others.
struct PlanBuilder {
  var favorites = Set<AyahID>()
  var notes = [AyahID: [String]]()
  var progress = [Int: Int]()
  var leftOut = [LeftOutItem]()

  mutating func leaveOut(_ key: AppKey, _ item: String, because reason: String) {
    leftOut.append(LeftOutItem(key: key.rawValue, item: item, reason: reason))
  }

  /// The reason a text is not an ayah id, in the words of the import report.
  static func reason(_ error: AyahReferenceError) -> String {
    switch error {
    case .malformed: "not an ayah id; an ayah id is written SURAH:AYAH, like 2:255"
    case .noSuchSurah(_, let surah): "there is no surah \(surah); the Quran has surahs 1 to 114"
    case .noSuchAyah(_, let surah, let count): "surah \(surah) has \(count) ayahs"
    }
  }

  /// A whole value of the wrong kind: "favoriteAyahs should be …, but this is a number".
  mutating func leaveOutWrongShape(_ key: AppKey, _ value: PropertyValue, expected: String) {
    leaveOut(
      key, value.writtenForm(),
      because: "\(key.rawValue) should be \(expected), but this is \(value.kindName)")
  }
}
