import AppRecords
import Foundation
import QuranText

/// What imports of the iPhone app's preferences brought on one surah, of one kind
/// (`legacyimport-{user}-{note|favorite}-{surah}`, quran-vi's own type), keyed `note-36`: the
/// `legacyImport` rows of that surah, as a set every device adds to and none takes from. So
/// each of the person's devices knows what any of their imports brought, and an import of the
/// same preferences there leaves out what was deleted since — even on a device that never saw
/// the deletion. A record too large to sync (a surah of some 25,000 imported
/// notes) stays on its device.
package struct LegacyImportKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.legacyImport
  /// The first part of its records' names.
  package let namePrefix = "legacyimport"
  /// Its records' names as a refusal shows their form.
  package let nameForm = "legacyimport-USER-KIND-SURAH"
  package let localKeysSQL = """
    SELECT DISTINCT kind || '-' || CAST(substr(ayahID, 1, instr(ayahID, ':') - 1) AS INTEGER)
      AS k FROM legacyImport WHERE kind IN ('note', 'favorite')
    """

  /// The kinds of item the memory syncs: the progress an import brought stays on its device.
  package static let kinds = ["note", "favorite"]

  /// The key as the library keeps it.
  package func libraryKey(of key: (kind: String, surah: Int)) -> String {
    "\(key.kind)-\(key.surah)"
  }

  /// `note-36`, `favorite-2`.
  package func key(nameRest: String) -> (kind: String, surah: Int)? {
    let parts = nameRest.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, Self.kinds.contains(String(parts[0])), let surah = Int(parts[1]),
      SurahSizes.ayahCount(ofSurah: surah) != nil, parts[1] == "\(surah)"
    else { return nil }
    return (String(parts[0]), surah)
  }

  /// Its fields tell no time of change.
  package func localTime(key: (kind: String, surah: Int), _ tx: SyncTransaction) throws -> Date? {
    nil
  }

  /// The most bytes of items a record carries: what the record server keeps of a record
  /// (1 MB), less room for its other fields.
  package static let longestItems = 1_000_000
}

extension RecordIdentity {
  /// What imports of the app's preferences brought of `kind` (`note`, `favorite`) on `surah`.
  public static func legacyImports(_ kind: String, surah: Int) -> RecordIdentity {
    LegacyImportKind().identity(of: (kind, surah))
  }
}

extension SyncTransaction {
  /// What imports brought of `kind` on `surah`.
  package func importedItems(_ kind: String, surah: Int) throws -> [LegacyImportRow] {
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
  package func rememberImported(_ row: LegacyImportRow) throws {
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
