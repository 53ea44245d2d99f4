import Clocks
import Synchronization

/// Where a sign-in's newest web auth token is kept for every program that uses it (`quran`'s
/// account file), so that all of them go on as one holder when the server rotates tokens.
///
/// A server that rotates hands a successor on every answer; two requests sent with one token
/// (a sync and the notification listener, or `quran sync --watch` and the reader's background
/// sync) each bring one. The server takes two successors of one token both used for a copy
/// held by someone else, and ends the sign-in: so of the successors of one token, only the
/// first kept is ever used — by every client and program of the device.
public struct TokenKeeper: Sendable {
  /// The newest token kept for the sign-in; nil when none is kept for it any more (signed out,
  /// or signed in as someone else), and the client goes by the token it holds.
  public var newest: @Sendable () -> String?
  /// Keeps `successor` in place of `sent` if `sent` is still the newest kept (atomically for
  /// every program), and answers the newest kept after that; nil as for `newest`.
  public var replace: @Sendable (_ sent: String, _ successor: String) -> String?

  /// A keeper reading and replacing the newest token as these say.
  public init(
    newest: @escaping @Sendable () -> String?,
    replace: @escaping @Sendable (_ sent: String, _ successor: String) -> String?
  ) {
    self.newest = newest
    self.replace = replace
  }
}

/// One holder's line of web auth tokens: the connection its requests go with, shared by every
/// client made from one (`RecordClient.withRetry`), and where the line is kept for other
/// programs (`TokenKeeper`), if anywhere.
final class TokenLine: Sendable {
  private let held: Mutex<Connection>
  private let keeper: TokenKeeper?

  init(_ connection: Connection, keeper: TokenKeeper?) {
    held = Mutex(connection)
    self.keeper = keeper
  }

  /// The connection the next request goes with: with the newest token kept, if one is.
  var connection: Connection {
    held.withLock { connection in
      if connection.webAuthToken != nil, let newest = keeper?.newest() {
        connection.webAuthToken = newest
      }
      return connection
    }
  }

  /// Takes `successor`, handed in the answer to a request sent with `sent` (the token held
  /// when nil), only if `sent` is still the newest: of two requests sent with one token, the
  /// successor taken first is the only one used. Nothing while signed out.
  func adopt(_ successor: String, succeeding sent: String?) {
    held.withLock { connection in
      guard let holding = connection.webAuthToken, holding != successor else { return }
      let sent = sent ?? holding
      // Under the lock: what is kept and what is held move together.
      if let keeper, let newest = keeper.replace(sent, successor) {
        connection.webAuthToken = newest
        return
      }
      guard holding == sent else { return }
      connection.webAuthToken = successor
    }
  }
}

/// When the server may be asked again, shared by every client made from one
/// (`RecordClient.withRetry`): after a failed exchange, no request of the holder's goes out
/// before the wait it owed — the server's `retryAfter`, or the backoff — whichever thread
/// sends it (the sync, and the notification listener beside it).
final class ServerPause: Sendable {
  private let until = Mutex<ContinuousClock.Instant?>(nil)

  /// No request before `instant` (nor before a later pause already set).
  func extend(to instant: ContinuousClock.Instant) {
    until.withLock { $0 = max($0 ?? instant, instant) }
  }

  /// Blocks until the pause is over, by `clock`.
  func wait(_ clock: WaitClock) {
    guard let end = until.withLock({ $0 }) else { return }
    let now = clock.now()
    if end > now { clock.sleep(end - now) }
  }
}
