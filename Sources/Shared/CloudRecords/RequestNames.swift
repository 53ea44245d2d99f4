import Foundation

/// The names a request carries — of records, record types, fields, zones, subscriptions and
/// tokens — are checked, whole request, before storage sees them:
/// - no NUL: names reach SQLite as C strings, where a NUL ends them (`nul\u{0}one` and
///   `nul\u{0}two` would both be stored as `nul`); text inside field values is stored exactly
///   (as JSON) and may hold one;
/// - at most 255 characters, as CloudKit allows: a name is stored, indexed and sent back in
///   every answer about its record, so an unbounded one grows every page and index;
/// - in Unicode NFC, so that a name is one name to the storage and to the code alike;
/// - at most 200 names in one list (desired keys, record types, names looked up), as CloudKit
///   bounds the items of one request.
///
/// Every endpoint's request conforms (`Endpoint` requires it), so a new request type cannot
/// skip the check by a forgotten conformance: one that carries no name says so in its own
/// `checkNames`.
public protocol RequestNames {
  /// Throws BAD_REQUEST naming the first name that breaks a rule.
  func checkNames() throws
  /// The request of an endpoint whose body is never read (`NoBody`); nil for the others,
  /// whose body the server reads.
  static var unread: Self? { get }
}

extension RequestNames {
  /// A request read from its body.
  public static var unread: Self? { nil }
}

/// The rules of `RequestNames`, which the server also applies to the counts of a batch.
package enum NameCheck {
  /// CloudKit's bound on a record name; the server holds every name to it.
  static let maximumLength = 255
  /// The names one list of a request may hold.
  static let maximumListed = Limits.operationsPerRequest

  static func check(_ name: String?, _ what: String) throws {
    guard let name else { return }
    if name.utf8.contains(0) {
      throw ServerError(
        .badRequest,
        "The \(what) '\(shown(name))' holds a NUL character (\\u0000), which no name may hold;"
          + " remove it and send the request again.")
    }
    // NFC only: SQLite compares names byte for byte and Swift by canonical equivalence, so
    // `café` in NFC and in NFD would be two records to the one and one to the other.
    if !name.utf8.allSatisfy({ $0 < 0x80 }),
      !name.utf8.elementsEqual(name.precomposedStringWithCanonicalMapping.utf8)
    {
      throw ServerError(
        .badRequest,
        "The \(what) '\(shown(name))' is not in Unicode NFC (its accents are separate"
          + " characters); send it normalized to NFC.")
    }
    // Up to 255 bytes a name is short enough; past 1,020 (four bytes a character) it is too
    // long without counting its characters.
    let bytes = name.utf8.count
    if bytes > maximumLength && (bytes > 4 * maximumLength || name.count > maximumLength) {
      throw ServerError(
        .badRequest,
        "The \(what) '\(shown(name))…' is longer than \(maximumLength) characters, the most a"
          + " name may hold.")
    }
  }

  static func check(_ names: [String]?, _ what: String) throws {
    guard let names else { return }
    try checkCount(names.count, what + "s")
    for name in names { try check(name, what) }
  }

  /// Refuses more than `maximumListed` items of one kind in a request.
  package static func checkCount(_ count: Int, _ what: String) throws {
    guard count > maximumListed else { return }
    throw ServerError(
      .badRequest,
      "A request may hold at most \(maximumListed) \(what); this one has \(count). Split it"
        + " into smaller requests.")
  }

  /// The start of a name or key, as an answer may quote it: 40 characters, NUL written
  /// `\u0000`.
  package static func shown(_ name: String) -> String {
    String(name.unicodeScalars.prefix(40).map { $0 == "\0" ? "\\u0000" : "\($0)" }.joined())
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
    try checkAncestors(record.ancestors, of: record.recordName)
  }

  /// The most fingerprints of earlier versions a record carries, and the longest one.
  static let maximumAncestors = 16
  static let maximumAncestorLength = 64

  /// A record's `ancestors`: a few short fingerprints, kept with it and sent back with it.
  static func checkAncestors(_ ancestors: [String]?, of name: String) throws {
    guard let ancestors else { return }
    if ancestors.count > maximumAncestors
      || ancestors.contains(where: { $0.isEmpty || $0.utf8.count > maximumAncestorLength })
      || ancestors.contains(where: { !$0.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7f } })
    {
      throw ServerError(
        .badRequest,
        "The ancestors of record '\(shown(name))' must be at most \(maximumAncestors)"
          + " fingerprints of 1 to \(maximumAncestorLength) printable ASCII characters each;"
          + " send fewer or shorter ones.")
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
    case .string, .int64, .double, .timestamp, .bytes, .asset, .location: break
    }
  }

  static func check(_ query: Query) throws {
    try check(query.recordType, "record type")
    for filter in query.filterBy ?? [] {
      try check(filter.fieldName, "field name")
      try check(filter.fieldValue)
      if case .list(_, let values) = filter.fieldValue {
        try checkCount(values.count, "values in the filter on \(shown(filter.fieldName))")
      }
    }
    try check(query.sortBy?.map(\.fieldName), "field name")
  }
}

