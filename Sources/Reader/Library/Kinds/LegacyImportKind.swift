import AppRecords
import CloudRecords
import Foundation
import QuranText

/// What imports of the iPhone app's preferences brought on one surah, of one kind
/// (`legacyimport-{user}-{note|favorite}-{surah}`, quran-vi's own type), keyed `note-36`: the
/// `legacyImport` rows of that surah, as a set every device adds to and none takes from. So
/// each of the person's devices knows what any of their imports brought, and an import of the
/// same preferences there leaves out what was deleted since — even on a device that never saw
/// the deletion. A record too large to sync (a surah of some 25,000 imported
/// notes) stays on its device.
struct LegacyImportKind: RecordKind {
  let type = RecordType.legacyImport
  let namePrefix = "legacyimport"
  let nameForm = "legacyimport-USER-KIND-SURAH"
  let localKeysSQL = """
    SELECT DISTINCT kind || '-' || CAST(substr(ayahID, 1, instr(ayahID, ':') - 1) AS INTEGER)
      AS k FROM legacyImport WHERE kind IN ('note', 'favorite')
    """

  /// The kinds of item the memory syncs: the progress an import brought stays on its device.
  static let kinds = ["note", "favorite"]

  func libraryKey(of key: (kind: String, surah: Int)) -> String { "\(key.kind)-\(key.surah)" }

  /// `note-36`, `favorite-2`.
  func key(nameRest: String) -> (kind: String, surah: Int)? {
    let parts = nameRest.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, Self.kinds.contains(String(parts[0])), let surah = Int(parts[1]),
      SurahSizes.ayahCount(ofSurah: surah) != nil, parts[1] == "\(surah)"
    else { return nil }
    return (String(parts[0]), surah)
  }

  func localRecord(key: (kind: String, surah: Int), _ sync: Reconciler) throws -> Record? {
    let items = try sync.tx.importedItems(key.kind, surah: key.surah)
    guard !items.isEmpty else { return nil }
    let record = sync.mapping.legacyImportRecord(key.kind, surah: key.surah, items)
    guard (record[.importedItems]?.stringValue?.utf8.count ?? 0) <= Self.longestItems else {
      return nil
    }
    return record
  }

  /// Its fields tell no time of change.
  func localTime(key: (kind: String, surah: Int), _ tx: SyncTransaction) throws -> Date? { nil }

  func reconcile(
    key: (kind: String, surah: Int), with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.legacyImports(key.kind, key.surah, server, pending)
  }

  /// The most bytes of items a record carries: what the record server keeps of a record
  /// (1 MB), less room for its other fields.
  static let longestItems = 1_000_000
}

extension RecordMapping {
  /// What imports brought on `surah`: each item `AYAH/ITEM` (`2:255/2:255` for a favorite,
  /// `2:255/UUID` for a note), sorted, with commas.
  func legacyImportRecord(_ kind: String, surah: Int, _ items: [LegacyImportRow]) -> Record {
    Record(
      .legacyImports(kind, surah: surah), user: user,
      fields: [
        .importKind: .string(kind), .surahNumber: .int64(Int64(surah)),
        .importedItems: .string(
          items.map { "\($0.ayahID)/\($0.item)" }.sorted().joined(separator: ",")),
      ])
  }

  /// The items a record carries, as rows of `kind`; those that name no ayah of `surah` are
  /// passed over.
  static func importedItems(_ record: Record, kind: String, surah: Int, at date: Date)
    -> [LegacyImportRow]
  {
    (record[.importedItems]?.stringValue ?? "").split(separator: ",").compactMap { entry in
      let parts = entry.split(separator: "/", maxSplits: 1)
      guard parts.count == 2, let ayah = try? AyahID.parse(String(parts[0])),
        ayah.surah == surah, ayah.description == parts[0], parts[1].count <= 64
      else { return nil }
      return LegacyImportRow(
        kind: kind, item: String(parts[1]), ayahID: ayah.description,
        importedAt: date.milliseconds)
    }
  }
}

extension Reconciler {
  /// The union of the server's items and the library's: what the server lacks goes back.
  fileprivate func legacyImports(
    _ kind: String, _ surah: Int, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let identity = RecordIdentity.legacyImports(kind, surah: surah)
    let local = Set(try tx.importedItems(kind, surah: surah).map { "\($0.ayahID)/\($0.item)" })
    let remote =
      server.record.map {
        RecordMapping.importedItems($0, kind: kind, surah: surah, at: clock.now())
      } ?? []
    var added = false
    for row in remote where !local.contains("\(row.ayahID)/\(row.item)") {
      try tx.rememberImported(row)
      added = true
    }
    let remoteItems = Set(remote.map { "\($0.ayahID)/\($0.item)" })
    try sendBackOrSettle(identity, server, pending, sendBack: !local.isSubset(of: remoteItems))
    return added
  }
}

extension RecordIdentity {
  /// What imports of the app's preferences brought of `kind` (`note`, `favorite`) on `surah`.
  public static func legacyImports(_ kind: String, surah: Int) -> RecordIdentity {
    LegacyImportKind().identity(of: (kind, surah))
  }
}

extension SyncTransaction {
  /// What imports brought of `kind` on `surah`.
  fileprivate func importedItems(_ kind: String, surah: Int) throws -> [LegacyImportRow] {
    try LegacyImportRow.fetchAll(
      db,
      sql: """
        SELECT * FROM legacyImport WHERE kind = ? AND ayahID >= ? AND ayahID < ?
        ORDER BY ayahID, item
        """,
      // `36:` up to `36;`, the character after the colon: every ayah of the surah, by the
      // index on kind and ayah.
      arguments: [kind, "\(surah):", "\(surah);"])
  }

  /// Remembers an item another device's import brought (not journaled: it came from there).
  fileprivate func rememberImported(_ row: LegacyImportRow) throws {
    try row.insert(db, onConflict: .ignore)
  }
}

extension RecordType {
  /// What imports of the iPhone app's preferences brought, by kind and surah (quran-vi's own,
  /// which Apple's container lacks until its owner adds it).
  public static let legacyImport = RecordType(rawValue: "LegacyImport")
}

extension RecordField {
  /// What a `LegacyImport` record holds: `note` or `favorite`.
  public static let importKind = RecordField(rawValue: "importKind")
  /// Its items, `AYAH/ITEM` with commas.
  public static let importedItems = RecordField(rawValue: "importedItems")
}
