import AppRecords
import Foundation
import GRDB
import QuranText

/// What a sync may do to the library inside one transaction: read and write records as the
/// server has them — without journaling them, since they are not local changes — look at and
/// settle the local changes still waiting to be sent, and keep its bookkeeping (the server's
/// version of each record, the change token) in the same transaction as the data it covers.
public struct SyncTransaction {
  /// The database of the transaction it reads in.
  package let db: Database
  /// The ayahs whose grades this transaction added (`putMemorizeReview`).
  let cardsToMake = CardsToMake()

  // MARK: Every record

  /// The keys of the records of `type` the server has no version of (as far as this device
  /// knows) and that wait for nothing: one query, however large the library. Each synced
  /// type's kind names its keys (`RecordKind.localKeysSQL`) and reads them back.
  public func unsentKeys(of type: RecordType) throws -> [String] {
    guard let local = RecordKinds.kind(type)?.localKeysSQL else { return [] }
    return try String.fetchAll(
      db,
      sql: """
        SELECT k FROM (\(local)) WHERE k NOT IN
          (SELECT recordKey FROM serverRecord WHERE recordType = ?1
           UNION ALL SELECT recordKey FROM journal WHERE recordType = ?1)
        """, arguments: [type.rawValue])
  }

  // MARK: The journal

  /// The local change of a record still waiting to be sent, if any.
  public func pendingChange(_ record: RecordIdentity) throws -> JournalEntry? {
    try db.first(
      JournalRow.self, "SELECT * FROM journal WHERE recordType = ? AND recordKey = ?",
      [record.recordType.rawValue, record.key]
    )?.entry
  }

  /// Settles a sent change — unless a newer change of the same record replaced it meanwhile,
  /// which then stays to be sent.
  public func markSent(_ entry: JournalEntry) throws {
    // SQL compiled once, as for a note's insert: a sync settles one entry per record sent.
    try db.run("DELETE FROM journal WHERE sequence = ?", [entry.sequence])
    if entry.recordType == .ayahNote, entry.operation == .delete {
      try DeletedNoteRow.deleteOne(db, key: entry.recordKey)
    }
  }

  /// Queues a record to be sent again (after a full resync found the server without it).
  public func journalSave(_ record: RecordIdentity, at date: Date) throws {
    try LibraryStore.journal(record, .save, at: date, db)
  }

  // MARK: Bookkeeping

  /// The server's version of a record as last seen, or nil when the server has none we know.
  public func serverTag(_ record: RecordIdentity) throws -> String? {
    try serverRecord(record.recordType, record.key)?.changeTag
  }

  /// Remembers the server's version of a record (and its name, which for a note carries an
  /// ayah the library forgets once the note is deleted, and the server's time of that
  /// version, when known); nil forgets them. The fingerprint of the version it replaces and
  /// the version's own `ancestors` (as its writer knew them) join the few earlier ones kept
  /// (`ServerRecord.earlier`): each is an ancestor of what this device holds from now on.
  public func setServerTag(
    _ record: RecordIdentity, _ tag: String?, recordName: String? = nil,
    modifiedAt: Int64? = nil, contentHash: String? = nil, ancestors: [String] = []
  ) throws {
    let (type, key) = (record.recordType, record.key)
    let lost = try lostAncestry(record)
    if !lost.isEmpty {
      try ServerAncestryRow.deleteOne(db, key: ["recordType": type.rawValue, "recordKey": key])
    }
    guard let tag else {
      try ServerRecordRow.deleteOne(db, key: ["recordType": type.rawValue, "recordKey": key])
      return
    }
    let before = try serverRecord(type, key)
    var replaced: [String] = []
    if let hash = before?.contentHash, hash != contentHash { replaced = [hash] }
    var earlier: [String] = []
    // The versions, not the marks of texts left, which say when and not what.
    let versions = ancestors.filter { !LibraryStore.isLeftMark($0) }
    for hash in replaced + versions + Self.hashes(before?.earlierHashes) + lost
    where hash != contentHash && !earlier.contains(hash) && earlier.count < Self.earlierVersionsKept
    {
      earlier.append(hash)
    }
    try ServerRecordRow(
      recordType: type.rawValue, recordKey: key, changeTag: tag,
      recordName: recordName ?? before?.recordName, modifiedAt: modifiedAt,
      contentHash: contentHash,
      earlierHashes: earlier.isEmpty ? nil : earlier.joined(separator: " ")
    ).insert(  // not `upsert`: its statement is made anew each time, and this runs per record
      db,
      """
      ON CONFLICT(recordType, recordKey) DO UPDATE SET changeTag = excluded.changeTag,
        recordName = excluded.recordName, modifiedAt = excluded.modifiedAt,
        contentHash = excluded.contentHash, earlierHashes = excluded.earlierHashes
      """)
  }

