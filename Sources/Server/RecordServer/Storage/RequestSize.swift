import CloudRecords

/// The one check of how many items a request holds (operations, zones, records to look up),
/// with its sentence.
enum RequestSize {
  /// Throws BAD_REQUEST when `count` items are more than `limit`.
  static func check(_ count: Int, _ items: String, limit: Int = Limits.operationsPerRequest)
    throws
  {
    guard count > limit else { return }
    throw ServerError.tooManyItems(items, limit: limit, count: count)
  }
}
