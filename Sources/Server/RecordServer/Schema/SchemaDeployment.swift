import CloudRecords

/// What copying development's schema to production changes, or why it may not: production
/// only grows, so a deploy never deletes a record type or field and never changes a type.
struct SchemaDeployment {
  /// Sentences such as "added record type Bookmark", "added field AyahNote.tags".
  var changes: [String] = []

  init(from development: Schema, to production: Schema) throws {
    var refusals: [String] = []
    for productionType in production.recordTypes {
      guard let developmentType = development[recordType: productionType.name] else {
        refusals.append("it would delete record type '\(productionType.name)'")
        continue
      }
      for field in productionType.fields {
        guard let developmentField = developmentType[field: field.name] else {
          refusals.append("it would delete field '\(productionType.name).\(field.name)'")
          continue
        }
        if developmentField.type != field.type {
          refusals.append(
            "it would change field '\(productionType.name).\(field.name)' from \(field.type)"
              + " to \(developmentField.type)")
        } else if developmentField != field {
          changes.append("changed the indexes of \(productionType.name).\(field.name)")
        }
      }
    }
    if !refusals.isEmpty {
      throw ServerError(
        .badRequest,
        "The deploy was refused because " + refusals.joined(separator: ", and ")
          + "; production's schema may only grow. Add the missing types and fields back to"
          + " development (or use new field names) and deploy again.")
    }
    for developmentType in development.recordTypes {
      guard let productionType = production[recordType: developmentType.name] else {
        changes.append("added record type \(developmentType.name)")
        continue
      }
      for field in developmentType.fields where productionType[field: field.name] == nil {
        changes.append("added field \(developmentType.name).\(field.name) (\(field.type))")
      }
    }
  }
}
