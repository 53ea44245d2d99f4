import CloudRecords
import Foundation

/// How a save meets the schema. In development an unknown record type or field is added
/// (with the type of the value saved, as CloudKit does); in production it is refused. A value
/// of another type than the field's is refused in both.
///
/// Values whose JSON left the type out are read with the type the JSON suggests, so an
/// integer saved into a TIMESTAMP or DOUBLE field, a number with a fraction into a TIMESTAMP
/// field (whole milliseconds), or an empty list into any list field, is taken as the field's
/// type rather than refused.
extension Schema {
  /// Where a save is admitted: the names its refusals give.
  struct Admission {
    let environment: DatabasePath.Environment
    let container: String
    let recordName: String
    let growth: SchemaGrowth
  }

  /// Checks a save's fields against the record type's schema, growing it in development.
  ///
  /// - Returns: the fields as the schema types them, and whether the schema grew.
  mutating func admit(
    recordType name: String, fields: [String: FieldValue], environment: DatabasePath.Environment,
    container: String, recordName: String, growth: SchemaGrowth = .developer
  ) throws -> (fields: [String: FieldValue], grew: Bool) {
    let admission = Admission(
      environment: environment, container: container, recordName: recordName, growth: growth)
    var recordType = try self[recordType: name] ?? newRecordType(name, admission)
    try Schema.checkFieldCount(fields.count, of: recordType, admission)
    var changed = self[recordType: name] == nil
    var admitted = fields
    for (fieldName, value) in fields.sorted(by: { $0.key < $1.key }) {
      if fieldName.hasPrefix("___") || !Schema.isValidName(fieldName) {
        throw ServerError(
          .badRequest,
          "'\(fieldName)' is not a field name a record may set; names use letters, digits"
            + " and '_' and start with a letter (system fields like ___recordID are the"
            + " server's).", recordName: recordName)
      }
      if let field = recordType[field: fieldName] {
        guard let coerced = value.coerced(to: field.type) else {
          throw ServerError(
            .badRequest,
            "Field '\(fieldName)' of record type '\(name)' is \(field.type) in the schema;"
              + " the record gives it a \(value.type) value.", recordName: recordName)
        }
        if coerced != value { admitted[fieldName] = coerced }
      } else {
        try addField(fieldName, value.type, to: &recordType, admission)
        changed = true
      }
      try Schema.checkMeaning(
        of: admitted[fieldName] ?? value, field: fieldName, recordType: name, admission)
    }
    if changed { set(recordType) }
    return (admitted, changed)
  }

  /// How far from now a time may be: a century either way, so that an absurd time (±2^62 ms)
  /// is not kept for every device of the member to read.
  static let timestampReach: Int64 = 100 * 366 * 86_400_000

  /// The values our record types give a meaning beyond their type: a memorizing grade is
  /// Again (1) to Easy (4).
  static let meanings: [String: [String: ClosedRange<Int64>]] = [
    "MemorizeReview": ["grade": 1...4]
  ]

  /// Refuses a value its field's meaning rules out: a time more than `timestampReach` from
  /// now, a grade outside Again…Easy.
  static func checkMeaning(
    of value: FieldValue, field: String, recordType: String, _ admission: Admission
  ) throws {
    let values = if case .list(_, let items) = value { items } else { [value] }
    for value in values {
      if case .timestamp(let milliseconds) = value {
        let now = Int64(Date().timeIntervalSince1970 * 1000)
        let (distance, overflow) = milliseconds.subtractingReportingOverflow(now)
        guard !overflow, distance.magnitude <= timestampReach else {
          throw ServerError(
            .badRequest,
            "Field '\(field)' of record type '\(recordType)' holds the time \(milliseconds), more"
              + " than 100 years from now; send milliseconds since 1970.",
            recordName: admission.recordName)
        }
      }
      if let range = meanings[recordType]?[field], case .int64(let number) = value,
        !range.contains(number)
      {
        throw ServerError(
          .badRequest,
          "Field '\(field)' of record type '\(recordType)' is \(range.lowerBound) to"
            + " \(range.upperBound); the record gives it \(number).",
          recordName: admission.recordName)
      }
    }
  }

  /// Refuses a save of far more fields than its record type has and may still gain, before
  /// any of them is looked at: the work of admitting a record (in the write transaction every
  /// user waits for) is bounded by the schema, not by what a body brings: a large batch of
  /// records of thousands of fields each would hold SQLite's writer while they were sorted and
  /// refused one by one. Up to twice as many (and 16) are looked at, so that the refusal names
  /// the first field refused, as for any record.
  static func checkFieldCount(
    _ count: Int, of recordType: RecordType, _ admission: Admission
  ) throws {
    let settable = recordType.fields.count(where: { !$0.name.hasPrefix("___") })
    let ownFields = recordType.fields.count - Schema.systemFields.count
    let grows = admission.environment == .development && admission.growth.permitted
    let most = settable + (grows ? max(0, admission.growth.fieldsPerType - ownFields) : 0)
    guard count > 2 * most + 16 else { return }
    let (name, container) = (recordType.name, admission.container)
    let start = "Record '\(admission.recordName)' sets \(count) fields"
    let reason =
      if grows {
        "\(start), more than record type '\(name)' may hold: \(most) fields, this server's"
          + " limit. Send fewer fields."
      } else if admission.environment == .development {
        "\(start); record type '\(name)' of the development schema of \(container) has"
          + " \(settable), and only developers (quran-records user add --developer) may extend"
          + " it. Send fewer fields."
      } else {
        "\(start); record type '\(name)' of the production schema of \(container) has"
          + " \(settable). Send fewer fields, or save them in development and deploy the schema"
          + " first."
      }
    throw ServerError(.badRequest, reason, recordName: admission.recordName)
  }

