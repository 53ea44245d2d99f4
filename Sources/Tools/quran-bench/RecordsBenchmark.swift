import CloudRecords
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `quran-bench records [--seconds N]` and `quran-bench records-memory`: the record server's
/// figures, measured against the real release `quran-records` on a temporary database, the
/// load coming from this process over loopback HTTP. `records` measures one instance on
/// SQLite, then two instances on one PostgreSQL database (the cluster that
/// `QURAN_RECORDS_BENCH_POSTGRES`, else `QURAN_RECORDS_TEST_POSTGRES`, names; see
/// `.ci/postgres`), the load spread over both, and prints the figures side by side. `only`:
/// the figures whose name holds this text (`paging`, say), without the metrics' cost.
func benchmarkRecords(seconds: Double, only: String? = nil) throws {
  var columns: [(backend: String, figures: [RecordsFigure])] = []
  do {
    let server = try BenchServer.start(name: "records", users: members)
    defer { server.stop() }
    columns.append(
      ("SQLite, 1 instance", try measureRecords(on: [server], seconds: seconds, only: only)))
  }
  if let admin = BenchDatabase.clusterFromEnvironment {
    let database = try BenchDatabase.create(on: admin)
    defer { database.drop() }
    let first = try BenchServer.start(name: "records-pg-1", users: members, database: database.url)
    defer { first.stop() }
    let second = try BenchServer.start(name: "records-pg-2", users: [], database: database.url)
    defer { second.stop() }
    columns.append(
      (
        "PostgreSQL, 2 instances",
        try measureRecords(on: [first, second], seconds: seconds, only: only)
      ))
  } else {
    print(
      "PostgreSQL: not measured; start a cluster (.ci/postgres start) and export"
        + " QURAN_RECORDS_BENCH_POSTGRES or QURAN_RECORDS_TEST_POSTGRES.")
  }
  func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
  print(
    padded("", 54) + columns.map { padded($0.backend, 26) }.joined() + "bound")
  for (index, figure) in (columns.first?.figures ?? []).enumerated() {
    print(
      padded(figure.name, 54)
        + columns.map { column in
          let figure = column.figures[index]
          return padded(figure.value + (figure.ok ? " ok" : " OVER"), 26)
        }.joined() + figure.bound)
  }
  if only == nil { try benchmarkMetricsCost() }
}

/// One figure of `quran-bench records`, as measured on one backend.
struct RecordsFigure {
  var name: String
  var value: String
  var bound: String
  var ok: Bool
}

/// A new database on a PostgreSQL cluster, for one benchmark, dropped after it.
struct BenchDatabase {
  /// The cluster's URL, as the administrator.
  let cluster: String
  /// The new database's URL.
  let url: String
  let name: String

  static func create(on cluster: String) throws -> BenchDatabase {
    let name = "quran_bench_\(UInt32.random(in: 0...UInt32.max))"
    try psql(cluster, "CREATE DATABASE \(name)")
    guard var url = URLComponents(string: cluster) else {
      throw BenchError("\(cluster) is not a PostgreSQL URL.")
    }
    url.path = "/" + name
    return BenchDatabase(cluster: cluster, url: url.string ?? cluster, name: name)
  }

  func drop() { try? psql(cluster, "DROP DATABASE \(name) WITH (FORCE)") }

  /// The cluster `QURAN_RECORDS_BENCH_POSTGRES`, else `QURAN_RECORDS_TEST_POSTGRES`, names.
  static var clusterFromEnvironment: String? {
    let environment = ProcessInfo.processInfo.environment
    return environment["QURAN_RECORDS_BENCH_POSTGRES"] ?? environment["QURAN_RECORDS_TEST_POSTGRES"]
  }
}

/// Runs `psql -c COMMAND` against `url`.
func psql(_ url: String, _ command: String) throws {
  let outcome = Spawned.run(
    "/usr/bin/env", ["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", command],
    environment: ProcessInfo.processInfo.environment)
  guard outcome.status == 0 else { throw BenchError("psql \(command) failed.") }
}

/// The members of the community whose devices make the load: a shared server's writes come
/// from many people at once, while one person's writes take turns (each takes the next
/// numbers of that person's change sequence).
let members = (1...16).map { "member\($0)" }

/// Records a second that `writers` save together in batches of 200 (to BenchZone), for
/// `seconds`; record names start with `prefix`.
func modifyThroughput(seconds: Double, writers: [BenchClient], prefix: String) async throws
  -> Double
{
  let deadline = Date().addingTimeInterval(seconds)
  let start = Date()
  let written = try await withThrowingTaskGroup(of: Int.self) { group in
    for (writer, client) in writers.enumerated() {
      group.addTask {
        var count = 0
        var batch = 0
        while Date() < deadline {
          try await client.modify(
            zone: "BenchZone", names: (0..<200).map { "\(prefix)\(writer)-\(batch)-\($0)" })
          count += 200
          batch += 1
        }
        return count
      }
    }
    return try await group.reduce(0, +)
  }
  return Double(written) / Date().timeIntervalSince(start)
}

