import AppRecords
import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// The order of a list of notes.
  public enum NoteOrder: Sendable {
    case newestFirst, bySurah

    var sql: String {
      self == .newestFirst ? "modifiedAt DESC, rowid DESC" : "surah, ayah, createdAt, rowid"
    }
  }

  /// Writes a new note on an ayah.
  @discardableResult
  public func addNote(on ayah: AyahID, text: String, at date: Date? = nil) throws -> AyahNote {
    let date = (date ?? clock.now()).toMilliseconds
    let text = try NoteText.checked(text)
    let note = AyahNote(
      id: UUID(), ayahID: ayah, text: text.words, createdAt: date, modifiedAt: date)
    try write { db in try Self.insert(note, db) }
    return note
  }

  /// Replaces the text of a note, keeping its id and creation time.
  @discardableResult
  public func editNote(_ id: UUID, text: String, at date: Date? = nil) throws -> AyahNote {
    let date = (date ?? clock.now()).toMilliseconds
    let text = try NoteText.checked(text).words
    return try write { db in
      guard let old = try Self.note(id, db) else { throw NoteError.notFound(id.uuidString) }
      let note = AyahNote(
        id: id, ayahID: old.ayahID, text: text, createdAt: old.createdAt, modifiedAt: date)
      try Self.put(note, db)
      try Self.journal(.note(id, ayah: note.ayahID), .save, at: date, db)
      return note
    }
  }

  /// Deletes a note, keeping it in the trash; returns it, so it can be put back (undo).
  @discardableResult
  public func deleteNote(_ id: UUID, at date: Date? = nil) throws -> AyahNote {
    let date = date ?? clock.now()
    return try write { db in
      guard let note = try Self.note(id, db) else { throw NoteError.notFound(id.uuidString) }
      try Self.remove(id, db)
      try DeletedNoteRow(id: id.uuidString, ayahID: note.ayahID.description).insert(
        db, onConflict: .replace)
      try Self.throwAway(.note(note), at: date, db)
      try Self.journal(.note(id, ayah: note.ayahID), .delete, at: date, db)
      return note
    }
  }

  /// Puts a deleted note back (same id, text and creation time) as a new version changed at
  /// `date`, as the trash brings one back (`restore(_:at:)`); a note here again meanwhile (a
  /// sync brought another device's edit of it back) stays as it is. Returns the note as it is
  /// now.
  @discardableResult
  public func restoreNote(_ note: AyahNote, at date: Date? = nil) throws -> AyahNote {
    let date = date ?? clock.now()
    return try write { db in
      if let here = try Self.note(note.id, db) { return here }
      let back = note.restored(at: date)
      // Remembered first: the note's insert takes it out of the trash, which says when it
      // was deleted.
      try Self.rememberRestore(of: note, at: date, db)
      try Self.insert(back, db)
      return back
    }
  }

  /// The note with this id, or nil when there is none.
  public func note(_ id: UUID) throws -> AyahNote? {
    try read { db in try Self.note(id, db) }
  }

  /// The notes of one ayah, oldest first, or of every ayah in an order.
  public func notes(on ayah: AyahID? = nil, order: NoteOrder = .newestFirst) throws -> [AyahNote] {
    try read { db in
      if let ayah {
        return try NoteRow.fetchAll(
          db, sql: "SELECT * FROM note WHERE surah = ? AND ayah = ? ORDER BY createdAt, rowid",
          arguments: [ayah.surah, ayah.ayah]
        ).compactMap { $0.note }
      }
      return try NoteRow.fetchAll(db, sql: "SELECT * FROM note ORDER BY \(order.sql)")
        .compactMap { $0.note }
    }
  }

  /// A window of the notes in an order, for a list that shows a screenful at a time.
  public func notes(order: NoteOrder, offset: Int, limit: Int) throws -> [AyahNote] {
    try read { db in
      try NoteRow.fetchAll(
        db, sql: "SELECT * FROM note ORDER BY \(order.sql) LIMIT ? OFFSET ?",
        arguments: [limit, offset]
      ).compactMap { $0.note }
    }
  }

  /// How many notes the library holds, on every ayah.
  public func noteCount() throws -> Int {
    try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") ?? 0 }
  }

  /// How many notes each ayah of a surah has, for the reader's markers.
  public func noteCounts(inSurah surah: Int) throws -> [AyahID: Int] {
    try read { db in
      var counts = [AyahID: Int]()
      for row in try Row.fetchAll(
        db, sql: "SELECT ayah, count(*) AS n FROM note WHERE surah = ? GROUP BY ayah",
        arguments: [surah])
      {
        if let id = try? AyahID(surah: surah, ayah: row["ayah"]) { counts[id] = row["n"] }
      }
      return counts
    }
  }

  /// Notes whose text matches a search, newest first; tones, marks and case don't matter.
  public func searchNotes(_ query: String, limit: Int = 200) throws -> (
    notes: [AyahNote], terms: SearchTerms, total: Int
  ) {
    let terms = SearchTerms(query: query)
    guard !terms.isEmpty else { return ([], terms, 0) }
    return try read { db in
      // Newest first: FTS5 walks its index in rowid order without scoring every match.
      let total =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM noteSearch WHERE noteSearch MATCH ?",
          arguments: [terms.matchExpression]) ?? 0
      let notes = try NoteRow.fetchAll(
        db,
        sql: """
          SELECT note.* FROM
            (SELECT rowid FROM noteSearch WHERE noteSearch MATCH ? ORDER BY rowid DESC LIMIT ?)
            AS hit
          JOIN note ON note.rowid = hit.rowid ORDER BY note.rowid DESC
          """, arguments: [terms.matchExpression, limit]
      ).compactMap { $0.note }
      return (notes, terms, total)
    }
  }

  // MARK: Rows

  /// Writes a new note, indexed for search and journaled at `date` (its `modifiedAt` when
  /// nil); a deletion of it waiting to be sent, or its trash item, goes (`forgettingDeletion`:
  /// an import that knows both tables empty skips asking, 50,000 times).
  static func insert(
    _ note: AyahNote, journalAt date: Date? = nil, forgettingDeletion: Bool = true,
    _ db: Database
  ) throws {
    // SQL compiled once, not `NoteRow.insert` and `DeletedNoteRow.deleteOne`: an import adds
    // 50,000, and GRDB's record writes are far slower (`quran-bench import`).
    let row = NoteRow(note)
    try db.run(
      """
      INSERT INTO note(id, ayahID, surah, ayah, text, createdAt, modifiedAt)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """, [row.id, row.ayahID, row.surah, row.ayah, row.text, row.createdAt, row.modifiedAt])
    try index(note, rowid: db.lastInsertedRowID, db)
    if forgettingDeletion {
      try db.run("DELETE FROM deletedNote WHERE id = ?", [row.id])
      try db.run("DELETE FROM trash WHERE id = ?", [row.id])
    }
    try journal(.note(note.id, ayah: note.ayahID), .save, at: date ?? note.modifiedAt, db)
  }

  /// Writes a note: a new one, or new text and times for the one with its id (on its ayah);
  /// the text it replaces is remembered (`rememberEarlierText`).
  package static func put(_ note: AyahNote, _ db: Database) throws {
    if let old = try String.fetchOne(
      db.cachedStatement(sql: "SELECT text FROM note WHERE id = ?"),
      arguments: [note.id.text]), old != note.text
    {
      try rememberEarlierText(old, of: note.id, leftAt: note.modifiedAt.milliseconds, db)
    }
    try NoteRow(note).insert(
      db,
      """
      ON CONFLICT(id) DO UPDATE SET text = excluded.text, createdAt = excluded.createdAt,
        modifiedAt = excluded.modifiedAt
      """)
    try index(note, rowid: try rowid(of: note.id, db), db)
  }

  /// Deletes a note and its text from the search index; its text is remembered as one the
  /// note held (`rememberEarlierText`), should it come back with another.
  package static func remove(_ id: UUID, _ db: Database) throws {
    if let text = try String.fetchOne(
      db.cachedStatement(sql: "SELECT text FROM note WHERE id = ?"), arguments: [id.text])
    {
      try rememberEarlierText(text, of: id, db)
    }
    try NoteSearchRow.filter(Column.rowID == (try rowid(of: id, db))).deleteAll(db)
    try NoteRow.deleteOne(db, key: ["id": id.text])
  }

  static func index(_ note: AyahNote, rowid: Int64, _ db: Database) throws {
    // SQL compiled once, as for the note (every note written is indexed).
    try db.run(
      "INSERT OR REPLACE INTO noteSearch(rowid, folded) VALUES (?, ?)",
      [rowid, VietnameseFolding.fold(note.text)])
  }

  static func rowid(of id: UUID, _ db: Database) throws -> Int64 {
    try Int64.fetchOne(
      db.cachedStatement(sql: "SELECT rowid FROM note WHERE id = ?"), arguments: [id.text])
      ?? -1
  }

  static func note(_ id: UUID, _ db: Database) throws -> AyahNote? {
    try db.first(NoteRow.self, "SELECT * FROM note WHERE id = ?", [id.text])?.note
  }
}

extension LibraryStore {
  /// How many characters a shortened note id keeps at least.
  public static let shortestNoteID = 4

  /// The note whose id is `text` or begins with it (ids may be shortened, as git's are).
  public func noteID(matching text: String) throws -> UUID {
    let prefix = text.uppercased().filter { $0.isHexDigit || $0 == "-" }
    guard prefix.count >= Self.shortestNoteID else { throw NoteError.idTooShort(text) }
    let ids = try read { db in
      try String.fetchAll(
        db, sql: "SELECT id FROM note WHERE id LIKE ? || '%' LIMIT 2", arguments: [prefix])
    }
    guard ids.count == 1, let id = UUID(uuidString: ids[0]) else {
      throw ids.isEmpty ? NoteError.notFound(text) : NoteError.ambiguous(text)
    }
    return id
  }
}