extension ModifyRecordsRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    for operation in operations {
      try NameCheck.check(operation.record)
      try NameCheck.check(operation.desiredKeys, "field name")
    }
  }
}

extension LookupRecordsRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    let names = records.map(\.recordName)
    try NameCheck.check(names, "record name")
    // Swift's strings compare by canonical equivalence: `café` in NFC and NFD is one name.
    var asked = Set<String>()
    for name in names where !asked.insert(name).inserted {
      throw ServerError(
        .badRequest,
        "records/lookup asks for the record '\(NameCheck.shown(name))' twice; ask each once.")
    }
  }
}

extension QueryRecordsRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    try NameCheck.check(query)
  }
}

extension RecordChangesRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(zoneID)
    try NameCheck.check(desiredKeys, "field name")
    try NameCheck.check(desiredRecordTypes, "record type")
  }
}

extension ZoneChangesRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.checkCount(zones.count, "zones")
    // With the top-level defaults filled in, which are names too.
    for zone in zoneRequests { try zone.checkNames() }
    // A zone named twice would be read twice into one answer.
    var asked = Set<String>()
    for zone in zoneRequests where !asked.insert(zone.zoneID.zoneName).inserted {
      throw ServerError(
        .badRequest,
        "changes/zone names the zone '\(NameCheck.shown(zone.zoneID.zoneName))' twice; name each"
          + " zone once.")
    }
  }
}

extension LookupZonesRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.checkCount(zones.count, "zones")
    for zone in zones { try NameCheck.check(zone) }
  }
}

extension ModifyZonesRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.checkCount(operations.count, "zone operations")
    for operation in operations { try NameCheck.check(operation.zone.zoneID) }
  }
}

extension LookupSubscriptionsRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(subscriptions.map(\.subscriptionID), "subscription ID")
  }
}

extension ModifySubscriptionsRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.checkCount(operations.count, "subscription operations")
    for operation in operations {
      let subscription = operation.subscription
      try NameCheck.check(subscription.subscriptionID, "subscription ID")
      try NameCheck.check(subscription.zoneID)
      if let query = subscription.query { try NameCheck.check(query) }
    }
  }
}

extension RegisterTokenRequest: RequestNames {
  public func checkNames() throws {
    try NameCheck.check(apnsToken, "notification token")
  }
}

extension DatabaseChangesRequest: RequestNames {
  /// Carries no name: a sync token, which the storage reads as a number, and a limit.
  public func checkNames() throws {}
}

extension ZonesChangesRequest: RequestNames {
  /// Carries no name: a sync token, which the storage reads as a number, and a limit.
  public func checkNames() throws {}
}

extension CreateTokenRequest: RequestNames {
  public func checkNames() throws {
    // Sent back in the answer as it came.
    try NameCheck.check(apnsEnvironment, "notification environment")
  }
}

extension NoBody: RequestNames {
  /// Carries nothing.
  public func checkNames() throws {}
  /// The body of `users/delete` and `users/signout` is not read.
  public static var unread: NoBody? { NoBody() }
}
