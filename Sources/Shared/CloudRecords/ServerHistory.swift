/// What a `quran-records` server says of its own past with each `records/query` answer (the
/// key `serverHistory`, ours: Apple's CloudKit sends none, and a client of Apple's ignores it).
///
/// A database is given an identity (`lineage`) when it is made; a restore from a backup, or a
/// new empty database in the old one's place, has a new one. A device that remembers another
/// lineage knows the server may have gone back in time: what it saw there and the server now
/// lacks was not deleted by anyone, and is sent again rather than deleted here.
public struct ServerHistory: Codable, Sendable, Hashable {
  /// This database's identity, made when it was created and made anew by a restore.
  public var lineage: String
  /// The server's clock when it answered, in milliseconds since 1970.
  public var time: Int64
  /// The identity of the database whose backup this one was restored from, if it was.
  public var restoredFrom: String?
  /// When that backup was taken, in milliseconds since 1970 (the server's clock then).
  public var restoredFromTakenAt: Int64?

  /// A history as the server tells it.
  public init(
    lineage: String, time: Int64, restoredFrom: String? = nil, restoredFromTakenAt: Int64? = nil
  ) {
    self.lineage = lineage
    self.time = time
    self.restoredFrom = restoredFrom
    self.restoredFromTakenAt = restoredFromTakenAt
  }
}
