import AppRecords
import Clocks
import Foundation
import GRDB
import Interface
import QuranText

/// What the person deleted or replaced, kept for `TrashItem.keptDays` days so that a stray key
/// is never the end of a note: a note deleted, a favorite unmarked, a reading plan
/// or memorizing plan replaced or cleared, a goal replaced. Each goes in, in the transaction
/// that deletes it — here, or in the sync's that takes another device's deletion of a note or
/// a favorite (`Origin.elsewhere`); `quran trash` lists them and `restore` (or `u`
/// in the reader) brings one back as a new version, journaled to sync as any change.
public struct TrashItem: Sendable, Equatable {
  /// What was thrown away.
  public enum Content: Sendable, Equatable {
    case note(AyahNote)
    case favorite(AyahID)
    case readingPlan(ReadingPlan)
    case readingGoal(ReadingGoal)
    case memorizePlan(MemorizePlan)
  }

  /// How many days an item is kept.
  public static let keptDays = 30

  /// The item's id (a note's own id; a new one for the rest), which `quran trash restore`
  /// takes, shortened as note ids may be.
  public let id: String
  /// What was thrown away, as it was.
  public let content: Content
  /// When it left this library.
  public let deletedAt: Date
  /// Where it was deleted.
  public var origin = Origin.here

  /// Where a deletion was made.
  public enum Origin: String, Sendable, Equatable {
    /// On this computer.
    case here
    /// On another device of the person's, and taken by a sync.
    case elsewhere
  }
}

/// Why an item of the trash could not be brought back; a sentence for a person.
public enum TrashError: Error, Equatable, CustomStringConvertible {
  /// No item's id begins with the text (or it is older than the trash keeps).
  case notFound(String)
  /// More than one item's id begins with the text.
  case ambiguous(String)

  /// What is wrong and what to do.
  public var description: String {
    switch self {
    case .notFound(let text): TrashText.notFound(text)
    case .ambiguous(let text): TrashText.ambiguous(text)
    }
  }
}

extension LibraryStore {
  /// What the trash holds, newest first; items older than `TrashItem.keptDays` are left out.
  public func trash(now: Date? = nil) throws -> [TrashItem] {
    let now = now ?? clock.now()
    return try read { db in
      guard try db.hasTable(TrashRow.databaseTableName) else { return [] }
      return try TrashRow.fetchAll(
        db, sql: "SELECT * FROM trash WHERE deletedAt >= ? ORDER BY deletedAt DESC, rowid DESC",
        arguments: [Self.oldestKept(now: now)]
      ).compactMap(\.item)
    }
  }

  /// The item whose id is `text` or begins with it.
  public func trashItem(matching text: String, now: Date? = nil) throws -> TrashItem {
    let now = now ?? clock.now()
    let prefix = text.uppercased().filter { $0.isHexDigit || $0 == "-" }
    guard prefix.count >= Self.shortestNoteID else { throw NoteError.idTooShort(text) }
    let found = try trash(now: now).filter { $0.id.hasPrefix(prefix) }
    guard found.count == 1 else {
      throw found.isEmpty ? TrashError.notFound(text) : TrashError.ambiguous(text)
    }
    return found[0]
  }

  /// Brings an item back and journals it to be sent, as a new version of what was deleted,
  /// changed at `date`: a note with its id, text and creation time; a favorite marked at
  /// `date`; a plan or goal (the one it replaces goes to the trash in its turn). A version of
  /// its own, so that no device that saw the deletion takes it for the deleted one sent back
  /// by a device that never saw it (`ServerPast`'s delete-again rule). Returns false when
  /// there was nothing to bring back (the note or favorite is here again).
  @discardableResult
  public func restore(_ item: TrashItem, at date: Date? = nil) throws -> Bool {
    let date = date ?? clock.now()
    return try write { db in
      let back: Bool
      switch item.content {
      case .note(let note):
        back = try Self.note(note.id, db) == nil
        if back {
          // Remembered first: the note's insert takes it out of the trash, which says when
          // it was deleted.
          try Self.rememberRestore(of: note, at: date, db)
          try Self.insert(note.restored(at: date), db)
        }
      case .favorite(let ayah):
        back = try Self.setFavorite(ayah, true, at: date, db)
      case .readingPlan(let plan):
        try Self.replacePlan(with: plan, at: date, db)
        back = true
      case .readingGoal(let goal):
        try Self.replaceGoal(with: goal, at: date, db)
        back = true
      case .memorizePlan(let plan):
        try Self.replaceMemorizePlan(with: plan, at: date, db)
        back = true
      }
      try db.run("DELETE FROM trash WHERE id = ?", [item.id])
      return back
    }
  }

