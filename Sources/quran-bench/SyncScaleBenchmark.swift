import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import Synchronization

/// What sync costs as the library grows (issue 47), against the real `quran-records`: for each
/// size, a library of that many notes is uploaded and left for longer than a pull of changes
/// looks back (`SyncEngine.changesMargin`, a minute), then measured — one favorite from the key
/// to the change stored on the server (what the reader's background sync does: `send()`),
/// and a sync with nothing new (a pull of what changed, in process and as `quran sync`) — each
/// as requests and time, and as a ratio to the first (smallest) size's figure.
func benchmarkSyncScale(sizes: [Int]) throws {
  var first: [String: Double] = [:]
  for size in sizes {
    // The upload of the library is set-up here, not measured: a raised rate limit.
    let server = try SyncBenchServer(
      directory: workspace + "/scale-\(size)", arguments: ["--rate-limit", "100000"])
    defer { server.stop() }
    let laptop = try server.device("scale-\(size)")
    let library = try LibraryStore(path: laptop.home + "/library.sqlite")
    _ = try library.merge(notes(size))
    let counted = CountedRecords(RemoteRecords(RecordClient(laptop.connection)))
    let engine = SyncEngine(library: library, records: counted, user: laptop.identity)
    try engine.sync()
    let left = try library.pendingChangeCount()
    precondition(left == 0, "the upload did not finish")
    // Later than a pull of changes looks back: the library is an old one.
    usleep(UInt32(SyncEngine.changesMargin) * 1000 + 1_000_000)
    try engine.sync()

    var keys = Timings()
    _ = counted.take()
    for index in 0..<30 {
      try library.setFavorite(try AyahID(surah: 2, ayah: 1 + index), true)
      keys.add(try measure { try engine.send() })
    }
    let keyRequests = Double(counted.take()) / 30
    var idle = Timings()
    for _ in 0..<20 { idle.add(try measure { try engine.sync(.changes) }) }
    let idleRequests = Double(counted.take()) / 20
    var idleProcess = Timings()
    for _ in 0..<10 {
      let run = laptop.run(["sync"])
      precondition(run.status == 0, "quran sync failed")
      idleProcess.add(run.milliseconds)
    }
    let figures: [(String, Double, String)] = [
      ("one favorite, key to stored: requests", keyRequests, "%.1f"),
      ("one favorite, key to stored: p50 ms", keys.median, "%.2f"),
      ("one favorite, key to stored: p99 ms", keys.percentile(0.99), "%.2f"),
      ("nothing new (engine): requests", idleRequests, "%.1f"),
      ("nothing new (engine): p50 ms", idle.median, "%.2f"),
      ("nothing new (quran sync): p50 ms", idleProcess.median, "%.2f"),
    ]
    for (name, value, format) in figures {
      let base = first[name] ?? value
      first[name] = base
      let ratio = base > 0 ? value / base : 1
      report(
        "sync-scale \(size) notes: \(name)",
        String(format: format, value) + String(format: " (%.2f×)", ratio),
        bound: "≤ 1.20× the first size's", ok: ratio <= 1.2)
    }
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

  func modifyRecords(_ request: ModifyRecordsRequest) throws(RecordServiceError)
    -> RecordsResponse
  { try counting { () throws(RecordServiceError) in try records.modifyRecords(request) } }
  func lookupRecords(_ request: LookupRecordsRequest) throws(RecordServiceError)
    -> RecordsResponse
  { try counting { () throws(RecordServiceError) in try records.lookupRecords(request) } }
  func queryRecords(_ request: QueryRecordsRequest) throws(RecordServiceError)
    -> QueryRecordsResponse
  { try counting { () throws(RecordServiceError) in try records.queryRecords(request) } }
  func zoneChanges(_ request: ZoneChangesRequest) throws(RecordServiceError)
    -> ZoneChangesResponse
  { try counting { () throws(RecordServiceError) in try records.zoneChanges(request) } }
  func listZones() throws(RecordServiceError) -> ZonesResponse {
    try counting { () throws(RecordServiceError) in try records.listZones() }
  }
  func modifyZones(_ request: ModifyZonesRequest) throws(RecordServiceError) -> ZonesResponse {
    try counting { () throws(RecordServiceError) in try records.modifyZones(request) }
  }
  func listSubscriptions() throws(RecordServiceError) -> SubscriptionsResponse {
    try counting { () throws(RecordServiceError) in try records.listSubscriptions() }
  }
  func modifySubscriptions(_ request: ModifySubscriptionsRequest) throws(RecordServiceError)
    -> SubscriptionsResponse
  { try counting { () throws(RecordServiceError) in try records.modifySubscriptions(request) } }
  func currentUser() throws(RecordServiceError) -> UserIdentity {
    try counting { () throws(RecordServiceError) in try records.currentUser() }
  }
  func waitForChanges(timeout: Int) throws(RecordServiceError) -> ChangeNotice? {
    try records.waitForChanges(timeout: timeout)
  }
}
