import Foundation

/// The signed-in account as `account.json` keeps it: the server, container and environment,
/// the API token, the web auth token (absent after `quran logout`), and who signed in.
/// Only its owner can read the file (mode 0600): the web auth token is a password. Where the
/// file is, the data folder's rules say (`Home.accountPath`).
public struct Account: Codable, Sendable, Equatable {
  /// The record server's base URL as typed at `quran login --server`.
  public var server: String
  /// The container the records live in on the server (the iPhone app's, by default).
  public var container: String
  /// The server environment: `development` or `production`.
  public var environment: String
  /// The API token that names the container to the server (`--api-token`).
  public var apiToken: String
  /// The token that names the signed-in user; nil after `quran logout`. Secret.
  public var webAuthToken: String?
  /// The server's id for the signed-in user; records are kept per user.
  public var userRecordName: String
  /// The user's given name as the server reported it at sign-in, if any.
  public var firstName: String?
  /// The user's family name as the server reported it at sign-in, if any.
  public var lastName: String?

  /// An account as `quran login` records it; the names are optional.
  public init(
    server: String, container: String, environment: String, apiToken: String,
    webAuthToken: String?, userRecordName: String, firstName: String? = nil,
    lastName: String? = nil
  ) {
    self.server = server
    self.container = container
    self.environment = environment
    self.apiToken = apiToken
    self.webAuthToken = webAuthToken
    self.userRecordName = userRecordName
    self.firstName = firstName
    self.lastName = lastName
  }

  /// The account in the file, nil when there is none.
  public static func load(from path: String) throws(AccountFileError) -> Account? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try JSONDecoder().decode(
        Account.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw AccountFileError(path: path, reason: "\(error)")
    }
  }

  /// Writes the file readable by its owner only, atomically (a new file renamed over it).
  public func save(to path: String) throws(AccountFileError) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(self)
      // Created readable by the owner alone from its first byte, flushed to the disk, then
      // renamed over the old one: never a moment when the token is readable by others, never
      // an empty file after a crash.
      let temporary = path + ".tmp-\(getpid())-\(UUID().uuidString.prefix(8))"
      unlink(temporary)
      let fd = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
      guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      let flushed = fsync(fd) == 0
      close(fd)
      guard written == data.count, flushed, rename(temporary, path) == 0 else {
        unlink(temporary)
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      throw AccountFileError(path: path, reason: "\(error)")
    }
  }
}

/// The account file could not be read, decoded or written.
public struct AccountFileError: Error, CustomStringConvertible {
  /// The account file's path.
  public let path: String
  /// The underlying error, as text.
  public let reason: String
  /// A sentence for a person, telling them to remove the file and sign in again.
  public var description: String {
    "The account file \(path) could not be read or written (\(reason)); remove it and run quran login again."
  }
}
