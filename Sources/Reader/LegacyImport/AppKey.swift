/// The three keys of the app's domain that hold the user's data.
public enum AppKey: String, Sendable, CaseIterable {
  /// `Set<String>` of ayah ids, stored as JSON data.
  case favoriteAyahs
  /// `[String: [String]]`, ayah id to notes oldest first, stored as JSON data.
  case ayahNotes
  /// `[Int: SurahProgress]`, surah to `{lastReadAyah, totalAyahs}`, stored as JSON data.
  case readingProgress = "ReadingProgressStore.progress"

  static let names = Set(allCases.map(\.rawValue))
}
