/// One item of the dump the import leaves out, and why.
///
/// Its description is a line of the import report:
/// `favoriteAyahs: "2:287" — surah 2 has 286 ayahs`.
public struct LeftOutItem: Sendable, Equatable, CustomStringConvertible {
  /// The app's key the item belongs to.
  public var key: String
  /// The item as the dump wrote it, shortened when long.
  public var item: String
  /// A sentence fragment saying why the item cannot be imported.
  public var reason: String

  public init(key: String, item: String, reason: String) {
    self.key = key
    self.item = item
    self.reason = reason
  }

  public var description: String { "\(key): \(item) — \(reason)" }
}
