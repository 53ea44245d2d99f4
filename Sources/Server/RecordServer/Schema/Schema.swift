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
package struct Schema: Sendable, Hashable {
  /// The record types in the order the schema names them.
  package var recordTypes: [RecordType]
  /// Statements kept as written that the server does not interpret (`CREATE ROLE …`).
  package var otherStatements: [String]

  /// A schema of these record types, with the statements it keeps uninterpreted.
  package init(recordTypes: [RecordType] = [], otherStatements: [String] = []) {
    self.recordTypes = recordTypes
    self.otherStatements = otherStatements
  }

  /// The record type called `name`, or nil when the schema has none of that name.
  package subscript(recordType name: String) -> RecordType? {
    recordTypes.first { $0.name == name }
  }

  /// Replaces the record type of the same name, or appends it.
  package mutating func set(_ recordType: RecordType) {
    if let index = recordTypes.firstIndex(where: { $0.name == recordType.name }) {
      recordTypes[index] = recordType
    } else {
      recordTypes.append(recordType)
    }
  }

  /// A record type: named fields with their types and indexes, and its grants.
  package struct RecordType: Sendable, Hashable {
    /// The record type's name, as records name it in `recordType` (`FavoriteAyah`).
    package var name: String
    /// The fields in the order the schema lists them, the system fields (`___recordID`) among them.
    package var fields: [Field]
    /// `GRANT READ, WRITE TO "_creator"`, kept as written (without the leading `GRANT`).
    package var grants: [String]

    /// A record type of these fields and grants.
    package init(name: String, fields: [Field] = [], grants: [String] = []) {
      self.name = name
      self.fields = fields
      self.grants = grants
    }

    /// The field called `name`, or nil when the record type has none of that name.
    package subscript(field name: String) -> Field? {
      fields.first { $0.name == name }
    }

    /// Record types a development save creates get the grants the app's own types have.
    package static let defaultGrants = [
      "READ, WRITE TO \"_creator\"", "CREATE TO \"_icloud\"",
    ]
  }

  /// A field: its type and the indexes a query may use.
  package struct Field: Sendable, Hashable {
    /// The field's name as a record's `fields` name it.
    package var name: String
    /// The type of the field's values (`STRING`, `INT64`, `LIST<STRING>`, …).
    package var type: FieldType
    /// Equality filters (EQUALS, NOT_EQUALS, IN, NOT_IN, BEGINS_WITH).
    package var isQueryable: Bool
    /// Range filters and sorting.
    package var isSortable: Bool
    /// Full-text token searches.
    package var isSearchable: Bool

    /// A field of this type, with no index unless one is asked for.
    package init(
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
    package var isSystemField: Bool { name.hasPrefix("___") }
  }
}
