import Hummingbird
import NIOCore

/// Hummingbird's request context, with the client's address: sign-in counts password tries
/// per address. Behind a proxy every client has the proxy's address.
struct RecordRequestContext: RequestContext {
  var coreContext: CoreRequestContextStorage
  /// "127.0.0.1", "::1", …; nil when the connection has no IP address.
  let clientAddress: String?
  /// The connection the request came on: a member's connections are counted.
  let channel: any Channel

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    clientAddress = source.channel.remoteAddress?.ipAddress
    channel = source.channel
  }
}
