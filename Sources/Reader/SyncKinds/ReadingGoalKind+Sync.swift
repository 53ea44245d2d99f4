import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The sync's half of the reading goal (`ReadingGoalKind`, the store's half): its record; the later
/// change wins (`LaterChangeWinsSync`).
extension ReadingGoalKind: LaterChangeWinsSync {
  /// The value the server's record carries, and when it was set.
  package func remote(_ record: Record, key _: Void) -> (ReadingGoal, Date)? {
    guard let amount = record[.amount]?.int64Value,
      (1...Int64(ReadingGoal.largest)).contains(amount),
      let unit = record[.unit]?.stringValue.flatMap(ReadingGoal.Unit.init(rawValue:))
    else { return nil }
    return (
      ReadingGoal(amount: Int(amount), unit: unit),
      RecordMapping.date(record[.lastModifiedAt], record)
    )
  }

  /// The record a save of the value sends.
  package func record(_ goal: ReadingGoal, at date: Date, _ mapping: RecordMapping) -> Record {
    Record(
      .readingGoal, user: mapping.user,
      fields: [
        .amount: .int64(Int64(goal.amount)), .unit: .string(goal.unit.rawValue),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }
}
