import NIOCore

/// How long a connection may sit and how many may be open: what keeps clients that connect
/// and then send nothing, trickle their headers, never finish a body or never read their
/// answers from holding the server's descriptors and memory.
package struct ConnectionLimits: Sendable {
  /// A connection with no request under way for this long is closed; headers must also
  /// arrive complete within it.
  package var idleTimeout: TimeAmount = .seconds(30)
  /// A request's headers must arrive whole within this long of their first byte; otherwise
  /// the request is answered 408 and the connection closed.
  package var headerTimeout: TimeAmount = .seconds(10)
  /// A request's body must arrive whole within this long of its headers; otherwise the
  /// request is answered 408 and the connection closed.
  package var requestTimeout: TimeAmount = .seconds(60)
  /// An answer whose writing makes no progress for this long (the client does not read it)
  /// has its connection closed, and what it held is given back.
  package var writeTimeout: TimeAmount = .seconds(10)
  /// Connections served at once; the next ones are answered 503 TRY_AGAIN_LATER and closed.
  package var maxConnections = 1000
  /// Connections one client address (an IPv6 address by its /64) may hold at once; the
  /// next ones are answered 429 THROTTLED and closed. A `--trusted-proxy` is not held to it.
  package var connectionsPerAddress = 100
  /// Connections one member's requests may come on at once; a request on one more is
  /// answered 429 THROTTLED and its connection closed.
  package var connectionsPerUser = 32
  /// Headers of one request, together, in bytes; more is refused with a sentence.
  package var headerBytes = 32 * 1024

  /// The limits at their defaults: 30 s idle, 10 s for headers, 60 s for a body, 10 s for an
  /// answer's writing to make progress, 1,000 connections, 100 an address, 32 a member, 32 KB
  /// of headers.
  package init() {}

  /// Connections past `maxConnections` that are accepted only to be refused; past these the
  /// server stops accepting until some close, so refusals never use up descriptors either.
  var refusalSlots: Int { max(16, maxConnections / 10) }

  /// The cap on one address, always below the server's: one address never takes every place.
  var addressCap: Int { max(1, min(connectionsPerAddress, maxConnections - 1)) }
}
