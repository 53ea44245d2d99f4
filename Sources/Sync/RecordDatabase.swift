import CloudRecords
import RecordClient

/// The signed-in user's private database in the record service, as the sync engine uses it:
/// the CloudKit Web Services operations it calls, each failing as the HTTP client fails.
/// `RecordClient` is the one over the network; the tests also run the engine over the
/// server's own storage in this process (Tests/InProcessRecords), with no HTTP in between.
public protocol RecordDatabase: Sendable {
  /// Saves and deletes records; the answer has one result per operation, in order.
  func modifyRecords(_ request: ModifyRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  func lookupRecords(_ request: LookupRecordsRequest) throws(RecordClientError)
    -> RecordsResponse
  /// Lists the user's records of one type in `_defaultZone`, where there is no change feed.
  func queryRecords(_ request: QueryRecordsRequest) throws(RecordClientError)
    -> QueryRecordsResponse
  /// Used only to read a library an earlier version kept in `QuranZone`, to bring it over.
  func zoneChanges(_ request: ZoneChangesRequest) throws(RecordClientError)
    -> ZoneChangesResponse
  func listZones() throws(RecordClientError) -> ZonesResponse
  func modifyZones(_ request: ModifyZonesRequest) throws(RecordClientError) -> ZonesResponse
  func listSubscriptions() throws(RecordClientError) -> SubscriptionsResponse
  func modifySubscriptions(_ request: ModifySubscriptionsRequest) throws(RecordClientError)
    -> SubscriptionsResponse
  /// Who is signed in.
  func currentUser() throws(RecordClientError) -> UserIdentity
}

extension RecordClient: RecordDatabase {}
