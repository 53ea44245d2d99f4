import AppRecords
import Clocks
import Foundation
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The one daily reading goal (`readinggoal-{user}-daily`): the later change wins, by its time
/// (a clear is a change too).
package struct ReadingGoalKind: SingleRecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.readingGoal
  /// The one record's key.
  package static let onlyKey = "daily"
  /// The table whose one row is the record.
  package static let table = ReadingGoalRow.databaseTableName

  /// The library's value and when it was set.
  package func local(key _: Void, _ tx: SyncTransaction) throws -> (ReadingGoal, at: Date)? {
    try tx.readingGoal().map { ($0.goal, $0.at) }
  }

  /// Keeps the server's value, set at `date`, in the library.
  package func put(_ goal: ReadingGoal, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putReadingGoal(goal, at: date)
  }

  /// Removes the library's value.
  package func remove(key _: Void, _ tx: SyncTransaction) throws {
    try tx.removeReadingGoal()
  }
}

extension RecordIdentity {
  /// The one daily goal.
  public static var readingGoal: RecordIdentity { ReadingGoalKind().identity(of: ()) }
}

/// The one row of `readingGoal`: the goal set here, and when.
struct ReadingGoalRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "readingGoal"
  var id = 1, amount: Int, unit: String, changedAt: Int64

  init(_ goal: ReadingGoal, at date: Date) {
    (amount, unit, changedAt) = (goal.amount, goal.unit.rawValue, date.milliseconds)
  }

  /// The goal, or nil for a unit this version does not know.
  var goal: ReadingGoal? {
    ReadingGoal.Unit(rawValue: unit).map { ReadingGoal(amount: amount, unit: $0) }
  }
}

extension SyncTransaction {
  /// The goal set here, and when.
  func readingGoal() throws -> (goal: ReadingGoal, at: Date)? {
    try ReadingGoalRow.fetchOne(db).flatMap { row in
      row.goal.map { ($0, Date(milliseconds: row.changedAt)) }
    }
  }

  /// Writes the goal as the server has it, set at `date` (not journaled).
  func putReadingGoal(_ goal: ReadingGoal, at date: Date) throws {
    try ReadingGoalRow(goal, at: date).insert(db, onConflict: .replace)
  }

  /// Forgets the goal, as the server deleted it (not journaled).
  func removeReadingGoal() throws {
    try ReadingGoalRow.deleteAll(db)
  }
}

extension RecordType {
  /// The daily reading goal (quran-vi's own).
  public static let readingGoal = RecordType(rawValue: "ReadingGoal")
}

extension RecordField {
  /// How much a day.
  public static let amount = RecordField(rawValue: "amount")
  /// Of what: ayahs, pages, minutes.
  public static let unit = RecordField(rawValue: "unit")
}
