/// Deletions too big for one transaction: a deleted zone's records and references, and a
/// deleted account's. The deleting transaction makes them unreachable at once (the zone a
/// tombstone, the account's database and sign-ins gone) and leaves a `records_purge` row for
/// each zone; the rows are then deleted 100 records at a time, each batch a short transaction
/// of its own, so another user's write waits for one batch at most, never for the whole
/// deletion. The request that deleted waits for its purge before it answers. A purge cut short
/// (a crash, a restart) is finished when the server next starts (`RecordStorage.init`'s
/// caller runs `purgeLeftovers`).
enum Purge {
  static let recordsPerBatch = 100

  /// Leaves the zone's records and references to be purged; in the deleting transaction.
  static func schedule(scopeID: Int64, zoneID: Int64, db: any SQLTransaction) throws {
    try db.execute(
      "INSERT INTO records_purge (scopeID, zoneID) VALUES (?, ?) ON CONFLICT DO NOTHING",
      scopeID, zoneID)
  }

  /// Purges what is scheduled in these scopes, or everything scheduled when `scopeIDs` is nil.
  static func run(scopeIDs: [Int64]?, store: any ServerStore) throws {
    let pending = try store.read { db in
      try db.rows("SELECT scopeID, zoneID FROM records_purge ORDER BY scopeID, zoneID").map {
        (scopeID: try $0[0] as Int64, zoneID: try $0[1] as Int64)
      }
    }
    for zone in pending where scopeIDs?.contains(zone.scopeID) ?? true {
      while try store.write({ db in
        try batch(scopeID: zone.scopeID, zoneID: zone.zoneID, db: db)
      }) {}
    }
  }

  /// Deletes the zone's oldest records (by sequence), up to a batch, with the references they
  /// hold. Answers false once none are left, having deleted the zone's remaining references
  /// and its purge row.
  private static func batch(scopeID: Int64, zoneID: Int64, db: any SQLTransaction) throws
    -> Bool
  {
    let last = try db.value(
      Int64.self,
      """
      SELECT sequence FROM records_record WHERE scopeID = ? AND zoneID = ?
      ORDER BY sequence LIMIT 1 OFFSET ?
      """, scopeID, zoneID, Int64(recordsPerBatch - 1))
    let upTo = last ?? Int64.max
    try db.execute(
      """
      DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ? AND sourceName IN (
        SELECT recordName FROM records_record WHERE scopeID = ? AND zoneID = ? AND sequence <= ?)
      """, scopeID, zoneID, scopeID, zoneID, upTo)
    try db.execute(
      "DELETE FROM records_record WHERE scopeID = ? AND zoneID = ? AND sequence <= ?", scopeID,
      zoneID, upTo)
    guard last == nil else { return true }
    try db.execute(
      "DELETE FROM records_reference WHERE scopeID = ? AND zoneID = ?", scopeID, zoneID)
    try db.execute(
      "DELETE FROM records_purge WHERE scopeID = ? AND zoneID = ?", scopeID, zoneID)
    return false
  }
}
