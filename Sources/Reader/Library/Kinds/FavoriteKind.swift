import AppRecords
import Clocks
import Foundation
import QuranText

import struct GRDB.PersistenceContainer

/// A favorite ayah (`favorite-{user}-{2:255}`), keyed by its ayah id: the later change wins, by
/// its time.
package struct FavoriteKind: RecordKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.favoriteAyah
  /// The first part of its records' names.
  package let namePrefix = "favorite"
  /// Its records' names as a refusal shows their form.
  package let nameForm = "favorite-USER-SURAH:AYAH"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = FavoriteRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of ayah: AyahID) -> String { ayah.description }

  /// The ayah as the app writes it (`2:255`, not `02:255`).
  package func key(nameRest: String) -> AyahID? {
    guard let ayah = try? AyahID.parse(nameRest), nameRest == ayah.description else { return nil }
    return ayah
  }

  /// When the record last changed, as its row says.
  package func localTime(key ayah: AyahID, _ tx: SyncTransaction) throws -> Date? {
    try tx.favorite(ayah)?.favoritedAt
  }
}

extension RecordIdentity {
  /// The favorite of `ayah`.
  public static func favorite(_ ayah: AyahID) -> RecordIdentity {
    FavoriteKind().identity(of: ayah)
  }
}

/// A row of `favorite`: an ayah marked as a favorite.
package struct FavoriteRow: Codable, SyncedRow {
  /// Its table.
  package static let databaseTableName = "favorite"
  /// The column that holds the record's key.
  package static let keyColumn = "ayahID"
  /// Its columns.
  package var ayahID: String, surah: Int, ayah: Int, favoritedAt: Int64

  /// The row of `favorite`.
  package init(_ favorite: FavoriteAyah) {
    let (id, at) = (favorite.ayahID, favorite.favoritedAt.milliseconds)
    (ayahID, surah, ayah, favoritedAt) = (id.description, id.surah, id.ayah, at)
  }

  /// The favorite the row holds.
  package func favorite() throws -> FavoriteAyah {
    FavoriteAyah(
      ayahID: try AyahID(surah: surah, ayah: ayah), favoritedAt: Date(milliseconds: favoritedAt))
  }
}

/// Put in by hand, not through Codable's encoder: a sync writes one per record.
extension FavoriteRow {
  /// Its columns, put in by hand: a sync writes one per record.
  package func encode(to container: inout PersistenceContainer) {
    container["ayahID"] = ayahID
    container["surah"] = surah
    container["ayah"] = ayah
    container["favoritedAt"] = favoritedAt
  }
}

extension SyncTransaction {
  /// The favorite on an ayah, if the ayah is one.
  package func favorite(_ id: AyahID) throws -> FavoriteAyah? {
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
