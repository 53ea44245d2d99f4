/// A record type of the app's container, by its name in `AppSchema` (the schema's text lists
/// every type and field once). Each type the sync carries is named by its kind, in its file
/// (`extension RecordType` in Library's `Kinds/`); the user's own record is CloudKit's.
public struct RecordType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The type's name in the schema (`FavoriteAyah`).
  public let rawValue: String

  /// The type named `rawValue`, whether or not any kind syncs it.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The user's own record, which CloudKit makes.
  public static let userProfile = RecordType(rawValue: "UserProfile")

  /// Its name.
  public var description: String { rawValue }
}
