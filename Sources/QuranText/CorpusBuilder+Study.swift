import Foundation
import GRDB
import Interface

/// The footnotes and the tafsir in the corpus: each read when its file is present and is the
/// pinned one; a file that differs is refused (and said so by `quran data status`), and the
/// text is built without it.
extension CorpusBuilder {
  static func createStudySchema(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE footnote(
          position INTEGER NOT NULL, marker INTEGER NOT NULL, text TEXT NOT NULL);
        CREATE INDEX footnoteByAyah ON footnote(position);
        CREATE TABLE tafsir(
          position INTEGER PRIMARY KEY, text TEXT NOT NULL,
          first INTEGER NOT NULL, last INTEGER NOT NULL);
        CREATE VIRTUAL TABLE search_tafsir USING fts5(text, content='', tokenize='unicode61 remove_diacritics 0');
        """)
  }

  /// Adds what is present of the footnotes and the tafsir, and how each file compared.
  static func insertStudy(from source: CorpusSource, rwwad: PublishedFile, _ db: Database) throws {
    let footnotesPath = source.path(of: PinnedText.footnotes)
    let footnotesCheck = FileCheck.of(footnotesPath, against: PinnedText.footnotes)
    let text = rwwad.surahs.flatMap { $0.ayahs.map(\.vietnamese.nfc) }
    var matched = FootnoteFile.Matched()
    matched.markers = text.reduce(0) { $0 + FootnoteFile.markers(in: $1).count }
    if footnotesCheck == .matches {
      matched = try FootnoteFile.match(path: footnotesPath, text: text)
      let statement = try db.makeStatement(sql: "INSERT INTO footnote VALUES (?, ?, ?)")
      for (position, footnotes) in matched.footnotes.sorted(by: { $0.key < $1.key }) {
        for footnote in footnotes {
          try statement.execute(arguments: [position, footnote.marker, footnote.text])
        }
      }
    }
    let tafsirPath = source.path(of: PinnedText.tafsir)
    let tafsirCheck = FileCheck.of(tafsirPath, against: PinnedText.tafsir)
    if tafsirCheck == .matches {
      try insertTafsir(TafsirFile.read(path: tafsirPath), db)
    }
    try db.execute(
      sql: """
        INSERT INTO meta(key, value) VALUES ('footnotes', ?), ('tafsir', ?),
          ('footnoteMarkers', ?), ('footnotesResolved', ?)
        """,
      arguments: [
        footnotesCheck.stored, tafsirCheck.stored, String(matched.markers),
        String(matched.resolved),
      ])
  }

  /// Each ayah's tafsir with the run of ayahs its text explains; a run is indexed for search
  /// once, at its first ayah.
  private static func insertTafsir(_ sections: [String], _ db: Database) throws {
    let row = try db.makeStatement(sql: "INSERT INTO tafsir VALUES (?, ?, ?, ?)")
    let index = try db.makeStatement(sql: "INSERT INTO search_tafsir(rowid, text) VALUES (?, ?)")
    var first = 0
    while first < sections.count {
      var last = first
      while last + 1 < sections.count, sections[last + 1] == sections[first] { last += 1 }
      for position in first...last {
        try row.execute(arguments: [position + 1, sections[position], first + 1, last + 1])
      }
      try index.execute(arguments: [first + 1, VietnameseFolding.fold(sections[first])])
      first = last + 1
    }
    try db.execute(sql: "INSERT INTO search_tafsir(search_tafsir) VALUES ('optimize')")
  }
}
