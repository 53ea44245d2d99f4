/// One item of the dump the import leaves out, and why.
///
/// Its description is a line of the import report:
/// `favoriteAyahs: "2:287" — surah 2 has 286 ayahs`.
public struct LeftOutItem: Sendable, Equatable, CustomStringConvertible {
  /// The app's key the item belongs to.
  public var key: String
  /// The item as the dump wrote it, shortened when long.
  public var item: String
  /// A sentence fragment saying why the item cannot be imported, in English (what
  /// `--json` reports carry).
  public var reason: String
  /// The same reason in the interface's language, for the report a person reads.
  public var shownReason: String

  /// An item left out of `key`'s value; `shownReason` defaults to the English `reason`.
  public init(key: String, item: String, reason: String, shownReason: String? = nil) {
    self.key = key
    self.item = item
    self.reason = reason
    self.shownReason = shownReason ?? reason
  }

  /// The report's line: `key: item — shown reason`.
  public var description: String { "\(key): \(item) — \(shownReason)" }
}
