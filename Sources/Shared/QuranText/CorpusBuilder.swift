import Foundation
import GRDB
import Interface

/// Builds the read-only corpus database from the published files.
///
/// The database is written beside its final path and renamed into place only when complete,
/// so a reader never opens a half-built corpus, and a build that is interrupted leaves the
/// previous corpus (or none) behind.
enum CorpusBuilder {
  /// Raised whenever what is stored changes, so existing corpora are rebuilt: 4 keeps the
  /// Arabic exactly as published (3 stored it in NFC, which reorders its marks); 5 adds the
  /// footnotes and the tafsir; 6 keeps each translation's footnotes under it (a Hasan
  /// Abdul-Karim version's beside Rwwad's).
  static let schemaVersion = "6"

  static func build(
    from source: CorpusSource, to path: String, progress: (_ step: String) -> Void
  ) throws {
    progress(CommandText.buildReading())
    let temporaryPath = path + ".building-\(getpid())"
    let tafsirPath = temporaryPath + ".tafsir"
    // The footnotes, the tafsir and the versions in use are read on threads of their own
    // while this one reads the text, and the tafsir's part of the corpus is written there
    // too; a Rwwad version in use brings its footnotes, so the pinned file's are then
    // neither hashed nor read.
    let inUse = source.shelf?.inUse() ?? [:]
    let study = BackgroundRead {
      try StudyReading.read(source, pinnedFootnotes: inUse[.rwwad] == nil)
    }
    // The tafsir's part is the earlier corpus's when it was built from the same tafsir file.
    let reused = reusableTafsir(at: path, source: source)
    let tafsir =
      reused != nil
      ? nil : BackgroundRead { try StudyReading.buildTafsir(source, at: tafsirPath) }
    defer {
      // The tafsir's thread is done with its file before it is removed.
      _ = try? tafsir?.wait()
      try? FileManager.default.removeItem(atPath: tafsirPath)
    }
    let kept = inUse.isEmpty ? nil : BackgroundRead { try source.editions(inUse) }
    let published = try Translation.allCases.map { try PublishedFile.read($0, from: source) }
    let editions = try kept?.wait() ?? [:]
    let files = zip(Translation.allCases, published).map { $1.replacingText(with: editions[$0]) }
    // Each text in NFC once, for its rows and for matching its footnotes.
    let texts = files.map { $0.surahs.flatMap { $0.ayahs.map(\.vietnamese.nfc) } }

    try? FileManager.default.removeItem(atPath: temporaryPath)
    defer { try? FileManager.default.removeItem(atPath: temporaryPath) }
    let queue = try DatabaseQueue(path: temporaryPath)
    try queue.writeWithoutTransaction { db in
      // Journal off: the file is built aside, and renamed into place only when whole.
      try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
      try db.inTransaction {
        try writeText(files: files, texts: texts, db, progress: progress)
        try insertStudy(
          study.wait(), texts: Dictionary(uniqueKeysWithValues: zip(Translation.allCases, texts)),
          editions: editions, db)
        try writeMeta(source: source, editions: editions, tafsir: tafsir?.wait() ?? .matches, db)
        return .commit
      }
      if try tafsir?.wait() ?? .matches == .matches {
        try copyTafsir(from: reused ?? tafsirPath, db)
      }
    }
    try queue.close()
    guard rename(temporaryPath, path) == 0 else {
      throw CorpusBuildError(
        "The corpus could not be moved into \(path) (\(String(cString: strerror(errno)))).")
    }
  }

  /// The tables, the surahs, both translations' ayahs and their search indexes.
  private static func writeText(
    files: [PublishedFile], texts: [[String]], _ db: Database,
    progress: (_ step: String) -> Void
  ) throws {
    let (rwwad, hassan) = (files[0], files[1])
    try createSchema(db)
    try createStudySchema(db)
    progress(CommandText.buildWriting())
    try insertSurahs(rwwad: rwwad, hassan: hassan, db)
    try insertAyahs(rwwad: rwwad, hassan: hassan, texts: texts, db)
    progress(CommandText.buildIndexing())
    try indexForSearch(files: zip(Translation.allCases, files), db)
  }

