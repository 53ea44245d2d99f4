import CloudRecords
import Metrics

/// What the server counts for its operator, through swift-metrics. `quran-records serve
/// --metrics-address` exports them in Prometheus' text format (`MetricsEndpoint`); without it
/// nothing is bootstrapped and the counts go to swift-metrics' no-op handlers.
///
/// Labels only take values from fixed sets (operation names, status codes, refusal reasons),
/// so no client can grow the number of series.
enum ServerMetrics {
  static let requests = "quran_records_requests_total"
  static let requestDuration = "quran_records_request_duration_seconds"
  static let openConnections = "quran_records_open_connections"
  static let longPolls = "quran_records_long_polls"
  static let rateLimited = "quran_records_rate_limited_total"
  static let signInRefusals = "quran_records_sign_in_refusals_total"
  static let storageRefusals = "quran_records_storage_refusals_total"
  static let records = "quran_records_records"
  /// Tombstones kept: the deletions the change feed tells.
  static let tombstones = "quran_records_tombstones"
  static let users = "quran_records_users"
  static let postgresInUse = "quran_records_postgres_connections_in_use"

  /// One answered request: `operation` is a record API operation (`records/modify`), or
  /// `signin`, `courier`, `healthz`, `readyz`, `other`.
  static func answered(_ operation: String, status: Int, after elapsed: Duration) {
    Counter(label: requests, dimensions: [("operation", operation), ("status", String(status))])
      .increment()
    Timer(label: requestDuration, dimensions: [("operation", operation)])
      .recordNanoseconds(
        elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds
          / 1_000_000_000)
  }

  static func connectionOpened() { Meter(label: openConnections).increment() }
  static func connectionClosed() { Meter(label: openConnections).decrement() }
  /// An idle or half-sent connection closed to make room for a newcomer.
  static func connectionEvicted() {
    Meter(label: openConnections).decrement()
    Counter(label: evictedConnections).increment()
  }
  static let evictedConnections = "quran_records_connections_evicted_total"

  static func rateLimitRefused() { Counter(label: rateLimited).increment() }

  /// A sign-in refused: `wrong-password`, `too-many-attempts`, `busy`, `foreign-origin`, …
  static func signInRefused(_ reason: String) {
    Counter(label: signInRefusals, dimensions: [("reason", reason)]).increment()
  }

  /// A save refused for storage: `quota` (a member's), `free-floor` (the disk's).
  static func storageRefused(_ reason: String) {
    Counter(label: storageRefusals, dimensions: [("reason", reason)]).increment()
  }

  static func postgresTransactionBegan() { Meter(label: postgresInUse).increment() }
  static func postgresTransactionEnded() { Meter(label: postgresInUse).decrement() }
}
