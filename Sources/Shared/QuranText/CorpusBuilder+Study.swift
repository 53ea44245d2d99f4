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
          translation TEXT NOT NULL, position INTEGER NOT NULL, marker INTEGER NOT NULL,
          text TEXT NOT NULL);
        CREATE INDEX footnoteByAyah ON footnote(translation, position);
        """)
    try createTafsirSchema(db)
  }

  /// Adds what is present of the footnotes, and how their file compared. Each
  /// translation's footnotes stand under it: the Rwwad text's from the pinned file or from
  /// its version in use; another translation's from its version in use alone (the pinned
  /// Hasan Abdul-Karim text has none).
  static func insertStudy(
    _ study: StudyReading.Read, texts: [Translation: [String]],
    editions: [Translation: TranslationEdition], _ db: Database
  ) throws {
    let statement = try db.makeStatement(sql: "INSERT INTO footnote VALUES (?, ?, ?, ?)")
    for translation in Translation.allCases {
      let edition = editions[translation]
      let check: FileCheck? =
        edition != nil ? .matches : (translation == .rwwad ? study.footnotesCheck : nil)
      guard let check, let text = texts[translation] else { continue }
      let published = edition?.published ?? (translation == .rwwad ? study.footnotes : nil)
      var matched = FootnoteFile.Matched()
      if let published {
        matched = FootnoteFile.match(published, text: text)
      } else {
        matched.markers = text.reduce(0) { $0 + FootnoteFile.markers(in: $1).count }
      }
      for (position, footnotes) in matched.footnotes.sorted(by: { $0.key < $1.key }) {
        for footnote in footnotes {
          try statement.execute(arguments: [
            translation.column, position, footnote.marker, footnote.text,
          ])
        }
      }
      try db.execute(
        sql: "INSERT INTO meta(key, value) VALUES (?, ?), (?, ?), (?, ?)",
        arguments: [
          Corpus.footnoteKey("footnotes", translation), check.stored,
          Corpus.footnoteKey("footnoteMarkers", translation), String(matched.markers),
          Corpus.footnoteKey("footnotesResolved", translation), String(matched.resolved),
        ])
    }
  }
}

/// The footnotes' and the tafsir's files checked against their pins and read, each on a
/// thread of its own while the text is built: hashing and parsing 6 MB, and writing the
/// tafsir's part, would otherwise add to the build's time what it can spend beside it.
enum StudyReading {
  /// The tafsir's sections, the runs of ayahs that share a text, and each run's text folded
  /// for search.
  struct Tafsir {
    let sections: [String]
    let runs: [ClosedRange<Int>]
    let folded: [String]
  }

  /// What was read of the footnotes: their file's check, and its content when it is the
  /// pinned one.
  struct Read {
    var footnotesCheck = FileCheck.missing
    var footnotes: FootnoteFile.Published?
  }

  /// Reads the pinned footnotes `source` holds; nothing when not `pinnedFootnotes` (a Rwwad
  /// version in use brings its own).
  static func read(_ source: CorpusSource, pinnedFootnotes: Bool) throws -> Read {
    var read = Read()
    if pinnedFootnotes {
      let footnotesPath = source.path(of: PinnedText.footnotes)
      read.footnotesCheck = FileCheck.of(footnotesPath, against: PinnedText.footnotes)
      if read.footnotesCheck == .matches {
        read.footnotes = try FootnoteFile.read(path: footnotesPath)
      }
    }
    return read
  }

  /// Checks the tafsir file `source` holds and, when it is the pinned one, writes the
  /// tafsir's part of the corpus into a database at `path` (`CorpusBuilder.writeTafsir`).
  static func buildTafsir(_ source: CorpusSource, at path: String) throws -> FileCheck {
    let tafsirPath = source.path(of: PinnedText.tafsir)
    let check = FileCheck.of(tafsirPath, against: PinnedText.tafsir)
    guard check == .matches else { return check }
    let sections = try TafsirFile.read(path: tafsirPath)
    var runs = [ClosedRange<Int>]()
    var first = 0
    while first < sections.count {
      var last = first
      while last + 1 < sections.count, sections[last + 1] == sections[first] { last += 1 }
      runs.append(first...last)
      first = last + 1
    }
    let tafsir = Tafsir(
      sections: sections, runs: runs,
      folded: runs.map { VietnameseFolding.fold(sections[$0.lowerBound]) })
    try CorpusBuilder.writeTafsir(tafsir, to: path)
    return check
  }
}

/// A value worked out on a thread of its own while the corpus build goes on, and waited for
/// where the build needs it.
final class BackgroundRead<Value>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written by the thread before `done` is signalled, read after `wait` is through it.
  private var result: Result<Value, any Error>?

  /// Starts `work`.
  init(_ work: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      result = Result { try work() }
      done.signal()
    }
  }

  /// The value, once it is worked out; waited for as often as needed.
  func wait() throws -> Value {
    done.wait()
    done.signal()
    return try result!.get()
  }
}
