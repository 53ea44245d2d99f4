import AppRecords
import ArgumentParser
import CloudRecords
import Foundation
import Logging
import NIOCore
import RecordServer

/// The options every command that opens the database shares.
struct DatabaseOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The database: a SQLite file's path, or a PostgreSQL URL such as postgres://user@host:5432/quran.",
      discussion:
        "Without it, $QURAN_RECORDS_DATABASE_URL, else $XDG_DATA_HOME/quran-records/records.sqlite. A URL may name a unix socket (postgres://user@/quran?host=/var/run/postgresql) and sslmode (disable, prefer, require, verify-ca, verify-full); the password may also come from $PGPASSWORD."
    ))
  var db: String?

  @Option(help: "A .ckdb schema file (default: the app's, which `schema print` prints).")
  var schema: String?

  /// The database's path or URL.
  var path: String { ServerDatabase.location(given: db) }

  /// Opens the database; a SQLite file that was not there yet is made, and that is said on
  /// stderr with its path (a command run as another user, or without --db, would otherwise
  /// answer from a new, empty database without a word).
  func open() throws -> any ServerStore {
    let store = try ServerDatabase.open(path)
    if let file = store as? SQLiteStore, file.isNew {
      FileHandle.standardError.write(
        Data(
          "quran-records: made a new, empty database at \(file.location)\(db == nil ? " (no --db given)" : ""); give --db to use another.\n"
            .utf8))
    }
    return store
  }

  func schemaText() throws -> String {
    if let schema {
      guard let text = try? String(contentsOfFile: schema, encoding: .utf8) else {
        throw CommandError("The schema file \(schema) could not be read; check the path.")
      }
      return text
    }
    return AppSchema.ckdb
  }
}

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Runs the record service.")

  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(help: "The port to listen on (0 picks a free one).") var port = 8585
  @Option(
    help: ArgumentHelp(
      "Operations a second allowed to each user, in bursts of two seconds' worth.",
      discussion:
        "A request counts one, every four items of a batch after the first one more, each 64 KB of body one more."
    ))
  var rateLimit = 1000
  @Option(
    help:
      "The server's address as clients reach it (e.g. https://records.example.org behind a proxy); sign-in and notification links use it."
  )
  var publicURL: String?
  @Option(
    name: .customLong("trusted-proxy"),
    help:
      "The IP address of a proxy in front of the server (repeatable); its X-Forwarded-For names the client whose sign-in tries are counted."
  )
  var trustedProxies: [String] = []
  @Flag(
    help: ArgumentHelp(
      "Answer every signed-in request with a new web auth token, as Apple's CloudKit does.",
      discussion:
        "The new token comes in the X-Apple-CloudKit-Web-Auth-Token header; the one used stays accepted, and each sign-in keeps its newest \(Accounts.liveTokensPerSignIn) tokens."
    ))
  var rotateTokens = false
  @Option(
    help: ArgumentHelp(
      "Days a sign-in stays valid without being used; then its person signs in again.",
      discussion:
        "Each use counts (noted at most once an hour). To end sign-ins at once: user signout NAME, or user passwd NAME."
    ))
  var tokenLifetime = Accounts.defaultTokenLifetimeDays
  @Option(help: "Seconds a connection may stay with no request under way.") var idleTimeout = 30
  @Option(help: "Seconds a request's headers may take to arrive after their first byte.")
  var headerTimeout = 10
  @Option(help: "Seconds a request's body may take to arrive after its headers.")
  var requestTimeout = 60
  @Option(
    help: ArgumentHelp(
      "Seconds an answer's writing may make no progress before its connection is closed.",
      discussion:
        "A client that never reads its answer holds the answer, and its turn, until then."))
  var writeTimeout = 10
  @Option(help: "Connections served at once; more are answered 503.") var maxConnections = 1000
  @Option(
    help: ArgumentHelp(
      "Connections one address (an IPv6 address by its /64) may hold; more are answered 429.",
      discussion:
        "Always below --max-connections. A --trusted-proxy is not held to it."))
  var maxConnectionsPerAddress = ConnectionLimits().connectionsPerAddress
  @Option(
    help:
      "Connections one user's requests may come on at once; a request on one more is answered 429."
  )
  var maxConnectionsPerUser = ConnectionLimits().connectionsPerUser
  @Option(help: "Record types developers may grow the development schema to.")
  var maxRecordTypes = 100
  @Option(help: "Fields a record type may grow to in the development schema.") var maxFields = 100
  @Option(help: "Zones one user may keep in a database; zones/list answers at most this many.")
  var maxZones = ZoneStorage.defaultMaximumPerUser
  @Option(help: "Records one member may keep, unless `user quota` sets theirs.")
  var quotaRecords = StorageQuota.standard.records
  @Option(help: "Megabytes of records one member may keep, unless `user quota` sets theirs.")
  var quotaMegabytes = Int(StorageQuota.standard.bytes >> 20)
  @Option(
    help:
      "Megabytes the database's disk keeps free: below them saves are refused (deletions and reads never); 0 for none."
  )
  var minFreeMegabytes = 0
  @Flag(
    help: ArgumentHelp(
      "Answer changes/zone for _defaultZone with BAD_REQUEST, as Apple's CloudKit does.",
      discussion:
        "quran-records keeps a change feed for _defaultZone, so a device's sync sees deletions in a few requests; with this flag devices fall back to listing every name, as they do on Apple's service. For testing clients."
    ))
  var noDefaultZoneFeed = false
  @Option(
    help: ArgumentHelp(
      "Serve Prometheus metrics at http://HOST:PORT/metrics (e.g. 127.0.0.1:9585).",
      discussion:
        "An address of its own, never the public port: requests by operation and status, their latency, records and users stored, open connections, long polls, rate-limit and sign-in refusals, PostgreSQL connections in use."
    ))
  var metricsAddress: String?
  @Option(
    help: ArgumentHelp(
      "text (one line a message) or json (one object a line, for log shippers).",
      valueName: "text|json"))
  var logFormat = LogFormat.text
  @OptionGroup(title: "Each user's share") var shares: ShareOptions
  @OptionGroup var database: DatabaseOptions

  /// `--metrics-address` as host and port: `127.0.0.1:9585`, `[::1]:9585`.
  var metricsHostAndPort: (host: String, port: Int)? {
    guard let metricsAddress, let colon = metricsAddress.lastIndex(of: ":"),
      let port = Int(metricsAddress[metricsAddress.index(after: colon)...]),
      (0...65535).contains(port)
    else { return nil }
    var host = String(metricsAddress[..<colon])
    if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    return host.isEmpty ? nil : (host, port)
  }

  func validate() throws {
    if metricsAddress != nil && metricsHostAndPort == nil {
      throw ValidationError(
        "--metrics-address must be HOST:PORT, like 127.0.0.1:9585; \(metricsAddress ?? "") is not.")
    }
    guard (0...65535).contains(port) else {
      throw ValidationError("The port must be between 0 and 65535, not \(port).")
    }
    guard rateLimit >= 1 else {
      throw ValidationError("The rate limit must be at least 1 operation a second.")
    }
    if let publicURL {
      guard let url = URLComponents(string: publicURL), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host?.isEmpty == false, url.user == nil,
        url.query == nil, url.fragment == nil
      else {
        throw ValidationError(
          "--public-url must be an http:// or https:// address with a host and no query, like "
            + "https://records.example.org; \(publicURL) is not.")
      }
    }
    for proxy in trustedProxies {
      var v4 = in_addr()
      var v6 = in6_addr()
      guard inet_pton(AF_INET, proxy, &v4) == 1 || inet_pton(AF_INET6, proxy, &v6) == 1 else {
        throw ValidationError(
          "--trusted-proxy must be an IP address, like 127.0.0.1; \(proxy) is not.")
      }
    }
    guard tokenLifetime <= Accounts.longestTokenLifetimeDays else {
      throw ValidationError(
        "--token-lifetime must be at most \(Accounts.longestTokenLifetimeDays) days, not \(tokenLifetime)."
      )
    }
    guard minFreeMegabytes >= 0 else {
      throw ValidationError("--min-free-megabytes must be 0 or more, not \(minFreeMegabytes).")
    }
    for (name, value) in [
      ("--idle-timeout", idleTimeout), ("--request-timeout", requestTimeout),
      ("--header-timeout", headerTimeout), ("--write-timeout", writeTimeout),
      ("--max-connections-per-address", maxConnectionsPerAddress),
      ("--max-connections-per-user", maxConnectionsPerUser),
      ("--max-connections", maxConnections), ("--max-record-types", maxRecordTypes),
      ("--max-fields", maxFields), ("--token-lifetime", tokenLifetime), ("--max-zones", maxZones),
      ("--quota-records", quotaRecords), ("--quota-megabytes", quotaMegabytes),
    ] where value < 1 {
      throw ValidationError("\(name) must be at least 1, not \(value).")
    }
  }

  func run() async throws {
    if logFormat == .json {
      LoggingSystem.bootstrap(JSONLogHandler.init)
    } else {
      LoggingSystem.bootstrap(StreamLogHandler.standardError)
    }
    var logger = Logger(label: "quran-records")
    logger.logLevel =
      ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) }
      ?? .info
    var configuration = RecordService.Configuration(
      databasePath: database.path, schema: try database.schemaText())
    configuration.host = host
    configuration.port = port
    configuration.operationsPerSecond = rateLimit
    configuration.publicURL = publicURL
    configuration.trustedProxies = Set(trustedProxies)
    configuration.rotateTokens = rotateTokens
    configuration.tokenLifetimeDays = tokenLifetime
    configuration.connections.idleTimeout = .seconds(Int64(idleTimeout))
    configuration.connections.requestTimeout = .seconds(Int64(requestTimeout))
    configuration.connections.maxConnections = maxConnections
    configuration.connections.headerTimeout = .seconds(Int64(headerTimeout))
    configuration.connections.writeTimeout = .seconds(Int64(writeTimeout))
    configuration.connections.connectionsPerAddress = maxConnectionsPerAddress
    configuration.connections.connectionsPerUser = maxConnectionsPerUser
    configuration.shares = shares.shares
    configuration.zonesPerUser = maxZones
    configuration.minFreeMegabytes = minFreeMegabytes
    configuration.quota = StorageQuota(
      records: quotaRecords, bytes: Int64(quotaMegabytes) << 20)
    configuration.defaultZoneFeed = !noDefaultZoneFeed
    configuration.schemaGrowth = SchemaGrowth(
      permitted: false, recordTypes: maxRecordTypes, fieldsPerType: maxFields)
    if let metrics = metricsHostAndPort {
      configuration.metrics = MetricsEndpoint.bootstrap(host: metrics.host, port: metrics.port)
    }
    // One server per SQLite file, for the process's life.
    let lock =
      PostgresLocation.isURL(database.path)
      ? nil : try DatabaseLock(database: database.path, purpose: "start a second one")
    defer { withExtendedLifetime(lock) {} }
    if !PostgresLocation.isURL(database.path) && !DatabaseFiles.exists(database.path) {
      logger.notice("Making a new, empty database at \(database.path)")
    }
    let service = try RecordService(configuration: configuration, logger: logger)
    logger.info(
      "Serving \(service.store.location) (\(database.schema ?? "bundled schema"), \(rateLimit) operations/s a user, at most \(maxConnections) connections)"
    )
    do {
      try await listen(service)
      service.stop()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw CommandError("Port \(port) on \(host) is already in use; pick another with --port.")
    } catch let error as IOError {
      throw CommandError("The server could not listen on \(host):\(port) (\(error)).")
    }
  }

  private func listen(_ service: RecordService) async throws {
    @Sendable func shown(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }
    try await service.run(
      onListening: { host, port in
        FileHandle.standardOutput.write(Data("Listening on http://\(shown(host)):\(port)\n".utf8))
      },
      onMetricsListening: { host, port in
        FileHandle.standardOutput.write(
          Data("Metrics on http://\(shown(host)):\(port)/metrics\n".utf8))
      })
  }
}

