import AppRecords
import Clocks
import CloudRecords
import Foundation
import QuranText

/// One grade of an ayah in memorizing (`memorizereview-{user}-{UUID}`, quran-vi's own type),
/// keyed by its UUID: never changed, so both sides' are kept (a union), and a grade taken
/// back (`u`) is deleted everywhere.
struct MemorizeReviewKind: RecordKind {
  let type = RecordType.memorizeReview
  let nameForm = "memorizereview-USER-UUID"
  let localKeysSQL = MemorizeReviewRow.keysSQL

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

extension RecordIdentity {
  /// The grade `id` in memorizing.
  public static func memorizeReview(_ id: UUID) -> RecordIdentity {
    MemorizeReviewKind().identity(of: id)
  }
}

/// A row of `memorizeReview`: one grade of an ayah, and the words missed.
struct MemorizeReviewRow: Codable, SyncedRow {
  static let keyColumn = "id"
  static let databaseTableName = "memorizeReview"
  var id: String, ayahID: String, reviewedAt: Int64, day: String, grade: Int
  var missedWords: String

  init(_ review: MemorizeReview) {
    (id, ayahID, day) = (review.id.uuidString, review.ayahID.description, review.day)
    (reviewedAt, grade) = (review.reviewedAt.milliseconds, review.grade.rawValue)
    missedWords = review.missedWords.map(String.init).joined(separator: ",")
  }

  /// The review, or nil for a row this version cannot read.
  var review: MemorizeReview? {
    guard let id = UUID(uuidString: id), let ayah = try? AyahID.parse(ayahID),
      let grade = Grade(rawValue: grade)
    else { return nil }
    return MemorizeReview(
      id: id, ayahID: ayah, reviewedAt: Date(milliseconds: reviewedAt), day: day, grade: grade,
      missedWords: missedWords.split(separator: ",").compactMap { Int($0) })
  }
}

extension SyncTransaction {
  /// A grade kept here, by its id.
  func memorizeReview(_ id: UUID) throws -> MemorizeReview? {
    try MemorizeReviewRow.row(id.uuidString, self)?.review
  }

  /// Keeps a grade the server has (another device's); its ayah's card is made once, from all
  /// the ayah's grades, when the sync's transaction ends (`makeCards`), however many of its
  /// grades the pull brought. Returns whether it was new here.
  @discardableResult
  public func putMemorizeReview(_ review: MemorizeReview) throws -> Bool {
    let row = MemorizeReviewRow(review)
    guard try MemorizeReviewRow.row(row.id, self) == nil else { return false }
    try row.insert(db)
    cardsToMake.ayahs.insert(review.ayahID)
    return true
  }
}

extension SyncTransaction {
  /// Takes back a grade another device took back; its ayah's card is made again from the
  /// grades left when the sync's transaction ends (`makeCards`).
  func takeBackMemorizeReview(_ review: MemorizeReview) throws {
    _ = try MemorizeReviewRow.deleteOne(db, key: review.id.uuidString)
    cardsToMake.ayahs.insert(review.ayahID)
  }
}

extension RecordType {
  /// One grade of an ayah in memorizing, never changed once made (quran-vi's own).
  public static let memorizeReview = RecordType(rawValue: "MemorizeReview")
}

extension RecordField {
  /// When the ayah was graded.
  public static let reviewedAt = RecordField(rawValue: "reviewedAt")
  /// The grade, 1 to 4.
  public static let grade = RecordField(rawValue: "grade")
  /// The words missed, by their place.
  public static let missedWords = RecordField(rawValue: "missedWords")
}
