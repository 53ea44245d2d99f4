import Synchronization

/// Counts the connections being served, across the event loops: all of them, and those of
/// each client network (`ClientAddress.network`).
final class OpenConnections: Sendable {
  let limit: Int
  /// The connections one network may hold at once.
  let perNetwork: Int
  private struct Counts {
    var all = 0
    var networks: [String: Int] = [:]
  }
  private let counts = Mutex(Counts())

  enum Admission: Equatable { case admitted, serverFull, networkFull }

  init(limit: Int, perNetwork: Int) {
    self.limit = limit
    self.perNetwork = perNetwork
  }

  /// Takes a place for a new connection from `network` (nil: not held to the cap per
  /// network, as a trusted proxy is not); refused when all `limit` places, or all of the
  /// network's, are taken.
  func admit(network: String?) -> Admission {
    let admission = counts.withLock { counts -> Admission in
      if let network, counts.networks[network, default: 0] >= perNetwork { return .networkFull }
      guard counts.all < limit else { return .serverFull }
      counts.all += 1
      if let network { counts.networks[network, default: 0] += 1 }
      return .admitted
    }
    if admission == .admitted { ServerMetrics.connectionOpened() }
    return admission
  }

  func release(network: String?) {
    counts.withLock { counts in
      counts.all -= 1
      if let network {
        let left = counts.networks[network, default: 1] - 1
        counts.networks[network] = left > 0 ? left : nil
      }
    }
    ServerMetrics.connectionClosed()
  }
}
