import CloudRecords

/// The names a request carries — of records, record types, fields, zones, subscriptions and
/// tokens — reach SQLite as C strings, where a NUL ends them: `nul\u{0}one` and `nul\u{0}two`
/// would both be stored as `nul` and overwrite each other. A name holding a NUL is refused,
/// whole request, before storage sees it; text inside field values is stored exactly (as
/// JSON) and may hold one.
protocol RequestNames {
  /// Throws BAD_REQUEST naming the first name that holds a NUL.
  func checkNames() throws
}

enum NameCheck {
  static func check(_ name: String?, _ what: String) throws {
    guard let name, name.utf8.contains(0) else { return }
    let shown = String(
      name.unicodeScalars.prefix(40).map { $0 == "\0" ? "\\u0000" : "\($0)" }.joined())
    throw ServerError.badRequest(
      "The \(what) '\(shown)' holds a NUL character (\\u0000), which no name may hold; "
        + "remove it and send the request again.")
  }

  static func check(_ names: [String]?, _ what: String) throws {
    for name in names ?? [] { try check(name, what) }
  }

  static func check(_ zone: ZoneID?) throws {
    try check(zone?.zoneName, "zone name")
    try check(zone?.ownerRecordName, "owner record name")
  }

  static func check(_ record: Record) throws {
    try check(record.recordName, "record name")
    try check(record.recordType, "record type")
    try check(record.recordChangeTag, "record change tag")
    try check(record.zoneID)
    for (field, value) in record.fields ?? [:] {
      try check(field, "field name")
      try check(value)
    }
  }

  /// A reference's target is a record name.
  static func check(_ value: FieldValue) throws {
    switch value {
    case .reference(let reference):
      try check(reference.recordName, "referenced record name")
      try check(reference.zoneID)
    case .list(_, let values):
      for value in values { try check(value) }
    default: break
    }
  }

  static func check(_ query: Query) throws {
    try check(query.recordType, "record type")
    for filter in query.filterBy ?? [] {
      try check(filter.fieldName, "field name")
      try check(filter.fieldValue)
    }
    try check(query.sortBy?.map(\.fieldName), "field name")
  }
}

extension ModifyRecordsRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    for operation in operations {
      try NameCheck.check(operation.record)
      try NameCheck.check(operation.desiredKeys, "field name")
    }
  }
}

extension LookupRecordsRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    try NameCheck.check(records.map(\.recordName), "record name")
  }
}

extension QueryRecordsRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    try NameCheck.check(query)
  }
}

extension RecordChangesRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    try NameCheck.check(desiredRecordTypes, "record type")
  }
}

extension ZoneChangesRequest: RequestNames {
  func checkNames() throws {
    for zone in zones { try zone.checkNames() }
  }
}

extension LookupZonesRequest: RequestNames {
  func checkNames() throws {
    for zone in zones { try NameCheck.check(zone) }
  }
}

extension ModifyZonesRequest: RequestNames {
  func checkNames() throws {
    for operation in operations { try NameCheck.check(operation.zone.zoneID) }
  }
}

extension LookupSubscriptionsRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(subscriptions.map(\.subscriptionID), "subscription ID")
  }
}

extension ModifySubscriptionsRequest: RequestNames {
  func checkNames() throws {
    for operation in operations {
      let subscription = operation.subscription
      try NameCheck.check(subscription.subscriptionID, "subscription ID")
      try NameCheck.check(subscription.zoneID)
      if let query = subscription.query { try NameCheck.check(query) }
    }
  }
}

extension RegisterTokenRequest: RequestNames {
  func checkNames() throws {
    try NameCheck.check(apnsToken, "notification token")
  }
}
