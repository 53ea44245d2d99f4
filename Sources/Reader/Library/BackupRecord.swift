import Clocks
import Foundation
import GRDB

/// What a backup records about itself, in a table of its own inside the copy
/// (`backupRecord`): its sequence, when it was taken, why, and the library's count of changes
/// at that moment (so that the changes made since can be counted without a clock).
struct BackupRecord: Equatable {
  /// The backup's sequence number (as its name carries it).
  let sequence: Int
  /// When it was taken, by this computer's clock.
  let takenAt: Date
  /// Why it was taken.
  let kind: Backups.Kind
  /// The library's count of changes when it was taken (`LibraryStore.changeCount`).
  let changes: Int64

  /// Writes the record into the copy `db` (in place of one a copied backup carried).
  func write(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE IF NOT EXISTS backupRecord(sequence INTEGER NOT NULL,
          takenAt INTEGER NOT NULL, kind TEXT NOT NULL, changes INTEGER NOT NULL)
        """)
    try Self.deleteAll(db)
    try insert(db)
  }

  /// The record of the backup at `path`; nil for a backup of an earlier version (or one that
  /// cannot be read).
  static func read(_ path: String) -> BackupRecord? {
    var configuration = Configuration()
    configuration.readonly = true
    guard let queue = try? DatabaseQueue(path: path, configuration: configuration) else {
      return nil
    }
    defer { try? queue.close() }
    let row = try? queue.read {
      try Row.fetchOne($0, sql: "SELECT sequence, takenAt, kind, changes FROM backupRecord")
    }
    guard let row = row ?? nil, let kind = Backups.Kind(rawValue: row[2]) else { return nil }
    return BackupRecord(
      sequence: row[0], takenAt: Date(milliseconds: row[1]), kind: kind, changes: row[3])
  }
}

extension BackupRecord: PersistableRecord {
  static let databaseTableName = "backupRecord"

  func encode(to container: inout PersistenceContainer) {
    container["sequence"] = sequence
    container["takenAt"] = takenAt.milliseconds
    container["kind"] = kind.rawValue
    container["changes"] = changes
  }
}
