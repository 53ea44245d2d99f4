import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

extension SyncEngine {
  /// Lists every type the container has, completely, and brings each listed record into the
  /// library by the house rules. A record this device saw on the server before and that is
  /// missing now (confirmed by a lookup) was deleted elsewhere; a local record the server
  /// never had is queued to be sent. A listing that fails part-way throws before anything is
  /// applied, so it deletes nothing. Each type is applied in one transaction. Returns how
  /// many records changed something here; `resent` counts the changes queued again because
  /// the server went back in time (`ServerPast`).
  /// `deleted`: records the service's notifications named as deleted (`pullChanges`).
  func pull(resent: inout Int, scope: PullScope, deleted: Set<String> = []) throws -> Int {
    if scope == .changes, let since = try changesSince(),
      let changed = try pullChanges(since: since, deleted: deleted)
    {
      return changed
    }
    return try pullComplete(resent: &resent)
  }

  /// Reads every record's name and tag (`pull`'s complete way).
  private func pullComplete(resent: inout Int) throws -> Int {
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
      for (listing, _) in listings { try stampChanges(listing, tx, complete: true) }
      try tx.setState(State.completeListingAt, String(now().milliseconds))
    }
    return changed
  }

  /// The types this container's schema lacks, as the last sync found them: their records are
  /// kept on this computer only.
  public static func unavailableTypes(_ library: LibraryStore) throws -> [RecordType] {
    (try library.syncState(State.unavailableTypes) ?? "").split(separator: ",")
      .compactMap { RecordType(rawValue: String($0)) }
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
    let confirmed = try lookUp(changedNames + missing)
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
    let reconciler = Reconciler(mapping: mapping, tx: tx, now: now)
    let names = NoteNames(tx: tx, known: known, listed: listed)
    var changed = 0
    var resent = 0
    // In name order, so that two devices fold duplicates onto the same note.
    for (name, record) in present.sorted(by: { $0.key < $1.key }) {
      guard let identity = try names.identity(of: record) else { continue }
      let rejoined =
        try deleteAgain(record, as: identity, seen: known[name], tx)
        || rejoin(record, as: identity, seen: known[name], past: past, tx, resent: &resent)
      if !rejoined, try reconciler.reconcile(identity, with: .present(record)) { changed += 1 }
      names.taken(identity, by: name)
    }
    for name in gone {
      guard let seen = known[name],
        let identity = try RecordKinds.identity(type: type, key: seen.key, recordName: name, tx),
        // Not a note this pass found again under another name (the app's re-upload).
        (try tx.serverRecordName(identity) ?? name) == name
      else { continue }
      if past.lost(seen.modifiedAt) {
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
      if try reconciler.reconcile(identity, with: .absent(at: nil)) { changed += 1 }
      if let time = listing.history?.time {
        try tx.recordGone(type, name: name, at: time, versions: seen.versions)
      }
    }
    // Only a complete listing tells what the server lacks (every local record is read).
    if complete { try queueWhatTheServerLacks(type, tx) }
    return (changed, resent)
  }

  /// Every local record of `type` the server does not have (no server version remembered)
  /// and that waits for nothing is queued to be sent.
  private func queueWhatTheServerLacks(_ type: RecordType, _ tx: SyncTransaction) throws {
    guard let kind = RecordKinds.kind(type) else { return }
    for key in try tx.unsentKeys(of: type) {
      guard let record = try kind.identity(key: key, recordName: nil, tx) else { continue }
      try tx.journalSave(record, at: try localTime(record, tx))
    }
  }

  /// When a local record last changed, as its own fields say (its kind's); now when they
  /// do not say.
  func localTime(_ record: RecordIdentity, _ tx: SyncTransaction) throws -> Date {
    try RecordKinds.kind(of: record).localTime(record, tx) ?? now()
  }
}

/// Which library record a listed record is. Names say it for every type but notes: the app
/// uploads a note it already has under a new UUID, and text is how it tells notes apart, so a
/// note on the same ayah with the same text as one here is that note (also one brought in
/// with `quran import-legacy`), and the terminal never shows it twice.
private final class NoteNames {
  let tx: SyncTransaction
  private let known: [String: SyncTransaction.ServerRecord]
  private let listed: [String: Record]
  /// Local note ids by the record name they are known under; read when a listed note first
  /// asks (`load`), so a sync that finds nothing changed builds nothing.
  /// Stored, not `lazy`: a lazy property is changed through its getter and setter, which
  /// copied the whole dictionary and set for each note taken (most of the processor time of
  /// a first sync of 10,000 records).
  private var byName: [String: String] = [:]
  /// Local notes already matched to a listed record in this pass.
  private var matched = Set<String>()
  private var loaded = false

