import CloudRecords
import Foundation
import TestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A running server with signed-in users, and requests to its record API as a client sends
/// them.
final class ServerFixture: @unchecked Sendable {
  // @unchecked: set up once in init, then only read.
  static let container = DatabasePath.appContainer

  let server: RecordServerProcess
  let apiToken: String
  private(set) var users: [String: (recordName: String, token: String)] = [:]

  /// `developers`: the users (of `users`) who may extend the development schema.
  /// `database`: one the test owns (to share between instances), instead of the server's own.
  init(
    users names: [String] = ["alice"], developers: Set<String> = [], arguments: [String] = [],
    environment: [String: String] = [:], database: String? = nil
  ) throws {
    server = try RecordServerProcess(
      database: database, arguments: arguments, environment: environment)
    apiToken = try server.apiToken()
    for name in names {
      let recordName = try server.addUser(
        name, password: "password-\(name)", developer: developers.contains(name))
      let token = try server.signIn(name, password: "password-\(name)", apiToken: apiToken)
      users[name] = (recordName, token)
    }
  }

  /// The same users and tokens, with requests sent to another instance on the same database.
  private init(other: ServerFixture, server: RecordServerProcess) {
    self.server = server
    apiToken = other.apiToken
    users = other.users
  }

  func through(_ instance: RecordServerProcess) -> ServerFixture {
    ServerFixture(other: self, server: instance)
  }

  /// The same server and users, with `name`'s requests sent with another web auth token.
  func signedIn(_ name: String, token: String) -> ServerFixture {
    let copy = ServerFixture(other: self, server: server)
    copy.users[name]?.token = token
    return copy
  }

  /// The URL of `operation` on this server, its path from `DatabasePath`.
  func url(
    _ operation: DatabaseOperation, database: DatabasePath.Scope? = .private,
    environment: DatabasePath.Environment = .development, apiToken: String?? = nil,
    webToken: String? = nil
  ) -> URL {
    url(
      path: DatabasePath(
        container: ServerFixture.container, environment: environment, database: database,
        operation: operation
      ).description, apiToken: apiToken, webToken: webToken)
  }

  /// The URL of `path` as given, which no `DatabasePath` makes: for the paths the server
  /// refuses.
  func url(path: String, apiToken: String?? = nil, webToken: String? = nil) -> URL {
    var components = URLComponents(
      url: server.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
    var items: [URLQueryItem] = []
    if let token = apiToken ?? self.apiToken {
      items.append(.init(name: DatabasePath.apiTokenParameter, value: token))
    }
    if let webToken {
      items.append(.init(name: DatabasePath.webAuthTokenParameter, value: webToken))
    }
    components.queryItems = items
    return components.url!
  }

  /// POSTs a raw body as `user` (or without a user).
  func post(
    _ operation: DatabaseOperation, body: Data, as user: String? = "alice",
    database: DatabasePath.Scope? = .private
  ) throws -> HTTP.Answer {
    try post(
      url(operation, database: database, webToken: user.flatMap { users[$0]?.token }), body: body)
  }

  /// POSTs a raw body to `url`.
  func post(_ url: URL, body: Data) throws -> HTTP.Answer {
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    return try HTTP.send(request)
  }

  func post<T: Encodable>(_ operation: DatabaseOperation, _ value: T, as user: String? = "alice")
    throws -> HTTP.Answer
  {
    try post(operation, body: try JSONEncoder().encode(value), as: user)
  }

  func post(_ operation: DatabaseOperation, json: String, as user: String? = "alice") throws
    -> HTTP.Answer
  {
    try post(operation, body: Data(json.utf8), as: user)
  }

  func get(_ operation: DatabaseOperation, as user: String? = "alice") throws -> HTTP.Answer {
    try HTTP.send(URLRequest(url: url(operation, webToken: user.flatMap { users[$0]?.token })))
  }
}

extension HTTP.Answer {
  func decoded<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(type, from: body)
  }

  /// The body as a CloudKit error, or nil when it is not one.
  var serverError: ServerError? { try? JSONDecoder().decode(ServerError.self, from: body) }
}

extension ServerFixture {
  static let zone = ZoneID(zoneName: "QuranZone")

  @discardableResult
  func createZone(_ name: String = "QuranZone", as user: String = "alice") throws -> ZonesResponse {
    let answer = try post(
      .modifyZones,
      ModifyZonesRequest(operations: [.init(.create, Zone(zoneID: ZoneID(zoneName: name)))]),
      as: user)
    guard answer.status == 200 else { throw ServerFixtureError("zones/modify: \(answer.text)") }
    return try answer.decoded(ZonesResponse.self)
  }

  /// A FavoriteAyah record as the app writes it.
  static func favorite(_ name: String, surah: Int64 = 2, ayah: Int64 = 255) -> Record {
    Record(
      recordName: name, recordType: "FavoriteAyah",
      fields: [
        "ayahID": .string("\(surah):\(ayah)"), "surahNumber": .int64(surah),
        "ayahNumber": .int64(ayah), "favoritedAt": .timestamp(1_700_000_000_000),
      ])
  }

