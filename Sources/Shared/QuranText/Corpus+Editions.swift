import GRDB

extension Corpus {
  /// The meta key that names the version of `translation` the corpus was built from, when it
  /// is not the pinned text.
  static func editionKey(_ translation: Translation) -> String {
    "edition." + translation.rawValue
  }

  /// The publisher's version of each translation the corpus holds that is not its pinned
  /// text, in one read.
  public func editionVersions() -> [Translation: String] {
    let rows =
      (try? database.read { db in
        try Row.fetchAll(db, sql: "SELECT key, value FROM meta WHERE key LIKE 'edition.%'")
      }) ?? []
    var versions = [Translation: String]()
    for row in rows {
      let key: String = row["key"]
      if let translation = Translation(rawValue: String(key.dropFirst("edition.".count))) {
        versions[translation] = row["value"]
      }
    }
    return versions
  }

  /// The publisher's version of `translation` the corpus holds, or nil for the pinned text
  /// (read when asked, never at open).
  public func editionVersion(_ translation: Translation) -> String? {
    try? database.read { db in
      try String.fetchOne(
        db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [Self.editionKey(translation)])
    }
  }
}
