import Clocks
import DataFolder
import Foundation
import GRDB
import Library
import LibraryRescue
import Loopback
import QuranText

/// The daily backup of a 50,000-note library kept off the reader's first
/// frame (first frames with the backup due and not due, alternated, and the ratio); the
/// backup's own time; `quran library recover` on that library damaged; and a seeded run of
/// damaged copies of a smaller library: the share of rows brought back, and that nothing a
/// backup held is missing.
func benchmarkLibraryRescue(trials: Int, seed: UInt64) throws {
  _ = try preparedCorpus()
  let big = Home(directory: workspace + "/big")
  try big.create()
  try FileManager.default.copyItem(atPath: home.corpusPath, toPath: big.corpusPath)
  try fillNotes(LibraryStore(path: big.libraryPath), count: 50_000)

  let environment = [
    "QURAN_VI_HOME": big.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
    "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
  ]
  // The first frame, then `j` and `q` typed at once: the backup, when due, starts on its
  // own thread as the first frame is drawn, so a pause it caused would show in the key's
  // frame and the quit.
  func firstFrame() -> Double {
    let outcome = Spawned.runInTerminal(
      quran, [], environment: environment, width: 120, height: 40
    ) { master, _ in _ = "jq".withCString { write(master, $0, 2) } }
    precondition(outcome.status == 0, "the reader failed in a terminal")
    return outcome.milliseconds
  }
  let backups = Backups(libraryPath: big.libraryPath)
  var due = Timings()
  var notDue = Timings()
  var backup = Timings()
  for _ in 0..<10 {
    for entry in backups.list() { unlink(entry.path) }
    due.add(firstFrame())
    let library = try LibraryStore(path: big.libraryPath)
    backup.add(try measure { _ = try library.backUpIfDue() })
    notDue.add(firstFrame())
  }
  let ratio = due.median / notDue.median
  report(
    "first frame + a key, 50,000 notes, backup due / not due (\(Timings.format(due.median)) / \(Timings.format(notDue.median)))",
    String(format: "%.3f×", ratio), bound: "≤ 1.05×", ok: ratio <= 1.05)
  report(
    "the daily backup of 50,000 notes, on its own thread (median)",
    Timings.format(backup.median), bound: "—", ok: true)

  var generator = SeededGenerator(seed: seed)
  try damagePages(of: big.libraryPath, count: 3, generator: &generator)
  let recovery = try measure {
    _ = try LibraryStore.open(path: big.libraryPath)
    _ = try Recovery.run(libraryPath: big.libraryPath)
  }
  report(
    "quran library recover, 50,000 notes, 3 pages damaged", Timings.format(recovery),
    bound: "≤ 5000 ms", ok: recovery <= 5000)

  try damageTrials(trials, seed: seed)
}

/// `count` notes spread over the Quran, one written every 10 minutes from a year ago, merged
/// in one transaction; with `favorites`, every twentieth ayah a favorite too.
func fillNotes(_ library: LibraryStore, count: Int, favorites: Bool = true) throws {
  var batch = ImportBatch()
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  let start = Date(timeIntervalSinceNow: -86_400 * 365)
  for index in 0..<count {
    let ayah = ayahs[index % ayahs.count]
    let written = start.addingTimeInterval(Double(index) * 600)
    batch.notes.append(
      AyahNote(
        id: UUID(), ayahID: ayah, text: "Ghi chú \(index) về \(ayah): suy ngẫm về câu này.",
        createdAt: written, modifiedAt: written))
    if favorites, index % 20 == 0 {
      batch.favorites.append(FavoriteAyah(ayahID: ayah, favoritedAt: written))
    }
  }
  _ = try library.merge(batch)
}

/// Overwrites `count` pages (not the first) chosen by `generator` with random bytes.
private func damagePages(
  of path: String, count: Int, generator: inout some RandomNumberGenerator
) throws {
  let queue = try DatabaseQueue(path: path)
  try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
  let pages = try queue.read { try Int.fetchOne($0, sql: "PRAGMA page_count") } ?? 1
  try queue.close()
  guard pages > 1, let handle = FileHandle(forUpdatingAtPath: path) else { return }
  defer { try? handle.close() }
  for _ in 0..<count {
    let page = Int.random(in: 2...pages, using: &generator)
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    handle.write(Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
  }
}

/// A seeded run of damaged copies: each a 2,000-note library backed up, given 20 more notes,
/// then 1–4 random pages overwritten, opened and recovered.
private func damageTrials(_ trials: Int, seed: UInt64) throws {
  var generator = SeededGenerator(seed: seed &+ 1)
  var written = 0
  var back = 0
  var missingFromBackup = 0
  var setAside = 0
  for trial in 0..<trials {
    let folder = workspace + "/trial-\(trial)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/library.sqlite"
    var ids = [UUID]()
    do {
      let library = try LibraryStore(path: path)
      try fillNotes(library, count: 2_000)
      let backedUp = Set(try library.notes().map(\.id))
      _ = try library.backUp(at: Date(timeIntervalSinceNow: -86_400))
      for index in 0..<20 {
        _ = try library.addNote(
          on: try AyahID(surah: 36, ayah: index + 1), text: "Sau sao lưu \(index)")
      }
      ids = try library.notes().map(\.id)
      try damagePages(
        of: path, count: Int.random(in: 1...4, using: &generator), generator: &generator)
      let (opened, notice) = try LibraryStore.open(path: path)
      if case .setAside = notice { setAside += 1 }
      _ = opened
      _ = try Recovery.run(libraryPath: path)
      let recovered = Set(try LibraryStore(path: path).notes().map(\.id))
      written += ids.count
      back += ids.filter(recovered.contains).count
      missingFromBackup += backedUp.subtracting(recovered).count
    }
  }
  let share = Double(back) / Double(max(1, written))
  report(
    "damaged copies (seed \(seed)): share of notes brought back", String(format: "%.4f", share),
    bound: "—", ok: true)
  report(
    "damaged copies: set aside when opened / trials", "\(setAside)/\(trials)", bound: "—", ok: true)
  report(
    "damaged copies: notes a backup held that are missing", "\(missingFromBackup)", bound: "0",
    ok: missingFromBackup == 0)
}
