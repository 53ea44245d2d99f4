import CloudRecords

extension Schema {
  /// This schema grown by what `baseline` has and it lacks: record types, fields, indexes.
  /// A field whose type differs keeps this schema's type, and the difference is reported.
  func grown(by baseline: Schema) -> (schema: Schema, added: [String], conflicts: [String]) {
    var schema = self
    var added: [String] = []
    var conflicts: [String] = []
    for baselineType in baseline.recordTypes {
      guard var recordType = schema[recordType: baselineType.name] else {
        schema.recordTypes.append(baselineType)
        added.append("record type \(baselineType.name)")
        continue
      }
      var changed = false
      for field in baselineType.fields {
        guard let index = recordType.fields.firstIndex(where: { $0.name == field.name }) else {
          recordType.fields.append(field)
          added.append("field \(baselineType.name).\(field.name)")
          changed = true
          continue
        }
        var existing = recordType.fields[index]
        if existing.type != field.type {
          conflicts.append(
            "field \(baselineType.name).\(field.name) is \(existing.type) in the database but"
              + " \(field.type) in the schema file; the database's type stays")
          continue
        }
        let before = existing
        existing.isQueryable = existing.isQueryable || field.isQueryable
        existing.isSortable = existing.isSortable || field.isSortable
        existing.isSearchable = existing.isSearchable || field.isSearchable
        if existing != before {
          recordType.fields[index] = existing
          added.append("indexes of \(baselineType.name).\(field.name)")
          changed = true
        }
      }
      if changed { schema.set(recordType) }
    }
    return (schema, added, conflicts)
  }
}