  /// How many fingerprints of earlier versions each record keeps.
  static let earlierVersionsKept = 8

  private static func hashes(_ list: String?) -> [String] {
    list?.split(separator: " ").map(String.init) ?? []
  }

  /// Fingerprints of the versions a change of this record is made from, newest first: the
  /// server's version as last seen and the earlier ones kept (or those of a version a
  /// restored server lost), without `sending` (the fingerprint of what is sent).
  public func serverAncestors(_ record: RecordIdentity, sending: String?) throws -> [String] {
    let row = try serverRecord(record.recordType, record.key)
    let known = [row?.contentHash].compactMap { $0 } + Self.hashes(row?.earlierHashes)
    return (known + (try lostAncestry(record))).filter { $0 != sending }
  }

  /// Forgets the server's version of a record that a server restored from a backup lost,
  /// keeping its fingerprint and the earlier ones: the version sent again in its place is
  /// made from them, and says so (`serverAncestors`).
  public func loseServerVersion(_ record: RecordIdentity) throws {
    let (type, key) = (record.recordType, record.key)
    guard let row = try serverRecord(type, key) else { return }
    let hashes = [row.contentHash].compactMap { $0 } + Self.hashes(row.earlierHashes)
    try setServerTag(record, nil)
    guard !hashes.isEmpty else { return }
    try ServerAncestryRow(
      recordType: type.rawValue, recordKey: key,
      hashes: hashes.prefix(Self.earlierVersionsKept).joined(separator: " ")
    ).save(db)
  }

  /// Adds `deleted`, the versions a deletion elsewhere took, to what the change waiting here
  /// is made from: the change beat the deletion, and is later than each of them. They come
  /// after the versions it was made from, whose order tells where two branches part. A
  /// restore's mark is one of them only when the change was made from words brought back
  /// (a restore of the same words is one content); else the change was made apart from that
  /// restore, and stays beside it when the restore is brought back again.
  public func carryOn(_ record: RecordIdentity, after deleted: [String]) throws {
    guard !deleted.isEmpty else { return }
    let known = try serverAncestors(record, sending: nil)
    let room = Self.earlierVersionsKept - min(deleted.count, 2)
    var hashes: [String] = []
    let madeFromARestore = known.contains(where: LibraryStore.isRestoreMark)
    let taken = deleted.filter { madeFromARestore || !LibraryStore.isRestoreMark($0) }
    for hash in known.prefix(room) + taken where !hashes.contains(hash) {
      hashes.append(hash)
    }
    try inheritAncestors(record, hashes)
  }

  /// Gives a record made to carry on another's history (a conflict copy) that history's
  /// fingerprints, newest first: its changes are made from them, and say so.
  public func inheritAncestors(_ record: RecordIdentity, _ hashes: [String]) throws {
    guard !hashes.isEmpty else { return }
    try ServerAncestryRow(
      recordType: record.recordType.rawValue, recordKey: record.key,
      hashes: hashes.prefix(Self.earlierVersionsKept).joined(separator: " ")
    ).save(db)
  }

  private func lostAncestry(_ record: RecordIdentity) throws -> [String] {
    Self.hashes(
      try db.first(
        ServerAncestryRow.self,
        "SELECT * FROM serverAncestry WHERE recordType = ? AND recordKey = ?",
        [record.recordType.rawValue, record.key])?.hashes)
  }

