import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText
import SyncKinds

extension SyncEngine {
  /// Brings what changed on the server into the library by the house rules: from
  /// `_defaultZone`'s change feed when the server keeps one and `scope` allows
  /// (`pullFeed`), otherwise by a complete listing of every type the container has. A record
  /// this device saw on the server before and that is missing now (confirmed by a lookup) was
  /// deleted elsewhere; a local record the server never had is queued to be sent. A listing
  /// that fails part-way throws before anything is applied, so it deletes nothing. Each type
  /// is applied in one transaction. Returns how many records changed something here;
  /// `resent` counts the changes queued again because the server went back in time
  /// (`ServerPast`).
  func pull(resent: inout Int, scope: PullScope) throws -> Int {
    if scope == .changes, let token = try feedToken(), let changed = try pullFeed(from: token) {
      return changed
    }
    return try pullComplete(resent: &resent)
  }

  /// Reads every record's name and tag (`pull`'s complete way).
  private func pullComplete(resent: inout Int) throws -> Int {
    // Where the feed stands before the listing: what changes while it is read comes again
    // in the next pull of changes, and a change read twice changes nothing.
    let feedPosition = try self.feedPosition()
    let types = RecordKinds.types
    let known = try types.map { type in
      try library.serverRecords(of: type) { key, tx in
        try RecordKinds.identity(type: type, key: key, recordName: nil, tx)?
          .recordName(user: user.userRecordName)
      }
    }
    // Every type is listed before any is applied: a listing that fails deletes nothing.
    var listings: [(Listing, known: [String: SyncTransaction.ServerRecord])] = []
    var unavailable: [RecordType] = []
    for (type, known) in zip(types, known) {
      do {
        listings.append((try list(type, namesOnly: !known.isEmpty), known))
      } catch Listing.Unavailable.noSuchType {
        unavailable.append(type)
      }
    }
    let history = listings.lazy.compactMap(\.0.history).first
    let past = ServerPast(history, lastLineage: try library.syncState(State.serverLineage))
    var changed = 0
    for (listing, known) in listings {
      changed += try pull(listing, known: known, past: past, resent: &resent)
    }
    if let history, try library.syncState(State.serverLineage) != history.lineage {
      try library.syncTransaction { tx in try tx.setState(State.serverLineage, history.lineage) }
    }
    let gained = try Set(Self.unavailableTypes(library)).subtracting(unavailable)
    try library.syncTransaction { tx in
      // A type the container gained is subscribed to at the next sync.
      if !gained.isEmpty { try tx.setState(State.prepared, nil) }
      try tx.setState(State.unavailableTypes, unavailable.map(\.rawValue).joined(separator: ","))
      try tx.setState(State.feedToken, feedPosition ?? "")
      try tx.setState(State.completeListingAt, String(clock.now().milliseconds))
    }
    return changed
  }

  /// The types this container's schema lacks, as the last sync found them: their records are
  /// kept on this computer only.
  public static func unavailableTypes(_ library: LibraryStore) throws -> [RecordType] {
    (try library.syncState(State.unavailableTypes) ?? "").split(separator: ",")
      .compactMap { RecordKinds.type(named: String($0)) }
  }

  /// Applies one type's listing. A device that saw the type's records before listed only
  /// their names and tags; the ones that changed are fetched whole.
  private func pull(
    _ listing: Listing, known: [String: SyncTransaction.ServerRecord], past: ServerPast,
    resent: inout Int
  ) throws -> Int {
    var present = listing.records
    // One pass over the listing: the records to read whole (a tag other than the one seen
    // here, or a name never seen; none on a first listing, which came whole), and how many
    // of the known records it holds.
    var changedNames: [String] = []
    var knownListed = 0
    // Versions seen here before the server said when they were made: stamped now.
    var unstamped: [(String, Int64)] = []
    for record in present.values {
      let seen = known[record.recordName]
      if let seen {
        knownListed += 1
        if seen.modifiedAt == nil, seen.tag == record.recordChangeTag,
          let time = record.modified?.timestamp
        {
          unstamped.append((seen.key, time))
        }
      }
      if !known.isEmpty, seen?.tag != record.recordChangeTag {
        changedNames.append(record.recordName)
      }
    }
    // What this device saw on the server before and the listing lacks: gone, if a lookup
    // agrees.
    let missing = knownListed == known.count ? [] : known.keys.filter { present[$0] == nil }
    // Notes brought back here and not yet sent: a deletion elsewhere of the same restore is a
    // tombstone the listing does not show.
    let unsentRestores =
      listing.type == .ayahNote
      ? try library.unsentRestoreNames(user: user.userRecordName).filter { present[$0] == nil }
      : []
    let confirmed = try lookUp(changedNames + missing + unsentRestores)
    var listing = listing
    listing.tombstones.merge(confirmed.tombstones) { $1 }
    for (name, tombstone) in confirmed.tombstones {
      if let held = known[name]?.contentHash, tombstone.versions.contains(held) {
        listing.deletedKnowingly.insert(name)
      }
    }
    for name in confirmed.gone { present[name] = nil }
    for record in confirmed.found { present[record.recordName] = record }

    // Unchanged since this device saw them: nothing to read.
    var changed: [String: Record] = [:]
    let candidates =
      known.isEmpty ? Array(present.keys) : changedNames + confirmed.found.map(\.recordName)
    for name in candidates {
      if let record = present[name], known[name]?.tag != record.recordChangeTag {
        changed[name] = record
      }
    }
    let applied = try library.syncTransaction { tx in
      try tx.stampServerTimes(listing.type, unstamped)
      return try apply(
        listing, changed: changed, listed: present, known: known, gone: confirmed.gone,
        past: past, tx)
    }
    resent += applied.resent
    return applied.changed
  }

