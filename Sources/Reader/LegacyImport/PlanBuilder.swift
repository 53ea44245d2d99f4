import AppRecords
import Interface
import QuranText

/// Collects the valid items of the app's keys and the reasons for the others.
struct PlanBuilder {
  var favorites = Set<AyahID>()
  var notes = [AyahID: [NoteText]]()
  var progress = [Int: Int]()
  var leftOut = [LeftOutItem]()

  /// Leaves an item out, its reason (a sentence of `ImportText`) kept in English (for `--json`) and in the interface's
  /// language (for the report shown).
  mutating func leaveOut(
    _ key: AppKey, _ item: String, because reason: (Language) -> String
  ) {
    leftOut.append(
      LeftOutItem(
        key: key.rawValue, item: item, reason: reason(.english), shownReason: reason(.current)))
  }

  /// Leaves out a text that is not an ayah id, saying why in the words of the import report.
  mutating func leaveOut(_ key: AppKey, _ item: String, because error: AyahReferenceError) {
    switch error {
    case .malformed: leaveOut(key, item, because: { ImportText.malformedAyah(in: $0) })
    case .noSuchSurah(_, let surah):
      leaveOut(key, item, because: { ImportText.noSuchSurah(surah, in: $0) })
    case .noSuchAyah(_, let surah, let count):
      leaveOut(key, item, because: { ImportText.noSuchAyah(surah, count, in: $0) })
    }
  }

  /// A whole value of the wrong kind: "favoriteAyahs should be …, but this is a number".
  mutating func leaveOutWrongShape(_ key: AppKey, _ value: PropertyValue, expected: ImportText) {
    leaveOut(
      key, value.writtenForm(),
      because: { ImportText.wrongShape(key.rawValue, expected, value.kind, in: $0) })
  }

  /// A whole value whose stored data cannot be read: left out with what is wrong with it.
  mutating func leaveOutDamaged(
    _ key: AppKey, _ value: PropertyValue, because error: LegacyImportError
  ) {
    switch error {
    case .malformedAppValue(_, let problem, let position):
      let shown = problem.count > 80 ? String(problem.prefix(79)) + "…" : problem
      leaveOut(
        key, value.writtenForm(),
        because: { ImportText.damagedValueLeftOut(position.description, shown, in: $0) })
    case .shortenedValue(_, let length):
      leaveOut(
        key, value.writtenForm(), because: { ImportText.shortenedValueLeftOut(length, in: $0) })
    case .emptyFile, .tooLarge, .unrecognizedShape, .otherKindOfFile, .malformed,
      .appKeysInSeveralPlaces, .notAPreferencesDomain:
      leaveOut(key, value.writtenForm(), because: { ImportText.valueNotRead(in: $0) })
    }
  }
}
