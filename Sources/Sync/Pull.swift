import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient

extension SyncEngine {
  /// Fetches the zone's changes since the stored token, page by page, each page applied in
  /// one transaction together with the token that follows it. Without a token (first sync),
  /// or when the server refuses the token, the whole zone is read once and every local record
  /// the server turns out not to have is queued to be sent: nothing local is lost.
  /// Returns how many records changed something here.
  func pull() throws -> Int {
    var token = try library.syncState(State.syncToken)
    var fromStart = token == nil
    var startedOver = false
    var seen = Set<String>()
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
        fromStart = true
        seen = []
        continue
      }
      let isLast = !changes.moreComing
      changed += try library.syncTransaction { tx in
        let reconciler = Reconciler(mapping: mapping, tx: tx)
        var changed = 0
        for record in changes.records {
          guard
            let (type, key) = RecordMapping.identify(
              record.recordName, recordType: record.recordType)
          else { continue }
          if !record.isDeleted {
            seen.insert(type.rawValue + "/" + key)
            // The echo of what this device sent: already here.
            if let tag = record.recordChangeTag, try tx.serverTag(type, key) == tag { continue }
          }
          let version: ServerVersion =
            record.isDeleted
            ? .absent(at: record.modified.map { Date(milliseconds: $0.timestamp) })
            : .present(record)
          if try reconciler.reconcile(type, key, with: version) { changed += 1 }
        }
        if fromStart && isLast { try queueWhatTheServerLacks(seen, tx) }
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
      answer = try client.zoneChanges(request)
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

  /// After reading the whole zone: every local record the server does not have is queued to
  /// be sent (and its remembered server version forgotten).
  private func queueWhatTheServerLacks(_ seen: Set<String>, _ tx: SyncTransaction) throws {
    for type in [RecordType.favoriteAyah, .ayahNote, .readingProgress, .appSettings] {
      for key in try tx.keys(of: type) where !seen.contains(type.rawValue + "/" + key) {
        try tx.setServerTag(type, key, nil)
        if try tx.pendingChange(type, key) == nil {
          try tx.journalSave(type, key, at: try localTime(type, key, tx))
        }
      }
    }
  }

  /// When a local record last changed, as its own fields say.
  func localTime(_ type: RecordType, _ key: String, _ tx: SyncTransaction) throws -> Date {
    switch type {
    case .favoriteAyah:
      if let id = try? AyahID.parse(key), let favorite = try tx.favorite(id) {
        return favorite.favoritedAt
      }
    case .ayahNote:
      if let id = UUID(uuidString: key), let note = try tx.note(id) { return note.modifiedAt }
    case .readingProgress:
      if let surah = Int(key), let progress = try tx.progress(surah: surah) {
        return progress.lastUpdatedAt
      }
    case .appSettings:
      if let setting = try tx.setting(key) { return setting.lastModifiedAt }
    case .userProfile: break
    }
    return Date()
  }
}
