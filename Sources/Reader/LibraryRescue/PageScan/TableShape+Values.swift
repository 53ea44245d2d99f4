import Foundation
import GRDB
import Library
import QuranText

extension TableShape {
  /// The column whose time says which of two copies of a row changed last: the table's last
  /// integer column named `…At` (`modifiedAt`, `changedAt`, `lastUpdatedAt`…).
  var freshness: Int? {
    columns.lastIndex { $0.affinity == .integer && $0.name.hasSuffix("At") }
  }

  /// The columns' values of a record read from the file (`stored`, in the file's order) of
  /// the row `rowID`, with how much the columns' names vouched for it (the number of values
  /// whose meaning was checked); nil when the record is not a row of this table. With
  /// `exact`, the record must have every column; else a record written before the last
  /// columns were added has their defaults.
  func values(_ stored: [StoredValue], rowID: Int64, exact: Bool)
    -> (values: [DatabaseValue], score: Int)?
  {
    guard !stored.isEmpty, stored.count <= columns.count, !exact || stored.count == columns.count
    else { return nil }
    var values = columns.map(\.defaultValue)
    for (position, value) in stored.enumerated() {
      let column = storedOrder[position]
      if column == rowIDColumn {
        guard value == .null || value.integer == rowID else { return nil }
        values[column] = rowID.databaseValue
      } else {
        guard let value = Self.value(value, fits: columns[column]) else { return nil }
        values[column] = value
      }
    }
    guard let score = vouched(values) else { return nil }
    return (values: values, score: score)
  }

  /// `value` as a database value, when it fits what `column` holds.
  static func value(_ value: StoredValue, fits column: Column) -> DatabaseValue? {
    switch (value, column.affinity) {
    case (.null, _): return column.notNull ? nil : .null
    case (.integer(let number), .integer), (.integer(let number), .any):
      return number.databaseValue
    // SQLite writes a whole REAL as an integer, and reads it back as a REAL.
    case (.integer(let number), .real): return Double(number).databaseValue
    case (.real(let number), .real), (.real(let number), .any): return number.databaseValue
    case (.text(let text), .text), (.text(let text), .any): return text.databaseValue
    case (.blob(let bytes), .any), (.blob(let bytes), .blob): return Data(bytes).databaseValue
    // A value of another kind than the column holds.
    case (.integer, .text), (.integer, .blob), (.real, .integer), (.real, .text), (.real, .blob),
      (.text, .integer), (.text, .real), (.text, .blob), (.blob, .integer), (.blob, .real),
      (.blob, .text):
      return nil
    }
  }

  /// How many of `values` the columns' names vouch for, or nil when one breaks what its name
  /// promises: an `ayahID` a real ayah (the one `surah` and `ayah` name, when the table has
  /// them), a `surah` from 1 to 114, a day (`day`, `…Day`) `YYYY-MM-DD`; an `id` that is a
  /// UUID counts.
  func vouched(_ values: [DatabaseValue]) -> Int? {
    var score = 0
    let named = Dictionary(
      zip(columns.map(\.name), values), uniquingKeysWith: { first, _ in first })
    if let text = named["ayahID"].flatMap(String.fromDatabaseValue) {
      guard let ayah = try? AyahID.parse(text), ayah.description == text else { return nil }
      if let surah = named["surah"].flatMap(Int.fromDatabaseValue),
        let number = named["ayah"].flatMap(Int.fromDatabaseValue)
      {
        guard surah == ayah.surah, number == ayah.ayah else { return nil }
      }
      score += 1
    }
    if let surah = named["surah"].flatMap(Int.fromDatabaseValue) {
      guard SurahSizes.ayahCount(ofSurah: surah) != nil else { return nil }
      score += 1
    }
    for (name, value) in named where name == "day" || name.hasSuffix("Day") {
      guard let day = String.fromDatabaseValue(value) else { continue }
      guard Self.isDay(day) else { return nil }
      score += 1
    }
    if let id = named["id"].flatMap(String.fromDatabaseValue), UUID(uuidString: id) != nil {
      score += 1
    }
    return score
  }

  /// Whether `text` is a date as the library writes one, `YYYY-MM-DD`.
  static func isDay(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return text.utf8.count == 10 && parts.map(\.count) == [4, 2, 2]
      && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }
}
