import AppRecords
import Clocks
import CloudRecords
import Library
import SyncKinds

/// `_defaultZone`'s change feed, where the server keeps one: every record changed since a
/// token, each once at its latest state, deletions as tombstones — so a pull of changes sees
/// what another device deleted, in a request or two whatever the library's size.
/// `quran-records` keeps one; Apple's CloudKit fetches changes only in custom zones, and the
/// iPhone app's records are in `_defaultZone`. Whether the server keeps one is asked at each
/// complete listing (`feedPosition`), never assumed; where it keeps none, every pull is a
/// complete listing of names.
extension SyncEngine {
  /// How long pulls of changes may go without a complete listing, which also finds local
  /// records the server never had, types the container gained, and a feed the server began
  /// to keep.
  public static let completeListingInterval: Int64 = 86_400_000

  /// The feed's token to pull changes from; nil when a complete listing is due instead: none
  /// made yet, a day old, the clock moved back past it, or the server keeps no feed.
  func feedToken() throws -> String? {
    let now = clock.now().milliseconds
    guard let last = try library.syncState(State.completeListingAt).flatMap(Int64.init),
      now >= last, now - last < Self.completeListingInterval,
      let token = try library.syncState(State.feedToken), !token.isEmpty
    else { return nil }
    return token
  }

  /// Where the feed stands now, read without any record (`desiredRecordTypes: []`); nil
  /// when the server keeps no feed for `_defaultZone`.
  func feedPosition() throws -> String? {
    var request = RecordChangesRequest(zoneID: RecordMapping.zone)
    request.desiredRecordTypes = []
    return try feedPage(request)?.syncToken
  }

  /// Reads the feed from `token`, page after page, then applies what it names type by type:
  /// the records whose tag differs from the version held here, read whole by a lookup, and
  /// the tombstones of records this device saw. Nil when the server refused the token (a
  /// restored server, another database): a complete listing weighs that.
  func pullFeed(from token: String) throws -> Int? {
    var token = token
    var latest = [RecordType: [String: Record]]()
    var moreComing = true
    while moreComing {
      let request = RecordChangesRequest(
        zoneID: RecordMapping.zone, syncToken: token, desiredKeys: [])
      guard let page = try feedPage(request) else { return nil }
      for record in page.records {
        guard let type = Self.type(of: record) else { continue }
        latest[type, default: [:]][record.recordName] = record
      }
      token = page.syncToken
      moreComing = page.moreComing
    }
    var changed = 0
    for type in RecordKinds.types {
      guard let entries = latest[type] else { continue }
      changed += try apply(feedEntries: entries, of: type)
    }
    try library.syncTransaction { tx in try tx.setState(State.feedToken, token) }
    return changed
  }

  /// One type's entries of the feed, applied in one transaction.
  private func apply(feedEntries entries: [String: Record], of type: RecordType) throws -> Int {
    let known = try library.serverRecords(
      of: type, named: Array(entries.keys), user: user.userRecordName)
    var listing = Listing(type: type)
    var stale: [String] = []
    // Deletions of records this device holds no version of: one may have taken a restore
    // made here and not yet sent (`apply`).
    var unseenGone: Set<String> = []
    for (name, record) in entries {
      if record.isDeleted {
        listing.tombstones[name] = record.ancestors.map {
          .init(tombstone: $0, at: record.modified?.timestamp)
        }
        if known[name] != nil {
          listing.deletions[name] = record.modified?.timestamp ?? clock.now().milliseconds
        } else {
          unseenGone.insert(name)
        }
      } else {
        listing.records[name] = record
        if known[name]?.tag != record.recordChangeTag { stale.append(name) }
      }
    }
    let confirmed = try lookUp(stale.sorted())
    for name in confirmed.gone where known[name] != nil {
      listing.deletions[name] = clock.now().milliseconds
    }
    listing.tombstones.merge(confirmed.tombstones) { $1 }
    let gone = Set(listing.deletions.keys).union(unseenGone)
    var whole: [String: Record] = [:]
    for record in confirmed.found { whole[record.recordName] = record }
    return try library.syncTransaction { tx in
      try apply(
        listing, changed: whole, listed: listing.records, known: known, gone: gone,
        past: .continuous, complete: false, tx
      ).changed
    }
  }

  /// One page of the feed; nil when the server refused it (no feed in `_defaultZone`, or a
  /// token it does not take).
  private func feedPage(_ request: RecordChangesRequest) throws -> ZoneChanges? {
    let answer: ZoneChangesResponse
    do {
      answer = try records.send(Endpoints.zoneChanges, ZoneChangesRequest(zones: [request]))
    } catch .refused {
      return nil
    }
    guard answer.zones.count == 1 else {
      throw RecordServiceError.badAnswer(
        "changes/zone answered \(answer.zones.count) results for 1 zone.")
    }
    return answer.zones[0].item
  }

  /// The type of a record the feed names: its own, or its name's (a tombstone may carry no
  /// type); nil for one no kind syncs.
  private static func type(of record: Record) -> RecordType? {
    record.recordType.flatMap(RecordKinds.type(named:))
      ?? (try? RecordIdentity(recordName: record.recordName))?.recordType
  }
}
