/// Reading what the iPhone app "Quran in Vietnamese" left in UserDefaults, for
/// `quran import-legacy`.
///
/// Owns: recognising the four shapes a dump of the app's domain comes in (binary plist,
/// XML plist, `defaults read` text, JSON) and reading them with parsers of its own (in
/// `Formats/`: no Foundation, only the standard library, `JSONScanner` for JSON, the one
/// scanner the record server uses too, and `Interface` for the sentences of their errors);
/// finding the app's three keys anywhere in the dump; and
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
  /// Throws when the file itself cannot be read (a broken plist, not a dump at all); nothing
  /// may be imported then. A value of the app's that is damaged (its JSON broken, or
  /// shortened by `defaults read`) is left out whole with its reason, and items that are
  /// merely invalid are left out one by one; the rest is imported.
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
    // A damaged value is left out whole (its item boundaries are lost), the others imported.
    var builder = PlanBuilder()
    var found = [String]()
    for key in AppKey.allCases {
      guard let stored = domain.value(of: key) else { continue }
      found.append(key.rawValue)
      let value: PropertyValue
      do {
        value = try AppValue.decode(stored, of: key)
      } catch {
        builder.leaveOutDamaged(key, stored, because: error)
        continue
      }
      switch key {
      case .favoriteAyahs: builder.addFavorites(value)
      case .ayahNotes: builder.addNotes(value)
      case .readingProgress: builder.addProgress(value)
      }
    }
    return LegacyImportPlan(
      favorites: builder.favorites.sorted(), notes: builder.notes, progress: builder.progress,
      leftOut: builder.leftOut, ignoredKeys: domain.otherKeys,
      foundKeys: found, location: domain.path, shape: dump.shape)
  }
}
