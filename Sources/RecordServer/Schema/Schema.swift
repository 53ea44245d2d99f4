import CloudRecords

/// A container's schema in one environment: its record types, their fields and indexes, as
/// CloudKit's `.ckdb` schema language writes them.
///
/// ```
/// DEFINE SCHEMA
///     RECORD TYPE FavoriteAyah (
///         "___recordID" REFERENCE QUERYABLE,
///         ayahID        STRING QUERYABLE SORTABLE,
///         GRANT READ, WRITE TO "_creator"
///     );
/// ```
public struct Schema: Sendable, Hashable {
  /// The record types in the order the schema names them.
  public var recordTypes: [RecordType]
  /// Statements kept as written that the server does not interpret (`CREATE ROLE …`).
  public var otherStatements: [String]

  public init(recordTypes: [RecordType] = [], otherStatements: [String] = []) {
    self.recordTypes = recordTypes
    self.otherStatements = otherStatements
  }

  public subscript(recordType name: String) -> RecordType? {
    recordTypes.first { $0.name == name }
  }

  /// Replaces the record type of the same name, or appends it.
  public mutating func set(_ recordType: RecordType) {
    if let index = recordTypes.firstIndex(where: { $0.name == recordType.name }) {
      recordTypes[index] = recordType
    } else {
      recordTypes.append(recordType)
    }
  }

  /// A record type: named fields with their types and indexes, and its grants.
  public struct RecordType: Sendable, Hashable {
    public var name: String
    public var fields: [Field]
    /// `GRANT READ, WRITE TO "_creator"`, kept as written (without the leading `GRANT`).
    public var grants: [String]

    public init(name: String, fields: [Field] = [], grants: [String] = []) {
      self.name = name
      self.fields = fields
      self.grants = grants
    }

    public subscript(field name: String) -> Field? {
      fields.first { $0.name == name }
    }

    /// Record types a development save creates get the grants the app's own types have.
    public static let defaultGrants = [
      "READ, WRITE TO \"_creator\"", "CREATE TO \"_icloud\"",
    ]
  }

  /// A field: its type and the indexes a query may use.
  public struct Field: Sendable, Hashable {
    public var name: String
    public var type: FieldType
    /// Equality filters (EQUALS, NOT_EQUALS, IN, NOT_IN, BEGINS_WITH).
    public var isQueryable: Bool
    /// Range filters and sorting.
    public var isSortable: Bool
    /// Full-text token searches.
    public var isSearchable: Bool

    public init(
      name: String, type: FieldType, isQueryable: Bool = false, isSortable: Bool = false,
      isSearchable: Bool = false
    ) {
      self.name = name
      self.type = type
      self.isQueryable = isQueryable
      self.isSortable = isSortable
      self.isSearchable = isSearchable
    }

    /// Whether the field is one of CloudKit's implicit system fields (`___recordID`, …).
    public var isSystemField: Bool { name.hasPrefix("___") }
  }
}
