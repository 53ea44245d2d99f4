/// An operation of the record API, as its path names it (`records/modify`), with what a
/// server needs to know of it before the body is read. The client names its requests with it
/// and the server reads them into it (`DatabasePath`).
public enum DatabaseOperation: String, CaseIterable, Sendable {
  case modifyRecords = "records/modify"
  case lookupRecords = "records/lookup"
  case queryRecords = "records/query"
  case recordChanges = "records/changes"
  case zoneChanges = "changes/zone"
  case databaseChanges = "changes/database"
  case listZones = "zones/list"
  case lookupZones = "zones/lookup"
  case modifyZones = "zones/modify"
  /// The legacy `zones/changes`: `changes/database` under other key names.
  case zonesChanges = "zones/changes"
  case listSubscriptions = "subscriptions/list"
  case lookupSubscriptions = "subscriptions/lookup"
  case modifySubscriptions = "subscriptions/modify"
  case currentUser = "users/current"
  case createToken = "tokens/create"
  case registerToken = "tokens/register"
  /// Not a CloudKit operation: this server's way for a person to delete their account.
  case deleteUser = "users/delete"
  /// Not a CloudKit operation (Apple's has none): ends the sign-in of the web auth token it
  /// is sent with, as `quran logout` does.
  case signOut = "users/signout"

  /// Whether the path may leave out the database segment, as Apple's paths for it do.
  public var mayOmitDatabase: Bool {
    switch self {
    case .lookupSubscriptions, .createToken, .registerToken, .currentUser: true
    case .modifyRecords, .lookupRecords, .queryRecords, .recordChanges, .zoneChanges,
      .databaseChanges, .listZones, .lookupZones, .modifyZones, .zonesChanges,
      .listSubscriptions, .modifySubscriptions, .deleteUser, .signOut:
      false
    }
  }

  /// Whether it may be asked with GET (every operation is accepted as POST).
  public var mayBeGet: Bool {
    switch self {
    case .listZones, .listSubscriptions, .currentUser: true
    case .modifyRecords, .lookupRecords, .queryRecords, .recordChanges, .zoneChanges,
      .databaseChanges, .lookupZones, .modifyZones, .zonesChanges, .lookupSubscriptions,
      .modifySubscriptions, .createToken, .registerToken, .deleteUser, .signOut:
      false
    }
  }

  /// Whether it may be asked of a database other than the private one (which this server
  /// does not offer for anything else).
  public var answersEveryDatabase: Bool { self == .currentUser }

  /// The operation names, sorted, for a sentence that lists them.
  public static var names: String { allCases.map(\.rawValue).sorted().joined(separator: ", ") }
}