  /// The fingerprint of the server's version as last seen, if known.
  public func serverContentHash(_ record: RecordIdentity) throws -> String? {
    try serverRecord(record.recordType, record.key)?.contentHash
  }

  /// The record name remembered with the server's version of the record `key` of `type`.
  public func serverRecordName(_ type: RecordType, key: String) throws -> String? {
    try serverRecord(type, key)?.recordName
  }

  /// The record name remembered with the server's version, if any.
  public func serverRecordName(_ record: RecordIdentity) throws -> String? {
    try serverRecord(record.recordType, record.key)?.recordName
  }

  private func serverRecord(_ type: RecordType, _ key: String) throws -> ServerRecordRow? {
    try db.first(
      ServerRecordRow.self, "SELECT * FROM serverRecord WHERE recordType = ? AND recordKey = ?",
      [type.rawValue, key])
  }

  /// What this device last saw of a record on the server: its version, and its name there.
  public struct ServerRecord: Sendable, Equatable {
    /// The local record's key (`RecordIdentity.key`).
    public let key: String
    /// The version's change tag.
    public let tag: String
    /// The server's time of that version (milliseconds), when known.
    public var modifiedAt: Int64? = nil
    /// A fingerprint of that version's fields, when known.
    public var contentHash: String? = nil
    /// Fingerprints of the server's earlier versions this device held, newest first: each
    /// an ancestor of the version it holds now.
    public var earlier: [String] = []

    /// The fingerprints of this version and of the earlier ones, newest first.
    public var versions: [String] { [contentHash].compactMap { $0 } + earlier }
  }

  /// The server's version of every record of `type` this device has seen, by record name;
  /// a record known without its name has the one `name` gives its key (its kind's).
  public func serverRecords(
    of type: RecordType, name nameOf: (String, SyncTransaction) throws -> String?
  ) throws -> [String: ServerRecord] {
    var found = [String: ServerRecord]()
    let rows = try ServerRecordRow.fetchCursor(
      db, sql: "SELECT * FROM serverRecord WHERE recordType = ?", arguments: [type.rawValue])
    while let row = try rows.next() {
      var name = row.recordName
      if name == nil {
        name = try nameOf(row.recordKey, self)
      }
      if let name {
        found[name] = ServerRecord(
          key: row.recordKey, tag: row.changeTag, modifiedAt: row.modifiedAt,
          contentHash: row.contentHash, earlier: Self.hashes(row.earlierHashes))
      }
    }
    return found
  }

  /// The server's versions this device has seen of the records `names` of `type`, by name:
  /// what a pull of the few records that changed needs, without reading every version.
  public func serverRecords(of type: RecordType, named names: [String], user: String) throws
    -> [String: ServerRecord]
  {
    var found = [String: ServerRecord]()
    for name in names {
      var row = try db.first(
        ServerRecordRow.self,
        "SELECT * FROM serverRecord WHERE recordType = ? AND recordName = ?", [type.rawValue, name])
      if row == nil, let key = (try? RecordIdentity(recordName: name))?.key {
        // Known by key, without its name (kept only where it is not the key's own).
        row = try serverRecord(type, key).flatMap { $0.recordName == nil ? $0 : nil }
      }
      if let row {
        found[name] = ServerRecord(
          key: row.recordKey, tag: row.changeTag, modifiedAt: row.modifiedAt,
          contentHash: row.contentHash, earlier: Self.hashes(row.earlierHashes))
      }
    }
    return found
  }

  /// Forgets every server version (the server's data is to be fetched again from the start).
  public func forgetServerTags() throws {
    try ServerRecordRow.deleteAll(db)
    try ServerGoneRow.deleteAll(db)
    try ServerAncestryRow.deleteAll(db)
  }

  /// Writes the server's time of versions seen before it was kept (`keys` with their times),
  /// where none is known yet.
  public func stampServerTimes(_ type: RecordType, _ keys: [(String, Int64)]) throws {
    for (key, time) in keys {
      try ServerRecordRow.filter(key: ["recordType": type.rawValue, "recordKey": key])
        .filter(Column("modifiedAt") == nil).updateAll(db, Column("modifiedAt").set(to: time))
    }
  }

