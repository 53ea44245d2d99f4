import AppRecords
import Clocks
import DataFolder
import Foundation
import GRDB
import Library
import QuranText
import ReaderUI

/// `quran-bench review`: today's review session over a library where all
/// 6,236 ayahs were memorized and reviewed for ten years (`fillTenYearsOfReviews`), one in
/// twenty due today and one in fifty of those in a relearning step come due, a plan set, the
/// daily limit above the session: the session's first ayah on the screen (the queue read, its
/// text, the frame drawn at 200×60, shaped), each next ayah (a grade kept — one in five
/// Again, into a step — the status counted again, the key that goes on, the frame drawn), and
/// `quran review --count`, whole process.
func benchmarkReview() throws {
  let home = Home(directory: workspace + "/review")
  try home.create()
  try FileManager.default.copyItem(atPath: try preparedCorpus(), toPath: home.corpusPath)
  let today = ReadingDate.day(of: Date())
  let reviews = try fillTenYearsOfReviews(home.libraryPath, today: today)
  try moveDaysBack(home.libraryPath, today: today)
  let library = try LibraryStore(path: home.libraryPath)
  try library.saveMemorizePlan(
    MemorizePlan(target: "juz30", by: CivilDay(today)!.adding(90).text))
  var settings = try library.settings()
  settings.reviewsPerDay = 1_000
  try library.save(settings)
  let queue = try library.reviewQueue(today: today)
  precondition(queue.left > 20, "\(queue.left) due: the session measures little")
  precondition(!queue.steps.isEmpty, "no learning step: the session measures less")
  let corpus = try Corpus(path: home.corpusPath)
  let session = try ReaderSession(corpus: corpus, library: library, arabicOverride: .shaped)
  _ = session.draw(width: 200, height: 60)

  var first = Timings()
  for _ in 0..<20 {
    first.add(
      try measure {
        try session.openReview()
        _ = session.draw(width: 200, height: 60)
      })
    _ = session.handle(.character("q"))
  }
  report(
    "review session's first ayah on screen, 6,236 cards, \(reviews) reviews, \(queue.left) due, \(queue.steps.count) in a step (p99 \(Timings.format(first.percentile(0.99))))",
    Timings.format(first.median), bound: "≤ 50 ms median of 20", ok: first.median <= 50)

  try session.openReview()
  _ = session.draw(width: 200, height: 60)
  var next = Timings()
  for index in 0..<min(100, queue.left - 1) {
    // Good, as most grades go, and one in five Again (into a learning step): the grade kept,
    // the status, the key that goes on and the next ayah drawn.
    next.add(
      measure {
        _ = session.handle(.character(index % 5 == 0 ? "1" : "3"))
        _ = session.handle(.character(" "))
        _ = session.draw(width: 200, height: 60)
      })
  }
  report(
    "review session's next ayah after a grade (p99 \(Timings.format(next.percentile(0.99))))",
    Timings.format(next.median), bound: "≤ 16 ms median of \(next.milliseconds.count)",
    ok: next.median <= 16)

  guard FileManager.default.isExecutableFile(atPath: quran) else {
    return print("  (quran review --count not measured: \(quran) is not built)")
  }
  let environment = [
    "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
  ]
  var count = Timings()
  for _ in 0..<50 {
    let outcome = Spawned.run(quran, ["review", "--count"], environment: environment)
    precondition(outcome.status == 0, "quran review --count failed")
    count.add(outcome.milliseconds)
  }
  report(
    "quran review --count, whole process, ten years of grades (p99 \(Timings.format(count.percentile(0.99))))",
    Timings.format(count.median), bound: "≤ 20 ms median of 50", ok: count.median <= 20)
}

/// Ten years on, the ayahs are due months or years apart: every day is moved back as far as
/// makes one ayah in twenty due `today`, a long session, with learning steps come due among
/// them.
private func moveDaysBack(_ path: String, today: String) throws {
  let database = try DatabaseQueue(path: path)
  try database.write { db in
    let dues = try String.fetchAll(db, sql: "SELECT dueDay FROM memorizeAyah ORDER BY dueDay")
    let days = CivilDay(dues[dues.count / 20])!.ordinal - CivilDay(today)!.ordinal
    guard days > 0 else { return }
    let shift = "-\(days) days"
    try db.execute(
      sql:
        "UPDATE memorizeAyah SET dueDay = date(dueDay, ?), lastReviewDay = date(lastReviewDay, ?)",
      arguments: [shift, shift])
    try db.execute(
      sql: "UPDATE memorizeReview SET day = date(day, ?), reviewedAt = reviewedAt - ?",
      arguments: [shift, Int64(days) * 86_400_000])
    // Learning steps come due among them: forgotten yesterday, learnt again since minutes.
    try db.execute(
      sql: """
        UPDATE memorizeAyah SET phase = 'relearning', stepDueAt = ?
        WHERE dueDay <= ? AND ayah % 50 = 1
        """, arguments: [Date().milliseconds - 60_000, today])
  }
}
