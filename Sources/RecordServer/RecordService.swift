import CloudRecords
import Dispatch
import Foundation
import GRDB
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// The running service's parts, shared by every request: the database, accounts, storage,
/// the courier and the rate limiter.
public final class RecordService: Sendable {
  public struct Configuration: Sendable {
    public var host = "127.0.0.1"
    public var port = 8585
    public var databasePath: String
    /// The `.ckdb` schema text the registry seeds both environments with.
    public var schema: String
    public var requestsPerSecond = 1000

    public init(databasePath: String, schema: String) {
      self.databasePath = databasePath
      self.schema = schema
    }
  }

  let configuration: Configuration
  let pool: DatabasePool
  let accounts: Accounts
  let storage: RecordStorage
  let courier = Courier()
  let rateLimiter: RateLimiter
  /// Password tries at the sign-in page, per user name: ten at once, then one a second.
  let signInAttempts = RateLimiter(requestsPerSecond: 1, burst: 10)
  let logger: Logger
  /// Storage work runs here, off Swift's cooperative threads, so a slow write never stalls
  /// the event loops or the courier.
  private let queue = DispatchQueue(label: "quran-records.storage", attributes: .concurrent)

  public init(configuration: Configuration, logger: Logger) throws {
    self.configuration = configuration
    self.logger = logger
    pool = try ServerDatabase.open(at: configuration.databasePath)
    accounts = Accounts(writer: pool)
    let schemas = try SchemaRegistry(writer: pool, bundled: configuration.schema)
    storage = RecordStorage(writer: pool, schemas: schemas)
    rateLimiter = RateLimiter(requestsPerSecond: configuration.requestsPerSecond)
  }

  /// Runs until the process is stopped; `onListening` hears the real address once bound.
  public func run(onListening: @escaping @Sendable (String, Int) -> Void) async throws {
    let host = configuration.host
    let application = Application(
      responder: RecordResponder(service: self),
      configuration: .init(address: .hostname(host, port: configuration.port), serverName: nil),
      onServerRunning: { channel in
        onListening(host, channel.localAddress?.port ?? 0)
      },
      logger: logger)
    // The courier is closed first on SIGTERM/SIGINT, so long polls end before the server
    // waits for its requests to finish.
    let group = ServiceGroup(
      configuration: .init(
        services: [application, CourierClosing(courier: courier)],
        gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    try await group.run()
  }

  /// Runs blocking storage work on the storage queue.
  func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }

  /// After a write that changed `zone`: the user's fired subscriptions reach their tokens.
  func notifyChange(in zone: ZoneID, scope: DatabaseScope) {
    Task {
      do {
        let tokens = try await blocking {
          [storage, accounts] () throws -> ([Subscription], [String]) in
          let fired = try storage.subscriptionsFired(byChangeIn: zone, in: scope)
          guard !fired.isEmpty else { return ([], []) }
          let tokens = try accounts.pushTokens(
            userRecordName: scope.userRecordName, container: scope.container,
            environment: scope.environment.rawValue)
          return (fired, tokens)
        }
        guard !tokens.0.isEmpty, !tokens.1.isEmpty else { return }
        let notifications = tokens.0.map {
          PushNotification(
            subscriptionID: $0.subscriptionID, zoneID: $0.zoneID ?? zone,
            notificationID: UUID().uuidString.lowercased())
        }
        await courier.deliver(notifications, to: tokens.1)
      } catch {
        logger.error("Notifying a change failed: \(String(describing: error))")
      }
    }
  }

  /// `http://HOST:PORT` as the client reached it (its Host header), or as configured.
  func baseURL(authority: String?) -> String {
    if let authority, !authority.isEmpty { return "http://" + authority }
    let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
    return "http://\(host):\(configuration.port)"
  }

  func signInURL(authority: String?, apiToken: String) -> String {
    let encoded =
      apiToken.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? apiToken
    return baseURL(authority: authority) + "/signin?ckAPIToken=" + encoded
  }
}
