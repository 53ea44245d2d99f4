import Clocks
import Foundation
import GRDB

extension LibraryStore {
  /// The stored settings; those never stored, or not understood, are at their defaults.
  public func settings() throws -> AppSettings {
    try read { db in
      var settings = AppSettings()
      // Read as plain rows, not decoded (`SettingRow` is `Codable`): every start reads the
      // settings, and decoding casts dynamically.
      let rows = try Row.fetchCursor(db, sql: "SELECT key, value FROM setting")
      while let row = try rows.next() {
        guard let key = String.fromDatabaseValue(row[0]),
          let json = String.fromDatabaseValue(row[1])
        else { continue }
        settings.apply(key: key, json: json)
      }
      return settings
    }
  }

  /// Stores the settings that differ from what is stored, each with its journal entry. A
  /// setting never stored is its default: keeping the default is no change (and no choice to
  /// send, which would overrule another device's choice).
  public func save(_ settings: AppSettings, at date: Date? = nil) throws {
    let date = date ?? clock.now()
    try write { db in
      let stored = Set(try String.fetchAll(db, sql: "SELECT key FROM setting"))
      for (key, json) in settings.records
      where stored.contains(key) || json != AppSettings.defaultJSON(forKey: key) {
        try SettingRow(key: key, value: json, lastModifiedAt: date.milliseconds).insert(
          db,
          """
          ON CONFLICT(key) DO UPDATE SET value = excluded.value,
            lastModifiedAt = excluded.lastModifiedAt
          WHERE excluded.value IS NOT setting.value
          """)
        if db.changesCount > 0 {
          try Self.journal(.setting(key: key), .save, at: date, db)
        }
      }
    }
  }
}