  func apply(
    _ listing: Listing, changed present: [String: Record], listed: [String: Record],
    known: [String: SyncTransaction.ServerRecord], gone: Set<String>, past: ServerPast,
    complete: Bool = true, _ tx: SyncTransaction
  ) throws -> (changed: Int, resent: Int) {
    let type = listing.type
    let reconciler = Reconciler(mapping: mapping, tx: tx, clock: clock)
    guard let kind = RecordKinds.synced(type) else { return (0, 0) }
    let names = kind.listedRecords(tx, known: known, listed: listed)
    var changed = 0
    var resent = 0
    // In name order, so that two devices fold a note alike onto the same one.
    for (name, record) in present.sorted(by: { $0.key < $1.key }) {
      guard let identity = try names.identity(of: record) else { continue }
      let rejoined =
        try deleteAgain(record, as: identity, seen: known[name], tx)
        || rejoin(record, as: identity, seen: known[name], past: past, tx, resent: &resent)
      if !rejoined, try reconciler.reconcile(identity, with: .present(record)) { changed += 1 }
      names.taken(identity, by: name)
    }
    for name in gone {
      guard let seen = known[name] else {
        if try takeDeletion(ofUnsentRestore: name, listing.tombstones[name], reconciler, tx) {
          changed += 1
        }
        continue
      }
      guard
        let identity = try kind.identity(key: seen.key, recordName: name, tx),
        // Not one this pass found again under another name (a note folded onto it).
        (try tx.serverRecordName(identity) ?? name) == name
      else { continue }
      // A deletion, made after this device brought the note's words back, of those very
      // words (`deletionTakesTheWordsBroughtBack`) is taken, though the server lost the
      // restore.
      if past.lost(seen.modifiedAt), !listing.deletedKnowingly.contains(name),
        try !tx.deletionTakesTheWordsBroughtBack(identity, listing.tombstones[name])
      {
        // Not deleted: lost by a server that went back in time. Sent again below; a
        // deletion here is remembered with what it deleted, should another device that
        // never saw it send that version back. What it was made from is kept for the
        // version sent again.
        try tx.loseServerVersion(identity)
        if try localRecord(identity, tx) != nil {
          resent += 1
        } else if let time = listing.history?.time {
          try tx.recordGone(type, name: name, at: time, versions: seen.versions)
        }
        continue
      }
      let tombstone = listing.tombstones[name]
      if try reconciler.reconcile(identity, with: .absent(at: nil, deletion: tombstone)) {
        changed += 1
      }
      let deleted = tombstone?.versions ?? []
      if try localRecord(identity, tx) != nil, try tx.pendingChange(identity) != nil {
        // A change here beat the deletion: the version sent again is later than what the
        // deletion took, and says so, so that no device sends that version back beside it.
        try tx.carryOn(identity, after: deleted)
      }
      // When the server deleted it, as the tombstone says, else as the feed or the server's
      // clock now does.
      if let time = tombstone?.at ?? listing.deletions[name] ?? listing.history?.time {
        // The version the deletion took, then those this device saw, then the earlier ones.
        try tx.recordGone(
          type, name: name, at: time,
          versions: Array(deleted.prefix(1)) + seen.versions + deleted.dropFirst(),
          madeAt: tombstone?.madeAt)
      }
    }
    // Only a complete listing tells what the server lacks (every local record is read).
    if complete { try queueWhatTheServerLacks(kind, tx) }
    return (changed, resent)
  }

  /// A note brought back here from the trash and not yet sent, whose restore another device
  /// took and deleted since (`SyncTransaction.deletionTakesTheWordsBroughtBack`): it goes
  /// here too.
  private func takeDeletion(
    ofUnsentRestore name: String, _ tombstone: ServerVersion.Deletion?, _ reconciler: Reconciler,
    _ tx: SyncTransaction
  ) throws -> Bool {
    guard let identity = try? RecordKinds.identity(recordName: name),
      try tx.deletionTakesTheWordsBroughtBack(identity, tombstone)
    else { return false }
    return try reconciler.reconcile(identity, with: .absent(at: nil, deletion: tombstone))
  }

  /// Every local record of `type` the server does not have (no server version remembered)
  /// and that waits for nothing is queued to be sent.
  private func queueWhatTheServerLacks(_ kind: any RecordKind, _ tx: SyncTransaction) throws {
    for key in try tx.unsentKeys(of: kind.type) {
      guard let record = try kind.identity(key: key, recordName: nil, tx) else { continue }
      try tx.journalSave(record, at: try localTime(record, tx))
    }
  }

  /// When a local record last changed, as its own fields say (its kind's); now when they
  /// do not say.
  func localTime(_ record: RecordIdentity, _ tx: SyncTransaction) throws -> Date {
    try RecordKinds.kind(of: record).localTime(record, tx) ?? clock.now()
  }
}

/// How much of the server a sync reads.
public enum PullScope: Sendable {
  /// Every record's name and tag, type by type: what changed, what was deleted, and a server
  /// that went back in time (`quran sync --full`).
  case complete
  /// What changed since the last pull, deletions included: from `_defaultZone`'s change feed
  /// where the server keeps one (`quran-records`), in a request or two whatever the library's
  /// size; a complete listing where it keeps none (Apple's CloudKit), when the feed's token
  /// is refused (a restored server), and once a day (`completeListingInterval`).
  case changes
}
