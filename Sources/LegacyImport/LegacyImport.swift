/// Reading what the iPhone app "Quran in Vietnamese" left in UserDefaults, for
/// `quran import-legacy`.
///
/// Owns: recognising the four shapes a dump of the app's domain comes in (binary plist,
/// XML plist, `defaults read` text, JSON) and reading them with parsers of its own (in
/// `Formats/`: no Foundation, only the standard library and `Interface` for the sentences of
/// their errors); finding the app's three keys anywhere in the dump; and
/// validating every item into a `LegacyImportPlan`, a pure value listing what to import
/// and what was left out and why.
///
/// Depends on QuranText for `AyahID`, `SurahSizes` and NFC normalization. It writes
/// nothing: the Library applies a plan in one transaction.
///
/// Foundation's `PropertyListSerialization` and `JSONSerialization` are deliberately not
/// used: on Linux the former leaks on malformed input, and a dump is untrusted input.
public enum LegacyImport {
  /// Reads a dump and plans its import.
  ///
  /// Throws when the file itself cannot be read (a broken plist, damaged JSON inside one of
  /// the app's values, a value `defaults read` shortened); nothing may be imported then.
  /// Items that are merely invalid are left out of the plan with a reason instead.
  public static func plan(contentsOf data: [UInt8]) throws(LegacyImportError) -> LegacyImportPlan {
    try plan(for: LegacyDump.read(data))
  }

  /// Plans the import of a dump already read.
  public static func plan(for dump: LegacyDump) throws(LegacyImportError) -> LegacyImportPlan {
    guard let domain = try AppDomain.locate(in: dump.root) else {
      guard case .dictionary(let entries) = dump.root else {
        throw .notAPreferencesDomain(found: dump.root.kindName)
      }
      let keys = AppDomain(entries: entries, path: []).otherKeys
      return LegacyImportPlan(ignoredKeys: keys, shape: dump.shape)
    }
    // Decode all three before validating any, so a damaged value refuses the whole dump.
    var decoded = [(AppKey, PropertyValue)]()
    for key in AppKey.allCases {
      if let value = domain.value(of: key) {
        decoded.append((key, try AppValue.decode(value, of: key)))
      }
    }
    var builder = PlanBuilder()
    for (key, value) in decoded {
      switch key {
      case .favoriteAyahs: builder.addFavorites(value)
      case .ayahNotes: builder.addNotes(value)
      case .readingProgress: builder.addProgress(value)
      }
    }
    return LegacyImportPlan(
      favorites: builder.favorites.sorted(), notes: builder.notes, progress: builder.progress,
      leftOut: builder.leftOut, ignoredKeys: domain.otherKeys,
      foundKeys: decoded.map(\.0.rawValue), location: domain.path, shape: dump.shape)
  }
}