  /// Puts `content` in the trash, deleted at `date` (`origin` says where), and forgets what is
  /// older than the trash keeps.
  static func throwAway(
    _ content: TrashItem.Content, at date: Date, origin: TrashItem.Origin = .here,
    _ db: Database
  ) throws {
    let id: String
    if case .note(let note) = content { id = note.id.uuidString } else { id = UUID().uuidString }
    try TrashRow(TrashItem(id: id, content: content, deletedAt: date, origin: origin)).insert(
      db, onConflict: .replace)
    try db.run("DELETE FROM trash WHERE deletedAt < ?", [oldestKept(now: date)])
  }

  /// Whether the trash holds `key` of `kind` deleted at or after `date`: an import of a copy
  /// made before then does not bring it back.
  static func thrownAway(_ kind: TrashRow.Kind, _ key: String, since date: Date, _ db: Database)
    throws -> Bool
  {
    try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT 1 FROM trash WHERE kind = ? AND key = ? AND deletedAt >= ?"),
      arguments: [kind.rawValue, key, date.milliseconds]) ?? false
  }

  /// Takes the favorite of `ayah` out of the trash: it is marked again.
  package static func forgetThrownAwayFavorite(_ ayah: AyahID, _ db: Database) throws {
    try db.run(
      "DELETE FROM trash WHERE kind = ? AND key = ?",
      [TrashRow.Kind.favorite.rawValue, ayah.description])
  }

  /// Puts back the items of the trash a recovery read that the library lacks.
  package func addMissingTrash(_ rows: [TrashRow]) throws {
    guard !rows.isEmpty else { return }
    try write { db in
      for row in rows { try row.insert(db, onConflict: .ignore) }
    }
  }

  static func oldestKept(now: Date) -> Int64 {
    now.addingTimeInterval(-Double(TrashItem.keptDays) * 86_400).milliseconds
  }
}

/// A row of `trash`: an item's kind, the key of what it was (a note's id, a favorite's ayah, a
/// plan's name), its content as JSON, and when it was deleted.
package struct TrashRow: Codable, FetchableRecord, PersistableRecord {
  /// The table's name.
  package static let databaseTableName = "trash"
  enum Kind: String, Codable { case note, favorite, readingPlan, readingGoal, memorizePlan }

  var id: String, kind: String, key: String, content: String, deletedAt: Int64
  /// `elsewhere` for a deletion a sync took from another device; nil for one made here.
  var origin: String?

  /// A note's content: the note without its id, which is the row's.
  private struct NoteContent: Codable {
    var ayah: String, text: String, createdAt: Int64, modifiedAt: Int64
  }

  init(_ item: TrashItem) throws {
    (id, deletedAt) = (item.id, item.deletedAt.milliseconds)
    origin = item.origin == .here ? nil : item.origin.rawValue
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let body: Data
    switch item.content {
    case .note(let note):
      (kind, key) = (Kind.note.rawValue, note.id.uuidString)
      body = try encoder.encode(
        NoteContent(
          ayah: note.ayahID.description, text: note.text, createdAt: note.createdAt.milliseconds,
          modifiedAt: note.modifiedAt.milliseconds))
    case .favorite(let ayah):
      (kind, key, body) = (Kind.favorite.rawValue, ayah.description, Data("{}".utf8))
    case .readingPlan(let plan):
      (kind, key, body) = (Kind.readingPlan.rawValue, plan.name, try encoder.encode(plan))
    case .readingGoal(let goal):
      (kind, key, body) = (Kind.readingGoal.rawValue, "", try encoder.encode(goal))
    case .memorizePlan(let plan):
      (kind, key, body) = (Kind.memorizePlan.rawValue, "", try encoder.encode(plan))
    }
    content = String(decoding: body, as: UTF8.self)
  }

  /// The item, or nil for a kind or content this version cannot read.
  var item: TrashItem? {
    let body = Data(content.utf8)
    let decoder = JSONDecoder()
    let content: TrashItem.Content
    switch Kind(rawValue: kind) {
    case .note:
      guard let id = UUID(uuidString: key),
        let note = try? decoder.decode(NoteContent.self, from: body),
        let ayah = try? AyahID.parse(note.ayah)
      else { return nil }
      content = .note(
        AyahNote(
          id: id, ayahID: ayah, text: note.text, createdAt: Date(milliseconds: note.createdAt),
          modifiedAt: Date(milliseconds: note.modifiedAt)))
    case .favorite:
      guard let ayah = try? AyahID.parse(key) else { return nil }
      content = .favorite(ayah)
    case .readingPlan:
      guard let plan = try? decoder.decode(ReadingPlan.self, from: body) else { return nil }
      content = .readingPlan(plan)
    case .readingGoal:
      guard let goal = try? decoder.decode(ReadingGoal.self, from: body) else { return nil }
      content = .readingGoal(goal)
    case .memorizePlan:
      guard let plan = try? decoder.decode(MemorizePlan.self, from: body) else { return nil }
      content = .memorizePlan(plan)
    case nil: return nil
    }
    return TrashItem(
      id: id, content: content, deletedAt: Date(milliseconds: deletedAt),
      origin: origin.flatMap(TrashItem.Origin.init(rawValue:)) ?? .here)
  }
}

