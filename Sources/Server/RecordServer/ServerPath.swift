import CloudRecords

/// What a request's path names, read once: the router answers it, the metrics count it by it
/// and the log writes it. An operation's path is read whole by `DatabasePath` where it is
/// answered.
enum ServerPath: Equatable {
  /// `/database/…`: a record operation.
  case database
  /// `/signin`: the sign-in page.
  case signIn
  /// `/courier/{token}`: a notification token's long poll.
  case courier(token: String)
  /// `/healthz`, `/readyz`: the health checks.
  case live, ready
  /// `/`: what the service is.
  case root
  /// Anything else.
  case unknown

  /// The places of a path that is all their name.
  private static let wholePaths: [String: ServerPath] = [
    "/signin": .signIn, "/healthz": .live, "/readyz": .ready, "/": .root,
  ]

  /// The place `path` (without its query) names.
  init(_ path: String) {
    if let place = Self.wholePaths[path] {
      self = place
    } else if path.hasPrefix("/database/") {
      self = .database
    } else if let token = Endpoints.courier.token(inPath: path) {
      self = .courier(token: token)
    } else {
      self = .unknown
    }
  }

  /// The metrics' name for what `path` asks, from a fixed set: an operation's name, or the
  /// place's.
  static func operation(of path: String) -> String {
    switch ServerPath(path) {
    case .database: (try? DatabasePath(parsing: path))?.operation.rawValue ?? "other"
    case .signIn: "signin"
    case .courier: "courier"
    case .live: "healthz"
    case .ready: "readyz"
    case .root, .unknown: "other"
    }
  }

  /// `path` fit for the log: no courier token.
  static func loggable(_ path: String) -> String {
    if case .courier = ServerPath(path) { return Endpoints.courier.pathPrefix + "…" }
    return path
  }
}