/// What metrics cost: records/modify throughput of two SQLite servers, one with
/// `--metrics-address` (scraped every 15 s meanwhile, as Prometheus is often set to) and one without, measured in
/// alternating rounds of `seconds`, so the machine's noise falls on both alike.
func benchmarkMetricsCost(roundSeconds seconds: Double = 5) throws {
  let rounds = 6
  let plain = try BenchServer.start(name: "metrics-off", users: Array(members.prefix(4)))
  defer { plain.stop() }
  let counted = try BenchServer.start(
    name: "metrics-on", users: Array(members.prefix(4)),
    arguments: ["--rate-limit", "1000000", "--metrics-address", "127.0.0.1:0"])
  defer { counted.stop() }
  let saidAt = Date().addingTimeInterval(10)
  while counted.metricsURL == nil && Date() < saidAt { usleep(20_000) }
  guard let metrics = counted.metricsURL else {
    throw BenchError("The server with --metrics-address did not say where its metrics are.")
  }
  let rates = Mutex<[String: [Double]]>(["off": [], "on": []])
  try wait {
    var writers: [String: [BenchClient]] = [:]
    for (label, server) in [("off", plain), ("on", counted)] {
      var clients: [BenchClient] = []
      for name in members.prefix(4) {
        let client = try await server.signedInClient(user: name)
        _ = try await client.post(
          .modifyZones,
          ModifyZonesRequest(operations: [
            .init(.create, Zone(zoneID: ZoneID(zoneName: "BenchZone")))
          ]))
        clients.append(client)
      }
      writers[label] = clients
    }
    for round in 0..<rounds {
      for label in round % 2 == 0 ? ["off", "on"] : ["on", "off"] {
        let scraping = label == "on" ? Task { try await scrape(metrics, every: 15) } : nil
        let rate = try await modifyThroughput(
          seconds: seconds, writers: writers[label]!, prefix: "r\(round)-")
        scraping?.cancel()
        rates.withLock { $0[label]!.append(rate) }
      }
    }
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
  let off = median(rates.withLock { $0["off"]! })
  let on = median(rates.withLock { $0["on"]! })
  let cost = (off - on) / off * 100
  print(
    String(
      format:
        "records/modify throughput, metrics off / on: %.0f / %.0f rec/s (median of %d rounds of %.0f s each)",
      off, on, rounds, seconds))
  report(
    "metrics cost on records/modify throughput", String(format: "%.1f %%", cost),
    bound: "≤ 3 %", ok: cost <= 3)
}

/// GETs `url` every `seconds` until cancelled, as Prometheus would.
func scrape(_ url: URL, every seconds: Double) async throws {
  while !Task.isCancelled {
    _ = try? await URLSession.shared.data(from: url)
    try await Task.sleep(for: .seconds(seconds))
  }
}

/// The record server's figures with the load spread over `servers` (instances on one
/// database): writers, requests and pages go to each in turn, and the notification is
/// polled on the first while the write goes through the last. The batches come from four
/// members at once, the single-record writes from all sixteen, the pages and the
/// notifications for one.
func measureRecords(on servers: [BenchServer], seconds: Double, only: String? = nil) throws
  -> [RecordsFigure]
{
  let figures = Mutex<[RecordsFigure]>([])
  @Sendable func add(_ figure: RecordsFigure) { figures.withLock { $0.append(figure) } }
  let measures: [(name: String, measure: @Sendable (RecordsLoad) async throws -> RecordsFigure)] = [
    ("batch", { try await $0.batchThroughput(seconds: seconds) }),
    ("single", { try await $0.singleLatency(seconds: seconds) }),
    ("paging", { try await $0.paging() }),
    ("notification", { try await $0.notification() }),
  ]
  try wait {
    let load = try await RecordsLoad.signIn(on: servers)
    for (name, measure) in measures where only.map({ name.contains($0) }) ?? true {
      add(try await measure(load))
    }
  }
  let peak = servers.compactMap { Spawned.peakMegabytes(of: $0.pid) }.max() ?? .nan
  add(
    RecordsFigure(
      name: "server peak memory (VmHWM), largest instance",
      value: String(format: "%.1f MB", peak), bound: "≤ 200 MB", ok: peak <= 200))
  return figures.withLock { $0 }
}

/// The members signed in on the instances of `measureRecords`, with their zones made; each
/// figure is measured by one method.
struct RecordsLoad {
  let servers: [BenchServer]
  let signedIn: [BenchClient]
  /// The first member's client through each instance.
  var clients: [BenchClient] { servers.map { signedIn[0].through($0) } }

  /// Each member signs in once (the web auth token serves on every instance) and makes its
  /// BenchZone; the first member also makes PagingZone and NotifyZone.
  static func signIn(on servers: [BenchServer]) async throws -> RecordsLoad {
    var signedIn: [BenchClient] = []
    for name in members { signedIn.append(try await servers[0].signedInClient(user: name)) }
    let load = RecordsLoad(servers: servers, signedIn: signedIn)
    for index in 0..<members.count {
      let zones = index == 0 ? ["BenchZone", "PagingZone", "NotifyZone"] : ["BenchZone"]
      _ = try await load.member(index, through: 0).post(
        .modifyZones,
        ModifyZonesRequest(
          operations: zones.map { .init(.create, Zone(zoneID: ZoneID(zoneName: $0))) }))
    }
    return load
  }

  /// The `index`th member's client through the `request`th request's instance.
  func member(_ index: Int, through request: Int) -> BenchClient {
    signedIn[index % members.count].through(servers[request % servers.count])
  }

  /// 1. Batches of 200 for `seconds`, from four members at once.
  func batchThroughput(seconds: Double) async throws -> RecordsFigure {
    let rate = try await modifyThroughput(
      seconds: seconds, writers: (0..<4).map { member($0, through: $0) }, prefix: "w")
    return RecordsFigure(
      name: "records/modify, 200-record batches, \(Int(seconds)) s",
      value: String(format: "%.0f rec/s", rate), bound: "≥ 20,000 rec/s", ok: rate >= 20_000)
  }

  /// 2. Single-record modifies at 300 requests a second, for min(seconds, 20) s, from every
  /// member in turn.
  func singleLatency(seconds: Double) async throws -> RecordsFigure {
    let singles = Int(min(seconds, 20) * 300)
    let latencies = try await withThrowingTaskGroup(of: Double.self) { group in
      let begin = DispatchTime.now().uptimeNanoseconds
      for index in 0..<singles {
        let due = begin + UInt64(index) * 1_000_000_000 / 300
        let now = DispatchTime.now().uptimeNanoseconds
        if due > now { try await Task.sleep(nanoseconds: due - now) }
        let client = member(index, through: index)
        group.addTask {
          let sent = DispatchTime.now().uptimeNanoseconds
          try await client.modify(zone: "BenchZone", names: ["single-\(index)"])
          return Double(DispatchTime.now().uptimeNanoseconds - sent) / 1_000_000
        }
      }
      var timings = Timings()
      for try await latency in group { timings.add(latency) }
      return timings
    }
    return RecordsFigure(
      name: "single-record modify at 300 req/s, p99",
      value: Timings.format(latencies.percentile(0.99)),
      bound: "≤ 10 ms (SQLite), ≤ 15 ms (2 instances)",
      ok: latencies.percentile(0.99) <= (servers.count > 1 ? 15 : 10))
  }

  /// 3. Paging 100,000 records of one zone through changes/zone.
  func paging() async throws -> RecordsFigure {
    let clients = self.clients
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        let client = clients[writer % clients.count]
        group.addTask {
          for batch in stride(from: writer, to: 500, by: 4) {
            try await client.modify(zone: "PagingZone", names: (0..<200).map { "p\(batch)-\($0)" })
          }
        }
      }
      try await group.waitForAll()
    }
    let pagingStart = Date()
    let (paged, pages) = try await pageChanges(through: clients)
    let pagingSeconds = Date().timeIntervalSince(pagingStart)
    let pagingRate = Double(paged) / pagingSeconds
    print(String(format: "  (%d pages in %.2f s, every record decoded)", pages, pagingSeconds))
    return RecordsFigure(
      name: "changes/zone paging \(paged) records",
      value: String(format: "%.0f rec/s", pagingRate), bound: "≥ 50,000 rec/s",
      ok: pagingRate >= 50_000 && paged == 100_000)
  }

  /// PagingZone's changes, a page at a time through each client in turn: the records and the
  /// pages. The client decodes page N while it fetches page N+1 (as a sync client applies a
  /// page while asking for the next): the next request needs only the page's syncToken.
  private func pageChanges(through clients: [BenchClient]) async throws -> (Int, Int) {
    var syncToken: String?
    return try await withThrowingTaskGroup(of: (Int, String).self) { group in
      var pages = 0
      while true {
        let answer = try await clients[pages % clients.count].post(
          .zoneChanges,
          ZoneChangesRequest(zones: [
            RecordChangesRequest(zoneID: ZoneID(zoneName: "PagingZone"), syncToken: syncToken)
          ]))
        guard let (token, moreComing) = pageEnd(answer) else {
          throw BenchError(
            "changes/zone answered no syncToken: \(String(decoding: answer.prefix(300), as: UTF8.self))"
          )
        }
        group.addTask {
          guard
            case .changes(let changes) = try ZoneChangesResponse.read(wire: answer).zones.first
          else { throw BenchError("changes/zone answered an error.") }
          return (changes.records.count, changes.syncToken)
        }
        pages += 1
        syncToken = token
        if !moreComing { break }
      }
      var paged = 0
      var tokens: [String] = []
      for try await (count, token) in group {
        paged += count
        tokens.append(token)
      }
      guard Set(tokens).count == pages else { throw BenchError("Pages repeated a syncToken.") }
      return (paged, pages)
    }
  }

  /// 4. A long-polling client hears of an acknowledged write (through another instance when
  /// there are several).
  func notification() async throws -> RecordsFigure {
    let clients = self.clients
    let client = clients[0]
    var subscription = Subscription(
      subscriptionID: "NotifyZone-changes", subscriptionType: .zone,
      zoneID: ZoneID(zoneName: "NotifyZone"))
    subscription.firesOn = [.create, .update, .delete]
    _ = try await client.post(
      .modifySubscriptions, ModifySubscriptionsRequest(operations: [.init(.create, subscription)])
    )
    let token = try JSONDecoder().decode(
      CreateTokenResponse.self,
      from: try await client.post(
        .createToken, CreateTokenRequest(apnsEnvironment: "development")))
    _ = try await client.post(
      .registerToken,
      RegisterTokenRequest(apnsEnvironment: "development", apnsToken: token.apnsToken))
    var notified = Timings()
    for round in 0..<50 {
      let poll = Task { () throws -> UInt64 in
        _ = try await client.session.data(from: URL(string: token.webcourierURL + "?timeout=10")!)
        return DispatchTime.now().uptimeNanoseconds
      }
      try await Task.sleep(nanoseconds: 100_000_000)
      try await clients[clients.count - 1].modify(zone: "NotifyZone", names: ["n\(round)"])
      let acknowledged = DispatchTime.now().uptimeNanoseconds
      let heard = try await poll.value
      notified.add(Double(Int64(heard) - Int64(acknowledged)) / 1_000_000)
    }
    let p99 = notified.percentile(0.99)
    return RecordsFigure(
      name: "notification after an acknowledged write, p99 of 50", value: Timings.format(p99),
      bound: "≤ 50 ms", ok: p99 <= 50)
  }
}

