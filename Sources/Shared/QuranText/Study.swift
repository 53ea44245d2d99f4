import GRDB

/// The tafsir of one ayah, and which ayahs it explains: where one text explains several
/// ayahs together, it stands under each of them and `ayahs` names them all ("2:3–5").
public struct Tafsir: Sendable, Equatable {
  /// The tafsir as published (Markdown's escapes undone, NFC).
  public let text: String
  /// The first and the last ayah this text explains; the same ayah when it explains one.
  public let first: AyahID
  /// The last ayah it explains.
  public let last: AyahID

  /// "2:255", or "2:3–5" when the text explains several ayahs of a surah.
  public var ayahs: String {
    if first == last { return first.description }
    if first.surah == last.surah { return "\(first)–\(last.ayah)" }
    return "\(first)–\(last)"
  }
}

/// What the corpus holds of the footnotes and the tafsir, and why not when it does not.
public struct StudyState: Sendable, Equatable {
  /// How the footnotes file compared with its pin when the corpus was built.
  public let footnotes: FileCheck
  /// How the tafsir file compared with its pin.
  public let tafsir: FileCheck
  /// How many footnote markers `[n]` the Rwwad text holds.
  public let markers: Int
  /// How many of them found their footnote.
  public let resolved: Int
}

/// How many footnote markers `[n]` a translation's text holds, and how many of them found
/// their footnote.
public struct FootnoteCount: Sendable, Equatable {
  /// The markers in the text.
  public let markers: Int
  /// The markers that found their footnote.
  public let resolved: Int
}

extension Corpus {
  /// The footnote markers of `translation` counted when the corpus was built; nil for a text
  /// whose footnotes the corpus does not hold (the pinned Hasan Abdul-Karim text: its version
  /// from QuranEnc brings its own).
  public func footnoteCount(_ translation: Translation) throws -> FootnoteCount? {
    try database.read { db in
      func number(_ name: String) throws -> Int? {
        try String.fetchOne(
          db, sql: "SELECT value FROM meta WHERE key = ?",
          arguments: [Self.footnoteKey(name, translation)]
        ).flatMap { Int($0) }
      }
      guard let markers = try number("footnoteMarkers") else { return nil }
      return FootnoteCount(markers: markers, resolved: try number("footnotesResolved") ?? 0)
    }
  }

  /// What the corpus holds of the footnotes and the tafsir (read when asked, never at open).
  public func studyState() throws -> StudyState {
    try database.read { db in
      var meta = [String: String]()
      for row in try Row.fetchAll(db, sql: "SELECT key, value FROM meta") {
        meta[row["key"]] = row["value"]
      }
      return StudyState(
        footnotes: FileCheck(stored: meta["footnotes"]), tafsir: FileCheck(stored: meta["tafsir"]),
        markers: Int(meta["footnoteMarkers"] ?? "") ?? 0,
        resolved: Int(meta["footnotesResolved"] ?? "") ?? 0)
    }
  }

  /// The meta key of one of a translation's footnote figures (`footnotes`, `footnoteMarkers`,
  /// `footnotesResolved`): the name alone for the Rwwad translation, `name.hassan` for another.
  static func footnoteKey(_ name: String, _ translation: Translation) -> String {
    translation == .rwwad ? name : name + "." + translation.rawValue
  }

  /// How the footnotes of `translation` came into the corpus: the Rwwad translation's file
  /// checked against its pin (or its version in use, always `.matches`); nil for a text that
  /// has no footnotes to hold (the pinned Hasan Abdul-Karim text: its version from QuranEnc
  /// brings its own).
  public func footnoteCheck(_ translation: Translation) throws -> FileCheck? {
    let stored = try database.read { db in
      try String.fetchOne(
        db, sql: "SELECT value FROM meta WHERE key = ?",
        arguments: [Self.footnoteKey("footnotes", translation)])
    }
    guard stored != nil || translation == .rwwad else { return nil }
    return FileCheck(stored: stored)
  }

