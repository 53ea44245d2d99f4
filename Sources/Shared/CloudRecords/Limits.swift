/// The service's limits (Apple's "Data Size Limits"); the server enforces them and states
/// them in its refusals, the client splits its batches to stay within them.
public enum Limits {
  /// Most operations in one modify request.
  public static let operationsPerRequest = 200
  /// Most records in one answer; also the largest `resultsLimit`.
  public static let recordsPerResponse = 200
  /// Largest size of one record's data in bytes (1 MB), assets aside.
  public static let bytesPerRecord = 1_000_000
  /// Records that may point at one record with a DELETE_SELF reference.
  public static let deleteSelfSourcesPerTarget = 750
}
