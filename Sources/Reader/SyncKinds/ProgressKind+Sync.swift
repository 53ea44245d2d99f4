import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

import struct Library.ProgressKind

/// The sync's half of a surah's progress (`ProgressKind`, the store's half): its record
/// and its merge rule.
extension ProgressKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key surah: Int, _ sync: Reconciler) throws -> Record? {
    try sync.tx.progress(surah: surah).map(sync.mapping.record)
  }

  /// Written anew with the app's `progressPercentage`, made from its ayahs.
  package var capabilities: KindCapabilities<Int> { Self.capabilities }

  private static let capabilities = KindCapabilities<Int>(appForm: { record, surah, mapping in
    RecordMapping.progress(record, surah: surah).map(mapping.record)
  })

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key surah: Int, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.progress(surah, server, pending)
  }
}

extension RecordMapping {
  func record(_ progress: ReadingProgress) -> Record {
    Record(
      .progress(surah: progress.surah), user: user,
      fields: [
        .surahNumber: .int64(Int64(progress.surah)),
        .lastReadAyah: .int64(Int64(progress.lastReadAyah)),
        .totalAyahs: .int64(Int64(progress.totalAyahs)),
        .progressPercentage: .progressPercentage(
          lastReadAyah: progress.lastReadAyah, totalAyahs: progress.totalAyahs),
        .lastUpdatedAt: .timestamp(progress.lastUpdatedAt.milliseconds),
      ])
  }

  static func progress(_ record: Record, surah: Int) -> ReadingProgress? {
    // The surah is the one the record's name says; a field that disagrees is not trusted.
    guard let last = record[.lastReadAyah]?.int64Value,
      let total = SurahSizes.ayahCount(ofSurah: surah), last >= 1
    else { return nil }
    return ReadingProgress(
      surah: surah, lastReadAyah: min(Int(last), total), totalAyahs: total,
      lastUpdatedAt: date(record[.lastUpdatedAt], record))
  }
}

extension Reconciler {
  fileprivate func progress(_ surah: Int, _ server: ServerVersion, _ pending: JournalEntry?) throws
    -> Bool
  {
    let record = RecordIdentity.progress(surah: surah)
    let local = try tx.progress(surah: surah)
    guard case .present(let saved) = server,
      let remote = RecordMapping.progress(saved, surah: surah)
    else {
      // Deleted on the server: a local advance still waiting is an edit, and edits win.
      if pending?.operation == .save, local != nil {
        return try keepLocal(record, server)
      }
      try settle(pending)
      try tx.setServerTag(record, nil)
      try ProgressRow.remove(surah, tx)
      return local != nil
    }
    if let local, local.lastReadAyah > remote.lastReadAyah {
      // The furthest ayah wins, whether or not a change is waiting: send it.
      if pending == nil { try tx.journalSave(record, at: local.lastUpdatedAt) }
      return try keepLocal(record, server)
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    try ProgressRow(remote).put(tx)
    return local?.lastReadAyah != remote.lastReadAyah
  }
}

extension FieldValue {
  /// `progressPercentage` as the iPhone app computes it (`CloudKitProgressSync.swift`): despite
  /// its name, the fraction of the surah read, 0 to 1 (`lastReadAyah / totalAyahs`), never
  /// × 100. Nothing reads it back: `lastReadAyah` is the progress.
  static func progressPercentage(lastReadAyah: Int, totalAyahs: Int) -> FieldValue {
    .double(Double(lastReadAyah) / Double(max(totalAyahs, 1)))
  }
}
