/// CloudRecords: the wire model of CloudKit Web Services, shared by the record client and the
/// record server — records and their field values, zones, record and zone operations, queries,
/// change feeds, subscriptions, tokens and error bodies, each `Codable` to the JSON Apple's
/// *CloudKit Web Services Reference* documents.
///
/// It owns the shapes of requests and responses and nothing else: no HTTP, no storage, no
/// knowledge of the app's record types.
public enum CloudRecords {
  /// The protocol version in every path: `/database/1/…`.
  public static let protocolVersion = 1
}
