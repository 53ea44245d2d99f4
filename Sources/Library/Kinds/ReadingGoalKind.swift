import AppRecords
import CloudRecords
import Foundation
import QuranText

/// The one daily reading goal (`readinggoal-{user}-daily`): the later change wins, by its time
/// (a clear is a change too).
struct ReadingGoalKind: LaterChangeWinsKind {
  let type = RecordType.readingGoal
  let nameForm = "readinggoal-USER-\(Self.onlyKey)"
  let localKeysSQL = "SELECT '\(Self.onlyKey)' AS k FROM readingGoal"

  /// The one goal's key and the last part of its record name.
  static let onlyKey = "daily"

  func libraryKey(of _: Void) -> String { Self.onlyKey }

  /// The one goal has no key of its own.
  func key(nameRest: String) -> Void? { nameRest == Self.onlyKey ? () : nil }

  func local(key _: Void, _ tx: SyncTransaction) throws -> (ReadingGoal, at: Date)? {
    try tx.readingGoal().map { ($0.goal, $0.at) }
  }

  func remote(_ record: Record, key _: Void) -> (ReadingGoal, Date)? {
    RecordMapping.goal(record)
  }

  func record(_ goal: ReadingGoal, at date: Date, _ mapping: RecordMapping) -> Record {
    mapping.record(goal, at: date)
  }

  func put(_ goal: ReadingGoal, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putReadingGoal(goal, at: date)
  }

  func remove(key _: Void, _ tx: SyncTransaction) throws {
    try tx.removeReadingGoal()
  }
}

extension RecordMapping {
  func record(_ goal: ReadingGoal, at date: Date) -> Record {
    Record(
      .readingGoal, user: user,
      fields: [
        .amount: .int64(Int64(goal.amount)), .unit: .string(goal.unit.rawValue),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  static func goal(_ record: Record) -> (ReadingGoal, Date)? {
    guard let amount = record[.amount]?.int64Value,
      (1...Int64(ReadingGoal.largest)).contains(amount),
      let unit = record[.unit]?.stringValue.flatMap(ReadingGoal.Unit.init(rawValue:))
    else { return nil }
    return (ReadingGoal(amount: Int(amount), unit: unit), date(record[.lastModifiedAt], record))
  }
}

extension RecordIdentity {
  /// The one daily goal.
  public static var readingGoal: RecordIdentity { ReadingGoalKind().identity(of: ()) }
}
