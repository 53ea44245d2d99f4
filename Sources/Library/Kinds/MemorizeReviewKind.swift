import AppRecords
import CloudRecords
import Foundation
import QuranText

/// One grade of an ayah in memorizing (`memorizereview-{user}-{UUID}`, quran-vi's own type),
/// keyed by its UUID: never changed nor taken back, so both sides' are kept (a union).
struct MemorizeReviewKind: RecordKind {
  let type = RecordType.memorizeReview
  let nameForm = "memorizereview-USER-UUID"
  let localKeysSQL = "SELECT id AS k FROM memorizeReview"

  func libraryKey(of id: UUID) -> String { id.uuidString }

  /// The grade's id.
  func key(nameRest: String) -> UUID? { UUID(uuidString: nameRest) }

  func localRecord(key id: UUID, _ sync: Reconciler) throws -> Record? {
    try sync.tx.memorizeReview(id).map(sync.mapping.record)
  }

  func localTime(key id: UUID, _ tx: SyncTransaction) throws -> Date? {
    try tx.memorizeReview(id)?.reviewedAt
  }

  func reconcile(
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
  /// A grade: the server's is added here (its ayah's card made again with it); one this
  /// device has and the server lacks — never sent, lost by a server restored from a backup,
  /// or deleted by another program — goes back, as nothing here takes a grade back. A grade
  /// is never changed, so a version of the same id that differs is not taken.
  fileprivate func memorizeReview(
    _ id: UUID, _ server: ServerVersion, _ pending: JournalEntry?
  ) throws -> Bool {
    let record = RecordIdentity.memorizeReview(id)
    let local = try tx.memorizeReview(id)
    let remote = server.record.flatMap { RecordMapping.review($0, id: id) }
    if let local, remote == nil {
      if pending == nil { try tx.journalSave(record, at: local.reviewedAt) }
      return try keepLocal(record, server)
    }
    try settle(pending)
    try tx.setServerTag(
      record, server.tag, recordName: server.recordName, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    guard local == nil, let remote else { return false }
    return try tx.putMemorizeReview(remote)
  }
}

extension RecordIdentity {
  /// The grade `id` in memorizing.
  public static func memorizeReview(_ id: UUID) -> RecordIdentity {
    MemorizeReviewKind().identity(of: id)
  }
}