extension TrashItem {
  /// What the item is, for a person: "note on 2:255: Study day…", "favorite 2:255".
  public var what: String {
    switch content {
    case .note(let note): TrashText.note(note.ayahID.description, Self.excerpt(note.text))
    case .favorite(let ayah): TrashText.favorite(ayah.description)
    case .readingPlan(let plan): TrashText.readingPlan(plan.name)
    case .readingGoal(let goal): TrashText.readingGoal(goal.description)
    case .memorizePlan(let plan): TrashText.memorizePlan(plan.target, plan.by)
    }
  }

  /// Where it was deleted, for a person: nothing for here, "on another device" for a deletion
  /// a sync took.
  public var whereDeleted: String {
    origin == .elsewhere ? " " + TrashText.onAnotherDevice() : ""
  }

  /// A note's first line, cut at 48 characters.
  static func excerpt(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    let cut =
      line.count > 48 || line.count < text.trimmingCharacters(in: .whitespacesAndNewlines).count
    return String(line.prefix(48)) + (cut ? "…" : "")
  }
}

extension SyncTransaction {
  /// Puts what a sync deleted here, as another device deleted it, in the trash: the
  /// person can bring back what another device — or the phone — deleted.
  package func throwAwayDeletedElsewhere(_ content: TrashItem.Content, at date: Date) throws {
    try LibraryStore.throwAway(content, at: date, origin: .elsewhere, db)
  }

  /// The note `id` as the person deleted it on this device, as its trash keeps it; nil when
  /// the trash holds none.
  package func noteDeletedHere(_ id: UUID) throws -> AyahNote? {
    let row = try TrashRow.fetchOne(
      db, sql: "SELECT * FROM trash WHERE id = ? AND kind = ? AND origin IS NULL",
      arguments: [id.uuidString, TrashRow.Kind.note.rawValue])
    guard case .note(let note)? = row?.item?.content else { return nil }
    return note
  }

  /// Takes the note `id` out of the trash: a sync brought it here again.
  package func forgetThrownAwayNote(_ id: UUID) throws {
    try db.run("DELETE FROM trash WHERE id = ?", [id.uuidString])
  }

  /// Takes the favorite of `ayah` out of the trash: a sync marked it here again.
  package func forgetThrownAwayFavorite(_ ayah: AyahID) throws {
    try LibraryStore.forgetThrownAwayFavorite(ayah, db)
  }

  /// When the person unmarked the favorite of `ayah` on this device, as its trash keeps it
  /// (not another device's unmark a sync brought); nil when the trash holds none.
  package func unmarkedHere(_ ayah: AyahID) throws -> Date? {
    try Int64.fetchOne(
      db,
      sql: """
        SELECT max(deletedAt) FROM trash WHERE kind = ? AND key = ? AND origin IS NULL
        """,
      arguments: [TrashRow.Kind.favorite.rawValue, ayah.description]
    ).map(Date.init(milliseconds:))
  }
}
