import Foundation
import GRDB

/// The scripture as a read-only database: surah metadata, every ayah in both translations
/// with its Arabic, and a search index per translation.
///
///     let corpus = try Corpus.open(at: home + "/corpus.sqlite", source: source)
///     let kursi = try corpus.ayah(AyahID.parse("2:255"), translation: .rwwad)
public final class Corpus: Sendable {
  /// The metadata of all 114 surahs, in order; `surahs[0]` is surah 1.
  public let surahs: [Surah]
  let database: DatabaseQueue

  /// Opens the corpus at `path`, building it first from `source` when it is missing or was
  /// built from other files. `source` may be nil when the data cannot be found: an existing
  /// corpus is then used as it is.
  public static func open(
    at path: String, source: CorpusSource?, progress: (_ step: String) -> Void = { _ in }
  ) throws -> Corpus {
    if let corpus = try? Corpus(path: path),
      try corpus.isCurrent(for: source)
    {
      return corpus
    }
    guard let source else {
      throw CorpusBuildError("There is no corpus at \(path) and no Quran data to build it from.")
    }
    try CorpusBuilder.build(from: source, to: path, progress: progress)
    return try Corpus(path: path)
  }

  /// Opens an existing corpus read-only.
  public init(path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      throw CorpusBuildError("There is no corpus at \(path).")
    }
    var configuration = Configuration()
    configuration.readonly = true
    // The file stays in the system's page cache; a small cache of SQLite's own keeps the
    // reader small at no cost a search or a page can measure.
    configuration.prepareDatabase { try $0.execute(sql: "PRAGMA cache_size = -256") }
    database = try DatabaseQueue(path: path, configuration: configuration)
    // Through a cursor, each column by its place, as every start reads the 114 rows: a row
    // fetched whole is copied with its column names, and a column found by name is lowercased.
    surahs = try database.read { db in
      try Array(
        Row.fetchCursor(
          db,
          sql: """
            SELECT number, vietnameseName, vietnameseNameHassan, arabicName, arabicTitle,
                   transliteration, ayahCount, place
            FROM surah ORDER BY number
            """
        ).map { row in
          Surah(
            number: row[0], vietnameseName: row[1], vietnameseNameHassan: row[2],
            arabicName: row[3], arabicTitle: row[4], transliteration: row[5], ayahCount: row[6],
            place: RevelationPlace(rawValue: row[7]) ?? .meccan)
        })
    }
    guard surahs.count == SurahSizes.surahCount else {
      throw CorpusBuildError("The corpus at \(path) is incomplete.")
    }
  }

  /// Whether this corpus was built from these very files (same sizes and times).
  public func wasBuilt(from source: CorpusSource) -> Bool {
    (try? isCurrent(for: source)) ?? false
  }

  func isCurrent(for source: CorpusSource?) throws -> Bool {
    try database.read { db in
      let meta = try Dictionary(
        uniqueKeysWithValues: Row.fetchAll(db, sql: "SELECT key, value FROM meta").map {
          (row: Row) -> (String, String) in (row["key"], row["value"])
        })
      guard meta["schemaVersion"] == CorpusBuilder.schemaVersion else { return false }
      guard let source else { return true }
      return meta["source"] == source.fingerprint()
    }
  }

  /// The surah with this number (1–114), or nil out of range.
  public func surah(_ number: Int) -> Surah? {
    (1...surahs.count).contains(number) ? surahs[number - 1] : nil
  }

  /// The ayahs of a passage, in order.
  public func ayahs(_ passage: Passage, translation: Translation) throws -> [Ayah] {
    let first = SurahSizes.globalIndex(of: passage.ayahIDs[0])
    return try ayahs(positions: first...(first + passage.ayahs.count - 1), translation: translation)
  }

  /// Every ayah of a surah.
  public func ayahs(inSurah surah: Int, translation: Translation) throws -> [Ayah] {
    guard let count = SurahSizes.ayahCount(ofSurah: surah) else { return [] }
    return try ayahs(Passage(surah: surah, ayahs: 1...count), translation: translation)
  }

  /// One ayah in a translation, with its Arabic.
  public func ayah(_ id: AyahID, translation: Translation) throws -> Ayah {
    try ayahs(Passage(surah: id.surah, ayahs: id.ayah...id.ayah), translation: translation)[0]
  }

  func ayahs(positions: ClosedRange<Int>, translation: Translation) throws -> [Ayah] {
    try database.read { db in
      // Through a cursor, each row read where it is: a row fetched whole is copied first,
      // its column names with it (a surah of 286 ayahs at the reader's start).
      try Array(
        Row.fetchCursor(
          db,
          sql: """
            SELECT surah, number, \(translation.column) AS vietnamese,
                   \(translation.column)Arabic AS arabic
            FROM ayah WHERE position BETWEEN ? AND ? ORDER BY position
            """, arguments: [positions.lowerBound, positions.upperBound]
        ).map(Self.ayah(from:)))
    }
  }

  /// An ayah from a row of `ayahs(positions:translation:)`'s columns, each by its place.
  static func ayah(from row: Row) -> Ayah {
    Ayah(
      id: AyahID(uncheckedSurah: row[0], ayah: row[1]), arabic: row[3], vietnamese: row[2])
  }
}
