import DataFolder
import Foundation
import GRDB
import Library
import QuranText

/// `quran-bench habits`: a home with ten years of daily logs (and a second
/// device's days, as a sync brings them) and 20 finished plans. `quran stats` against
/// `quran read 2:255`, whole processes, in alternating rounds; the reader's first frame
/// against the same reader in a home with an empty log; and the library's transactions
/// (commits in its WAL) while the reader sits idle and per ayah stepped past.
func benchmarkHabits() throws {
  let empty = try habitsHome("empty")
  let full = try habitsHome("ten-years")
  try fillTenYears(LibraryStore(path: full.libraryPath))
  // An empty WAL, so that the commits counted below are the reader's.
  try DatabaseQueue(path: full.libraryPath).writeWithoutTransaction { db in
    try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
  }

  func environment(_ home: Home) -> [String: String] {
    [
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
      "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped", "TZ": "UTC",
    ]
  }
  var stats = Timings()
  var read = Timings()
  for _ in 0..<20 {
    let shown = Spawned.run(quran, ["stats"], environment: environment(full))
    precondition(shown.status == 0, "quran stats failed")
    stats.add(shown.milliseconds)
    let verse = Spawned.run(quran, ["read", "2:255"], environment: environment(full))
    precondition(verse.status == 0, "quran read failed")
    read.add(verse.milliseconds)
  }
  let statsRatio = stats.median / read.median
  report(
    "quran stats / quran read 2:255, ten years logged (\(Timings.format(stats.median)) / \(Timings.format(read.median)))",
    String(format: "%.2f", statsRatio), bound: "≤ 1.5", ok: statsRatio <= 1.5)

  var frames: [String: Timings] = [:]
  for _ in 0..<15 {
    for (label, home) in [("full", full), ("empty", empty)] {
      var first = environment(home)
      first["QURAN_VI_EXIT_AFTER_FIRST_FRAME"] = "1"
      let outcome = Spawned.runInTerminal(quran, [], environment: first, width: 120, height: 40) {
        _, _ in
      }
      precondition(outcome.status == 0, "the reader failed in a terminal")
      frames[label, default: .init()].add(outcome.milliseconds)
    }
  }
  let frameRatio = frames["full"]!.median / frames["empty"]!.median
  report(
    "reader first frame, ten years logged / empty log (\(Timings.format(frames["full"]!.median)) / \(Timings.format(frames["empty"]!.median)))",
    String(format: "%.3f", frameRatio), bound: "≤ 1.05", ok: frameRatio <= 1.05)

  let (idle, perAyah) = transactionsWhileReading(full, environment: environment(full))
  report(
    "library transactions while the reader is idle for 3 s", "\(idle)", bound: "0", ok: idle == 0)
  report(
    "library transactions per ayah passed (20 steps of j)", String(format: "%.2f", perAyah),
    bound: "≤ 1", ok: perAyah <= 1)
}

/// A home of its own with the corpus built.
private func habitsHome(_ name: String) throws -> Home {
  let home = Home(directory: workspace + "/habits-" + name)
  try home.create()
  _ = try Corpus.open(at: home.corpusPath, source: source)
  return home
}

/// Ten years of days: 10 to 30 ayahs each, read on through the Quran, 10 to 30 minutes; a
/// second device's days every other day; 20 plans, finished.
private func fillTenYears(_ library: LibraryStore) throws {
  let utc = TimeZone(identifier: "UTC")!
  let lastDay = Date().addingTimeInterval(-86_400)
  var next = 1
  for daysAgo in stride(from: 3650, through: 1, by: -1) {
    let date = lastDay.addingTimeInterval(-Double(daysAgo) * 86_400)
    let count = 10 + daysAgo % 21
    let ids = (0..<count).map { SurahSizes.ayah(atGlobalIndex: (next + $0 - 1) % 6236 + 1)! }
    next += count
    try library.logRead(ids, at: date, timeZone: utc)
    try library.logReadingTime(seconds: 600 + (daysAgo % 20) * 60, at: date, timeZone: utc)
  }
  try library.syncTransaction { tx in
    for daysAgo in stride(from: 3650, through: 1, by: -2) {
      let day = ReadingDate.day(of: lastDay.addingTimeInterval(-Double(daysAgo) * 86_400), in: utc)
      let ids = (1...15).map { try! AyahID(surah: 36, ayah: $0) }
      try tx.putReadingDay(
        device: "0123456789abcdef", day: day,
        DayTally(ayahs: Set(ids), seconds: 900, surahsFinished: []))
    }
  }
  for number in 1...20 {
    let start = ReadingDate.day(of: lastDay.addingTimeInterval(-Double(number) * 150 * 86_400))
    let plan = ReadingPlan(
      name: "khatm \(number)", from: try AyahID(surah: 1, ayah: 1), startDay: start,
      endDay: ReadingStreaks.shift(start, by: 29), finished: ReadingStreaks.shift(start, by: 29))
    try library.startPlan(plan)
  }
}

/// Runs the reader in a terminal: the WAL's commits during 3 idle seconds, then per ayah
/// passed over 20 steps of `j` (each waited for until the WAL stops growing).
private func transactionsWhileReading(_ home: Home, environment: [String: String]) -> (
  idle: Int, perAyah: Double
) {
  let wal = home.libraryPath + "-wal"
  nonisolated(unsafe) var idle = 0
  nonisolated(unsafe) var stepped = 0
  let outcome = Spawned.runInTerminal(quran, [], environment: environment, width: 120, height: 40) {
    master, _ in
    func press(_ key: String) { _ = key.withCString { write(master, $0, strlen($0)) } }
    waitUntilSettled(wal)
    let before = walCommits(wal)
    usleep(3_000_000)
    idle = walCommits(wal) - before
    let start = walCommits(wal)
    for _ in 0..<20 {
      press("j")
      waitUntilSettled(wal)
    }
    stepped = walCommits(wal) - start
    press("q")
  }
  precondition(outcome.status == 0, "the reader failed in a terminal")
  // The ten years end yesterday: today's ayahs are the ones the steps passed.
  let today = ReadingDate.day(of: Date(), in: TimeZone(identifier: "UTC")!)
  let passed =
    (try? LibraryStore(path: home.libraryPath).readingDays())?
    .first { $0.date == today }?.ayahs ?? 0
  precondition(passed > 0, "the steps passed no ayah")
  return (idle, Double(stepped) / Double(passed))
}

/// Waits until the WAL has not changed for 150 ms (at most 5 s).
private func waitUntilSettled(_ wal: String) {
  let deadline = Date().addingTimeInterval(5)
  var last = walCommits(wal)
  var still = 0
  while still < 3, Date() < deadline {
    usleep(50_000)
    let now = walCommits(wal)
    still = now == last ? still + 1 : 0
    last = now
  }
}

/// The commits in a WAL file: frames whose header gives the database's size after a commit,
/// with the salts of the WAL's header.
func walCommits(_ path: String) -> Int {
  guard let data = FileManager.default.contents(atPath: path), data.count >= 32 else { return 0 }
  let bytes = [UInt8](data)
  func word(_ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
  let pageSize = Int(word(8))
  let salts = (word(16), word(20))
  var commits = 0
  var offset = 32
  while offset + 24 + pageSize <= bytes.count {
    guard (word(offset + 8), word(offset + 12)) == salts else { break }
    if word(offset + 4) != 0 { commits += 1 }
    offset += 24 + pageSize
  }
  return commits
}
