import CloudRecords

extension Schema {
  /// The schema in CloudKit's schema language, as `cktool export-schema` lays it out; reading
  /// it back with `Schema(ckdb:)` gives the same schema.
  package var ckdb: String {
    var text = "DEFINE SCHEMA\n"
    for statement in otherStatements {
      text += "\n    \(statement);\n"
    }
    for recordType in recordTypes {
      text += "\n    RECORD TYPE \(Schema.quotedIfNeeded(recordType.name)) (\n"
      let names = recordType.fields.map { Schema.quotedIfNeeded($0.name) }
      let width = names.map(\.count).max() ?? 0
      var lines: [String] = []
      for (field, name) in zip(recordType.fields, names) {
        var line = name.padding(toLength: width, withPad: " ", startingAt: 0) + " "
        line += Schema.typeText(field.type)
        if field.isQueryable { line += " QUERYABLE" }
        if field.isSortable { line += " SORTABLE" }
        if field.isSearchable { line += " SEARCHABLE" }
        lines.append(line)
      }
      lines += recordType.grants.map { "GRANT \($0)" }
      text += lines.map { "        " + $0 }.joined(separator: ",\n")
      text += "\n    );\n"
    }
    return text
  }

  static func typeText(_ type: FieldType) -> String {
    let scalar = type.scalar == .assetID ? "ASSET" : type.scalar.rawValue
    return type.isList ? "LIST<\(scalar)>" : scalar
  }

  static let keywords: Set<String> = [
    "DEFINE", "SCHEMA", "RECORD", "TYPE", "GRANT", "TO", "LIST", "QUERYABLE", "SORTABLE",
    "SEARCHABLE", "CREATE", "ROLE", "ENCRYPTED",
  ]

  static func quotedIfNeeded(_ name: String) -> String {
    let plain =
      name.first.map { $0.isLetter } == true
      && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      && !keywords.contains(name.uppercased())
    return plain ? name : "\"\(name)\""
  }
}
