import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

/// The sync's half of a setting (`SettingKind`, the store's half): its record
/// and its merge rule.
extension SettingKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key: String, _ sync: Reconciler) throws -> Record? {
    try sync.tx.setting(key).map {
      sync.mapping.settingRecord(key: key, json: $0.json, at: $0.lastModifiedAt)
    }
  }

  /// The later change wins (`Reconciler.laterChangeWins`). A pending change is a choice: a
  /// default never chosen is not stored, so not sent (`LibraryStore.save`).
  package func reconcile(
    key: String, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool {
    let tx = reconciler.tx
    return try reconciler.laterChangeWins(
      .setting(key: key), server, pending,
      local: try tx.setting(key).map { ($0.json, $0.lastModifiedAt) },
      remote: server.record.flatMap(RecordMapping.setting),
      put: { try SettingRow(key: key, value: $0, lastModifiedAt: $1.milliseconds).put(tx) },
      remove: { try SettingRow.remove(key, tx) })
  }
}

extension RecordMapping {
  func settingRecord(key: String, json: String, at date: Date) -> Record {
    Record(
      .setting(key: key), user: user,
      fields: [
        .settingKey: .string(key), .settingValue: .string(json),
        .lastModifiedAt: .timestamp(date.milliseconds),
      ])
  }

  static func setting(_ record: Record) -> (json: String, at: Date)? {
    guard let json = record[.settingValue]?.stringValue else { return nil }
    return (json, date(record[.lastModifiedAt], record))
  }
}
