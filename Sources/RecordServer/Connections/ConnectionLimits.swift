import NIOCore

/// How long a connection may sit and how many may be open: what keeps clients that connect
/// and then send nothing, trickle their headers or never finish a body from holding the
/// server's descriptors.
package struct ConnectionLimits: Sendable {
  /// A connection with no request under way for this long is closed; headers must also
  /// arrive complete within it.
  package var idleTimeout: TimeAmount = .seconds(30)
  /// A request's body must arrive whole within this long of its headers; otherwise the
  /// request is answered 408 and the connection closed.
  package var requestTimeout: TimeAmount = .seconds(60)
  /// Connections served at once; the next ones are answered 503 TRY_AGAIN_LATER and closed.
  package var maxConnections = 1000
  /// Headers of one request, together, in bytes; more is refused with a sentence.
  package var headerBytes = 32 * 1024

  /// The limits at their defaults: 30 s idle, 60 s for a body, 1,000 connections, 32 KB of headers.
  package init() {}

  /// Connections past `maxConnections` that are accepted only to be refused; past these the
  /// server stops accepting until some close, so refusals never use up descriptors either.
  var refusalSlots: Int { max(16, maxConnections / 10) }
}
