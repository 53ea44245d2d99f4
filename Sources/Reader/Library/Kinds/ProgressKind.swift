import AppRecords
import Clocks
import CloudRecords
import Foundation
import QuranText

/// How far a surah is read (`progress-{user}-{surah}`), keyed by its surah: the furthest ayah
/// wins.
struct ProgressKind: RecordKind {
  let type = RecordType.readingProgress
  let namePrefix = "progress"
  let nameForm = "progress-USER-SURAH (1–114)"
  let localKeysSQL = ProgressRow.keysSQL

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

  /// Written anew with the app's `progressPercentage`, made from its ayahs.
  var capabilities: KindCapabilities<Int> { Self.capabilities }

  private static let capabilities = KindCapabilities<Int>(appForm: { record, surah, mapping in
    RecordMapping.progress(record, surah: surah).map(mapping.record)
  })

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

extension RecordIdentity {
  /// The progress of `surah`.
  public static func progress(surah: Int) -> RecordIdentity { ProgressKind().identity(of: surah) }
}

/// A row of `progress`: how far a surah was read.
struct ProgressRow: Codable, SyncedRow {
  static let databaseTableName = "progress"
  static let keyColumn = "surah"
  var surah: Int, lastReadAyah: Int, totalAyahs: Int, lastUpdatedAt: Int64

  init(_ progress: ReadingProgress) {
    (surah, lastReadAyah) = (progress.surah, progress.lastReadAyah)
    (totalAyahs, lastUpdatedAt) = (progress.totalAyahs, progress.lastUpdatedAt.milliseconds)
  }

  var progress: ReadingProgress {
    ReadingProgress(
      surah: surah, lastReadAyah: lastReadAyah, totalAyahs: totalAyahs,
      lastUpdatedAt: Date(milliseconds: lastUpdatedAt))
  }
}

extension SyncTransaction {
  /// How far a surah was read, if it was.
  func progress(surah: Int) throws -> ReadingProgress? {
    try ProgressRow.row(surah, self)?.progress
  }
}

extension RecordType {
  /// How far a surah is read.
  public static let readingProgress = RecordType(rawValue: "ReadingProgress")
}

extension RecordField {
  /// The furthest ayah read.
  public static let lastReadAyah = RecordField(rawValue: "lastReadAyah")
  /// How many ayahs the surah has.
  public static let totalAyahs = RecordField(rawValue: "totalAyahs")
  /// The fraction of the surah read (`FieldValue.progressPercentage`).
  public static let progressPercentage = RecordField(rawValue: "progressPercentage")
  /// When the progress last moved.
  public static let lastUpdatedAt = RecordField(rawValue: "lastUpdatedAt")
}

extension FieldValue {
  /// `progressPercentage` as the iPhone app computes it (`CloudKitProgressSync.swift`): despite
  /// its name, the fraction of the surah read, 0 to 1 (`lastReadAyah / totalAyahs`), never
  /// × 100. Nothing reads it back: `lastReadAyah` is the progress.
  static func progressPercentage(lastReadAyah: Int, totalAyahs: Int) -> FieldValue {
    .double(Double(lastReadAyah) / Double(max(totalAyahs, 1)))
  }
}