  /// A record type a development save creates, when the server lets it.
  private func newRecordType(_ name: String, _ admission: Admission) throws -> RecordType {
    let (container, recordName) = (admission.container, admission.recordName)
    guard admission.environment == .development else {
      throw ServerError(
        .badRequest,
        "Record type '\(name)' is not in the production schema of \(container); save it in"
          + " development and deploy the schema first.", recordName: recordName)
    }
    guard Schema.isValidName(name) else {
      throw ServerError(
        .badRequest,
        "'\(name)' is not a valid record type name; use letters, digits and '_', starting"
          + " with a letter.", recordName: recordName)
    }
    guard admission.growth.permitted else {
      throw ServerError(
        .badRequest,
        "Cannot create new type '\(name)' in the development schema of \(container): only"
          + " developers (quran-records user add --developer) may extend it.",
        recordName: recordName)
    }
    guard recordTypes.count < admission.growth.recordTypes else {
      throw ServerError(
        .badRequest,
        "Cannot create new type '\(name)': the development schema of \(container) has"
          + " \(recordTypes.count) record types, this server's limit.", recordName: recordName)
    }
    return RecordType(name: name, fields: Schema.systemFields, grants: RecordType.defaultGrants)
  }

  /// Adds a field a development save sets to its record type, when the server lets it.
  private func addField(
    _ fieldName: String, _ type: FieldType, to recordType: inout RecordType,
    _ admission: Admission
  ) throws {
    let (name, container, recordName) = (
      recordType.name, admission.container, admission.recordName
    )
    guard admission.environment == .development else {
      throw ServerError(
        .badRequest,
        "Field '\(fieldName)' is not in record type '\(name)' of the production schema of"
          + " \(container); save it in development and deploy the schema first.",
        recordName: recordName)
    }
    guard admission.growth.permitted else {
      throw ServerError(
        .badRequest,
        "Cannot create new field '\(fieldName)' in record type '\(name)' of the development"
          + " schema of \(container): only developers (quran-records user add --developer)"
          + " may extend it.", recordName: recordName)
    }
    let ownFields = recordType.fields.count - Schema.systemFields.count
    guard ownFields < admission.growth.fieldsPerType else {
      throw ServerError(
        .badRequest,
        "Cannot create new field '\(fieldName)': record type '\(name)' has \(ownFields)"
          + " fields, this server's limit.", recordName: recordName)
    }
    recordType.fields.append(Field(name: fieldName, type: type))
  }

  /// The system fields `cktool export-schema` lists in every record type; a type created in
  /// development gets them without indexes, as in CloudKit.
  static let systemFields: [Field] = [
    Field(name: "___createTime", type: .timestamp),
    Field(name: "___createdBy", type: .reference),
    Field(name: "___etag", type: .string),
    Field(name: "___modTime", type: .timestamp),
    Field(name: "___modifiedBy", type: .reference),
    Field(name: "___recordID", type: .reference),
  ]

  static func isValidName(_ name: String) -> Bool {
    let utf8 = name.utf8
    if let first = utf8.first, utf8.count <= 255,
      utf8.allSatisfy({ $0 < 0x80 && ($0 == 0x5F || isASCIILetterOrDigit($0)) })
    {
      return !(0x30...0x39).contains(first) && first != 0x5F
    }
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic,
      name.utf8.count <= 255
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}

private func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
  (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

extension FieldValue {
  /// This value as a value of `type`, when it is one or its JSON could be read as one.
  func coerced(to type: FieldType) -> FieldValue? {
    if self.type == type { return self }
    switch (self, type.isList) {
    case (.int64(let value), false) where type.scalar == .timestamp: return .timestamp(value)
    case (.int64(let value), false) where type.scalar == .double: return .double(Double(value))
    // A time with a fractional millisecond, as real CloudKit clients send a date: whole
    // milliseconds.
    case (.double(let value), false)
    where type.scalar == .timestamp && value.isFinite && abs(value) < 9e18:
      return .timestamp(Int64(value.rounded(.down)))
    case (.list(_, let elements), true):
      var converted: [FieldValue] = []
      for element in elements {
        guard let value = element.coerced(to: FieldType(type.scalar)) else { return nil }
        converted.append(value)
      }
      return .list(type.scalar, converted)
    case (.string, _), (.int64, _), (.double, _), (.timestamp, _), (.bytes, _), (.reference, _),
      (.asset, _), (.location, _), (.list, _):
      return nil
    }
  }
}