  /// Remembers that the server no longer has the record `name` of `type`, as of `at` (the
  /// server's time, in milliseconds), the fingerprints of the version deleted and of those it
  /// was made from, newest first, when known, and when the person deleted (`madeAt`), when
  /// known.
  public func recordGone(
    _ type: RecordType, name: String, at: Int64, versions: [String] = [], madeAt: Int64? = nil
  ) throws {
    // A record deleted again (back after a restore) keeps the versions deleted before too:
    // any of them sent back by a device that was behind is deleted again. When the person
    // deleted stays known when a later look at the deletion does not say it (a deletion
    // sent again after a server restore, seen gone again).
    let before = try gone(type, name: name)?.versions ?? []
    var kept: [String] = []
    for hash in versions + before
    where !kept.contains(hash) && kept.count <= Self.earlierVersionsKept {
      kept.append(hash)
    }
    try ServerGoneRow(
      recordType: type.rawValue, recordName: name, goneAt: at,
      contentHash: kept.isEmpty ? nil : kept.joined(separator: " "), madeAt: madeAt
    ).insert(
      db,
      """
      ON CONFLICT(recordType, recordName) DO UPDATE
        SET madeAt = coalesce(
            CASE WHEN excluded.goneAt >= serverGone.goneAt THEN excluded.madeAt END,
            serverGone.madeAt, excluded.madeAt),
          goneAt = max(serverGone.goneAt, excluded.goneAt),
          contentHash = coalesce(excluded.contentHash, serverGone.contentHash)
      """)
  }

  /// A deletion this device saw: when (the server's time), the fingerprints of the version
  /// deleted and of those it was made from, newest first, and when the person deleted, when
  /// known.
  public struct Gone: Sendable {
    /// When the deletion was seen: the server's time, in milliseconds.
    public let at: Int64
    /// The fingerprints of the version deleted and of those it was made from, newest first.
    public let versions: [String]
    /// When the person deleted, in milliseconds, when known.
    public let madeAt: Int64?

    /// When the deletion was made, as best known: the person's time, else the server's.
    public var made: Date { Date(milliseconds: madeAt ?? at) }
  }

  /// The last time this device saw the record `name` of `type` gone from the server, if it
  /// did.
  public func gone(_ type: RecordType, name: String) throws -> Gone? {
    try db.first(
      ServerGoneRow.self, "SELECT * FROM serverGone WHERE recordType = ? AND recordName = ?",
      [type.rawValue, name]
    ).map { Gone(at: $0.goneAt, versions: Self.hashes($0.contentHash), madeAt: $0.madeAt) }
  }

  /// Queues the deletion of a record this device no longer has, which a server restored
  /// from an earlier copy brought back.
  public func journalDelete(_ record: RecordIdentity, at date: Date) throws {
    try LibraryStore.journal(record, .delete, at: date, db)
  }

  /// The sync's bookkeeping value under `key` (the change token, among others), if any.
  public func state(_ key: String) throws -> String? {
    try String.fetchOne(db, sql: "SELECT value FROM syncState WHERE key = ?", arguments: [key])
  }

  /// The oldest changes waiting to be sent, at most `limit` of them (`LibraryStore`'s), read
  /// in this transaction.
  public func pendingChanges(limit: Int) throws -> [JournalEntry] {
    try JournalRow.fetchAll(
      db,
      sql: """
        SELECT * FROM journal WHERE +recordType IN (\(LibraryStore.knownTypes))
        ORDER BY sequence LIMIT ?
        """, arguments: [limit]
    ).compactMap { $0.entry }
  }

  /// Writes the sync's bookkeeping value under `key`; nil forgets it.
  public func setState(_ key: String, _ value: String?) throws {
    if let value {
      try SyncStateRow(key: key, value: value).insert(db, onConflict: .replace)
    } else {
      try SyncStateRow.deleteOne(db, key: key)
    }
  }
}

extension LibraryStore {
  /// Runs `body` in one write transaction for the sync engine; the cards of the ayahs whose
  /// grades it added are made once, at its end.
  public func syncTransaction<T>(_ body: (SyncTransaction) throws -> T) throws -> T {
    try write { db in
      let tx = SyncTransaction(db: db)
      let result = try body(tx)
      try tx.makeCards(at: clock.now())
      return result
    }
  }

