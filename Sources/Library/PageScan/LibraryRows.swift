import Foundation
import QuranText

/// The library's own rows among those a `PageScan` found: notes, favorites, progress and
/// settings. A row on a page whose table is known is read as that table's row; a row on a page
/// no walk reached is recognized by its shape against the library's schema (`LibrarySchema`):
/// a note is 7 values (a UUID as text, an ayah as text, its surah and ayah, the text, two
/// times), a favorite 4 (an ayah as text, its surah and ayah, a time), a surah's progress 4
/// numbers (the surah is the row id), a setting 3 (two texts, a time), a deleted note's entry
/// 2 texts (a UUID, an ayah). Values that do not name a real ayah are no row of ours.
///
/// The same row may be found twice (a copy left on a page freed since, when the freelist
/// could not be read): the most recently changed copy is kept, and a note the library had
/// deleted (its id in `deletedNote`) is not brought back.
struct LibraryRows {
  /// The notes, favorites and progress found.
  private(set) var batch = ImportBatch()
  /// The settings found.
  private(set) var settings = [SettingRow]()

  /// The library's rows among `rows`.
  init(_ rows: [PageScan.FoundRow]) {
    var notes = [UUID: AyahNote]()
    var favorites = [AyahID: FavoriteAyah]()
    var progress = [Int: ReadingProgress]()
    var settings = [String: SettingRow]()
    var deleted = Set<UUID>()
    for row in rows {
      let table = row.table
      if table == nil || table == "note", let note = Self.note(row.values) {
        if (notes[note.id]?.modifiedAt ?? .distantPast) < note.modifiedAt { notes[note.id] = note }
      } else if table == nil || table == "favorite", let favorite = Self.favorite(row.values) {
        favorites[favorite.ayahID] = favorite
      } else if table == nil || table == "progress", let read = Self.progress(row) {
        if (progress[read.surah]?.lastUpdatedAt ?? .distantPast) < read.lastUpdatedAt {
          progress[read.surah] = read
        }
      } else if table == nil || table == "setting", let setting = Self.setting(row.values) {
        if (settings[setting.key]?.lastModifiedAt ?? .min) < setting.lastModifiedAt {
          settings[setting.key] = setting
        }
      } else if table == nil || table == "deletedNote", let id = Self.deletedNote(row.values) {
        deleted.insert(id)
      }
    }
    batch.notes = notes.values.filter { !deleted.contains($0.id) }.sorted {
      ($0.createdAt, $0.id.uuidString) < ($1.createdAt, $1.id.uuidString)
    }
    batch.favorites = favorites.values.sorted { $0.favoritedAt < $1.favoritedAt }
    batch.progress = progress.values.sorted { $0.surah < $1.surah }
    self.settings = settings.values.sorted { $0.key < $1.key }
  }

  /// The ayah that `text`, `surah` and `ayah` all name, or nil.
  static func ayah(_ text: StoredValue, _ surah: StoredValue, _ ayah: StoredValue) -> AyahID? {
    guard let text = text.text, let surah = surah.integer, let ayah = ayah.integer,
      surah > 0, surah <= 114, ayah > 0, ayah <= 300,
      let id = try? AyahID(surah: Int(surah), ayah: Int(ayah)), id.description == text
    else { return nil }
    return id
  }

  /// A `note` row: id, ayahID, surah, ayah, text, createdAt, modifiedAt.
  static func note(_ values: [StoredValue]) -> AyahNote? {
    guard values.count == 7, let id = values[0].text.flatMap(UUID.init(uuidString:)),
      let ayah = ayah(values[1], values[2], values[3]), let text = values[4].text,
      let created = values[5].integer, let modified = values[6].integer
    else { return nil }
    return AyahNote(
      id: id, ayahID: ayah, text: text, createdAt: Date(milliseconds: created),
      modifiedAt: Date(milliseconds: modified))
  }

  /// A `favorite` row: ayahID, surah, ayah, favoritedAt.
  static func favorite(_ values: [StoredValue]) -> FavoriteAyah? {
    guard values.count == 4, let ayah = ayah(values[0], values[1], values[2]),
      let at = values[3].integer
    else { return nil }
    return FavoriteAyah(ayahID: ayah, favoritedAt: Date(milliseconds: at))
  }

  /// A `progress` row: the surah (its row id, stored as NULL), lastReadAyah, totalAyahs,
  /// lastUpdatedAt.
  static func progress(_ row: PageScan.FoundRow) -> ReadingProgress? {
    let values = row.values
    guard values.count == 4, values[0] == .null || values[0].integer == row.rowID,
      row.rowID >= 1, row.rowID <= 114, let total = SurahSizes.ayahCount(ofSurah: Int(row.rowID)),
      let last = values[1].integer, last >= 1, last <= total, values[2].integer != nil,
      let at = values[3].integer
    else { return nil }
    return ReadingProgress(
      surah: Int(row.rowID), lastReadAyah: Int(last), totalAyahs: total,
      lastUpdatedAt: Date(milliseconds: at))
  }

  /// A `setting` row: key, value, lastModifiedAt.
  static func setting(_ values: [StoredValue]) -> SettingRow? {
    guard values.count == 3, let key = values[0].text, !key.isEmpty, key.count <= 100,
      let value = values[1].text, let at = values[2].integer
    else { return nil }
    return SettingRow(key: key, value: value, lastModifiedAt: at)
  }

  /// A `deletedNote` row: id, ayahID.
  static func deletedNote(_ values: [StoredValue]) -> UUID? {
    guard values.count == 2, let id = values[0].text.flatMap(UUID.init(uuidString:)),
      let ayah = values[1].text, (try? AyahID.parse(ayah)) != nil
    else { return nil }
    return id
  }
}