  /// The footnotes of an ayah of `translation`, in the order of its markers; none when it
  /// has none or the footnotes are not on this computer.
  public func footnotes(of id: AyahID, translation: Translation = .rwwad) throws -> [Footnote] {
    try database.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT marker, text FROM footnote WHERE translation = ? AND position = ? ORDER BY rowid
          """,
        arguments: [translation.column, SurahSizes.globalIndex(of: id)]
      ).map { Footnote(marker: $0["marker"], text: $0["text"]) }
    }
  }

  /// The footnotes of a surah's ayahs in `translation`, by the ayah's number; empty when the
  /// surah has none or the footnotes are not on this computer.
  public func footnotes(inSurah surah: Int, translation: Translation = .rwwad) throws -> [Int:
    [Footnote]]
  {
    guard let count = SurahSizes.ayahCount(ofSurah: surah) else { return [:] }
    let first = SurahSizes.globalIndex(of: AyahID(uncheckedSurah: surah, ayah: 1))
    return try database.read { db in
      var footnotes = [Int: [Footnote]]()
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT position, marker, text FROM footnote
          WHERE translation = ? AND position BETWEEN ? AND ? ORDER BY rowid
          """, arguments: [translation.column, first, first + count - 1])
      {
        let ayah = (row["position"] as Int) - first + 1
        footnotes[ayah, default: []].append(Footnote(marker: row["marker"], text: row["text"]))
      }
      return footnotes
    }
  }

  /// The tafsir of an ayah, or nil when the tafsir is not on this computer.
  public func tafsir(of id: AyahID) throws -> Tafsir? {
    try database.read { db in
      try Row.fetchOne(
        db, sql: "SELECT text, first, last FROM tafsir WHERE position = ?",
        arguments: [SurahSizes.globalIndex(of: id)]
      ).map(Self.tafsir(from:))
    }
  }

  static func tafsir(from row: Row) -> Tafsir {
    Tafsir(
      text: row["text"], first: SurahSizes.ayah(atGlobalIndex: row["first"])!,
      last: SurahSizes.ayah(atGlobalIndex: row["last"])!)
  }

  /// Searches the tafsir as `search` searches a translation (the same folding, bound, prefix
  /// and ranking: the words side by side first, then close together, then the rest); a text
  /// that explains several ayahs is found once, at its first ayah.
  public func searchTafsir(_ query: String, limit: Int = 100) throws -> SearchResults {
    let terms = try SearchBound.terms(of: query)
    guard !terms.isEmpty else { return SearchResults(terms: terms, hits: [], totalCount: 0) }
    return try database.read { db in
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT t.first, t.text, hit.total
          FROM (\(terms.rankedHits(in: "search_tafsir"))) AS hit
          JOIN tafsir AS t ON t.position = hit.rowid
          ORDER BY hit.phrase DESC, hit.near DESC, hit.rank, t.position
          """, arguments: terms.rankingArguments(limit: limit))
      var hits = [SearchHit]()
      var total = 0
      while let row = try rows.next() {
        let id = SurahSizes.ayah(atGlobalIndex: row[0])!
        hits.append(SearchHit(id: id, vietnamese: row[1], terms: terms))
        total = row[2]
      }
      return SearchResults(terms: terms, hits: hits, totalCount: total)
    }
  }
}

extension FileCheck {
  /// The check as the corpus's meta table keeps it.
  var stored: String {
    switch self {
    case .matches: "matches"
    case .missing: "missing"
    case .wrongSize(let size): "size:\(size)"
    case .wrongDigest(let digest): "digest:\(digest)"
    }
  }

  init(stored: String?) {
    guard let stored else {
      self = .missing
      return
    }
    if stored == "matches" {
      self = .matches
    } else if stored.hasPrefix("size:"), let size = Int64(stored.dropFirst(5)) {
      self = .wrongSize(size)
    } else if stored.hasPrefix("digest:") {
      self = .wrongDigest(String(stored.dropFirst(7)))
    } else {
      self = .missing
    }
  }
}
