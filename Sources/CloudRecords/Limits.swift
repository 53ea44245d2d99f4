/// The service's limits (Apple's "Data Size Limits"); the server enforces them and states
/// them in its refusals, the client splits its batches to stay within them.
public enum Limits {
  public static let operationsPerRequest = 200
  public static let recordsPerResponse = 200
  public static let bytesPerRecord = 1_000_000
  /// Records that may point at one record with a DELETE_SELF reference.
  public static let deleteSelfSourcesPerTarget = 750
}
