import AppRecords
import Clocks
import Foundation
import QuranText

/// One setting (`setting-{user}-{key}`), keyed by its key: the later change wins, by its time.
/// Settings are carried as their rows: in an export's `records` section, and by a recovery.
package struct SettingKind: RowCopyingKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.appSettings
  /// The first part of its records' names.
  package let namePrefix = "setting"
  /// Its records' names as a refusal shows their form.
  package let nameForm = "setting-USER-KEY"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = SettingRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of key: String) -> String { key }

  /// Any key.
  package func key(nameRest: String) -> String? { nameRest }

  /// When the record last changed, as its row says.
  package func localTime(key: String, _ tx: SyncTransaction) throws -> Date? {
    try tx.setting(key)?.lastModifiedAt
  }

  /// The setting's key and when it last changed.
  package func recovered(_ row: SettingRow) -> (key: String, at: Date)? {
    (row.key, Date(milliseconds: row.lastModifiedAt))
  }
}

extension RecordIdentity {
  /// The setting `key`.
  public static func setting(key: String) -> RecordIdentity { SettingKind().identity(of: key) }
}

/// A row of `setting`: one setting's JSON, and when it last changed.
package struct SettingRow: Codable, SyncedRow {
  /// Its table.
  package static let databaseTableName = "setting"
  /// The column that holds the record's key.
  package static let keyColumn = "key"
  /// Its columns.
  package var key: String, value: String, lastModifiedAt: Int64

  /// The setting `key`, valued `value` since `lastModifiedAt` (milliseconds).
  package init(key: String, value: String, lastModifiedAt: Int64) {
    (self.key, self.value, self.lastModifiedAt) = (key, value, lastModifiedAt)
  }
}

extension SyncTransaction {
  /// A setting's stored JSON and when it was last changed.
  package func setting(_ key: String) throws -> (json: String, lastModifiedAt: Date)? {
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
