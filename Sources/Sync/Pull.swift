import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient

extension SyncEngine {
  /// Fetches the zone's changes since the stored token, page by page, each page applied in
  /// one transaction together with the token that follows it. Without a token (first sync),
  /// or when the server refuses the token, the whole zone is read once (a resync) and every
  /// local record the server turns out not to have is queued to be sent: nothing local is
  /// lost. A resync cut short (the process killed between pages) goes on where it stopped
  /// and still ends with that check, because what it has seen is kept in the library: each
  /// record the server has gets its change tag remembered, and the tags were forgotten when
  /// the resync began. Returns how many records changed something here.
  func pull() throws -> Int {
    var token = try library.syncState(State.syncToken)
    if token == nil { try beginResync() }
    var startedOver = false
    var changed = 0
    while true {
      let changes: ZoneChanges
      do {
        changes = try fetchChanges(since: token)
      } catch let refusal as TokenRefused {
        guard !startedOver else { throw refusal.error }
        // One full resync: the token is dropped and the zone read from the start.
        startedOver = true
        if refusal.error.serverErrorCode == .zoneNotFound {
          try forgetPreparation()
          _ = try prepare()
        }
        token = nil
        try beginResync()
        continue
      }
      let isLast = !changes.moreComing
      changed += try library.syncTransaction { tx in
        let reconciler = Reconciler(mapping: mapping, tx: tx)
        var changed = 0
        for record in changes.records {
          // Not a record of the app (the profile, or a name this app does not write): left.
          guard let identity = try? RecordIdentity(recordName: record.recordName) else {
            continue
          }
          // The echo of what this device sent: already here.
          if !record.isDeleted, let tag = record.recordChangeTag, try tx.serverTag(identity) == tag
          {
            continue
          }
          let version: ServerVersion =
            record.isDeleted
            ? .absent(at: record.modified.map { Date(milliseconds: $0.timestamp) })
            : .present(record)
          if try reconciler.reconcile(identity, with: version) { changed += 1 }
        }
        if isLast, try tx.state(State.resyncing) != nil {
          try queueWhatTheServerLacks(tx)
          try tx.setState(State.resyncing, nil)
        }
        try tx.setState(State.syncToken, changes.syncToken)
        return changed
      }
      token = changes.syncToken
      if isLast { return changed }
    }
  }

  /// The server refused the sync token (or lost the zone): start over from nothing.
  struct TokenRefused: Error {
    let error: ServerError
  }

  private func fetchChanges(since token: String?) throws -> ZoneChanges {
    let request = ZoneChangesRequest(zones: [
      RecordChangesRequest(
        zoneID: RecordMapping.zone, syncToken: token, resultsLimit: Limits.recordsPerResponse)
    ])
    let answer: ZoneChangesResponse
    do {
      answer = try records.zoneChanges(request)
    } catch let failure {
      if case .server(let error, _) = failure,
        error.serverErrorCode == .zoneNotFound
          || (token != nil && !error.serverErrorCode.isTransient)
      {
        throw TokenRefused(error: error)
      }
      throw failure
    }
    switch answer.zones.first {
    case .changes(let changes): return changes
    case .failure(let error):
      if error.serverErrorCode == .zoneNotFound || token != nil {
        throw TokenRefused(error: error)
      }
      throw RecordClientError.server(error, status: 200)
    case nil: throw RecordClientError.badResponse("changes/zone answered no zone.")
    }
  }

  /// Starts reading the whole zone from the start: forgets the server versions this device
  /// knew, so that at the end the ones without a version are exactly those the server lacks.
  private func beginResync() throws {
    try library.syncTransaction { tx in
      try tx.forgetServerTags()
      try tx.setState(State.syncToken, nil)
      try tx.setState(State.resyncing, "1")
    }
  }

  /// After reading the whole zone: every local record the server does not have (no server
  /// version remembered in this resync) is queued to be sent.
  private func queueWhatTheServerLacks(_ tx: SyncTransaction) throws {
    for record in try tx.identities() where try tx.serverTag(record) == nil {
      if try tx.pendingChange(record) == nil {
        try tx.journalSave(record, at: try localTime(record, tx))
      }
    }
  }

  /// When a local record last changed, as its own fields say.
  func localTime(_ record: RecordIdentity, _ tx: SyncTransaction) throws -> Date {
    let time: Date? =
      switch record {
      case .favorite(let ayah): try tx.favorite(ayah)?.favoritedAt
      case .note(let id, _): try tx.note(id)?.modifiedAt
      case .progress(let surah): try tx.progress(surah: surah)?.lastUpdatedAt
      case .setting(let key): try tx.setting(key)?.lastModifiedAt
      }
    return time ?? Date()
  }
}
