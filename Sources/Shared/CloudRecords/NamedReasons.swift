/// The refusals a program acts on that the CloudKit Web Services Reference gives no code of
/// their own: its error table has BAD_REQUEST ("The request was not valid", 400) for each, so
/// Apple's server tells them apart by the start of its `reason` alone. Each is written here
/// once, as Apple's server words it: `quran-records` builds its answer from it, and the client
/// recognises Apple's answer and `quran-records`' by it.
extension ServerError {
  /// A query of a record type the container's schema does not have. Apple's server answers
  /// BAD_REQUEST `Did not find record type: NAME` (a type appears in a schema with its first
  /// save, so an app's container that never saved one has none).
  public static func unknownRecordType(_ recordType: String, _ detail: String) -> ServerError {
    ServerError(.badRequest, "\(unknownRecordTypeReason)\(recordType). \(detail)")
  }

  /// Whether the error refuses a query because the schema has no such record type.
  public var isUnknownRecordType: Bool {
    serverErrorCode == .badRequest && reason.hasPrefix(Self.unknownRecordTypeReason)
  }

  /// A request holding more operations (or names, or zones) than one request may: `count`
  /// of them, or more than `limit` when the reader stopped counting there. Apple's server
  /// answers `Your request contains N items which is more than the maximum number of items in
  /// a single request (400)`; `quran-records` says its limit and what to do.
  public static func tooManyItems(_ items: String, limit: Int, count: Int? = nil) -> ServerError {
    let held = count.map { "\($0)" } ?? "over \(limit)"
    return ServerError(
      .badRequest,
      "The request holds \(held) \(items), more than \(tooManyItemsReason): at most \(limit)."
        + " Split it into smaller batches.")
  }

  /// Whether the error refuses a whole request for holding more items than one request may
  /// (LIMIT_EXCEEDED, or the sentence of `tooManyItems`), so that smaller batches would pass.
  public var isTooManyItems: Bool {
    guard recordName == nil else { return false }
    return serverErrorCode == .limitExceeded
      || (serverErrorCode == .badRequest && reason.contains(Self.tooManyItemsReason))
  }

  /// The server's disk is full: a write it cannot keep is refused at once, rolled back whole,
  /// `detail` saying what still works. Apple's error table has no code for a full disk; its
  /// QUOTA_EXCEEDED (413) is the one that says "no room to keep this": Apple answers it when
  /// a save goes past the user's iCloud quota, and its clients do not retry it by themselves
  /// (CloudKit's `quotaExceeded` carries no retry-after: the person frees space first). So
  /// `quran-records` answers it too, with no `retryAfter`, and its reason begins with
  /// `serverDiskFullReason`, which tells it from the other refusals of that code (a body or a
  /// zone count past the server's limit). TRY_AGAIN_LATER, which it answered before, had
  /// clients retry for minutes against a disk that stays full.
  public static func serverDiskFull(_ detail: String) -> ServerError {
    ServerError(.quotaExceeded, "\(serverDiskFullReason), so nothing more can be saved: \(detail)")
  }

  /// Whether the error says the server's disk is full (`serverDiskFull`): the changes wait
  /// until its operator frees space; smaller requests would fail the same way.
  public var isServerDiskFull: Bool {
    serverErrorCode == .quotaExceeded && reason.hasPrefix(Self.serverDiskFullReason)
  }

  /// The start of `quran-records`' reason for a write refused on a full disk.
  static let serverDiskFullReason = "The server's disk is full"
  /// The start of Apple's reason for a query of a type the schema lacks.
  static let unknownRecordTypeReason = "Did not find record type: "
  /// The words of Apple's reason for a request with too many items.
  static let tooManyItemsReason = "the maximum number of items in a single request"
}
