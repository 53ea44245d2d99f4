/// The record types of the iPhone app, and quran-vi's own, as `AppSchema` defines them.
public enum RecordType: String, Sendable, CaseIterable {
  case userProfile = "UserProfile"
  case favoriteAyah = "FavoriteAyah"
  case ayahNote = "AyahNote"
  case readingProgress = "ReadingProgress"
  case appSettings = "AppSettings"
  /// quran-vi's own types, which Apple's container lacks until its owner adds them.
  case readingDay = "ReadingDay"
  case readingGoal = "ReadingGoal"
  case readingPlan = "ReadingPlan"
}
