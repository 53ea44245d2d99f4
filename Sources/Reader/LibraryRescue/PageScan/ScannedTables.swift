import Foundation
import GRDB
import Library
import QuranText

/// The rows of every table of the library among those a `PageScan` found, read by the
/// tables' shapes as the schema makes them (`TableShape.library`), so that no table is
/// forgotten: a row on a page whose table is known is read as that table's row (a row written
/// before a column was added gets the column's default); the rows of a page no walk reached
/// are read as the one table whose shape every one of them fits — the number of values, their
/// types, NULL where it is allowed, and what the columns' names promise (an `ayahID` names a
/// real ayah and agrees with `surah` and `ayah`, a `day` is `YYYY-MM-DD`); the table whose
/// columns promise the most wins, a tie reads nothing. An index page whose every entry (two
/// or more) is an index of a row found (its values, then that row's id) is an index, not a
/// table.
///
/// The same row may be found twice (a copy left on a page freed since, when the freelist
/// could not be read): the copy changed last (by the table's last `…At` column) is kept.
struct ScannedTables {
  /// Each table's rows, each the values in the table's column order, by table name.
  private(set) var rows: [String: [[DatabaseValue]]] = [:]

  /// The library's rows among `found`.
  init(_ found: [PageScan.FoundRow], shapes: [TableShape] = TableShape.library) {
    let byName = Dictionary(uniqueKeysWithValues: shapes.map { ($0.name, $0) })
    var kept = [String: [[DatabaseValue]: (fresh: Int64, values: [DatabaseValue])]]()
    func keep(_ shape: TableShape, _ row: PageScan.FoundRow, _ values: [DatabaseValue]) {
      let key = shape.key.isEmpty ? [row.rowID.databaseValue] : shape.key.map { values[$0] }
      let fresh = shape.freshness.flatMap { Int64.fromDatabaseValue(values[$0]) } ?? 0
      if (kept[shape.name]?[key]?.fresh ?? .min) < fresh {
        kept[shape.name, default: [:]][key] = (fresh, values)
      }
    }
    var unowned = [Int: [PageScan.FoundRow]]()
    for row in found {
      if let table = row.table {
        if let shape = byName[table], shape.withoutRowID == row.inIndex,
          let read = shape.values(row.values, rowID: row.rowID, exact: false)
        {
          keep(shape, row, read.values)
        }
      } else {
        unowned[row.page, default: []].append(row)
      }
    }
    let indexed = IndexedRows(found)
    for page in unowned.keys.sorted() {
      let pageRows = unowned[page]!
      let inIndex = pageRows[0].inIndex
      // A lone entry is read as a row: an index of one row cannot be told from it, and a
      // row of the person's kept is worth more than a row made up (two or more cannot all
      // match by chance).
      if inIndex, pageRows.count > 1, pageRows.allSatisfy(indexed.isIndexEntry) { continue }
      guard let table = Self.table(of: pageRows, among: shapes, inIndex: inIndex) else {
        continue
      }
      for (row, rowValues) in zip(pageRows, table.values) { keep(table.shape, row, rowValues) }
    }
    for (table, byKey) in kept {
      rows[table] = byKey.sorted { $0.key.lexicallyBefore($1.key) }.map(\.value.values)
    }
  }

  /// The one table whose shape every row of a page fits best, with the rows' values.
  static func table(
    of pageRows: [PageScan.FoundRow], among shapes: [TableShape], inIndex: Bool
  ) -> (shape: TableShape, values: [[DatabaseValue]])? {
    var best: (shape: TableShape, values: [[DatabaseValue]], score: Int)?
    var tied = false
    for shape in shapes where shape.withoutRowID == inIndex {
      var values = [[DatabaseValue]]()
      var score = Int.max
      for row in pageRows {
        guard let read = shape.values(row.values, rowID: row.rowID, exact: true) else { break }
        values.append(read.values)
        score = min(score, read.score)
      }
      guard values.count == pageRows.count else { continue }
      if let current = best, current.score >= score {
        tied = tied || current.score == score
        continue
      }
      best = (shape: shape, values: values, score: score)
      tied = false
    }
    guard let best, !tied else { return nil }
    return (best.shape, best.values)
  }
}

/// The rows of table leaves by row id, to know an index's entry: the values of a row, then
/// its id.
private struct IndexedRows {
  /// The values of the table leaves' rows with each row id.
  var byID = [Int64: [[StoredValue]]]()

  /// The rows of the table leaves among `found`.
  init(_ found: [PageScan.FoundRow]) {
    for row in found where !row.inIndex { byID[row.rowID, default: []].append(row.values) }
  }

  /// Whether `entry` is an index entry of a row found: its last value that row's id, every
  /// other one of its values among that row's.
  func isIndexEntry(_ entry: PageScan.FoundRow) -> Bool {
    guard entry.values.count >= 2, let id = entry.values.last?.integer, let rows = byID[id]
    else { return false }
    return rows.contains { row in entry.values.dropLast().allSatisfy { row.contains($0) } }
  }
}

extension [DatabaseValue] {
  /// Whether this list sorts before `other`, value by value (NULL, numbers, texts, blobs).
  func lexicallyBefore(_ other: [DatabaseValue]) -> Bool {
    for (left, right) in zip(self, other) where left != right {
      if let left = Int64.fromDatabaseValue(left), let right = Int64.fromDatabaseValue(right) {
        return left < right
      }
      return left.description < right.description
    }
    return count < other.count
  }
}