/// `serve --log-format`: how each log message is written on stderr.
enum LogFormat: String, ExpressibleByArgument, CaseIterable {
  /// One line a message.
  case text
  /// One JSON object a line, for log shippers.
  case json
}

struct UserCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "user", abstract: "Adds, lists or deletes users, and ends their sign-ins.",
    subcommands: [Add.self, List.self, Quota.self, Delete.self, Passwd.self, SignOut.self])

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Adds a user; the password is asked twice on a terminal, or read from stdin (one line).")
    @Argument(help: "The user's name, as typed at sign-in.") var name: String
    @Flag(help: "Lets the user extend the development schema with new record types and fields.")
    var developer = false
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let password = try Password.read(
        prompt: "Password for \(name): ", again: "The same password again: ")
      print(
        try Accounts(store: try database.open()).addUser(
          name: name, password: password, developer: developer))
    }
  }

  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Deletes a user with every record, zone, subscription and token of theirs.")
    @Argument(help: "The user's name.") var name: String
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let store = try database.open()
      let accounts = Accounts(store: store)
      guard let user = try accounts.user(named: name) else {
        throw CommandError("There is no user named \(name).")
      }
      let schemas = try SchemaRegistry(store: store, bundled: try database.schemaText())
      try RecordStorage(store: store, schemas: schemas).deleteAccount(
        userRecordName: user.userRecordName)
      print("Deleted \(user.name) (\(user.userRecordName)) and all their data.")
    }
  }
}

