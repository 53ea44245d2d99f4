import Interface
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
        .readingProgress, value, expected: .expectedProgress)
      return
    }
    for entry in entries {
      let written = PropertyValue.writtenEntry(key: entry.key, value: entry.value)
      guard let surah = PropertyValue.string(entry.key).wholeNumber else {
        leaveOut(
          .readingProgress, written,
          because: {
            ImportText.notASurahNumber(
              PropertyValue.string(entry.key).writtenForm(limit: 40), in: $0)
          })
        continue
      }
      guard let count = SurahSizes.ayahCount(ofSurah: surah) else {
        leaveOut(
          .readingProgress, written,
          because: { ImportText.noSuchSurah(surah, in: $0) })
        continue
      }
      let lastRead: PropertyValue
      switch entry.value {
      case .dictionary:
        guard let field = entry.value["lastReadAyah"] else {
          leaveOut(.readingProgress, written, because: { ImportText.noLastReadAyah(in: $0) })
          continue
        }
        lastRead = field
      case .string, .integer, .real, .bool, .date, .data, .shortenedData, .array, .null:
        lastRead = entry.value
      }
      guard let ayah = lastRead.wholeNumber else {
        leaveOut(
          .readingProgress, written,
          because: { ImportText.lastReadNotWhole(lastRead.kind, in: $0) })
        continue
      }
      guard ayah >= 1 else {
        leaveOut(
          .readingProgress, written,
          because: { ImportText.lastReadBeforeFirst(ayah, in: $0) })
        continue
      }
      progress[surah] = max(progress[surah] ?? 0, min(ayah, count))
    }
  }
}
