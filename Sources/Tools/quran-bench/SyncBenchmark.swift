import ChildProcess
import Clocks
import CloudRecords
import DataFolder
import Foundation
import Library
import Loopback
import QuranText
import RecordClient
import Sync
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The sync figures against the real `quran-records` built beside this benchmark: a first
/// sync of 10,000 records to an empty device, a `quran sync` with nothing new after it (with
/// the requests the server counted), one change from one device to another (`quran sync` to
/// `quran sync`), and a change showing on a device that runs `quran sync --watch`.
func benchmarkSync() throws {
  let server = try SyncBenchServer(
    directory: workspace + "/records", arguments: ["--metrics-address", "127.0.0.1:0"])
  defer { server.stop() }
  let laptop = try server.device("laptop")
  let desktop = try server.device("desktop")
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  let library = try LibraryStore(path: laptop.home + "/library.sqlite")
  let batch = tenThousandRecords(ayahs)
  _ = try library.merge(batch)
  var settings = try library.settings()
  settings.translation = .hassan
  try library.save(settings)
  let received = try measureFirstSync(from: laptop, to: desktop, notes: batch.notes.count)
  try measureNothingNew(on: desktop, received, server: server)
  let laptopEngine = try laptop.engine(library)
  let desktopEngine = try desktop.engine(received)
  // What a watching reader does: the change sent alone, the other device's pull of changes.
  try measureOneChange(library, laptop, received, desktop, ayahs: ayahs) {
    try laptopEngine.send()
    try desktopEngine.sync(.changes)
  }
  try measureWatching(library, laptopEngine, received, desktop, ayahs: ayahs)
}

/// The first sync of 10,000 records to an empty device, `rounds` times (each to a device of
/// its own) after one upload, with the server's count of the requests each made.
func benchmarkFirstSyncs(_ rounds: Int) throws {
  let server = try SyncBenchServer(
    directory: workspace + "/records", arguments: ["--metrics-address", "127.0.0.1:0"])
  defer { server.stop() }
  let laptop = try server.device("laptop")
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  let library = try LibraryStore(path: laptop.home + "/library.sqlite")
  let batch = tenThousandRecords(ayahs)
  _ = try library.merge(batch)
  precondition(laptop.run(["sync"]).status == 0, "the first upload failed")
  var timings = Timings()
  for round in 1...max(1, rounds) {
    let desktop = try server.device("desktop-\(round)")
    let before = server.recordRequests()
    let first = desktop.run(["sync"])
    precondition(first.status == 0, "the first sync failed")
    let arrived = try LibraryStore(path: desktop.home + "/library.sqlite").noteCount()
    precondition(arrived == batch.notes.count, "the first sync lost notes")
    timings.add(first.milliseconds)
    report(
      "sync: first sync of 10,000 records to an empty device, round \(round)",
      String(
        format: "%.2f s, %d requests", first.milliseconds / 1000,
        server.recordRequests() - before),
      bound: "≤ 3 s", ok: first.milliseconds <= 3000)
  }
  report(
    "sync: first sync of 10,000 records to an empty device, median",
    String(format: "%.2f s", timings.median / 1000), bound: "≤ 3 s", ok: timings.median <= 3000)
}

/// 10,000 records: favorites, notes, the progress of every surah (settings make the rest).
private func tenThousandRecords(_ ayahs: [AyahID]) -> ImportBatch {
  var batch = ImportBatch()
  let date = Date(timeIntervalSinceNow: -86_400)
  for ayah in ayahs.prefix(4000) {
    batch.favorites.append(FavoriteAyah(ayahID: ayah, favoritedAt: date))
  }
  for index in 0..<(10_000 - 4000 - 114 - 4) {
    batch.notes.append(
      AyahNote(
        id: UUID(), ayahID: ayahs[index % ayahs.count], text: "Ghi chú \(index) — suy ngẫm.",
        createdAt: date, modifiedAt: date))
  }
  for surah in 1...SurahSizes.surahCount {
    batch.progress.append(
      ReadingProgress(
        surah: surah, lastReadAyah: 1, totalAyahs: SurahSizes.ayahCount(ofSurah: surah)!,
        lastUpdatedAt: date))
  }
  return batch
}

