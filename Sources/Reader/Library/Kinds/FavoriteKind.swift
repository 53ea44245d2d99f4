import AppRecords
import Clocks
import CloudRecords
import Foundation
import QuranText

import struct GRDB.PersistenceContainer

/// A favorite ayah (`favorite-{user}-{2:255}`), keyed by its ayah id: the later change wins, by
/// its time.
struct FavoriteKind: RecordKind {
  let type = RecordType.favoriteAyah
  let namePrefix = "favorite"
  let nameForm = "favorite-USER-SURAH:AYAH"
  let localKeysSQL = FavoriteRow.keysSQL

  func libraryKey(of ayah: AyahID) -> String { ayah.description }

  /// The ayah as the app writes it (`2:255`, not `02:255`).
  func key(nameRest: String) -> AyahID? {
    guard let ayah = try? AyahID.parse(nameRest), nameRest == ayah.description else { return nil }
    return ayah
  }

  func localRecord(key ayah: AyahID, _ sync: Reconciler) throws -> Record? {
    try sync.tx.favorite(ayah).map(sync.mapping.record)
  }

  func localTime(key ayah: AyahID, _ tx: SyncTransaction) throws -> Date? {
    try tx.favorite(ayah)?.favoritedAt
  }

  func reconcile(
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

extension RecordIdentity {
  /// The favorite of `ayah`.
  public static func favorite(_ ayah: AyahID) -> RecordIdentity {
    FavoriteKind().identity(of: ayah)
  }
}

/// A row of `favorite`: an ayah marked as a favorite.
struct FavoriteRow: Codable, SyncedRow {
  static let databaseTableName = "favorite"
  static let keyColumn = "ayahID"
  var ayahID: String, surah: Int, ayah: Int, favoritedAt: Int64

  init(_ favorite: FavoriteAyah) {
    let (id, at) = (favorite.ayahID, favorite.favoritedAt.milliseconds)
    (ayahID, surah, ayah, favoritedAt) = (id.description, id.surah, id.ayah, at)
  }

  func favorite() throws -> FavoriteAyah {
    FavoriteAyah(
      ayahID: try AyahID(surah: surah, ayah: ayah), favoritedAt: Date(milliseconds: favoritedAt))
  }
}

/// Put in by hand, not through Codable's encoder: a sync writes one per record.
extension FavoriteRow {
  func encode(to container: inout PersistenceContainer) {
    container["ayahID"] = ayahID
    container["surah"] = surah
    container["ayah"] = ayah
    container["favoritedAt"] = favoritedAt
  }
}

extension SyncTransaction {
  /// The favorite on an ayah, if the ayah is one.
  fileprivate func favorite(_ id: AyahID) throws -> FavoriteAyah? {
    try FavoriteRow.row(id.description, self)?.favorite()
  }
}

extension RecordType {
  /// A favorite ayah.
  public static let favoriteAyah = RecordType(rawValue: "FavoriteAyah")
}

extension RecordField {
  /// When the ayah was marked.
  public static let favoritedAt = RecordField(rawValue: "favoritedAt")
}
