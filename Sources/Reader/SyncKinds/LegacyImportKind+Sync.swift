import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// The sync's half of what an import of the iPhone app's preferences brought
/// (`LegacyImportKind`, the store's half): its record and its merge rule.
extension LegacyImportKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key: (kind: String, surah: Int), _ sync: Reconciler) throws -> Record? {
    let items = try sync.tx.importedItems(key.kind, surah: key.surah)
    guard !items.isEmpty else { return nil }
    let record = sync.mapping.legacyImportRecord(key.kind, surah: key.surah, items)
    guard (record[.importedItems]?.stringValue?.utf8.count ?? 0) <= Self.longestItems else {
      return nil
    }
    return record
  }

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key: (kind: String, surah: Int), with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.legacyImports(key.kind, key.surah, server, pending)
  }
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