  /// Saves records with one operation type; answers the per-record results.
  @discardableResult
  func save(
    _ records: [Record], _ operation: ModifyRecordsRequest.OperationType = .forceReplace,
    zone: String = "QuranZone", as user: String = "alice"
  ) throws -> [RecordResult] {
    let answer = try post(
      .modifyRecords,
      ModifyRecordsRequest(
        operations: records.map { .init(operation, $0) }, zoneID: ZoneID(zoneName: zone)),
      as: user)
    guard answer.status == 200 else { throw ServerFixtureError("records/modify: \(answer.text)") }
    return try answer.decoded(RecordsResponse.self).records
  }

  func lookup(_ names: [String], zone: String = "QuranZone", as user: String = "alice") throws
    -> HTTP.Answer
  {
    try post(
      .lookupRecords, LookupRecordsRequest(recordNames: names, zoneID: ZoneID(zoneName: zone)),
      as: user)
  }

  /// Asks `changes/zone` for one zone, from a token, `limit` records at most.
  func changes(
    zone: String = "QuranZone", since token: String? = nil, limit: Int? = nil,
    as user: String = "alice"
  ) throws -> ZoneChangesResult? {
    let answer = try post(
      .zoneChanges,
      ZoneChangesRequest(zones: [
        RecordChangesRequest(zoneID: ZoneID(zoneName: zone), syncToken: token, resultsLimit: limit)
      ]), as: user)
    guard answer.status == 200 else { throw ServerFixtureError("changes/zone: \(answer.text)") }
    return try answer.decoded(ZoneChangesResponse.self).zones.first
  }

  /// A notification token of the user, registered; answers its webcourier URL.
  func registeredCourier(as user: String = "alice") throws -> CreateTokenResponse {
    let created = try post(
      .createToken, CreateTokenRequest(apnsEnvironment: "development"), as: user)
    guard created.status == 200 else { throw ServerFixtureError("tokens/create: \(created.text)") }
    let token = try created.decoded(CreateTokenResponse.self)
    let registered = try post(
      .registerToken,
      RegisterTokenRequest(apnsEnvironment: "development", apnsToken: token.apnsToken), as: user)
    guard registered.status == 200 else {
      throw ServerFixtureError("tokens/register: \(registered.text)")
    }
    return token
  }

  func subscribe(zone: String = "QuranZone", as user: String = "alice") throws {
    var subscription = Subscription(
      subscriptionID: "\(zone)-changes", subscriptionType: .zone, zoneID: ZoneID(zoneName: zone))
    subscription.firesOn = [.create, .update, .delete]
    let answer = try post(
      .modifySubscriptions,
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]), as: user)
    guard answer.status == 200 else {
      throw ServerFixtureError("subscriptions/modify: \(answer.text)")
    }
  }
}

extension ServerFixture {
  /// Writers (one thread each, through the given fixtures) create `batches` batches of `size`
  /// new records in QuranZone while a reader pages its changes/zone feed, 20 a page, asking
  /// the `readers` in turn, until the writers are done and the feed is read to its end.
  /// Answers the names whose batches were saved and the names the feed returned, in order.
  static func feedReadDuringWrites(
    writers: [ServerFixture], readers: [ServerFixture], batches: Int, size: Int
  ) throws -> (written: Set<String>, seen: [String]) {
    final class Written: @unchecked Sendable {
      // @unchecked: guarded by `lock`.
      let lock = NSLock()
      var names: Set<String> = []
    }
    let written = Written()
    let group = DispatchGroup()
    for (index, writer) in writers.enumerated() {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        for batch in 0..<batches {
          let names = (0..<size).map { "w\(index)-\(batch)-\($0)" }
          if let results = try? writer.save(names.map { ServerFixture.favorite($0) }, .create),
            results.allSatisfy({ $0.record != nil })
          {
            written.lock.withLock { written.names.formUnion(names) }
          }
        }
      }
    }
    var seen: [String] = []
    var token: String?
    var writing = true
    var page = 0
    while true {
      if writing { writing = group.wait(timeout: .now()) == .timedOut }
      guard
        case .changes(let changes) = try readers[page % readers.count].changes(
          since: token, limit: 20)
      else { throw ServerFixtureError("changes/zone answered no changes") }
      page += 1
      seen += changes.records.map(\.recordName)
      token = changes.syncToken
      if !writing && !changes.moreComing { break }
    }
    return (written.lock.withLock { written.names }, seen)
  }
}

/// A courier long poll sent on a thread of its own: when it was answered, and with what.
final class CourierPoll: @unchecked Sendable {
  // @unchecked: `answer` and `at` are written once, before `answered` is signalled.
  private(set) var answer: HTTP.Answer?
  private(set) var at = Date.distantFuture
  private let answered = DispatchSemaphore(value: 0)

  init(_ courier: CreateTokenResponse, timeout: Int) {
    let url = Endpoints.courier.pollURL(courier.webcourierURL, timeout: timeout)!
    Thread.detachNewThread {
      self.answer = try? HTTP.send(URLRequest(url: url))
      self.at = Date()
      self.answered.signal()
    }
  }

  /// Waits for the answer, at most `seconds`; true when it came.
  func wait(seconds: Double) -> Bool { answered.wait(timeout: .now() + seconds) == .success }
}

extension RecordResult {
  var recordName: String? { record?.recordName ?? failure?.recordName }
}

struct ServerFixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