  init(
    tx: SyncTransaction, known: [String: SyncTransaction.ServerRecord], listed: [String: Record]
  ) {
    self.tx = tx
    self.known = known
    self.listed = listed
  }

  /// The library record `record` is, or nil for a record that is none of the app's (a name
  /// this app does not write), or a second record of a note already matched in this pass.
  func identity(of record: Record) throws -> RecordIdentity? {
    guard let identity = try? RecordIdentity(recordName: record.recordName) else { return nil }
    guard case .note(let id, let ayah) = identity else { return identity }
    load()
    if let key = byName[record.recordName], let local = UUID(uuidString: key) {
      return .note(local, ayah: ayah)
    }
    guard !matched.contains(id.uuidString) else { return identity }
    let text = record[.noteText]?.stringValue?.precomposedStringWithCanonicalMapping
    if try tx.note(id) == nil, let text {
      let onAyah = try tx.noteIDs(on: ayah, text: text)
      if let local = onAyah.first(where: { !matched.contains($0.uuidString) }) {
        return .note(local, ayah: ayah)
      }
      // Already shown here under another record of this listing: the same note again.
      if !onAyah.isEmpty { return nil }
    }
    return identity
  }

  func taken(_ identity: RecordIdentity, by name: String) {
    guard case .note = identity else { return }
    load()
    byName[name] = identity.key
    matched.insert(identity.key)
  }

  /// Reads the names known here once, at the first note.
  private func load() {
    guard !loaded else { return }
    loaded = true
    for (name, seen) in known where listed[name] != nil { byName[name] = seen.key }
    matched = Set(byName.values)
  }
}

/// How much of the server a sync reads.
public enum PullScope: Sendable {
  /// Every record's name and tag, type by type: what changed, and what was deleted, and a
  /// server that went back in time.
  case complete
  /// Only what changed since the last pull, by the server's modification time (which the
  /// app's schema indexes, on Apple's CloudKit as on ours): a few requests whatever the
  /// library's size. Deletions are not seen so: they come by the names the service's
  /// notifications give (`SyncEngine.sync(_:deleted:)`); after a pruned notification, which
  /// names none, the watcher asks for a `complete` pull instead; and a complete listing is
  /// still made when the last one is `SyncEngine.completeListingInterval` old (a notification
  /// missed), and whenever the server's past changed.
  case changes
}

extension SyncEngine {
  /// How long a pull of changes may go without a complete listing (which finds deletions).
  public static let completeListingInterval: Int64 = 3_600_000
  /// How far before the last pull a pull of changes reads again: a query's index may lag a
  /// save (Apple's does), and a change committed late may carry an earlier time.
  public static let changesMargin: Int64 = 60_000
  /// How far this computer's clock may run ahead of Apple's, which tells no time: a pull
  /// there reads again from that much earlier than this clock said.
  static let clockAllowance: Int64 = 300_000

  /// For each type, the server time from which a pull of changes reads; nil when a complete
  /// listing is due instead (never made, an hour old, or the clock moved back past it).
  func changesSince() throws -> [RecordType: Int64]? {
    let now = self.now().milliseconds
    guard let last = try library.syncState(State.completeListingAt).flatMap(Int64.init),
      now >= last, now - last < Self.completeListingInterval
    else { return nil }
    let unavailable = Set(try Self.unavailableTypes(library))
    var since = [RecordType: Int64]()
    for type in RecordKinds.types where !unavailable.contains(type) {
      guard let time = try library.syncState(State.changesSince(type)).flatMap(Int64.init) else {
        return nil
      }
      since[type] = max(0, time)
    }
    return since
  }

  /// Remembers, after `listing`, the server time the next pull of changes of its type reads
  /// from: the margin before when the server answered (`ServerHistory.time`; on Apple's,
  /// this clock less `clockAllowance`), or before the newest change it held, whichever is
  /// later — never earlier than before, unless the listing was `complete` (another server,
  /// another user: it starts afresh).
  func stampChanges(_ listing: Listing, _ tx: SyncTransaction, complete: Bool) throws {
    let key = State.changesSince(listing.type)
    let newest = listing.records.values.compactMap { $0.modified?.timestamp }.max() ?? 0
    let answered = listing.history?.time ?? (now().milliseconds - Self.clockAllowance)
    let since = max(newest, answered) - Self.changesMargin
    let before = complete ? 0 : (try tx.state(key).flatMap(Int64.init) ?? 0)
    try tx.setState(key, String(max(before, since)))
  }