struct APIToken: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api-token", abstract: "Prints the container's API token, creating it once.")
  @Option(help: "The container.") var container = DatabasePath.appContainer
  @OptionGroup var database: DatabaseOptions

  func run() throws {
    print(try Accounts(store: try database.open()).apiToken(container: container))
  }
}

struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema", abstract: "Manages the record schema.",
    subcommands: [Deploy.self, Print.self])

  struct Print: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Prints the app's schema (.ckdb) for a container's owner to import.")
    func run() { print(AppSchema.ckdb, terminator: "") }
  }

  struct Deploy: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Copies the development schema to production (it may only grow).")
    @Option(help: "The container.") var container = DatabasePath.appContainer
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let schemas = try SchemaRegistry(
        store: try database.open(), bundled: try database.schemaText())
      print(try schemas.deploy(container: container))
    }
  }
}

struct CopyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "copy",
    abstract: "Copies a whole server database into an empty one (e.g. SQLite to PostgreSQL).",
    discussion:
      "Users, tokens, records, tombstones, zones, subscriptions and change history keep their ids, so no client signs in again or resyncs. Stop the server on --from first; start the new servers on --to after."
  )
  @Option(help: "The database to copy: a SQLite file's path or a postgres:// URL.")
  var from: String
  @Option(help: "The empty database to copy into: a postgres:// URL or a SQLite file's path.")
  var to: String

  func run() throws {
    guard PostgresLocation.isURL(from) || FileManager.default.fileExists(atPath: from) else {
      throw CommandError("There is no database at \(from); check the path.")
    }
    print(try StoreCopy.copy(from: try ServerDatabase.open(from), to: try ServerDatabase.open(to)))
  }
}

