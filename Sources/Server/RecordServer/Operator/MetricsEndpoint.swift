import Clocks
import Hummingbird
import Metrics
import NIOCore
import Prometheus
import ServiceLifecycle
import Synchronization

/// `serve --metrics-address HOST:PORT`: `ServerMetrics` in Prometheus' text format at
/// `GET /metrics`, on an address of its own (never on the public port). The stored counts
/// (records, users) and the long polls are read as each scrape asks.
package struct MetricsEndpoint: Sendable {
  let registry: PrometheusCollectorRegistry
  let host: String
  let port: Int

  /// Sends swift-metrics to a Prometheus registry: once in the process, before the service
  /// starts counting.
  package static func bootstrap(host: String, port: Int) -> MetricsEndpoint {
    let registry = PrometheusCollectorRegistry()
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = [
      .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
      .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5),
      .seconds(10), .seconds(30),
    ]
    MetricsSystem.bootstrap(factory)
    return MetricsEndpoint(registry: registry, host: host, port: port)
  }

  func application(
    _ service: RecordService, onListening: @escaping @Sendable (String, Int) -> Void
  ) -> some Service {
    let router = Router()
    let registry = self.registry
    let lastCount = LastCount(waits: service.configuration.waits)
    router.get("/metrics") { _, _ -> Response in
      await service.recordStoredCounts(due: lastCount.due())
      var body = ByteBuffer()
      body.writeBytes(registry.emitToBuffer())
      return Response(
        status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: .init(byteBuffer: body))
    }
    let host = self.host
    return Application(
      router: router, configuration: .init(address: .hostname(host, port: port)),
      onServerRunning: { channel in onListening(host, channel.localAddress?.port ?? 0) },
      logger: service.logger)
  }
}

extension RecordService {
  /// Records and users stored, and long polls held, as gauges; a database that does not
  /// answer leaves the last values. The stored counts are read at most every 10 s (counting
  /// millions of records takes a moment), however often a scraper asks.
  func recordStoredCounts(due: Bool) async {
    let store = self.store
    if due,
      let counts = try? await blocking({
        try store.read { db in
          (
            records: try db.value(Int.self, "SELECT count(*) FROM records_record WHERE deleted = 0")
              ?? 0,
            tombstones: try db.value(
              Int.self, "SELECT count(*) FROM records_record WHERE deleted = 1") ?? 0,
            users: try db.value(Int.self, "SELECT count(*) FROM authUser") ?? 0
          )
        }
      })
    {
      Gauge(label: ServerMetrics.records).record(counts.records)
      Gauge(label: ServerMetrics.tombstones).record(counts.tombstones)
      Gauge(label: ServerMetrics.users).record(counts.users)
    }
    Gauge(label: ServerMetrics.longPolls).record(await courier.heldPolls)
  }
}

/// When the stored counts were last read: they are due again 10 s later.
private final class LastCount: Sendable {
  private let at = Mutex<ContinuousClock.Instant?>(nil)
  private let waits: WaitClock

  init(waits: WaitClock) { self.waits = waits }

  func due() -> Bool {
    let now = waits.now()
    return at.withLock { at in
      guard at.map({ now - $0 >= .seconds(10) }) ?? true else { return false }
      at = now
      return true
    }
  }
}
