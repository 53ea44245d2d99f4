import CloudRecords
import Foundation
import Library
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

  public var identity: UserIdentity {
    UserIdentity(userRecordName: userRecordName, firstName: firstName, lastName: lastName)
  }
}
