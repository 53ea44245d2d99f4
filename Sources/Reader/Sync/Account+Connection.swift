import CloudRecords
import DataFolder
import Foundation
import RecordClient

/// How the signed-in account reaches its record server, and who it is there.
extension Account {
  /// The server, container, environment and tokens a `RecordClient` needs; nil when the
  /// server is not a URL or the environment is not one the wire knows.
  public var connection: Connection? {
    guard let url = URL(string: server),
      let environment = DatabasePath.Environment(rawValue: environment)
    else { return nil }
    return Connection(
      server: url, container: container, environment: environment, apiToken: apiToken,
      webAuthToken: webAuthToken)
  }

  /// A client for this account that goes with the newest web auth token in the account file
  /// at `path` and keeps each successor the server hands out there (atomically, readable by
  /// its owner alone) in place of the token its request went with — unless the file was signed
  /// out or signed in as someone else meanwhile. Every client and program using the file thus
  /// goes on as one holder (`TokenKeeper`). Nil when the account's server or environment is
  /// not usable.
  public func client(savingTokensTo path: String, retry: RetryPolicy = RetryPolicy())
    -> RecordClient?
  {
    guard let connection else { return nil }
    return RecordClient(connection, retry: retry, keeper: tokenKeeper(path))
  }

  /// The account file at `path` as the keeper of this sign-in's newest token; the file's
  /// lock (`AccountFileLock`) makes a replacement one step for every program.
  func tokenKeeper(_ path: String) -> TokenKeeper {
    let user = userRecordName
    @Sendable func signedIn() -> Account? {
      guard let saved = try? Account.load(from: path), saved.webAuthToken != nil,
        saved.userRecordName == user
      else { return nil }
      return saved
    }
    return TokenKeeper(
      newest: { signedIn()?.webAuthToken },
      replace: { sent, successor in
        AccountFileLock.holding(path) {
          guard var saved = signedIn() else { return nil }
          guard saved.webAuthToken == sent else { return saved.webAuthToken }
          saved.webAuthToken = successor
          do { try saved.save(to: path) } catch { return nil }
          return successor
        }
      })
  }

  /// Who the account is on its server: its user record's name, and the name it gave.
  public var identity: UserIdentity {
    UserIdentity(userRecordName: userRecordName, firstName: firstName, lastName: lastName)
  }
}
