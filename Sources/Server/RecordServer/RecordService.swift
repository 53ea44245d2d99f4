import CMemory
import Clocks
import CloudRecords
import Dispatch
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Synchronization

/// The running service's parts, shared by every request: the database, accounts, storage,
/// the courier and the rate limiter.
package final class RecordService: Sendable {
  /// What `quran-records serve` was told: the address to listen on, the database and schema,
  /// and the limits each user's requests are held to.
  package struct Configuration: Sendable {
    /// The address the server listens on: the loopback interface unless `serve --host` says
    /// otherwise.
    package var host = "127.0.0.1"
    /// The TCP port the server listens on (`serve --port`); 0 lets the system choose a free one.
    package var port = 8585
    /// A SQLite file's path or a `postgres://` URL (see `ServerDatabase`).
    package var databasePath: String
    /// The `.ckdb` schema text the registry seeds both environments with.
    package var schema: String
    /// The work a user may ask a second, in operations: a request counts one, every four
    /// items of a batch after the first one more (`Operations.itemCost`), and each 64 KB of
    /// body one more. Bursts of two seconds' worth.
    package var operationsPerSecond = 1000
    /// Timeouts and the connection cap.
    package var connections = ConnectionLimits()
    /// Zones one user keeps in a database at most (`serve --max-zones`).
    package var zonesPerUser = ZoneStorage.defaultMaximumPerUser
    /// Whether `_defaultZone` has a change feed (`serve --no-default-zone-feed`: none, as on
    /// Apple's CloudKit).
    package var defaultZoneFeed = true
    /// The caps on developers' growth of the development schema.
    package var schemaGrowth = SchemaGrowth.developer
    /// The server's own address as clients reach it (`https://records.example.org` behind a
    /// proxy); sign-in and courier URLs start with it. Without it they use the address the
    /// server listens on.
    package var publicURL: String?
    /// Proxies (by IP address) believed about the client they serve (`X-Forwarded-For`),
    /// so that sign-in counts tries per real client rather than per proxy.
    package var trustedProxies: Set<String> = []
    /// Whether every answer to a signed-in request carries a new web auth token (in
    /// `X-Apple-CloudKit-Web-Auth-Token`), as Apple's service does; see
    /// `Accounts.rotateWebAuthToken`.
    package var rotateTokens = false
    /// Days a web auth token stays accepted without being used (`serve --token-lifetime`).
    package var tokenLifetimeDays = Accounts.defaultTokenLifetimeDays
    /// Where the operator's metrics are served (`serve --metrics-address`), if anywhere.
    package var metrics: MetricsEndpoint?
    /// Each user's share of the bodies in flight and of the requests answered at once.
    package var shares = MemberShares()
    /// What one member may keep unless `quran-records user quota` sets their own (`serve
    /// --quota-records`, `--quota-megabytes`).
    package var quota = StorageQuota.standard
    /// Megabytes the database's disk keeps free (`serve --min-free-megabytes`): below them
    /// saves are refused, deletions and reads never; 0 for none.
    package var minFreeMegabytes = 0
    /// The time of day (a save's modification time, a token's age) and the time waits and
    /// intervals go by (rate limits, recounts, health checks): the computer's, unless a test
    /// gives its own.
    package var clock = WallClock.system
    package var waits = WaitClock.continuous

    /// A configuration with the database and the schema given and every limit at its default.
    package init(databasePath: String, schema: String) {
      self.databasePath = databasePath
      self.schema = schema
    }
  }

  let configuration: Configuration
  /// The database every part of the service reads and writes: SQLite or PostgreSQL.
  package let store: any ServerStore
  let accounts: Accounts
  let storage: RecordStorage
  let courier = Courier()
  /// Where request bodies larger than a few KB are read.
  let bodyReaders = BodyReaders()
  /// The bodies in flight, charged to their users when their requests are let in.
  let bodyShares: BodyShares
  /// Each user's requests at once.
  let userTurns: UserTurns
  /// The connections each user's requests come on.
  let memberConnections: MemberConnections
  /// The large answers each user has being written.
  let largeAnswers: LargeAnswers
  /// Requests under way through a trusted proxy, by the client network it names.
  let forwarded: ForwardedRequests
  /// This instance among those on one PostgreSQL database (`InstanceHeartbeat`).
  let instanceID = UUID().uuidString
  let health: Health
  let rateLimiter: RateLimiter
  /// Password tries at the sign-in page, by network, by name and by account.
  let signInThrottle = SignInThrottle()
  /// bcrypt, off the event loops: on half the cores, a few more queued.
  let passwordChecks = PasswordChecks(
    concurrent: max(1, ProcessInfo.processInfo.activeProcessorCount / 2), waiting: 8)
  let logger: Logger
  /// Storage work runs on these threads, off Swift's cooperative threads, so a slow write
  /// never stalls the event loops or the courier. A fixed number, started at once: storage
  /// work mostly waits (for SQLite's writer, for PostgreSQL's answers, for a user's row
  /// lock), and Dispatch on Linux adds threads to a pool whose threads wait only slowly, so a
  /// burst queued behind a few waiting threads.
  private let storageThreads = NIOThreadPool(numberOfThreads: RecordService.storageThreadCount)
  static let storageThreadCount = 32
  /// Storage threads for members whose answers are megabytes, run behind the others.
  private let behindThreads = NIOThreadPool(numberOfThreads: RecordService.behindThreadCount)
  static let behindThreadCount = 3

  /// Opens the database (creating or migrating its tables), seeds the schemas and sets up the
  /// accounts, storage and limits; finishes deletions an earlier run left under way. Throws a
  /// `ServerSetupError` when the database cannot be used.
  package init(configuration: Configuration, logger: Logger) throws {
    self.configuration = configuration
    self.logger = logger
    storageThreads.start()
    behindThreads.start()
    forwarded = ForwardedRequests(cap: configuration.connections.addressCap)
    store = try ServerDatabase.open(configuration.databasePath, logger: logger)
    try DatabaseBinding.check(store)
    accounts = Accounts(
      store: store, tokenLifetimeDays: configuration.tokenLifetimeDays, clock: configuration.clock)
    let schemas = try SchemaRegistry(store: store, bundled: configuration.schema)
    storage = RecordStorage(
      store: store, schemas: schemas, zonesPerUser: configuration.zonesPerUser,
      defaultZoneFeed: configuration.defaultZoneFeed, quota: configuration.quota,
      freeFloor: UInt64(max(0, configuration.minFreeMegabytes)) << 20, clock: configuration.clock,
      waits: configuration.waits)
    health = Health(store: store, waits: configuration.waits)
    largeAnswers = LargeAnswers(waits: configuration.waits)
    Self.finishDeletions(storage, logger: logger)
    rateLimiter = RateLimiter(
      perSecond: configuration.operationsPerSecond, burst: 2 * configuration.operationsPerSecond,
      clock: configuration.waits)
    bodyShares = BodyShares(configuration.shares)
    memberConnections = MemberConnections(limit: configuration.connections.connectionsPerUser)
    userTurns = UserTurns(
      atOnce: configuration.shares.requestsAtOncePerUser,
      waiting: configuration.shares.requestsWaitingPerUser)
  }

  deinit {
    storageThreads.shutdownGracefully { _ in }
    behindThreads.shutdownGracefully { _ in }
  }

  /// Deletions a stop cut short are finished on a thread of their own, in batches between
  /// the requests' writes.
  private static func finishDeletions(_ storage: RecordStorage, logger: Logger) {
    Thread.detachNewThread {
      do {
        try storage.purgeLeftovers()
      } catch {
        logger.error("Finishing earlier deletions failed: \(String(describing: error).prefix(500))")
      }
    }
  }

  /// Runs until the process is stopped; `onListening` hears the real address once bound.
  package func run(
    onListening: @escaping @Sendable (String, Int) -> Void,
    onMetricsListening: @escaping @Sendable (String, Int) -> Void = { _, _ in }
  ) async throws {
    ServerMemory.keepLargeBlocksApart()
    let host = configuration.host
    let limits = configuration.connections
    let proxies = configuration.trustedProxies
    let application = Application(
      responder: RecordResponder(service: self),
      server: HTTPServerBuilder { responder in
        GuardedHTTPChannel(responder: responder, limits: limits, trustedProxies: proxies)
      },
      configuration: .init(
        address: .hostname(host, port: configuration.port), serverName: nil,
        availableConnectionsDelegate: MaximumAvailableConnections(
          limits.maxConnections + limits.refusalSlots, logger: logger)),
      onServerRunning: { [self] channel in
        let port = channel.localAddress?.port ?? configuration.port
        self.address.withLock {
          $0 = ServerAddress(publicURL: configuration.publicURL, host: host, port: port)
        }
        onListening(host, port)
      },
      logger: logger)
    // The courier is closed first on SIGTERM/SIGINT, so long polls end before the server
    // waits for its requests to finish.
    var services: [any Service] = [
      application, CourierClosing(courier: courier),
      CourierSweeping(courier: courier, accounts: accounts) { [self] in try await blocking($0) },
    ]
    if let metrics = configuration.metrics {
      services.append(metrics.application(self, onListening: onMetricsListening))
    }
    if let messages = store as? any InstanceMessages {
      services.append(CourierListening(courier: courier, messages: messages))
      services.append(
        InstanceHeartbeat(
          messages: messages, id: instanceID,
          limiters: [rateLimiter] + signInThrottle.limiters, logger: logger))
    }
    let group = ServiceGroup(
      configuration: .init(
        services: services,
        gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
    try await group.run()
  }

  /// After a clean stop (`run` returned): says so in the log, and closes a SQLite database
  /// cleanly, its WAL checkpointed into the file and removed.
  package func stop() {
    if let file = store as? SQLiteStore, let failure = file.close() {
      logger.error("\(failure)")
    }
    logger.notice("Stopped serving \(store.location); every request under way was answered.")
  }

  /// Lets a user's request in with one operation from their budget, or throws THROTTLED
  /// saying how long to wait.
  func admit(_ user: String) throws {
    guard let retryAfter = rateLimiter.admit(user) else { return }
    ServerMetrics.rateLimitRefused()
    throw ServerError(
      .throttled,
      "Too much work asked: this server allows \(Int(rateLimiter.rate)) operations a second "
        + "for each user; wait \(retryAfter) s.", retryAfter: retryAfter)
  }

  /// Charges an admitted request's further operations (its items, its size) to the user.
  func charge(_ user: String, operations: Int) {
    rateLimiter.debit(user, cost: operations)
  }

  /// How far a user's saves may extend the development schema: developers up to the caps,
  /// others not at all.
  func schemaGrowth(developer: Bool) -> SchemaGrowth {
    var growth = configuration.schemaGrowth
    growth.permitted = developer
    return growth
  }

  /// Runs blocking storage work on the storage threads; `behind`, on the few that run behind
  /// the others (nice +10), for a member whose answers are megabytes (`LargeAnswers.isHeavy`):
  /// their reading and encoding take what the other members' requests leave, and hold at most
  /// `behindThreadCount` of SQLite's readers.
  func blocking<T: Sendable>(behind: Bool = false, _ work: @escaping @Sendable () throws -> T)
    async throws -> T
  {
    try await withCheckedThrowingContinuation { continuation in
      (behind ? behindThreads : storageThreads).submit { state in
        guard state == .active else {
          continuation.resume(
            throwing: ServerError(
              .tryAgainLater, "The server is shutting down; try again shortly.", retryAfter: 2))
          return
        }
        // A thread of the pool behind only ever runs such work: lowered once, it stays so.
        if behind { _ = records_thread_run_behind() }
        continuation.resume(with: Result { try work() })
      }
    }
  }

  /// After a write that changed `zone` (its records as saved or deleted, `changed`): the
  /// user's fired subscriptions reach their tokens, each notification naming one record
  /// (`Courier.notifications`).
  func notifyChange(in zone: ZoneID, scope: DatabaseScope, changed: [Record]) {
    Task {
      do {
        let owed = try await blocking { [storage] in
          try storage.notificationsOwed(byChangeIn: zone, in: scope)
        }
        guard !owed.subscriptions.isEmpty, !owed.pushTokens.isEmpty else { return }
        let notifications = Courier.notifications(owed.subscriptions, in: zone, changed: changed)
        guard let messages = store as? any InstanceMessages else {
          await courier.deliver(notifications, to: owed.pushTokens)
          return
        }
        // Every instance's courier hears it (this one's too), whichever holds the poll.
        for payload in CourierMessage.payloads(notifications, to: owed.pushTokens) {
          try await blocking { try messages.publish(payload) }
        }
      } catch {
        logger.error("Notifying a change failed: \(String(describing: error))")
      }
    }
  }

  /// The server's own address once it listens (its port may have been picked then).
  private let address = Mutex<ServerAddress?>(nil)

  /// The start of the URLs the server hands out; see `ServerAddress`.
  func baseURL(authority: String?) -> String {
    let address =
      self.address.withLock { $0 }
      ?? ServerAddress(
        publicURL: configuration.publicURL, host: configuration.host, port: configuration.port)
    return address.baseURL(hostHeader: authority)
  }

  func signInURL(authority: String?, apiToken: String) -> String {
    let encoded =
      apiToken.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? apiToken
    return baseURL(authority: authority) + "/signin?ckAPIToken=" + encoded
  }
}
