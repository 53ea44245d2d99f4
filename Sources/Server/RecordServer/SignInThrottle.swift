import Synchronization

/// How sign-in holds against password guessing, without handing a stranger a way to lock
/// the owner out.
///
/// - Every try is counted by the client's network (`ClientAddress.network`: an IPv4
///   address, an IPv6 /64 — a guesser with a /64 has 2^64 addresses, but one network), and
///   by network and name together; each wrong password also waits a second.
/// - Guesses at one account spread over many networks are counted per account: tries at it
///   from networks that have not signed in to it share one slow bucket (`byAccount`: 20,
///   then one every 30 s), so 200 guesses take well over an hour.
/// - The owner is not locked out by them: a network that signed in to the account with its
///   password (since the server started) is not counted per account, and on a new network
///   the owner waits at most 30 s for a try. A lock that anyone can set by guessing would
///   itself be the attack; a slow bucket only slows who has not shown they know the password.
final class SignInThrottle: Sendable {
  /// Tries from one network, whatever the names: against spraying names.
  let byNetwork = RateLimiter(perSecond: 3, burst: 30)
  /// Tries at one name from one network: ten at once, then one a second.
  let byNameAtNetwork = RateLimiter(perSecond: 1, burst: 10)
  /// Tries at one name from networks that never signed in to it.
  let byAccount = RateLimiter(every: .seconds(30), burst: 20)
  /// For each account (by `UserNames.identity`), the networks it signed in from, newest last.
  private let known = Mutex<[String: [String]]>([:])
  /// Networks remembered per account, and accounts remembered: only a right password adds
  /// one, so both stay as small as the users.
  static let networksPerAccount = 16
  static let accountsRemembered = 10_000

  /// The limiters, for sharing among instances (`InstanceHeartbeat`).
  var limiters: [RateLimiter] { [byNetwork, byNameAtNetwork, byAccount] }

  /// nil when a try at `name` from `network` may go ahead (it is counted); otherwise the
  /// whole seconds to wait.
  func admit(name: String, network: String) -> Int? {
    let account = UserNames.identity(name)
    if let wait = byNetwork.admit(network) ?? byNameAtNetwork.admit(network + " " + account) {
      return wait
    }
    let isKnown = known.withLock { $0[account]?.contains(network) ?? false }
    return isKnown ? nil : byAccount.admit(account)
  }

  /// Remembers that `network` signed in to `name` with its password.
  func signedIn(name: String, network: String) {
    let account = UserNames.identity(name)
    known.withLock { known in
      var networks = known[account] ?? []
      networks.removeAll { $0 == network }
      networks.append(network)
      if networks.count > SignInThrottle.networksPerAccount { networks.removeFirst() }
      if known[account] == nil, known.count >= SignInThrottle.accountsRemembered,
        let any = known.keys.first
      {
        known.removeValue(forKey: any)
      }
      known[account] = networks
    }
  }
}
