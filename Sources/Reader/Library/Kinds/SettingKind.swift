import AppRecords
import Clocks
import CloudRecords
import Foundation
import QuranText

/// One setting (`setting-{user}-{key}`), keyed by its key: the later change wins, by its time.
/// Settings are carried as their rows: in an export's `records` section, and by a recovery.
struct SettingKind: RowCopyingKind {
  let type = RecordType.appSettings
  let namePrefix = "setting"
  let nameForm = "setting-USER-KEY"
  let localKeysSQL = SettingRow.keysSQL

  func libraryKey(of key: String) -> String { key }

  /// Any key.
  func key(nameRest: String) -> String? { nameRest }

  func localRecord(key: String, _ sync: Reconciler) throws -> Record? {
    try sync.tx.setting(key).map {
      sync.mapping.settingRecord(key: key, json: $0.json, at: $0.lastModifiedAt)
    }
  }

  func localTime(key: String, _ tx: SyncTransaction) throws -> Date? {
    try tx.setting(key)?.lastModifiedAt
  }

  /// The later change wins (`Reconciler.laterChangeWins`). A pending change is a choice: a
  /// default never chosen is not stored, so not sent (`LibraryStore.save`).
  func reconcile(
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

  func recovered(_ row: SettingRow) -> (key: String, at: Date)? {
    (row.key, Date(milliseconds: row.lastModifiedAt))
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

extension RecordIdentity {
  /// The setting `key`.
  public static func setting(key: String) -> RecordIdentity { SettingKind().identity(of: key) }
}

/// A row of `setting`: one setting's JSON, and when it last changed.
struct SettingRow: Codable, SyncedRow {
  static let databaseTableName = "setting"
  static let keyColumn = "key"
  var key: String, value: String, lastModifiedAt: Int64
}

extension SyncTransaction {
  /// A setting's stored JSON and when it was last changed.
  fileprivate func setting(_ key: String) throws -> (json: String, lastModifiedAt: Date)? {
    try SettingRow.row(key, self).map {
      ($0.value, Date(milliseconds: $0.lastModifiedAt))
    }
  }
}

extension RecordType {
  /// One setting, by its key.
  public static let appSettings = RecordType(rawValue: "AppSettings")
}

extension RecordField {
  /// The setting's key.
  public static let settingKey = RecordField(rawValue: "settingKey")
  /// Its value, as JSON.
  public static let settingValue = RecordField(rawValue: "settingValue")
}
