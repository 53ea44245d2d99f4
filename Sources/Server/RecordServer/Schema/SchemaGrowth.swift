/// Who may grow the development schema, and how far. In development CloudKit adds a record
/// type or field the first time a save uses it; here only users marked developers
/// (`quran-records user add --developer`) may, and only up to a number of types and fields,
/// since every save and every start of the server reads the whole schema. Other users' saves
/// of unknown types or fields are refused as in production.
package struct SchemaGrowth: Sendable, Hashable {
  /// Whether developers' saves may grow the development schema at all.
  package var permitted: Bool
  /// The most record types the development schema may hold once grown.
  package var recordTypes: Int
  /// The most fields one record type may hold once grown.
  package var fieldsPerType: Int

  /// Growth as permitted, up to 100 record types of 100 fields unless given other caps.
  package init(permitted: Bool, recordTypes: Int = 100, fieldsPerType: Int = 100) {
    self.permitted = permitted
    self.recordTypes = recordTypes
    self.fieldsPerType = fieldsPerType
  }

  /// A developer's: types and fields added, up to the caps.
  package static let developer = SchemaGrowth(permitted: true)
  /// Everyone else's: the schema as it is.
  package static let none = SchemaGrowth(permitted: false)
}
