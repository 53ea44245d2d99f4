// TEMPORARY stand-in for helper "store"'s RecordStorage / SchemaRegistry / DatabaseScope, with
// exactly the API of the brief, so the HTTP side compiles before their work is merged.
// Delete this file when `Sources/RecordServer/Storage/` arrives from main.
import CloudRecords
import GRDB

/// Whose database a request works on.
public struct DatabaseScope: Sendable, Hashable {
  public var container: String
  public var environment: DatabasePath.Environment
  public var userRecordName: String
  public init(container: String, environment: DatabasePath.Environment, userRecordName: String) {
    self.container = container
    self.environment = environment
    self.userRecordName = userRecordName
  }
}

public final class SchemaRegistry: Sendable {
  public init(writer: any DatabaseWriter, bundled ckdb: String) throws {}
  public func deploy(container: String) throws -> String { "Nothing to deploy (stand-in)." }
}

public final class RecordStorage: Sendable {
  public static func registerMigrations(in migrator: inout DatabaseMigrator) {}
  public init(writer: any DatabaseWriter, schemas: SchemaRegistry) {}
  private func missing() -> ServerError {
    ServerError(.tryAgainLater, "Record storage is not built into this server yet.")
  }
  public func modifyRecords(_: ModifyRecordsRequest, in: DatabaseScope) throws -> RecordsResponse {
    throw missing()
  }
  public func lookupRecords(_: LookupRecordsRequest, in: DatabaseScope) throws -> RecordsResponse {
    throw missing()
  }
  public func queryRecords(_: QueryRecordsRequest, in: DatabaseScope) throws
    -> QueryRecordsResponse
  { throw missing() }
  public func recordChanges(_: RecordChangesRequest, in: DatabaseScope) throws -> ZoneChanges {
    throw missing()
  }
  public func zoneChanges(_: ZoneChangesRequest, in: DatabaseScope) throws -> ZoneChangesResponse {
    throw missing()
  }
  public func databaseChanges(_: DatabaseChangesRequest, in: DatabaseScope) throws
    -> DatabaseChangesResponse
  { throw missing() }
  public func listZones(in: DatabaseScope) throws -> ZonesResponse { throw missing() }
  public func lookupZones(_: LookupZonesRequest, in: DatabaseScope) throws -> ZonesResponse {
    throw missing()
  }
  public func modifyZones(_: ModifyZonesRequest, in: DatabaseScope) throws -> ZonesResponse {
    throw missing()
  }
  public func listSubscriptions(in: DatabaseScope) throws -> SubscriptionsResponse {
    throw missing()
  }
  public func lookupSubscriptions(_: LookupSubscriptionsRequest, in: DatabaseScope) throws
    -> SubscriptionsResponse
  { throw missing() }
  public func modifySubscriptions(_: ModifySubscriptionsRequest, in: DatabaseScope) throws
    -> SubscriptionsResponse
  { throw missing() }
  public func subscriptionsFired(byChangeIn zone: ZoneID, in: DatabaseScope) throws
    -> [Subscription]
  { [] }
  public func deleteAccount(userRecordName: String) throws {}
}

public enum BundledSchema {
  public static let ckdb = "DEFINE SCHEMA\n"
}
