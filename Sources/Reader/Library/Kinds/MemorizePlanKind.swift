import AppRecords
import Clocks
import Foundation
import QuranText

import protocol GRDB.FetchableRecord
import protocol GRDB.PersistableRecord

/// The one plan that sets the pace of new ayahs in memorizing (`memorizeplan-{user}-current`,
/// quran-vi's own type): the later change wins, by its time (a clear is a change too).
package struct MemorizePlanKind: SingleRecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.memorizePlan
  /// The one record's key.
  package static let onlyKey = "current"
  /// The table whose one row is the record.
  package static let table = MemorizePlanRow.databaseTableName

  /// The library's value and when it was set.
  package func local(key _: Void, _ tx: SyncTransaction) throws -> (MemorizePlan, at: Date)? {
    try tx.memorizePlan().map { ($0.plan, $0.at) }
  }

  /// Keeps the server's value, set at `date`, in the library.
  package func put(_ plan: MemorizePlan, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putMemorizePlan(plan, at: date)
  }

  /// Removes the library's value.
  package func remove(key _: Void, _ tx: SyncTransaction) throws {
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
