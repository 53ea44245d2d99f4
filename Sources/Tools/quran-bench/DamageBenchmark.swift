import Foundation
import GRDB
import Library
import LibraryRescue
import Loopback
import QuranText

/// Seeded runs of damaged copies of a 2,000-note library (backed up, then
/// 20 notes written and 60 long notes written and deleted, so that the file has a freelist),
/// each with 1–4 pages overwritten with random bytes — each page drawn from any page, the
/// note table's interior pages, the schema page (1) and the freelist — then opened and
/// recovered. It prints the share of notes back out of those on whole pages (their leaf and
/// overflow pages untouched; bound ≥ 0.99) and the notes a backup held that are missing
/// (bound 0).
func benchmarkDamage(copies: Int, seed: UInt64) throws {
  var generator = SeededGenerator(seed: seed)
  var tally = DamageTally()
  for copy in 0..<copies {
    let folder = workspace + "/damage-\(copy)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try damageTrial(path: folder + "/library.sqlite", generator: &generator, tally: &tally)
  }
  let share = Double(tally.backFromWhole) / Double(max(1, tally.onWholePages))
  report(
    "damaged copies (\(copies), seed \(seed)): notes back / notes on whole pages (\(tally.backFromWhole)/\(tally.onWholePages))",
    String(format: "%.4f", share), bound: "≥ 0.99", ok: share >= 0.99)
  report(
    "damaged copies: notes a backup held that are missing", "\(tally.missingFromBackup)",
    bound: "0", ok: tally.missingFromBackup == 0)
  report(
    "damaged copies: pages hit (interior / schema / freelist / any)",
    "\(tally.hits[0]) / \(tally.hits[1]) / \(tally.hits[2]) / \(tally.hits[3])", bound: "—",
    ok: true)
  report(
    "damaged copies: notes back in all (of those written)",
    "\(tally.backInAll)/\(tally.written)", bound: "—", ok: true)
  report(
    "damaged copies: deleted notes that came back", "\(tally.deletedBack)", bound: "—", ok: true)
  report(
    "damaged copies: quran library recover (median)", Timings.format(tally.recovery.median),
    bound: "—", ok: true)
}

/// What the damaged copies add up to.
private struct DamageTally {
  var onWholePages = 0
  var backFromWhole = 0
  var missingFromBackup = 0
  var written = 0
  var backInAll = 0
  var deletedBack = 0
  /// Pages hit: interior, schema, freelist, any.
  var hits = [0, 0, 0, 0]
  var recovery = Timings()
}

/// One damaged copy: made, damaged, opened, recovered, counted.
private func damageTrial(
  path: String, generator: inout SeededGenerator, tally: inout DamageTally
) throws {
  let (backedUp, deleted) = try makeDamageLibrary(path)
  let written = Set(try LibraryStore(path: path).notes().map(\.id))
  let placement = LibraryFile.notePages(path)
  let (interior, free, count) = try pageKinds(path)
  var damaged = Set<Int>()
  for _ in 0..<Int.random(in: 1...4, using: &generator) {
    let kind = Int.random(in: 0...3, using: &generator)
    let choices = [interior, [1], free, Array(1...count)][kind]
    guard let page = choices.randomElement(using: &generator) else { continue }
    tally.hits[kind] += 1
    damaged.insert(page)
  }
  guard let handle = FileHandle(forUpdatingAtPath: path) else { return }
  for page in damaged.sorted() {
    try handle.seek(toOffset: UInt64((page - 1) * 4096))
    handle.write(Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }))
  }
  try handle.close()
  tally.recovery.add(
    try measure {
      _ = try LibraryStore.open(path: path)
      _ = try Recovery.run(libraryPath: path)
    })
  let back = Set(try LibraryStore(path: path).notes().map(\.id))
  let whole = written.filter { id in placement[id].map { damaged.isDisjoint(with: $0) } ?? false }
  tally.onWholePages += whole.count
  tally.backFromWhole += whole.intersection(back).count
  tally.missingFromBackup += backedUp.subtracting(back).count
  tally.written += written.count
  tally.backInAll += written.intersection(back).count
  tally.deletedBack += deleted.intersection(back).count
}

/// A 2,000-note library, backed up; then 20 notes more, and 60 long notes written and
/// deleted (their pages go to the freelist). Returns the notes the backup held and the ids
/// of those deleted; the log is folded into the file.
private func makeDamageLibrary(_ path: String) throws -> (Set<UUID>, Set<UUID>) {
  let library = try LibraryStore(path: path)
  try fillNotes(library, count: 2_000, favorites: false)
  let backedUp = Set(try library.notes().map(\.id))
  _ = try library.backUp(at: Date(timeIntervalSinceNow: -86_400))
  for index in 0..<20 {
    _ = try library.addNote(on: try AyahID(surah: 36, ayah: index + 1), text: "Sau \(index)")
  }
  var deleted = Set<UUID>()
  for index in 0..<60 {
    let long = String(repeating: "dài \(index) ", count: 500)
    deleted.insert(try library.addNote(on: try AyahID(surah: 2, ayah: index + 1), text: long).id)
  }
  for id in deleted { _ = try library.deleteNote(id) }
  let queue = try DatabaseQueue(path: path)
  try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
  try queue.close()
  return (backedUp, deleted)
}

/// The note table's interior pages, the freelist's pages (those no b-tree holds) and the
/// number of pages.
private func pageKinds(_ path: String) throws -> ([Int], [Int], Int) {
  let queue = try DatabaseQueue(path: path)
  defer { try? queue.close() }
  return try queue.read { db in
    let interior = try Int.fetchAll(
      db, sql: "SELECT pageno FROM dbstat WHERE name = 'note' AND pagetype = 'internal'")
    let used = Set(try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat"))
    let count = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
    return (interior, (1...count).filter { !used.contains($0) }, count)
  }
}
