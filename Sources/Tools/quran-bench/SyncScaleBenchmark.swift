import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import Synchronization

/// What sync costs as the library grows, against the real `quran-records`:
/// for each size, a library of that many notes is uploaded, then measured — one favorite from
/// the key to the change stored on the server (what the reader's background sync does:
/// `send()`), and a sync with nothing new (a pull of what changed, deletions included, in
/// process and as `quran sync`) — each as requests and time, and as a ratio to the first
/// (smallest) size's figure. With `withoutFeed`, each size again on a server that keeps no
/// change feed for `_defaultZone` (`--no-default-zone-feed`, as Apple's CloudKit), where a
/// sync lists every name: printed, with no bound.
///
/// Every size is set up first, each with its own server, and the rounds then go from size to
/// size in turn (the first size of each round taken in turn too): a moment when this shared
/// machine is busy falls on every size alike, rather than on whichever size was being measured
/// then. `rounds` favorites per size (the p99 of 30 is their slowest; of 300, the third slowest).
func benchmarkSyncScale(sizes: [Int], rounds: Int = 30, withoutFeed: Bool = false) throws {
  let feeds = withoutFeed ? [true, false] : [true]
  let setups = try feeds.flatMap { feed in try sizes.map { try ScaleSetup(size: $0, feed: feed) } }
  defer { for setup in setups { setup.server.stop() } }
  for setup in setups {
    try setup.engine.sync()
    _ = setup.counted.take()
  }
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  try inTurn(setups, rounds: rounds) { setup, round in
    try setup.library.setFavorite(ayahs[round % ayahs.count], round / ayahs.count % 2 == 0)
    setup.keys.add(try measure { try setup.engine.send() })
  }
  let keyRequests = setups.map { Double($0.counted.take()) / Double(rounds) }
  try inTurn(setups, rounds: 20) { setup, _ in
    setup.idle.add(try measure { try setup.engine.sync(.changes) })
  }
  let idleRequests = setups.map { Double($0.counted.take()) / 20 }
  try inTurn(setups, rounds: 10) { setup, _ in
    let run = setup.laptop.run(["sync"])
    precondition(run.status == 0, "quran sync failed (its home: \(setup.laptop.home))")
    setup.idleProcess.add(run.milliseconds)
  }
  var first: [String: Double] = [:]
  for (index, setup) in setups.enumerated() {
    let label = "sync-scale \(setup.size) notes\(setup.feed ? "" : ", no feed")"
    let figures: [(String, Double, String)] = [
      ("one favorite, key to stored: requests", keyRequests[index], "%.1f"),
      ("one favorite, key to stored: p50 ms", setup.keys.median, "%.2f"),
      ("one favorite, key to stored: p99 ms", setup.keys.percentile(0.99), "%.2f"),
      ("nothing new (engine): requests", idleRequests[index], "%.1f"),
      ("nothing new (engine): p50 ms", setup.idle.median, "%.2f"),
      ("nothing new (quran sync): p50 ms", setup.idleProcess.median, "%.2f"),
    ]
    for (name, value, format) in figures {
      let key = "\(setup.feed) \(name)"
      let base = first[key] ?? value
      first[key] = base
      let ratio = base > 0 ? value / base : 1
      report(
        "\(label): \(name)", String(format: format, value) + String(format: " (%.2f×)", ratio),
        bound: setup.feed ? "≤ 1.20× the first size's" : "—", ok: !setup.feed || ratio <= 1.2)
    }
    if setup.feed {
      report(
        "\(label): nothing new (engine): requests", String(format: "%.1f", idleRequests[index]),
        bound: "= 1", ok: idleRequests[index] <= 1)
    }
    report(
      "\(label): one favorite, slowest of \(rounds)",
      String(format: "%.2f ms", setup.keys.percentile(1)), bound: "—", ok: true)
  }
}

/// `rounds` rounds, each going once through every setup, from a first one taken in turn.
private func inTurn(
  _ setups: [ScaleSetup], rounds: Int, _ body: (ScaleSetup, Int) throws -> Void
) throws {
  for round in 0..<rounds {
    for offset in 0..<setups.count {
      try body(setups[(round + offset) % setups.count], round)
    }
  }
}

/// One size's server, device, library and engine, uploaded; and its timings as they come.
private final class ScaleSetup {
  let size: Int
  /// Whether the server keeps a change feed for `_defaultZone` (Apple's keeps none).
  let feed: Bool
  let server: SyncBenchServer
  let laptop: BenchDevice
  let library: LibraryStore
  let counted: CountedRecords
  let engine: SyncEngine
  var keys = Timings()
  var idle = Timings()
  var idleProcess = Timings()

  init(size: Int, feed: Bool) throws {
    self.size = size
    self.feed = feed
    // The upload of the library is set-up here, not measured: a raised rate limit, and room
    // for the library and its favorites past the member's default quota (100,000 records).
    server = try SyncBenchServer(
      directory: workspace + "/scale-\(size)-\(feed ? "feed" : "listing")",
      arguments: ["--rate-limit", "100000", "--quota-records", String(size + 20_000)]
        + (feed ? [] : ["--no-default-zone-feed"]))
    laptop = try server.device("scale-\(size)-\(feed)")
    library = try LibraryStore(path: laptop.home + "/library.sqlite")
    _ = try library.merge(notes(size))
    counted = CountedRecords(RemoteRecords(RecordClient(laptop.connection)))
    engine = SyncEngine(library: library, records: counted, user: laptop.identity)
    try engine.sync()
    let left = try library.pendingChangeCount()
    precondition(left == 0, "the upload did not finish")
  }
}

/// `count` notes spread over the Quran, written a day ago.
private func notes(_ count: Int) -> ImportBatch {
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  let date = Date(timeIntervalSinceNow: -86_400)
  var batch = ImportBatch()
  for index in 0..<count {
    batch.notes.append(
      AyahNote(
        id: UUID(), ayahID: ayahs[index % ayahs.count], text: "Ghi chú \(index) — suy ngẫm.",
        createdAt: date, modifiedAt: date))
  }
  return batch
}

/// The record service, each request counted.
final class CountedRecords: RecordDatabase {
  let records: any RecordDatabase
  private let count = Mutex(0)

  init(_ records: any RecordDatabase) { self.records = records }

  /// The requests since the last call.
  func take() -> Int {
    count.withLock { count in
      defer { count = 0 }
      return count
    }
  }

  private func counting<T>(_ call: () throws(RecordServiceError) -> T) throws(RecordServiceError)
    -> T
  {
    count.withLock { $0 += 1 }
    return try call()
  }

  func send<Request, Answer>(_ endpoint: Endpoint<Request, Answer>, _ request: Request)
    throws(RecordServiceError) -> Answer
  {
    try counting { () throws(RecordServiceError) in try records.send(endpoint, request) }
  }
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> Bool {
    try records.waitForChanges(timeout: timeout)
  }
}
