import AppRecords
import Clocks
import Foundation
import GRDB
import QuranText

/// The texts each note held before its current one, as short digests (`noteVersion`): its own
/// edits and those a sync brought in. An import tells by them an earlier version of a note,
/// which it leaves as it is, from a text this home never held, which it keeps.
extension LibraryStore {
  /// The user record name this library last synced as (the sync's `user` state), if any.
  static func syncedUser(_ db: Database) throws -> String? {
    try String.fetchOne(db, sql: "SELECT value FROM syncState WHERE key = 'user'")
  }

  /// A short digest of a note's text: FNV-1a of its UTF-8 bytes, 64 bits, as 8 bytes (a blob:
  /// its table's shape is then its own, which a recovery tells from every other table's).
  /// Compared only among one note's texts, so a collision costs nothing but a copy not made,
  /// of one text in 2⁶⁴.
  package static func digest(ofNoteText text: String) -> Data {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return withUnsafeBytes(of: hash.bigEndian) { Data($0) }
  }

  /// Remembers that note `id` held `text` before its current text, and when it last left it
  /// (`leftAt`, the time of the version that replaced it), when that is known.
  static func rememberEarlierText(
    _ text: String, of id: UUID, leftAt: Int64? = nil, _ db: Database
  ) throws {
    let digest = digest(ofNoteText: text)
    try db.run("INSERT OR IGNORE INTO noteVersion(id, digest) VALUES (?, ?)", [id.text, digest])
    guard let leftAt else { return }
    try db.run(
      """
      INSERT INTO noteLeft(id, digest, leftAt) VALUES (?, ?, ?)
      ON CONFLICT(id, digest) DO UPDATE SET leftAt = max(leftAt, excluded.leftAt)
      """, [id.text, digest, leftAt])
  }

  /// When note `id` here last left `text` (milliseconds), if it did since this was recorded.
  static func whenLeft(_ text: String, note id: UUID, _ db: Database) throws -> Int64? {
    try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT leftAt FROM noteLeft WHERE id = ? AND digest = ?"),
      arguments: [id.text, digest(ofNoteText: text)])
  }

  /// The marks a version of note `id` sent carries of the texts its device left, newest
  /// first, at most `leftMarksSent`: `left-`, the text's digest and when (`leftMark`). A
  /// device that brought one of those texts back tells by them whether the version was made
  /// after its restore (`SyncTransaction.editsTheRestoredWords`).
  static func leftMarks(of id: UUID, _ db: Database) throws -> [String] {
    try Row.fetchAll(
      db.cachedStatement(
        sql: "SELECT digest, leftAt FROM noteLeft WHERE id = ? ORDER BY leftAt DESC LIMIT ?"),
      arguments: [id.text, leftMarksSent]
    ).map { leftMark(digest: $0["digest"], at: $0["leftAt"]) }
  }

  /// How many texts left a version names.
  static let leftMarksSent = 3

  /// The mark of a text left at `at` (milliseconds): `left-`, its digest in hexadecimal,
  /// `-` and the time; never a fingerprint, which is hexadecimal alone.
  static func leftMark(digest: Data, at: Int64) -> String {
    leftMarkPrefix + hex(digest) + "-\(at)"
  }

  /// When the version whose ancestors are `ancestors` says its device left the text whose
  /// digest is `digest`, if it says.
  package static func leftAt(_ digest: Data, in ancestors: [String]) -> Int64? {
    let prefix = leftMarkPrefix + hex(digest) + "-"
    return ancestors.lazy.compactMap {
      $0.hasPrefix(prefix) ? Int64($0.dropFirst(prefix.count)) : nil
    }
    .first
  }

  /// Whether `version` is a text-left mark (`leftMark`).
  static func isLeftMark(_ version: String) -> Bool { version.hasPrefix(leftMarkPrefix) }

  private static let leftMarkPrefix = "left-"

  private static func hex(_ digest: Data) -> String {
    digest.map { String(format: "%02x", $0) }.joined()
  }

  /// Whether note `id` held `text` before its current text.
  static func heldBefore(_ text: String, note id: UUID, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT 1 FROM noteVersion WHERE id = ? AND digest = ?"),
      arguments: [id.text, digest(ofNoteText: text)]) ?? false
  }
}

/// A row of `noteLeft`: when the note `id` here last left the text whose digest is `digest`
/// (milliseconds).
struct NoteLeftRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "noteLeft"
  var id: String, digest: Data, leftAt: Int64
}

/// A row of `noteVersion`: a text the note `id` held before, as its digest.
struct NoteVersionRow: Codable, Sendable, Equatable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "noteVersion"
  var id: String, digest: Data
}

/// What this library saw deleted, wherever the deletion was made: its trash (deletions made
/// here, and those a sync took from another device) and the records the sync saw gone from
/// the server (`serverGone`, kept after the trash forgets). An import adds nothing it names.
/// Both tables are looked at once: an import into a library that never deleted
/// anything asks nothing per item.
struct DeletionsSeen {
  private let db: Database
  private let user: String?
  private let anyTrash: Bool
  private let anyGone: Bool
  private let anyImported: Bool
  private let anyDeletedNote: Bool

  init(_ db: Database) throws {
    self.db = db
    func any(_ table: String) throws -> Bool {
      try Bool.fetchOne(db, sql: "SELECT 1 FROM \(table) LIMIT 1") ?? false
    }
    user = try LibraryStore.syncedUser(db)
    anyTrash = try any("trash")
    anyGone = try any("serverGone")
    anyImported = try any("legacyImport")
    anyDeletedNote = try any("deletedNote")
  }

  /// Whether an added note may have to leave `deletedNote` or the trash (`LibraryStore.insert`).
  var mayHoldNoteDeletions: Bool { anyTrash || anyDeletedNote }

  /// Whether the note `id` was deleted here after an import of the app's preferences brought
  /// it (`LibraryStore.importedNoteDeleted`).
  func importedNoteDeleted(_ id: UUID) throws -> Bool {
    guard anyImported || anyDeletedNote else { return false }
    return try LibraryStore.importedNoteDeleted(id, db)
  }

  /// Whether the favorite of `ayah` was seen unmarked at or after `date` (any time, nil).
  func favorite(_ ayah: AyahID, since date: Date?) throws -> Bool {
    try seen(.favorite, ayah.description, .favorite(ayah), since: date)
  }

  /// Whether the note `id` on `ayah` was seen deleted at or after `date` (any time, nil).
  func note(_ id: UUID, on ayah: AyahID, since date: Date?) throws -> Bool {
    try seen(.note, id.text, .note(id, ayah: ayah), since: date)
  }

  private func seen(
    _ kind: TrashRow.Kind, _ key: String, _ record: RecordIdentity, since date: Date?
  ) throws -> Bool {
    let time = (date ?? .distantPast).milliseconds
    if anyTrash,
      try LibraryStore.thrownAway(kind, key, since: Date(milliseconds: time), db)
    {
      return true
    }
    guard anyGone, let user else { return false }
    return try Bool.fetchOne(
      db.cachedStatement(
        sql: "SELECT 1 FROM serverGone WHERE recordType = ? AND recordName = ? AND goneAt >= ?"),
      arguments: [record.recordType.rawValue, record.recordName(user: user), time]) ?? false
  }
}
