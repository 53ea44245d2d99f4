import Foundation
import NIOSSL
import PostgresNIO

/// A PostgreSQL database named as libpq's URLs name one:
///
/// - `postgres://user:password@host:5432/quran` (`postgresql://` too; the port defaults to
///   5432, the user to `$PGUSER` or the account running the server, the password to
///   `$PGPASSWORD`);
/// - a unix socket: `postgres://user@/quran?host=/var/run/postgresql` (the folder holding
///   `.s.PGSQL.5432`), or the folder percent-encoded as the host,
///   `postgres://user@%2Fvar%2Frun%2Fpostgresql/quran`;
/// - `?sslmode=disable|prefer|require|verify-full` (default `prefer`, as libpq's;
///   `verify-full` checks the certificate against the system's roots, or `sslrootcert=FILE`).
package struct PostgresLocation {
  var configuration: PostgresConnection.Configuration
  /// The URL without its password, for messages and logs.
  var display: String

  /// Whether `text` is a PostgreSQL URL (`postgres://` or `postgresql://`) rather than a file path.
  package static func isURL(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  init(url text: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws
  {
    func refuse(_ why: String) -> ServerSetupError {
      ServerSetupError(
        "The database URL \(PostgresLocation.withoutPassword(text)) \(why); write it as"
          + " postgres://user@host:5432/database (see README, Deployment).")
    }
    guard let components = URLComponents(string: text), let scheme = components.scheme,
      scheme == "postgres" || scheme == "postgresql"
    else { throw refuse("is not a postgres:// URL") }
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    let known: Set<String> = ["host", "port", "user", "password", "sslmode", "sslrootcert"]
    if let unknown = query.keys.sorted().first(where: { !known.contains($0) }) {
      throw refuse("has the parameter \(unknown), which this server does not know")
    }
    let user =
      (components.percentEncodedUser?.removingPercentEncoding).flatMap { $0.isEmpty ? nil : $0 }
      ?? query["user"] ?? environment["PGUSER"] ?? PostgresLocation.accountName
    let password =
      components.percentEncodedPassword?.removingPercentEncoding ?? query["password"]
      ?? environment["PGPASSWORD"]
    let database = String(components.percentEncodedPath.dropFirst()).removingPercentEncoding ?? ""
    guard !database.isEmpty, !database.contains("/") else {
      throw refuse("names no database (the path after the host)")
    }
    let port = components.port ?? query["port"].flatMap(Int.init) ?? 5432
    guard (1...65535).contains(port) else { throw refuse("has no valid port") }
    let host = query["host"] ?? components.percentEncodedHost?.removingPercentEncoding ?? ""

    if host.hasPrefix("/") {
      configuration = PostgresConnection.Configuration(
        unixSocketPath: host + "/.s.PGSQL.\(port)", username: user, password: password,
        database: database)
    } else {
      let tls: PostgresConnection.Configuration.TLS
      do {
        tls = try PostgresLocation.tls(
          mode: query["sslmode"] ?? "prefer", rootCertificate: query["sslrootcert"])
      } catch let error as ServerSetupError {
        throw refuse(error.description)
      }
      configuration = PostgresConnection.Configuration(
        host: host.isEmpty ? "localhost" : host, port: port, username: user,
        password: password, database: database, tls: tls)
    }
    configuration.options.connectTimeout = .seconds(5)
    // Plans made for a statement, not for its values: to a plan made for its values, a zone
    // that grew since PostgreSQL last gathered statistics looks empty, and finding one name
    // in it then scans the whole zone in sequence order.
    configuration.options.additionalStartupParameters = [("plan_cache_mode", "force_generic_plan")]
    display = PostgresLocation.withoutPassword(text)
  }

  static func tls(mode: String, rootCertificate: String?) throws
    -> PostgresConnection.Configuration.TLS
  {
    var tls = TLSConfiguration.makeClientConfiguration()
    switch mode {
    case "disable": return .disable
    case "allow", "prefer", "require":
      tls.certificateVerification = .none
    case "verify-ca", "verify-full":
      tls.certificateVerification =
        mode == "verify-ca" ? .noHostnameVerification : .fullVerification
      if let rootCertificate { tls.trustRoots = .file(rootCertificate) }
    default:
      throw ServerSetupError(
        "has sslmode=\(mode); use disable, prefer, require, verify-ca or verify-full")
    }
    let context: NIOSSLContext
    do {
      context = try NIOSSLContext(configuration: tls)
    } catch {
      throw ServerSetupError("has TLS settings that could not be used (\(error))")
    }
    return mode == "allow" || mode == "prefer" ? .prefer(context) : .require(context)
  }

  /// The URL with its password (if any) replaced by `***`.
  static func withoutPassword(_ text: String) -> String {
    guard var components = URLComponents(string: text), components.password != nil else {
      return text
    }
    components.password = "***"
    return components.string ?? text
  }

  static var accountName: String {
    if let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name {
      return String(cString: name)
    }
    return "postgres"
  }
}
