import Testing

@testable import RecordServer

/// Password guessing spread over many addresses: counted per IPv6 /64 and per account,
/// without locking out the owner. In process: the throttle alone, no passwords checked.
@Suite("Sign-in tries are counted per network and per account")
struct SignInThrottleTests {
  @Test func anIPv6AddressCountsByItsSlash64() {
    #expect(ClientAddress.network(of: "2001:db8:1:2:aaaa::1") == "2001:db8:1:2::/64")
    #expect(
      ClientAddress.network(of: "2001:db8:1:2:ffff:ffff:ffff:ffff")
        == ClientAddress.network(of: "2001:db8:1:2::7"))
    #expect(
      ClientAddress.network(of: "2001:db8:1:3::1") != ClientAddress.network(of: "2001:db8:1:2::1"))
    #expect(ClientAddress.network(of: "198.51.100.7") == "198.51.100.7")
    #expect(ClientAddress.network(of: "::ffff:198.51.100.7") == "198.51.100.7")
    #expect(ClientAddress.network(of: "unknown") == "unknown")
  }

  /// 400 guesses from distinct addresses of one /64 meet the per-network limit.
  @Test func manyAddressesOfOneNetworkShareItsTries() {
    let throttle = SignInThrottle()
    let refused = (0..<400).filter { index in
      throttle.admit(
        name: "name\(index)", network: ClientAddress.network(of: "2001:db8::\(index + 1)")) != nil
    }
    #expect(refused.count >= 400 - 30, "\(refused.count)")
  }

  /// 200 guesses at one account from 200 networks: all but the first 20 are refused, while
  /// the owner, from the network she signed in from before, is still let in.
  @Test func guessesAtOneAccountFromManyNetworksAreSlowedButNotTheOwner() {
    let throttle = SignInThrottle()
    throttle.signedIn(name: "Amina", network: "2001:db8:aaaa:1::/64")
    var refused = 0
    for index in 0..<200 {
      let network = ClientAddress.network(of: "2001:db8:\(String(index, radix: 16))::1")
      if throttle.admit(name: "amina", network: network) != nil { refused += 1 }
    }
    #expect(refused == 200 - 20)
    let wait = throttle.admit(name: "AMINA", network: "2001:db8:ffff::/64")
    #expect(wait != nil && wait! <= 30)
    for _ in 0..<5 {
      #expect(throttle.admit(name: "amina", network: "2001:db8:aaaa:1::/64") == nil)
    }
    // Other accounts are not held back by it.
    #expect(throttle.admit(name: "bilal", network: "2001:db8:ffff::/64") == nil)
  }
}
