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

  init(users names: [String] = ["alice"], arguments: [String] = []) throws {
    server = try RecordServerProcess(arguments: arguments)
    apiToken = try server.apiToken()
    for name in names {
      let recordName = try server.addUser(name, password: "password-\(name)")
      let token = try server.signIn(name, password: "password-\(name)", apiToken: apiToken)
      users[name] = (recordName, token)
    }
  }

  func url(
    _ operation: String, database: String = "private", environment: String = "development",
    apiToken: String?? = nil, webToken: String? = nil
  ) -> URL {
    var components = URLComponents(
      url: server.baseURL.appendingPathComponent(
        "database/1/\(ServerFixture.container)/\(environment)/\(database)/\(operation)"),
      resolvingAgainstBaseURL: false)!
    var items: [URLQueryItem] = []
    if let token = apiToken ?? self.apiToken {
      items.append(.init(name: "ckAPIToken", value: token))
    }
    if let webToken { items.append(.init(name: "ckWebAuthToken", value: webToken)) }
    components.queryItems = items
    return components.url!
  }

  /// POSTs a raw body as `user` (or without a user).
  func post(
    _ operation: String, body: Data, as user: String? = "alice", database: String = "private"
  ) throws -> HTTP.Answer {
    var request = URLRequest(
      url: url(operation, database: database, webToken: user.flatMap { users[$0]?.token }))
    request.httpMethod = "POST"
    request.httpBody = body
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    return try HTTP.send(request)
  }

  func post<T: Encodable>(_ operation: String, _ value: T, as user: String? = "alice") throws
    -> HTTP.Answer
  {
    try post(operation, body: try JSONEncoder().encode(value), as: user)
  }

  func post(_ operation: String, json: String, as user: String? = "alice") throws -> HTTP.Answer {
    try post(operation, body: Data(json.utf8), as: user)
  }

  func get(_ operation: String, as user: String? = "alice") throws -> HTTP.Answer {
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
