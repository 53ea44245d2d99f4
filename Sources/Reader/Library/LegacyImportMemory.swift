import Clocks
import Foundation
import GRDB
import QuranText

/// A row of `legacyImport`: one item an import of the iPhone app's preferences brought here.
package struct LegacyImportRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  /// Its table.
  package static let databaseTableName = "legacyImport"
  /// `favorite`, `note` or `progress`.
  package var kind: String
  /// The favorite's ayah, the note's id, or the ayah a surah's progress named.
  package var item: String
  /// The ayah the item is on.
  package var ayahID: String
  /// When it was imported, in milliseconds.
  package var importedAt: Int64

  /// The item `item` of `kind`, on `ayahID`, imported at `importedAt` (milliseconds).
  package init(kind: String, item: String, ayahID: String, importedAt: Int64) {
    (self.kind, self.item, self.ayahID, self.importedAt) = (kind, item, ayahID, importedAt)
  }
}

extension LibraryStore {
  /// The kinds of item `legacyImport` remembers.
  enum LegacyItem: String {
    case favorite, note, progress
  }

  /// Whether an earlier import of the app's preferences brought `item` here.
  static func wasImported(_ kind: LegacyItem, _ item: String, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT 1 FROM legacyImport WHERE kind = ? AND item = ?"),
      arguments: [kind.rawValue, item]) ?? false
  }

  /// Remembers that an import of the app's preferences brought `item`, on `ayah`, here.
  static func rememberImported(
    _ kind: LegacyItem, _ item: String, on ayah: AyahID, at date: Date, _ db: Database
  ) throws {
    try db.run(
      "INSERT OR IGNORE INTO legacyImport(kind, item, ayahID, importedAt) VALUES (?, ?, ?, ?)",
      [kind.rawValue, item, ayah.description, date.milliseconds])
  }

  /// Whether the note `id`, absent here, was deleted here after an import brought it: it is
  /// remembered as imported, or its deletion is still waiting to be sent (an import made
  /// before imports were remembered).
  static func importedNoteDeleted(_ id: UUID, _ db: Database) throws -> Bool {
    if try wasImported(.note, id.text, db) { return true }
    return try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT 1 FROM deletedNote WHERE id = ?"),
      arguments: [id.text]) ?? false
  }

  /// The ayahs the app's imported progress counts as read: each surah from its first ayah
  /// up to the one its progress named, as the app counted a surah's progress.
  static func ayahsReadInTheApp(_ db: Database) throws -> [AyahID] {
    try String.fetchAll(db, sql: "SELECT ayahID FROM legacyImport WHERE kind = 'progress'")
      .flatMap { text -> [AyahID] in
        guard let last = try? AyahID.parse(text) else { return [] }
        return (1...last.ayah).compactMap { try? AyahID(surah: last.surah, ayah: $0) }
      }
  }
}
