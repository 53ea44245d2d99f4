import NIOCore
import Synchronization

/// The connections being served, across the event loops: each with its client network
/// (`ClientAddress.network`) and whether it is serving a request now (its request read whole,
/// its answer not yet written: `ServingMark`).
///
/// When all `limit` places are taken, a newcomer is not turned away while connections sit
/// idle or half-sent: the network holding the most gives up one of its idle or incomplete
/// connections, closed, and the newcomer takes its place — so a handful of
/// addresses holding every connection cannot keep a member out. Only when every connection
/// is answering a request is the newcomer refused. A trusted proxy (network nil) neither
/// gives way nor counts in a network: the cap applies to the addresses it forwards
/// (`ForwardedRequests`).
final class OpenConnections: Sendable {
  let limit: Int
  /// The connections one network may hold at once.
  let perNetwork: Int

  private struct Entry {
    let network: String?
    let channel: any Channel
    var serving = false
  }
  private struct State {
    var entries: [ObjectIdentifier: Entry] = [:]
    var networks: [String: Int] = [:]
  }
  private let state = Mutex(State())

  enum Admission: Equatable { case admitted, serverFull, networkFull }

  init(limit: Int, perNetwork: Int) {
    self.limit = limit
    self.perNetwork = perNetwork
  }

  /// Takes a place for `channel`, from `network` (nil: a trusted proxy); refused when the
  /// network's places are taken, or all `limit` places are and none gives way.
  func admit(_ channel: any Channel, network: String?) -> Admission {
    let (admission, evicted) = state.withLock { state -> (Admission, (any Channel)?) in
      if let network, state.networks[network, default: 0] >= perNetwork {
        return (.networkFull, nil)
      }
      var evicted: (any Channel)?
      if state.entries.count >= limit {
        guard let victim = Self.victim(in: state) else { return (.serverFull, nil) }
        evicted = state.entries[victim]?.channel
        Self.remove(victim, from: &state)
      }
      state.entries[ObjectIdentifier(channel)] = Entry(network: network, channel: channel)
      if let network { state.networks[network, default: 0] += 1 }
      return (.admitted, evicted)
    }
    if let evicted {
      ServerMetrics.connectionEvicted()
      evicted.close(promise: nil)
    }
    if admission == .admitted { ServerMetrics.connectionOpened() }
    return admission
  }

  /// An idle or incomplete connection of the network holding the most; nil when every
  /// connection is serving (or is a proxy's).
  private static func victim(in state: State) -> ObjectIdentifier? {
    let ranked = state.networks.sorted { $0.value > $1.value }
    for (network, _) in ranked {
      if let entry = state.entries.first(where: { $0.value.network == network && !$0.value.serving }
      ) {
        return entry.key
      }
    }
    return nil
  }

  private static func remove(_ id: ObjectIdentifier, from state: inout State) {
    guard let entry = state.entries.removeValue(forKey: id) else { return }
    if let network = entry.network {
      let left = state.networks[network, default: 1] - 1
      state.networks[network] = left > 0 ? left : nil
    }
  }

  /// Whether `channel` is answering a request now (it does not give way then).
  func serving(_ channel: any Channel, _ serving: Bool) {
    state.withLock { $0.entries[ObjectIdentifier(channel)]?.serving = serving }
  }

  /// Frees `channel`'s place as it closes (once: one evicted is freed already).
  func release(_ channel: any Channel) {
    let held = state.withLock { state -> Bool in
      guard state.entries[ObjectIdentifier(channel)] != nil else { return false }
      Self.remove(ObjectIdentifier(channel), from: &state)
      return true
    }
    if held { ServerMetrics.connectionClosed() }
  }
}