/// The upload of the 10,000 records by one `quran sync`, and their first sync to an empty
/// device; returns that device's library.
private func measureFirstSync(
  from laptop: BenchDevice, to desktop: BenchDevice, notes: Int
) throws -> LibraryStore {
  let upload = laptop.run(["sync"])
  precondition(upload.status == 0, "the first upload failed")
  report(
    "sync: first upload of 10,000 records (quran sync), default rate limit",
    String(format: "%.2f s", upload.milliseconds / 1000),
    bound: "≤ 3 s", ok: upload.milliseconds <= 3000)
  let first = desktop.run(["sync"])
  precondition(first.status == 0, "the first sync failed")
  let received = try LibraryStore(path: desktop.home + "/library.sqlite")
  let arrived = try received.noteCount()
  precondition(arrived == notes, "the first sync lost notes")
  report(
    "sync: first sync of 10,000 records to an empty device",
    String(format: "%.2f s", first.milliseconds / 1000), bound: "≤ 3 s",
    ok: first.milliseconds <= 3000)
  return received
}

/// Nothing new, as `quran sync` does it: a read of `_defaultZone`'s change feed since the
/// last pull (a complete listing is daily, or `--full`), as the whole `quran sync` and as the
/// engine alone, each with the requests it made; and the daily complete listing beside it.
private func measureNothingNew(
  on desktop: BenchDevice, _ received: LibraryStore, server: SyncBenchServer
) throws {
  precondition(desktop.run(["sync"]).status == 0, "a sync with nothing new failed")
  let idle = try nothingNewByProcess(desktop, server, runs: 20)
  report(
    "sync: nothing new, 10,000 records on the server (quran sync), p50",
    "\(Timings.format(idle.timings.median)), \(idle.requests) requests", bound: "≤ 150 ms",
    ok: idle.timings.median <= 150)
  let counted = CountedRecords(RemoteRecords(RecordClient(desktop.connection)))
  let engine = SyncEngine(library: received, records: counted, user: desktop.identity)
  for (scope, name, bound) in [
    (PullScope.changes, "nothing new, 10,000 records on the server (engine)", 150.0),
    (.complete, "the daily complete listing of 10,000 records, nothing new (engine)", nil),
  ] {
    var timings = Timings()
    _ = counted.take()
    for _ in 0..<20 { timings.add(try measure { try engine.sync(scope) }) }
    let requests = Double(counted.take()) / 20
    report(
      "sync: \(name), p50",
      "\(Timings.format(timings.median)), " + String(format: "%.1f requests", requests),
      bound: bound.map { "≤ \(Int($0)) ms" } ?? "—", ok: bound.map { timings.median <= $0 } ?? true)
  }
}

/// `runs` of `quran sync` on `device`: their times, and the record requests of each (the
/// server's own count, `--metrics-address`), the same for every run or said as a range.
private func nothingNewByProcess(_ device: BenchDevice, _ server: SyncBenchServer, runs: Int)
  throws -> (timings: Timings, requests: String)
{
  var timings = Timings()
  var counts: [Int] = []
  for _ in 0..<runs {
    let before = server.recordRequests()
    let again = device.run(["sync"])
    precondition(again.status == 0, "a sync with nothing new failed")
    timings.add(again.milliseconds)
    counts.append(server.recordRequests() - before)
  }
  let low = counts.min() ?? 0
  let high = counts.max() ?? 0
  return (timings, low == high ? "\(low)" : "\(low)–\(high)")
}