/// `quran-bench records-memory`: the server's peak memory once 1,000,000 records are stored.
func benchmarkRecordsMemory(records total: Int) throws {
  let server = try BenchServer.start(name: "records-memory")
  defer { server.stop() }
  try wait {
    let client = try await server.signedInClient()
    _ = try await client.post(
      .modifyZones,
      ModifyZonesRequest(operations: [
        .init(.create, Zone(zoneID: ZoneID(zoneName: "MemoryZone")))
      ]))
    let batches = total / 200
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          for batch in stride(from: writer, to: batches, by: 4) {
            try await client.modify(zone: "MemoryZone", names: (0..<200).map { "m\(batch)-\($0)" })
          }
        }
      }
      try await group.waitForAll()
    }
  }
  let peak = Spawned.peakMegabytes(of: server.pid) ?? .nan
  report(
    "server peak memory (VmHWM), \(total) records stored", String(format: "%.1f MB", peak),
    bound: "≤ 200 MB", ok: peak <= 200)
}

/// The value after a flag on the command line, e.g. `--seconds 10`.

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs async work from the benchmark's synchronous top level.
func wait(_ work: @escaping @Sendable () async throws -> Void) throws {
  final class Outcome: @unchecked Sendable {
    // @unchecked: written by the task before the semaphore is signalled, read after.
    var error: (any Error)?
  }
  let outcome = Outcome()
  let done = DispatchSemaphore(value: 0)
  Task {
    do { try await work() } catch { outcome.error = error }
    done.signal()
  }
  done.wait()
  if let error = outcome.error { throw error }
}

/// The zone's syncToken and moreComing at the end of a one-zone `changes/zone` answer that
/// `WireJSON` wrote (`…],"syncToken":"…","moreComing":…}]}`), read without parsing the records.
func pageEnd(_ answer: Data) -> (String, Bool)? {
  let bytes = [UInt8](answer.suffix(512))
  let text = String(decoding: bytes, as: UTF8.self)
  guard let key = text.range(of: "\"syncToken\":\"", options: .backwards),
    let close = text[key.upperBound...].firstIndex(of: "\"")
  else { return nil }
  return (String(text[key.upperBound..<close]), text[close...].contains("\"moreComing\":true"))
}
