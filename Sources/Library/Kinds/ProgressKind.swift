import AppRecords
import CloudRecords
import Foundation
import QuranText

/// How far a surah is read (`progress-{user}-{surah}`), keyed by its surah: the furthest ayah
/// wins.
struct ProgressKind: RecordKind {
  let type = RecordType.readingProgress
  let namePrefix = "progress"
  let nameForm = "progress-USER-SURAH (1–114)"
  let localKeysSQL = "SELECT CAST(surah AS TEXT) AS k FROM progress"

  func libraryKey(of surah: Int) -> String { String(surah) }

  /// A surah's number, 1 to 114.
  func key(nameRest: String) -> Int? {
    guard nameRest.count <= 3, nameRest.allSatisfy({ $0.isASCII && $0.isNumber }),
      let surah = Int(nameRest), SurahSizes.ayahCount(ofSurah: surah) != nil
    else { return nil }
    return surah
  }

  func localRecord(key surah: Int, _ sync: Reconciler) throws -> Record? {
    try sync.tx.progress(surah: surah).map(sync.mapping.record)
  }

  func localTime(key surah: Int, _ tx: SyncTransaction) throws -> Date? {
    try tx.progress(surah: surah)?.lastUpdatedAt
  }

  /// With the app's `progressPercentage`, made from its ayahs.
  func asTheAppWrites(_ record: Record, key surah: Int, _ mapping: RecordMapping) -> Record? {
    RecordMapping.progress(record, surah: surah).map(mapping.record)
  }

  func reconcile(
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
      try tx.removeProgress(surah: surah)
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
    try tx.putProgress(remote)
    return local?.lastReadAyah != remote.lastReadAyah
  }
}

extension RecordIdentity {
  /// The progress of `surah`.
  public static func progress(surah: Int) -> RecordIdentity { ProgressKind().identity(of: surah) }
}
