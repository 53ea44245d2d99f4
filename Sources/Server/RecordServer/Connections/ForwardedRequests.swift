import CloudRecords
import Synchronization

/// Requests a trusted proxy forwards, counted by the network of the client it names
/// (`ClientAddress`): every connection comes from the proxy, which is held to no cap, so the
/// cap on one address's connections applies here, to the requests of one forwarded network
/// under way at once. Past it, the request is answered 429 and its connection
/// closed — so no one client behind the proxy takes every place.
final class ForwardedRequests: Sendable {
  /// The requests one forwarded network may have under way at once.
  let cap: Int
  private let counts = Mutex([String: Int]())

  init(cap: Int) { self.cap = cap }

  /// Takes a place for a request of `network`; false when its places are taken.
  func enter(_ network: String) -> Bool {
    counts.withLock { counts in
      guard counts[network, default: 0] < cap else { return false }
      counts[network, default: 0] += 1
      return true
    }
  }

  /// Frees the place `enter` took.
  func leave(_ network: String) {
    counts.withLock { counts in
      let left = counts[network, default: 1] - 1
      counts[network] = left > 0 ? left : nil
    }
  }

  /// The refusal of a request past the cap.
  var refusal: ServerError {
    ServerError(
      .throttled,
      "Your address has \(cap) requests under way through the server's proxy, the most one"
        + " address may; wait for their answers.", retryAfter: 5)
  }
}
