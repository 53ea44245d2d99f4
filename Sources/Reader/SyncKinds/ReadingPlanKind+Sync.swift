import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

/// The sync's half of a reading plan (`ReadingPlanKind`, the store's half): its record; the later
/// change wins (`LaterChangeWinsSync`).
extension ReadingPlanKind: LaterChangeWinsSync {
  /// The value the server's record carries, and when it was set.
  package func remote(_ record: Record, key name: String) -> (ReadingPlan, Date)? {
    guard let from = record[.fromAyah]?.stringValue.flatMap({ try? AyahID.parse($0) }),
      let start = record[.startDay]?.stringValue, CivilDay(start) != nil,
      let end = record[.endDay]?.stringValue, CivilDay(end) != nil
    else { return nil }
    let finished = record[.finishedDay]?.stringValue
    let portion = ReadingPlan.Portion(rawValue: record[.portion]?.stringValue ?? "pages")
    guard finished.map({ CivilDay($0) != nil }) ?? true, let portion else { return nil }
    let plan = ReadingPlan(
      name: name, from: from, startDay: start, endDay: end, finished: finished, portion: portion)
    return (plan, RecordMapping.date(record[.lastModifiedAt], record))
  }

  /// The record a save of the value sends.
  package func record(_ plan: ReadingPlan, at date: Date, _ mapping: RecordMapping) -> Record {
    var fields: [RecordField: FieldValue] = [
      .planName: .string(plan.name), .fromAyah: .string(plan.from.description),
      .startDay: .string(plan.startDay), .endDay: .string(plan.endDay),
      .portion: .string(plan.portion.rawValue), .lastModifiedAt: .timestamp(date.milliseconds),
    ]
    if let finished = plan.finished { fields[.finishedDay] = .string(finished) }
    return Record(.readingPlan(name: plan.name), user: mapping.user, fields: fields)
  }
}
