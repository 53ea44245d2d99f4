import AppRecords
import Clocks
import Foundation
import QuranText

/// One grade of an ayah in memorizing (`memorizereview-{user}-{UUID}`, quran-vi's own type),
/// keyed by its UUID: never changed, so both sides' are kept (a union), and a grade taken
/// back (`u`) is deleted everywhere.
package struct MemorizeReviewKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.memorizeReview
  /// Its records' names as a refusal shows their form.
  package let nameForm = "memorizereview-USER-UUID"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = MemorizeReviewRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of id: UUID) -> String { id.uuidString }

  /// The grade's id.
  package func key(nameRest: String) -> UUID? { UUID(uuidString: nameRest) }

  /// When the record last changed, as its row says.
  package func localTime(key id: UUID, _ tx: SyncTransaction) throws -> Date? {
    try tx.memorizeReview(id)?.reviewedAt
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
  package func memorizeReview(_ id: UUID) throws -> MemorizeReview? {
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
  package func takeBackMemorizeReview(_ review: MemorizeReview) throws {
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