struct BackupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Copies a SQLite database to a file while the server runs (consistent, online).",
    discussion:
      "Everything acknowledged before the backup began is in the copy. On PostgreSQL use pg_dump instead. Put a copy back with restore."
  )
  @Option(help: "The file to write; it must not exist.") var to: String
  @OptionGroup var database: DatabaseOptions

  func run() throws {
    print(try Backup.write(from: database.path, to: to))
  }
}

struct RestoreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore",
    abstract:
      "Puts a backup into service (SQLite), into an empty PostgreSQL database, or marks a"
      + " PostgreSQL database pg_restore filled as restored.",
    discussion:
      "Stop the server first: restore refuses while one runs on the file. The backup is only read; it is checked (a file that backup did not write, or one with triggers, views or tables of someone else's, is refused) and only its rows go into a database built from this version's schema, which becomes the database named by --db, whose old file, -wal and -shm are moved aside with the time in their names, never deleted. Users, tokens and records come back with their ids, so no client signs in again or resyncs. A PostgreSQL database must be empty. After pg_restore of a pg_dump into a PostgreSQL database, run restore --db URL --mark-restored once before starting the instances: the database gets an identity of its own, so change tags never repeat and tokens from after the dump are refused (the server will not start on it until then)."
  )
  @Option(help: "The backup file that backup wrote.") var from: String?
  @Flag(
    help:
      "Marks the PostgreSQL database named by --db, filled by pg_restore, as restored (no --from)."
  )
  var markRestored = false
  @Option(help: "Seconds the restore may take; past them it stops and nothing is changed.")
  var timeLimit = Restore.defaultTimeLimit
  @OptionGroup var database: DatabaseOptions

  func validate() throws {
    guard timeLimit >= 1 else {
      throw ValidationError("--time-limit must be at least 1, not \(timeLimit).")
    }
    guard (from == nil) == markRestored else {
      throw ValidationError(
        "Give --from FILE (a backup to put back) or --mark-restored (a PostgreSQL database"
          + " pg_restore filled), one of the two.")
    }
  }

  func run() throws {
    if markRestored {
      print(try Restore.markPostgres(database.path))
    } else if let from {
      print(try Restore.run(from: from, into: database.path, timeLimit: timeLimit))
    }
  }
}

/// A command's failure, said in one sentence.
struct CommandError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
