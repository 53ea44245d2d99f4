import AppRecords
import Clocks
import CloudRecords
import Foundation
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The one plan that sets the pace of new ayahs in memorizing (`memorizeplan-{user}-current`,
/// quran-vi's own type): the later change wins, by its time (a clear is a change too).
struct MemorizePlanKind: SingleRecordKind {
  let type = RecordType.memorizePlan
  static let onlyKey = "current"
  static let table = MemorizePlanRow.databaseTableName

  func local(key _: Void, _ tx: SyncTransaction) throws -> (MemorizePlan, at: Date)? {
    try tx.memorizePlan().map { ($0.plan, $0.at) }
  }

  /// The plan as its record carries it; nil when its passage names no ayahs or its day is
  /// none. A record of an earlier version, without an order, is forward; one without a pace
  /// gets it from when it was set.
  func remote(_ record: Record, key _: Void) -> (MemorizePlan, Date)? {
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
  func record(_ plan: MemorizePlan, at date: Date, _ mapping: RecordMapping) -> Record {
    var fields: [RecordField: FieldValue] = [
      .target: .string(plan.target), .byDay: .string(plan.by),
      .ayahOrder: .string(plan.order.rawValue), .lastModifiedAt: .timestamp(date.milliseconds),
    ]
    if let perDay = plan.perDay { fields[.perDay] = .int64(Int64(perDay)) }
    return Record(.memorizePlan, user: mapping.user, fields: fields)
  }

  func put(_ plan: MemorizePlan, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putMemorizePlan(plan, at: date)
  }

  func remove(key _: Void, _ tx: SyncTransaction) throws {
    try tx.removeMemorizePlan()
  }
}

extension RecordIdentity {
  /// The one plan of memorizing.
  public static var memorizePlan: RecordIdentity { MemorizePlanKind().identity(of: ()) }
}

/// The one row of `memorizePlan`: the plan set, and when; its order (nil: forward) and pace
/// (nil: a plan an earlier version set, its pace then made from when it was set).
struct MemorizePlanRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "memorizePlan"
  var id = 1, target: String, byDay: String, changedAt: Int64
  var ordering: String?, perDay: Int?

  init(_ plan: MemorizePlan, at date: Date) {
    (target, byDay, changedAt) = (plan.target, plan.by, date.milliseconds)
    (ordering, perDay) = (plan.order.rawValue, plan.perDay)
  }

  var plan: MemorizePlan {
    MemorizePlan(
      target: target, by: byDay,
      order: ordering.flatMap(MemorizeOrder.init(rawValue:)) ?? .forward, perDay: perDay
    ).assumingPace(setOn: ReadingDate.day(of: Date(milliseconds: changedAt)))
  }
}

extension SyncTransaction {
  /// The plan set here, and when.
  func memorizePlan() throws -> (plan: MemorizePlan, at: Date)? {
    try MemorizePlanRow.fetchOne(db).map { ($0.plan, Date(milliseconds: $0.changedAt)) }
  }

  /// Keeps `plan` as the one plan, set at `date` (a pulled plan, or one set here); the
  /// caller journals it when it was set here.
  func putMemorizePlan(_ plan: MemorizePlan, at date: Date) throws {
    try MemorizePlanRow(plan, at: date).insert(db, onConflict: .replace)
  }

  /// Removes the plan (a deletion pulled, or the plan cleared here).
  func removeMemorizePlan() throws {
    try db.execute(sql: "DELETE FROM memorizePlan")
  }
}

extension RecordType {
  /// The one plan that sets the pace of new ayahs in memorizing (quran-vi's own).
  public static let memorizePlan = RecordType(rawValue: "MemorizePlan")
}

extension RecordField {
  /// The passage to hold.
  public static let target = RecordField(rawValue: "target")
  /// The day to hold it by.
  public static let byDay = RecordField(rawValue: "byDay")
  /// The order its ayahs are begun in.
  public static let ayahOrder = RecordField(rawValue: "ayahOrder")
  /// The new ayahs a day it was set with.
  public static let perDay = RecordField(rawValue: "perDay")
}
