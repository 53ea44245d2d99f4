/// Who may grow the development schema, and how far. In development CloudKit adds a record
/// type or field the first time a save uses it; here only users marked developers
/// (`quran-records user add --developer`) may, and only up to a number of types and fields,
/// since every save and every start of the server reads the whole schema. Other users' saves
/// of unknown types or fields are refused as in production.
public struct SchemaGrowth: Sendable, Hashable {
  public var permitted: Bool
  public var recordTypes: Int
  public var fieldsPerType: Int

  public init(permitted: Bool, recordTypes: Int = 100, fieldsPerType: Int = 100) {
    self.permitted = permitted
    self.recordTypes = recordTypes
    self.fieldsPerType = fieldsPerType
  }

  /// A developer's: types and fields added, up to the caps.
  public static let developer = SchemaGrowth(permitted: true)
  /// Everyone else's: the schema as it is.
  public static let none = SchemaGrowth(permitted: false)
}
