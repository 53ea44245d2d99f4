import Hummingbird
import NIOCore

/// Hummingbird's request context, with the client's address: sign-in counts password tries
/// per address. Behind a proxy every client has the proxy's address.
struct RecordRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// "127.0.0.1", "::1", …; nil when the connection has no IP address.
  let clientAddress: String?

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    clientAddress = source.channel.remoteAddress?.ipAddress
  }
}