/// One change, sent by one `quran sync` and taken by another (each a pull of changes, then
/// a push), then by the engines in process as a watching reader does it (`send()`, then the
/// other's pull of changes). No bound here: `quran-bench sync-scale` bounds a change's cost
/// against the library's size.
private func measureOneChange(
  _ library: LibraryStore, _ laptop: BenchDevice, _ received: LibraryStore,
  _ desktop: BenchDevice, ayahs: [AyahID], engines: () throws -> Void
) throws {
  var roundTrips = Timings()
  for index in 0..<50 {
    try library.setFavorite(ayahs[5000 + index], true)
    let sent = laptop.run(["sync"])
    let taken = desktop.run(["sync"])
    precondition(sent.status == 0 && taken.status == 0, "a sync failed")
    roundTrips.add(sent.milliseconds + taken.milliseconds)
  }
  let changed = try received.isFavorite(ayahs[5049])
  precondition(changed, "the change did not arrive")
  reportMedianAndP99("sync: one change, quran sync → quran sync", roundTrips)
  var inProcess = Timings()
  for index in 0..<50 {
    try library.setFavorite(ayahs[5100 + index], true)
    inProcess.add(try measure(engines))
  }
  reportMedianAndP99("sync: one change, engine → engine", inProcess)
}

/// A figure with no bound, as its median and its 99th percentile.
private func reportMedianAndP99(_ name: String, _ timings: Timings) {
  report("\(name), p50", Timings.format(timings.median), bound: "—", ok: true)
  report("\(name), p99", Timings.format(timings.percentile(0.99)), bound: "—", ok: true)
}

/// A device watching (`quran sync --watch`): from a change leaving the other device — by its
/// engine, or the phone's way — to it being in the watching device's library.
private func measureWatching(
  _ library: LibraryStore, _ laptopEngine: SyncEngine, _ received: LibraryStore,
  _ desktop: BenchDevice, ayahs: [AyahID]
) throws {
  let watcher = try desktop.start(["sync", "--watch"])
  defer {
    kill(watcher, SIGINT)
    var status: Int32 = 0
    waitpid(watcher, &status, 0)
  }
  usleep(1_500_000)
  /// Milliseconds from `send` to the favorite of `id` being in the watching device's library
  /// (gone from it, when `shown` is false).
  func timeUntilShown(_ id: AyahID, shown: Bool = true, _ send: () throws -> Void) throws
    -> Double
  {
    try timeUntil({ try received.isFavorite(id) == shown }, send)
  }
  var live = Timings()
  for index in 0..<20 {
    let id = ayahs[5200 + index]
    try library.setFavorite(id, true)
    live.add(try timeUntilShown(id) { try laptopEngine.sync() })
  }
  reportMedianAndMax("sync: change shown on a --watch device", live)
  // A deletion: the same favorites unmarked, gone from the watching device's library (the
  // reader's background sync is this watcher).
  var deletions = Timings()
  for index in 0..<20 {
    let id = ayahs[5200 + index]
    try library.setFavorite(id, false)
    deletions.add(try timeUntilShown(id, shown: false) { try laptopEngine.sync(.changes) })
  }
  report(
    "sync: a deletion gone from a --watch device, p50", Timings.format(deletions.median),
    bound: "≤ 2000 ms", ok: deletions.median <= 2000)
  report(
    "sync: a deletion gone from a --watch device, max", Timings.format(deletions.percentile(1)),
    bound: "≤ 2000 ms", ok: deletions.percentile(1) <= 2000)
  // A note brought back from the trash: deleted and gone from the watching device,
  // then restored as `quran trash restore` does, until it is back there (and stays: the
  // watcher takes it as the newest version, not the deleted one sent again).
  var restores = Timings()
  for index in 0..<20 {
    let note = try library.addNote(on: ayahs[5250 + index], text: "bản được khôi phục \(index)")
    _ = try timeUntil({ try received.note(note.id) != nil }) { try laptopEngine.sync(.changes) }
    try library.deleteNote(note.id)
    _ = try timeUntil({ try received.note(note.id) == nil }) { try laptopEngine.sync(.changes) }
    let item = try library.trashItem(matching: note.id.uuidString)
    restores.add(
      try timeUntil({ try received.note(note.id) != nil }) {
        try library.restore(item)
        try laptopEngine.sync(.changes)
      })
  }
  report(
    "sync: a note restored from the trash back on a --watch device, p50",
    Timings.format(restores.median), bound: "≤ 2000 ms", ok: restores.median <= 2000)
  report(
    "sync: a note restored from the trash back on a --watch device, max",
    Timings.format(restores.percentile(1)), bound: "≤ 2000 ms", ok: restores.percentile(1) <= 2000)
  // The phone's way: the app saves a new favorite at once (CloudKitCoordinator.uploadFavorite),
  // a record of its own making in `_defaultZone`; a reader watching picks it up.
  var fromPhone = Timings()
  let owner = laptopEngine.user.userRecordName
  for index in 0..<20 {
    let id = ayahs[5300 + index]
    fromPhone.add(
      try timeUntilShown(id) {
        _ = try laptopEngine.records.send(
          Endpoints.modifyRecords,
          ModifyRecordsRequest(
            operations: [.init(.create, phoneFavorite(id, owner: owner))], zoneID: .defaultZone))
      })
  }
  reportMedianAndMax("sync: the phone's change shown on a --watch device", fromPhone)
}

