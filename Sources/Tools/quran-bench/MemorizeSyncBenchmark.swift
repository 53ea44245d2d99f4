import Foundation
import Library
import Sync

/// `quran-bench memorize-sync`: ten years of grades of all 6,236 ayahs (as
/// `memorize` makes them) sent by a laptop's first sync, taken by a desktop's first sync
/// (every ayah's card made from its grades), then a sync with nothing new on the desktop —
/// a pull of changes, and a complete listing (hourly) — against the real `quran-records`.
/// The two devices' cards must be equal. No bound is set: the figures say what syncing
/// grades costs at that size.
func benchmarkMemorizeSync() throws {
  let server = try SyncBenchServer(
    directory: workspace + "/memorize-sync", arguments: ["--rate-limit", "100000"])
  defer { server.stop() }
  let laptop = try server.device("laptop")
  let desktop = try server.device("desktop")
  let today = ReadingDate.day(of: Date(), in: TimeZone(identifier: "UTC")!)
  let reviews = try fillTenYearsOfReviews(laptop.home + "/library.sqlite", today: today)
  let sending = try LibraryStore(path: laptop.home + "/library.sqlite")
  let taking = try LibraryStore(path: desktop.home + "/library.sqlite")
  // The grades were written without journal entries: the first complete listing finds the
  // server without them and queues them, as after an upgrade from a version that did not
  // journal grades.
  var sent = 0
  let up = try measure { sent = try laptop.engine(sending).sync().sent }
  var received = 0
  let down = try measure { received = try desktop.engine(taking).sync().received }
  let everything = "2099-12-31"
  let same = try sending.dueAyahs(today: everything) == taking.dueAyahs(today: everything)
  precondition(sent == reviews && received == reviews, "\(sent) sent, \(received) taken")
  var changes = Timings()
  for _ in 0..<5 { changes.add(try measure { try desktop.engine(taking).sync(.changes) }) }
  var complete = Timings()
  for _ in 0..<3 { complete.add(try measure { try desktop.engine(taking).sync() }) }
  print("memorize-sync: \(reviews) grades of 6,236 ayahs in ten years, quran-records on loopback")
  print("  first sync sending them:        \(Timings.format(up))")
  print("  first sync taking them (cards): \(Timings.format(down))")
  print("  nothing new, pull of changes:   \(Timings.format(changes.median)) median of 5")
  print("  nothing new, complete listing:  \(Timings.format(complete.median)) median of 3")
  report(
    "both devices' 6,236 cards equal after the sync", same ? "equal" : "DIFFER",
    bound: "equal", ok: same)
}
