import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

/// The sync's half of a grade in memorizing (`MemorizeReviewKind`, the store's half): its record
/// and its merge rule.
extension MemorizeReviewKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key id: UUID, _ sync: Reconciler) throws -> Record? {
    try sync.tx.memorizeReview(id).map(sync.mapping.record)
  }

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key id: UUID, with server: ServerVersion, pending: JournalEntry?, _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.memorizeReview(id, server, pending)
  }
}

extension RecordMapping {
  /// One grade in memorizing (quran-vi's own type): never changed once sent.
  func record(_ review: MemorizeReview) -> Record {
    let ayah = review.ayahID
    return Record(
      .memorizeReview(review.id), user: user,
      fields: [
        .ayahID: .string(ayah.description), .surahNumber: .int64(Int64(ayah.surah)),
        .ayahNumber: .int64(Int64(ayah.ayah)),
        .reviewedAt: .timestamp(review.reviewedAt.milliseconds), .day: .string(review.day),
        .grade: .int64(Int64(review.grade.rawValue)),
        .missedWords: .string(review.missedWords.map(String.init).joined(separator: ",")),
      ])
  }

  /// A grade as its record carries it; nil for fields that are not one (no ayah, time, day
  /// or grade of FSRS's four).
  static func review(_ record: Record, id: UUID) -> MemorizeReview? {
    guard let ayah = ayahID(record), let at = record[.reviewedAt]?.int64Value,
      let day = record[.day]?.stringValue, CivilDay(day) != nil,
      let grade = record[.grade]?.int64Value.flatMap({ Grade(rawValue: Int($0)) })
    else { return nil }
    let missed = (record[.missedWords]?.stringValue ?? "").split(separator: ",")
      .compactMap { Int($0) }.filter { $0 >= 0 }
    return MemorizeReview(
      id: id, ayahID: ayah, reviewedAt: Date(milliseconds: at), day: day, grade: grade,
      missedWords: Array(Set(missed)).sorted())
  }
}

extension Reconciler {
  /// A grade: the server's is added here (its ayah's card made again with it). A grade is
  /// never changed, only taken back (`u`): one taken back here stays taken back,
  /// whatever the server holds; one this device saw on the server and the server no longer
  /// has was taken back on another device, and is here too. One the server lacks that was
  /// never sent, or lost by a server restored from a backup (`Pull`), goes back. A version of
  /// the same id that differs is not taken.
  fileprivate func memorizeReview(
    _ id: UUID, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let record = RecordIdentity.memorizeReview(id)
    let local = try tx.memorizeReview(id)
    let remote = server.record.flatMap { RecordMapping.review($0, id: id) }
    if pending?.operation == .delete {
      guard remote == nil else { return try keepLocal(record, server) }
      try settle(pending)
      try tx.setServerTag(record, nil)
      return false
    }
    if let local, remote == nil {
      guard pending == nil else { return try keepLocal(record, server) }
      try tx.setServerTag(record, nil)
      try tx.takeBackMemorizeReview(local)
      return true
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    guard local == nil, let remote else { return false }
    return try tx.putMemorizeReview(remote)
  }
}
