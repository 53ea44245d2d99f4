import AppRecords
import Foundation
import GRDB
import QuranText

/// How grades travel between devices. A grade is a record of its own (`MemorizeReview`),
/// never changed once made, so two devices' grades merge as a union and none is lost; one
/// taken back (`u`) is deleted, on every device. An ayah's card is what FSRS makes of its
/// grades in time order, so devices holding the same grades hold the same card.
extension LibraryStore {
  /// Keeps `review` (unless it is here already) and brings its ayah's card up to date: the
  /// card moves on from where it was when the review is the ayah's latest, and is made again
  /// from every grade of the ayah when an earlier one arrives late (another device's, or a
  /// clock set back). A grade dated more than a day after `now` is taken as made now
  /// (`rebuildCard`). Returns the card, nil when the review was here already.
  @discardableResult
  static func addReview(
    _ review: MemorizeReview, now: Date, fsrs: FSRS = .standard, _ db: Database
  ) throws -> MemorizeCard? {
    let row = MemorizeReviewRow(review)
    guard try MemorizeReviewRow.fetchOne(db, key: row.id) == nil else { return nil }
    try row.insert(db)
    let later =
      try Int.fetchOne(
        db,
        sql: """
          SELECT count(*) FROM memorizeReview
          WHERE ayahID = ?1 AND (reviewedAt > ?2 OR (reviewedAt = ?2 AND id > ?3))
          """, arguments: [row.ayahID, row.reviewedAt, row.id]) ?? 0
    let before = try MemorizeAyahRow.fetchOne(db, key: row.ayahID)?.card
    guard later == 0, let before else {
      return try rebuildCard(review.ayahID, now: now, fsrs: fsrs, db)
    }
    let card = before.graded(
      review.grade, on: review.civilDay, at: review.reviewedAt, fsrs: fsrs)
    try MemorizeAyahRow(review.ayahID, card, at: review.reviewedAt).insert(
      db, onConflict: .replace)
    return card
  }

  /// The ayah's card made again from all its grades, oldest first (by time, then id, so
  /// that every device folds them in the same order); nil, and no card, without a grade.
  /// The clock is a witness, not a judge: a grade dated more than a day after `now` came
  /// from a clock that ran ahead, and is taken as made `now`, on today's date
  /// (`ClockAhead`), so no schedule counts days that have not come.
  static func rebuildCard(
    _ ayah: AyahID, now: Date, fsrs: FSRS = .standard, _ db: Database
  ) throws -> MemorizeCard? {
    let reviews = try MemorizeReviewRow.fetchAll(
      db, sql: "SELECT * FROM memorizeReview WHERE ayahID = ? ORDER BY reviewedAt, id",
      arguments: [ayah.description]
    ).compactMap(\.review)
    let grades = ClockAhead(now: now).inOrder(reviews)
    guard let first = grades.first, let last = reviews.last else {
      try MemorizeAyahRow.deleteOne(db, key: ayah.description)
      return nil
    }
    var card = MemorizeCard.new(on: first.day)
    for (review, day, time) in grades {
      card = card.graded(review.grade, on: day, at: time, fsrs: fsrs)
    }
    try MemorizeAyahRow(ayah, card, at: last.reviewedAt).insert(db, onConflict: .replace)
    return card
  }
}

/// Grades as a schedule takes them when the clock may have run ahead: one dated more than a
/// day after `now` (the margin a device in another time zone needs) is taken as made `now`,
/// on today's date, after the grades made before it. FSRS then never counts days between a
/// grade and one dated a year later that was made the same week.
struct ClockAhead {
  /// The time the grades are weighed at.
  let now: Date
  /// How far after `now` a grade may be dated and still be believed.
  static let margin: TimeInterval = 86_400

  /// Whether `review` is dated past what `now` believes.
  func isAhead(_ review: MemorizeReview) -> Bool {
    review.reviewedAt.timeIntervalSince(now) > Self.margin
  }

  /// The grades in the order they are folded (by time, then id; one ahead at `now`), each
  /// with the day and the time it counts at.
  func inOrder(_ reviews: [MemorizeReview]) -> [(
    review: MemorizeReview, day: CivilDay, time: Date
  )] {
    let today =
      CivilDay(ReadingDate.day(of: now))
      ?? CivilDay(ordinal: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)))
    return reviews.map { review in
      let ahead = isAhead(review)
      return (review, ahead ? now : review.reviewedAt, ahead ? today : review.civilDay)
    }
    .sorted {
      ($0.1, $0.0.reviewedAt, $0.0.id.uuidString) < ($1.1, $1.0.reviewedAt, $1.0.id.uuidString)
    }
    .map { ($0.0, $0.2, $0.1) }
  }
}

extension MemorizeReview {
  /// The local day of the grade, as the device that made it saw it; the day in UTC for a
  /// review whose day cannot be read.
  var civilDay: CivilDay {
    CivilDay(day)
      ?? CivilDay(ordinal: Int((reviewedAt.timeIntervalSince1970 / 86_400).rounded(.down)))
  }
}

extension SyncTransaction {
  /// Makes the card of each ayah that grades were added to in this transaction, once, from
  /// all its grades in time order, as they stand at `now`.
  func makeCards(at now: Date) throws {
    for ayah in cardsToMake.ayahs.sorted() {
      _ = try LibraryStore.rebuildCard(ayah, now: now, db)
    }
    cardsToMake.ayahs.removeAll()
  }
}

/// The ayahs a sync's transaction added grades to, whose cards are made at its end.
final class CardsToMake {
  var ayahs = Set<AyahID>()
}