  /// Reads what changed since `since`, type by type, and applies it by the house rules, then
  /// the `deleted` records the notifications named (`pullDeletions`); nil when the server's
  /// past changed (restored), which a complete listing must weigh.
  private func pullChanges(since: [RecordType: Int64], deleted: Set<String>) throws -> Int? {
    var listings = [Listing]()
    // The versions held here of the records each listing names, when it read them already.
    var knownOf = [RecordType: [String: SyncTransaction.ServerRecord]]()
    for type in RecordKinds.types {
      guard let time = since[type] else { continue }
      let (listing, known) = try listChanges(type, since: time)
      listings.append(listing)
      knownOf[type] = known
    }
    let lineage = try library.syncState(State.serverLineage)
    if let history = listings.lazy.compactMap(\.history).first, history.lineage != lineage {
      return nil
    }
    var changed = 0
    for listing in listings {
      let known =
        try knownOf[listing.type]
        ?? library.serverRecords(
          of: listing.type, named: Array(listing.records.keys), user: user.userRecordName)
      let fresh = listing.records.filter { known[$0.key]?.tag != $0.value.recordChangeTag }
      changed += try library.syncTransaction { tx in
        let applied = try apply(
          listing, changed: fresh, listed: listing.records, known: known, gone: [],
          past: .continuous, complete: false, tx)
        try stampChanges(listing, tx, complete: false)
        return applied.changed
      }
    }
    return changed + (try pullDeletions(deleted, listings: listings))
  }

  /// What changed of `type` since `time`. When this device already holds more versions from
  /// then than one page brings (the margin read again after a bulk write,
  /// `changesMargin`: a pull in the minute after an upload of 10,000 records read them all
  /// again, whole), the query asks for names and tags only, and only the records whose tag
  /// differs from the version held here are read whole, by a lookup: the same records as a
  /// query of whole records, at the cost of what changed. A record the lookup no longer finds
  /// is left out, as a whole query made then would have left it; `pullDeletions` and the
  /// complete listing weigh it. Returns the versions held here of the names listed, when they
  /// were read for that (nil otherwise).
  private func listChanges(_ type: RecordType, since time: Int64) throws
    -> (Listing, known: [String: SyncTransaction.ServerRecord]?)
  {
    let held = try library.serverRecordCount(of: type, modifiedSince: time)
    guard held > Limits.recordsPerResponse else {
      return (try list(type, changedSince: time), nil)
    }
    var listing = try list(type, namesOnly: true, changedSince: time)
    let known = try library.serverRecords(
      of: type, named: Array(listing.records.keys), user: user.userRecordName)
    let changed = listing.records.values
      .filter { known[$0.recordName]?.tag != $0.recordChangeTag }.map(\.recordName)
    let confirmed = try lookUp(changed.sorted())
    for name in confirmed.gone { listing.records[name] = nil }
    for record in confirmed.found { listing.records[record.recordName] = record }
    return (listing, known)
  }

  /// The records the service's notifications named as deleted, type by type: those this
  /// device saw on the server and this pull did not find are looked up (a notification may
  /// come late, after the record was saved again), and those the server no longer has are
  /// deleted here by the house rules, as a complete listing would. Costs one lookup per
  /// type named, and nothing for a name this device never saw there (its own deletion).
  private func pullDeletions(_ names: Set<String>, listings: [Listing]) throws -> Int {
    var byType = [RecordType: [String]]()
    for name in names.sorted() {
      guard let identity = try? RecordIdentity(recordName: name) else { continue }
      byType[identity.recordType, default: []].append(name)
    }
    var changed = 0
    for listing in listings {
      guard let named = byType[listing.type] else { continue }
      let known = try library.serverRecords(
        of: listing.type, named: named, user: user.userRecordName)
      let unseen = named.filter { known[$0] != nil && listing.records[$0] == nil }
      guard !unseen.isEmpty else { continue }
      let gone = try lookUp(unseen).gone
      guard !gone.isEmpty else { continue }
      changed += try library.syncTransaction { tx in
        try apply(
          listing, changed: [:], listed: [:], known: known, gone: gone, past: .continuous,
          complete: false, tx
        ).changed
      }
    }
    return changed
  }
}
