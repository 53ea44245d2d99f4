import CloudRecords
import DataFolder
import Foundation
import RecordClient

/// How the signed-in account reaches its record server, and who it is there.
extension Account {
  public var connection: Connection? {
    guard let url = URL(string: server),
      let environment = DatabasePath.Environment(rawValue: environment)
    else { return nil }
    return Connection(
      server: url, container: container, environment: environment, apiToken: apiToken,
      webAuthToken: webAuthToken)
  }

  /// A client for this account that saves each new web auth token the server hands out
  /// into the account file at `path` (atomically, readable by its owner alone) — unless the
  /// file was signed out or signed in as someone else meanwhile. Nil when the account's
  /// server or environment is not usable.
  public func client(savingTokensTo path: String, retry: RetryPolicy = RetryPolicy())
    -> RecordClient?
  {
    guard let connection else { return nil }
    let user = userRecordName
    return RecordClient(connection, retry: retry) { token in
      guard var saved = try? Account.load(from: path), saved.webAuthToken != nil,
        saved.userRecordName == user
      else { return }
      saved.webAuthToken = token
      try? saved.save(to: path)
    }
  }

  public var identity: UserIdentity {
    UserIdentity(userRecordName: userRecordName, firstName: firstName, lastName: lastName)
  }
}