/// Milliseconds from `send` to `arrived` holding in the watching device's library.
private func timeUntil(_ arrived: () throws -> Bool, _ send: () throws -> Void) throws -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try send()
  while try !arrived() {
    usleep(2000)
    precondition(DispatchTime.now().uptimeNanoseconds - start < 10_000_000_000, "never arrived")
  }
  defer { usleep(200_000) }
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// A favorite as the iPhone app writes it.
private func phoneFavorite(_ id: AyahID, owner: String) -> Record {
  Record(
    recordName: "favorite-\(owner)-\(id)", recordType: "FavoriteAyah",
    fields: [
      "ayahID": .string(id.description), "surahNumber": .int64(Int64(id.surah)),
      "ayahNumber": .int64(Int64(id.ayah)), "favoritedAt": .timestamp(Date().milliseconds),
      "ownerRecordName": .string(owner),
    ])
}

/// A figure bound to 1 second, as its median and its maximum.
private func reportMedianAndMax(_ name: String, _ timings: Timings) {
  report(
    "\(name), p50", Timings.format(timings.median), bound: "≤ 1000 ms",
    ok: timings.median <= 1000)
  report(
    "\(name), max", Timings.format(timings.percentile(1)), bound: "≤ 1000 ms",
    ok: timings.percentile(1) <= 1000)
}

/// `quran-records serve` on a free loopback port, with one user and the container's token.
final class SyncBenchServer {
  let executable: String
  let database: String
  /// Where `serve` writes what it says (its address, its metrics' address).
  let output: String
  let pid: pid_t
  let baseURL: String
  let apiToken: String
  let user = "bench"
  let password = "bench password"

  init(directory: String, arguments: [String] = []) throws {
    executable = (quran as NSString).deletingLastPathComponent + "/quran-records"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    database = directory + "/records.sqlite"
    output = directory + "/serve.out"
    pid = try ChildProcess(
      executable, ["serve", "--port", "0", "--db", database] + arguments,
      output: .writing(output),
      error: .discarded
    ).pid
    var url: String?
    for _ in 0..<3000 where url == nil {
      let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
      url = text.split(separator: "\n").first { $0.hasPrefix("Listening on ") }.map {
        String($0.dropFirst("Listening on ".count))
      }
      if url == nil { usleep(10_000) }
    }
    baseURL = url!
    _ = SyncBenchServer.capture(
      executable, ["user", "add", user, "--db", database], input: password)
    apiToken = SyncBenchServer.capture(executable, ["api-token", "--db", database], input: "")
  }

