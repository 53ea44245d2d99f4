import Clocks
import Foundation
import GRDB
import QuranText

extension LibraryStore {
  /// Every favorite, in the order of the Quran.
  public func favorites() throws -> [FavoriteAyah] {
    try read { db in
      try FavoriteRow.fetchAll(db, sql: "SELECT * FROM favorite ORDER BY surah, ayah").map {
        try $0.favorite()
      }
    }
  }

  /// The ayahs marked as favorites, for a quick membership test.
  public func favoriteIDs() throws -> Set<AyahID> {
    try read { db in
      // Plain rows: the reader asks before its first frame, and decoding `FavoriteRow`
      // (`Codable`) costs conformance searches over the whole program.
      var ids = Set<AyahID>()
      let rows = try Row.fetchCursor(db, sql: "SELECT surah, ayah FROM favorite")
      while let row = try rows.next() {
        let (surah, ayah) = (Int.fromDatabaseValue(row[0]), Int.fromDatabaseValue(row[1]))
        ids.insert(try AyahID(surah: surah ?? 0, ayah: ayah ?? 0))
      }
      return ids
    }
  }

  /// Whether the ayah is marked as a favorite.
  public func isFavorite(_ id: AyahID) throws -> Bool {
    try read { db in try FavoriteRow.exists(db, key: id.description) }
  }

  /// Marks or unmarks an ayah; returns whether anything changed.
  @discardableResult
  public func setFavorite(_ id: AyahID, _ favorite: Bool, at date: Date? = nil) throws -> Bool {
    let date = date ?? clock.now()
    return try write { db in try Self.setFavorite(id, favorite, at: date, db) }
  }

  /// Flips the mark of an ayah; returns whether it is a favorite now.
  @discardableResult
  public func toggleFavorite(_ id: AyahID, at date: Date? = nil) throws -> Bool {
    let date = date ?? clock.now()
    return try write { db in
      let isFavorite = try FavoriteRow.exists(db, key: id.description)
      try Self.setFavorite(id, !isFavorite, at: date, db)
      return !isFavorite
    }
  }

  @discardableResult
  static func setFavorite(_ id: AyahID, _ favorite: Bool, at date: Date, _ db: Database) throws
    -> Bool
  {
    let changed: Bool
    if favorite {
      // SQL compiled once, not `FavoriteRow.insert`: an import marks thousands, and GRDB's
      // insert (its statement's text made anew for each row) is far slower (`quran-bench import`).
      try db.run(
        "INSERT OR IGNORE INTO favorite(ayahID, surah, ayah, favoritedAt) VALUES (?, ?, ?, ?)",
        [id.description, id.surah, id.ayah, date.milliseconds])
      changed = db.changesCount > 0
      try forgetThrownAwayFavorite(id, db)
    } else {
      changed = try FavoriteRow.deleteOne(db, key: id.description)
      if changed { try throwAway(.favorite(id), at: date, db) }
    }
    guard changed else { return false }
    try journal(.favorite(id), favorite ? .save : .delete, at: date, db)
    return true
  }
}