  /// What the corpus was built from: the schema, the files' fingerprint, the versions in use,
  /// how the tafsir file compared, and its size and time (for `reusableTafsir`).
  private static func writeMeta(
    source: CorpusSource, editions: [Translation: TranslationEdition], tafsir: FileCheck,
    _ db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO meta(key, value)
        VALUES ('schemaVersion', ?), ('source', ?), ('tafsir', ?), (?, ?)
        """,
      arguments: [
        schemaVersion, source.fingerprint(), tafsir.stored, tafsirFileKey,
        source.fingerprint(of: PinnedText.tafsir),
      ])
    for (translation, edition) in editions {
      try db.execute(
        sql: "INSERT INTO meta(key, value) VALUES (?, ?)",
        arguments: [Corpus.editionKey(translation), edition.version])
    }
  }

  private static func createSchema(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE surah(
          number INTEGER PRIMARY KEY, vietnameseName TEXT NOT NULL,
          vietnameseNameHassan TEXT NOT NULL, arabicName TEXT NOT NULL, arabicTitle TEXT NOT NULL,
          transliteration TEXT NOT NULL, ayahCount INTEGER NOT NULL, place TEXT NOT NULL);
        CREATE TABLE ayah(
          position INTEGER PRIMARY KEY, surah INTEGER NOT NULL, number INTEGER NOT NULL,
          rwwad TEXT NOT NULL, rwwadArabic TEXT NOT NULL,
          hassan TEXT NOT NULL, hassanArabic TEXT NOT NULL);
        CREATE UNIQUE INDEX ayahBySurah ON ayah(surah, number);
        CREATE VIRTUAL TABLE search_rwwad USING fts5(text, content='', tokenize='unicode61 remove_diacritics 0');
        CREATE VIRTUAL TABLE search_hassan USING fts5(text, content='', tokenize='unicode61 remove_diacritics 0');
        """)
  }

  private static func insertSurahs(rwwad: PublishedFile, hassan: PublishedFile, _ db: Database)
    throws
  {
    let statement = try db.makeStatement(
      sql: "INSERT INTO surah VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    for (r, h) in zip(rwwad.surahs, hassan.surahs) {
      let place = RevelationPlace(published: r.revelationPlace)!
      guard RevelationPlace(published: h.revelationPlace) == place else {
        throw CorpusBuildError("The two files disagree on where surah \(r.number) was revealed.")
      }
      try statement.execute(arguments: [
        r.number, r.vietnameseName.nfc, hassanVietnameseName(h.vietnameseName).nfc,
        h.arabicName, r.arabicName, r.transliteration.nfc, r.ayahs.count, place.rawValue,
      ])
    }
  }

  /// The Hassan file writes "Al-Baqarah — Con Bò Cái": the part after the dash is Vietnamese.
  static func hassanVietnameseName(_ published: String) -> String {
    guard let dash = published.range(of: " — ") else { return published }
    return String(published[dash.upperBound...])
  }

  // The Vietnamese is stored in NFC, the one form search and notes use. The Arabic is stored
  // byte for byte as published: NFC's canonical reordering of combining marks (shadda before
  // or after a vowel) would change most ayahs at the code-point level.
  // `texts` are the two translations' ayahs in NFC, in order.
  private static func insertAyahs(
    rwwad: PublishedFile, hassan: PublishedFile, texts: [[String]], _ db: Database
  ) throws {
    let statement = try db.makeStatement(sql: "INSERT INTO ayah VALUES (?, ?, ?, ?, ?, ?, ?)")
    var position = 0
    for (r, h) in zip(rwwad.surahs, hassan.surahs) {
      for (a, b) in zip(r.ayahs, h.ayahs) {
        try statement.execute(arguments: [
          position + 1, r.number, a.number, texts[0][position], a.arabic, texts[1][position],
          b.arabic,
        ])
        position += 1
      }
    }
  }

  private static func indexForSearch(
    files: Zip2Sequence<[Translation], [PublishedFile]>, _ db: Database
  ) throws {
    for (translation, file) in files {
      let statement = try db.makeStatement(
        sql: "INSERT INTO search_\(translation.column)(rowid, text) VALUES (?, ?)")
      var position = 0
      for surah in file.surahs {
        for ayah in surah.ayahs {
          position += 1
          try statement.execute(arguments: [position, VietnameseFolding.fold(ayah.vietnamese)])
        }
      }
      try db.execute(
        sql:
          "INSERT INTO search_\(translation.column)(search_\(translation.column)) VALUES ('optimize')"
      )
    }
  }
}