  func stop() {
    kill(pid, SIGTERM)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  /// The record API requests the server has answered (`records/query`, `records/modify`, …;
  /// not sign-ins, long polls or health checks), by its own count: started with
  /// `--metrics-address`, or 0.
  func recordRequests() -> Int {
    let said = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    guard
      let line = said.split(separator: "\n").first(where: { $0.hasPrefix("Metrics on ") }),
      let url = URL(string: String(line.dropFirst("Metrics on ".count)))
    else { return 0 }
    let prefix = ServerMetricsLine.requests + "{operation=\""
    return SyncBenchServer.fetch(URLRequest(url: url)).split(separator: "\n").reduce(0) {
      total, line in
      guard line.hasPrefix(prefix),
        let operation = line.dropFirst(prefix.count).split(
          separator: "\""
        ).first, operation.contains("/"),
        let count = line.split(separator: " ").last.flatMap({ Double($0) })
      else { return total }
      return total + Int(count)
    }
  }

  /// Signs in through the sign-in form and writes a device's account file.
  func device(_ name: String) throws -> BenchDevice {
    let home = workspace + "/device-\(name)"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    var request = URLRequest(url: URL(string: baseURL + "/signin")!)
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(
      SignInForm.body(user: user, password: password, apiToken: apiToken).utf8)
    let page = SyncBenchServer.fetch(request)
    guard let token = SignInForm.token(in: page) else { fatalError("sign-in failed: \(page)") }
    let connection = Connection(
      server: URL(string: baseURL)!, apiToken: apiToken, webAuthToken: token)
    let identity = try RecordClient(connection).send(Endpoints.currentUser)
    try Account(
      server: baseURL, container: DatabasePath.appContainer, environment: "development",
      apiToken: apiToken, webAuthToken: token, userRecordName: identity.userRecordName
    ).save(to: home + "/account.json")
    return BenchDevice(home: home, connection: connection, identity: identity)
  }

  static func fetch(_ request: URLRequest) -> String {
    let done = DispatchSemaphore(value: 0)
    let box = TextBox()
    URLSession.shared.dataTask(with: request) { data, _, _ in
      box.set(String(decoding: data ?? Data(), as: UTF8.self))
      done.signal()
    }.resume()
    done.wait()
    return box.get()
  }

  static func capture(_ program: String, _ arguments: [String], input: String) -> String {
    let directory = workspace + "/capture-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: directory + "/in", contents: Data((input + "\n").utf8))
    let status = try? ChildProcess.run(
      program, arguments, input: .reading(directory + "/in"),
      output: .writing(directory + "/out"), error: .discarded)
    precondition(status != nil, "\(program) could not start")
    return ((try? String(contentsOfFile: directory + "/out", encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// The names `quran-records` gives its metrics, as a scraper reads them.
enum ServerMetricsLine {
  /// Answered requests, by operation and status.
  static let requests = "quran_records_requests_total"
}

final class TextBox: Sendable {
  private let text = Mutex("")
  func set(_ value: String) { text.withLock { $0 = value } }
  func get() -> String { text.withLock { $0 } }
}

/// A device of the benchmark: a home with an account file.
struct BenchDevice {
  let home: String
  let connection: Connection
  let identity: UserIdentity

  var environment: [String: String] {
    ["QURAN_VI_HOME": home, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8"]
  }

  func run(_ arguments: [String]) -> Spawned.Outcome {
    Spawned.run(quran, arguments, environment: environment)
  }

  func engine(_ library: LibraryStore) throws -> SyncEngine {
    SyncEngine(library: library, records: RemoteRecords(RecordClient(connection)), user: identity)
  }

  /// Starts `quran ARGUMENTS` and leaves it running; its pid.
  func start(_ arguments: [String]) throws -> pid_t {
    try ChildProcess(
      quran, arguments, environment: environment, output: .discarded, error: .discarded
    ).pid
  }
}