  /// The server's version of every record of `type` this device has seen, by record name; a
  /// record known without its name has the one `name` gives its key.
  public func serverRecords(
    of type: RecordType, name: (String, SyncTransaction) throws -> String?
  ) throws -> [String: SyncTransaction.ServerRecord] {
    try read { db in try SyncTransaction(db: db).serverRecords(of: type, name: name) }
  }

  /// The server's versions this device has seen of the records `names` of `type`, by name.
  public func serverRecords(of type: RecordType, named names: [String], user: String) throws
    -> [String: SyncTransaction.ServerRecord]
  {
    try read { db in
      try SyncTransaction(db: db).serverRecords(of: type, named: names, user: user)
    }
  }

  /// How many records of `type` this device holds the server's version of from `since` or
  /// later (the server's time, in milliseconds): what a pull of changes from `since` would
  /// read again.
  public func serverRecordCount(of type: RecordType, modifiedSince since: Int64) throws -> Int {
    try read { db in
      try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM serverRecord WHERE recordType = ? AND modifiedAt >= ?",
        arguments: [type.rawValue, since]) ?? 0
    }
  }

  /// Reads the sync's bookkeeping without writing.
  public func syncState(_ key: String) throws -> String? {
    try read { db in try SyncTransaction(db: db).state(key) }
  }

  /// The record types this version sends, as an SQL list: a journal entry of another type
  /// (a later version's) waits, and never stands in the way of the ones after it.
  static let knownTypes = RecordKinds.types.map { "'\($0.rawValue)'" }
    .joined(separator: ", ")

  /// The oldest changes waiting to be sent, at most `limit` of them. Read in the journal's
  /// order, its types filtered as they come (`+recordType`: by the index on types, SQLite
  /// would sort the whole journal for each batch, slow on a first sync of many grades).
  public func pendingChanges(limit: Int) throws -> [JournalEntry] {
    try read { db in try SyncTransaction(db: db).pendingChanges(limit: limit) }
  }

  /// How many changes wait to be sent: those of the record types this version sends.
  public func pendingChangeCount() throws -> Int {
    try read { db in
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM journal WHERE recordType IN (\(Self.knownTypes))") ?? 0
    }
  }

  /// The highest journal sequence so far: it grows with every local change, so a watcher
  /// can notice one cheaply.
  public func journalMark() throws -> Int64 {
    try read { db in
      try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'journal'") ?? 0
    }
  }
}

extension SyncTransaction {
  /// The sync state's key of the ayahs whose conflict copies no sync has said yet.
  static let conflictCopiesUnsaid = "conflictCopiesUnsaid"

  /// Remembers, in the transaction that made it, that a text of this device's on `ayah` was
  /// kept as a conflict copy: the sync that ends says so (`takeConflictCopiesMade`), even a
  /// later one when this one fails before it can.
  package func rememberConflictCopy(on ayah: AyahID) throws {
    let before = try state(Self.conflictCopiesUnsaid) ?? ""
    let ayahs = before.split(separator: ",").map(String.init)
    guard !ayahs.contains(ayah.description) else { return }
    try setState(Self.conflictCopiesUnsaid, (ayahs + [ayah.description]).joined(separator: ","))
  }
}

extension LibraryStore {
  /// The ayahs on which syncs kept a text of this device's as a conflict copy since the last
  /// time they were taken, oldest first; taken, they are forgotten.
  public func takeConflictCopiesMade() throws -> [AyahID] {
    // Read first: a sync that made none writes nothing.
    guard try syncState(SyncTransaction.conflictCopiesUnsaid) != nil else { return [] }
    return try syncTransaction { tx in
      guard let unsaid = try tx.state(SyncTransaction.conflictCopiesUnsaid) else { return [] }
      try tx.setState(SyncTransaction.conflictCopiesUnsaid, nil)
      return unsaid.split(separator: ",").compactMap { try? AyahID.parse(String($0)) }
    }
  }
}
