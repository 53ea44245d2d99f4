import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// The one plan that sets the pace of new ayahs in memorizing (`memorizeplan-{user}-current`,
/// quran-vi's own type): the later change wins, by its time (a clear is a change too).
struct MemorizePlanKind: RecordKind {
  let type = RecordType.memorizePlan

  func identity(key: String, recordName: String?, _ tx: SyncTransaction) throws -> RecordIdentity? {
    key == RecordIdentity.memorizePlanKey ? .memorizePlan : nil
  }

  func localRecord(_ identity: RecordIdentity, _ sync: Reconciler) throws -> Record? {
    try sync.tx.memorizePlan().map { sync.mapping.record($0.plan, at: $0.at) }
  }

  func localTime(_ identity: RecordIdentity, _ tx: SyncTransaction) throws -> Date? {
    try tx.memorizePlan()?.at
  }

  func reconcile(
    _ identity: RecordIdentity, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    let tx = reconciler.tx
    return try reconciler.laterChangeWins(
      identity, server, pending, local: try tx.memorizePlan(),
      remote: server.record.flatMap(RecordMapping.memorizePlan),
      put: tx.putMemorizePlan, remove: tx.removeMemorizePlan)
  }
}

extension RecordMapping {
  /// The memorizing plan (quran-vi's own type): the passage, its day, when it was set.
  func record(_ plan: MemorizePlan, at date: Date) -> Record {
    Record(
      .memorizePlan, user: user,
      fields: [
        .target: .string(plan.target), .byDay: .string(plan.by),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  /// The memorizing plan as its record carries it; nil when its passage names no ayahs or
  /// its day is none.
  static func memorizePlan(_ record: Record) -> (MemorizePlan, Date)? {
    guard let target = record[.target]?.stringValue, MemorizePlan.ayahs(of: target) != nil,
      let by = record[.byDay]?.stringValue, CivilDay(by) != nil
    else { return nil }
    return (MemorizePlan(target: target, by: by), date(record[.lastModifiedAt], record))
  }
}
