import QuranText

extension PlanBuilder {
  /// `ReadingProgressStore.progress`: surah number to `{lastReadAyah, totalAyahs}`.
  ///
  /// `totalAyahs` is not trusted: the real count clamps `lastReadAyah`, as the app did.
  /// A bare number is read as `lastReadAyah`. A `lastReadAyah` below 1 names no ayah (the
  /// app never wrote one, and inventing progress at 1:1 would be wrong), so it is left out.
  /// A surah written twice ("2" and "02") keeps the furthest ayah, as a merge does.
  mutating func addProgress(_ value: PropertyValue) {
    guard case .dictionary(let entries) = value else {
      leaveOutWrongShape(
        .readingProgress, value, expected: "a dictionary from surah numbers to reading progress")
      return
    }
    for entry in entries {
      let written = PropertyValue.writtenEntry(key: entry.key, value: entry.value)
      guard let surah = PropertyValue.string(entry.key).wholeNumber else {
        leaveOut(
          .readingProgress, written,
          because: "\(PropertyValue.string(entry.key).writtenForm(limit: 40)) is not a surah number"
        )
        continue
      }
      guard let count = SurahSizes.ayahCount(ofSurah: surah) else {
        leaveOut(
          .readingProgress, written,
          because: "there is no surah \(surah); the Quran has surahs 1 to 114")
        continue
      }
      let lastRead: PropertyValue
      switch entry.value {
      case .dictionary:
        guard let field = entry.value["lastReadAyah"] else {
          leaveOut(.readingProgress, written, because: "it has no lastReadAyah")
          continue
        }
        lastRead = field
      default:
        lastRead = entry.value
      }
      guard let ayah = lastRead.wholeNumber else {
        leaveOut(
          .readingProgress, written,
          because: "lastReadAyah should be a whole number, but this is \(lastRead.kindName)")
        continue
      }
      guard ayah >= 1 else {
        leaveOut(
          .readingProgress, written,
          because: "lastReadAyah \(ayah) is before the first ayah, so there is no progress to keep")
        continue
      }
      progress[surah] = max(progress[surah] ?? 0, min(ayah, count))
    }
  }
}
