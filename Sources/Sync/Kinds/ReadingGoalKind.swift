import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// The one daily reading goal (`readinggoal-{user}-daily`): the later change wins, by its time
/// (a clear is a change too).
struct ReadingGoalKind: RecordKind {
  let type = RecordType.readingGoal

  func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws -> RecordIdentity? {
    key == RecordIdentity.goalKey ? .readingGoal : nil
  }

  func localRecord(_ identity: RecordIdentity, _ sync: Reconciler) throws -> Record? {
    try sync.tx.readingGoal().map { sync.mapping.record($0.goal, at: $0.at) }
  }

  func localTime(_ identity: RecordIdentity, _ tx: SyncTransaction) throws -> Date? {
    try tx.readingGoal()?.at
  }

  func reconcile(
    _ identity: RecordIdentity, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    let tx = reconciler.tx
    return try reconciler.laterChangeWins(
      identity, server, pending, local: try tx.readingGoal(),
      remote: server.record.flatMap(RecordMapping.goal),
      put: tx.putReadingGoal, remove: tx.removeReadingGoal)
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
