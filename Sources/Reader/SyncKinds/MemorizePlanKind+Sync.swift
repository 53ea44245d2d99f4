import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The sync's half of the memorizing plan (`MemorizePlanKind`, the store's half): its
/// record; the later change wins (`LaterChangeWinsSync`).
extension MemorizePlanKind: LaterChangeWinsSync {
  /// The plan as its record carries it; nil when its passage names no ayahs or its day is
  /// none. A record of an earlier version, without an order, is forward; one without a pace
  /// gets it from when it was set.
  package func remote(_ record: Record, key _: Void) -> (MemorizePlan, Date)? {
    guard let target = record[.target]?.stringValue, MemorizePlan.ayahs(of: target) != nil,
      let by = record[.byDay]?.stringValue, CivilDay(by) != nil
    else { return nil }
    let order = record[.ayahOrder]?.stringValue.flatMap(MemorizeOrder.init(rawValue:)) ?? .forward
    let perDay = record[.perDay]?.int64Value.flatMap { $0 > 0 ? Int(clamping: $0) : nil }
    return (
      MemorizePlan(target: target, by: by, order: order, perDay: perDay),
      RecordMapping.date(record[.lastModifiedAt], record)
    )
  }

  /// The passage, its day, its order and pace, when it was set.
  package func record(_ plan: MemorizePlan, at date: Date, _ mapping: RecordMapping) -> Record {
    var fields: [RecordField: FieldValue] = [
      .target: .string(plan.target), .byDay: .string(plan.by),
      .ayahOrder: .string(plan.order.rawValue), .lastModifiedAt: .timestamp(date.milliseconds),
    ]
    if let perDay = plan.perDay { fields[.perDay] = .int64(Int64(perDay)) }
    return Record(.memorizePlan, user: mapping.user, fields: fields)
  }
}
