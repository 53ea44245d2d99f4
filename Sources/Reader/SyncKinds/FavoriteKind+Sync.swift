import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

import struct GRDB.PersistenceContainer

/// The sync's half of a favorite ayah (`FavoriteKind`, the store's half): its record
/// and its merge rule.
extension FavoriteKind: SyncedKind {
  /// The library's record, through the sync's mapping.
  package func localRecord(key ayah: AyahID, _ sync: Reconciler) throws -> Record? {
    try sync.tx.favorite(ayah).map(sync.mapping.record)
  }

  /// Its merge rule (see the `Reconciler` extension below).
  package func reconcile(
    key ayah: AyahID, with server: ServerVersion, pending: JournalEntry?,
    _ reconciler: Reconciler
  ) throws -> Bool {
    try reconciler.favorite(ayah, server, pending)
  }
}

extension RecordMapping {
  func record(_ favorite: FavoriteAyah) -> Record {
    let id = favorite.ayahID
    return Record(
      .favorite(id), user: user,
      fields: [
        .ayahID: .string(id.description), .surahNumber: .int64(Int64(id.surah)),
        .ayahNumber: .int64(Int64(id.ayah)),
        .favoritedAt: .timestamp(favorite.favoritedAt.milliseconds),
      ])
  }

  static func favorite(_ record: Record, ayah: AyahID) -> FavoriteAyah {
    FavoriteAyah(ayahID: ayah, favoritedAt: date(record[.favoritedAt], record))
  }
}

extension Reconciler {
  fileprivate func favorite(_ id: AyahID, _ server: ServerVersion, _ pending: JournalEntry?) throws
    -> Bool
  {
    let serverFavorite: FavoriteAyah? =
      if case .present(let record) = server { RecordMapping.favorite(record, ayah: id) } else {
        nil
      }
    if let pending {
      let localWants = pending.operation == .save
      let serverTime: Date =
        switch server {
        case .present: serverFavorite?.favoritedAt ?? .distantPast
        case .absent(let at, _): at ?? .distantPast
        }
      // The later change wins; a mark here later than the server's is a later change too,
      // sent over it, so that a device that unmarked it between the two takes this mark
      // rather than unmarking the earlier one again.
      if localWants || serverFavorite != nil, pending.changedAt > serverTime {
        return try keepLocal(.favorite(id), server)
      }
    }
    // A mark made before the person unmarked it here, sent back by a device that never saw
    // the unmark (its deletion lost by a server restored from a backup, or an old mark
    // imported elsewhere): the later change, the unmark, wins again.
    let before = try tx.favorite(id)
    if pending == nil, let serverFavorite, before == nil,
      let unmarked = try tx.unmarkedHere(id), unmarked > serverFavorite.favoritedAt
    {
      try tx.journalDelete(.favorite(id), at: unmarked)
      return try keepLocal(.favorite(id), server)
    }
    try settle(pending)
    try tx.setServerTag(
      .favorite(id), server.tag, modifiedAt: server.modifiedAt,
      contentHash: server.fingerprint, ancestors: server.ancestors)
    if let serverFavorite {
      try FavoriteRow(serverFavorite).put(tx)
      if before == nil { try tx.forgetThrownAwayFavorite(id) }
      return before == nil
    }
    try FavoriteRow.remove(id.description, tx)
    guard before != nil else { return false }
    // Unmarked on another device (a change of this device's would have won above).
    try tx.throwAwayDeletedElsewhere(.favorite(id), at: clock.now())
    return true
  }
}
