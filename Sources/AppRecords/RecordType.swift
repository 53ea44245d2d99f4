/// The record types of the iPhone app, and quran-vi's own, as `AppSchema` defines them.
public enum RecordType: String, Sendable, CaseIterable {
  /// The user's own record, which CloudKit makes.
  case userProfile = "UserProfile"
  /// A favorite ayah.
  case favoriteAyah = "FavoriteAyah"
  /// A note on an ayah.
  case ayahNote = "AyahNote"
  /// How far a surah is read.
  case readingProgress = "ReadingProgress"
  /// One setting, by its key.
  case appSettings = "AppSettings"
  /// One device's reading on one day: quran-vi's own types, this and the next two, which
  /// Apple's container lacks until its owner adds them.
  case readingDay = "ReadingDay"
  /// The daily reading goal.
  case readingGoal = "ReadingGoal"
  /// A plan to finish the Quran, by its name.
  case readingPlan = "ReadingPlan"
  /// One grade of an ayah in memorizing, never changed once made (quran-vi's own, which
  /// Apple's container lacks until its owner adds it).
  case memorizeReview = "MemorizeReview"
  /// The one plan that sets the pace of new ayahs in memorizing (quran-vi's own, kept on
  /// this computer where the container lacks it).
  case memorizePlan = "MemorizePlan"
}
