/// A notification as JSON: `quran-records` writes its fields by name (as CloudKit JS's
/// `Notification` and `QueryNotification` name them), and reads them so; Apple's push payload
/// (`{"ck": {"nid": …, "qry": {"rid": …, "fo": …, "sid": …, "zid": …}}}`, `fo` being the
/// reason's number — 1 created, 2 updated, 3 deleted, as `CKQueryNotification.Reason`
/// numbers them — and a record zone's notification under `fet` instead of `qry`) is read too;
/// a query notification there without its record's name or reason was pruned.
extension PushNotification: Codable {
  private enum CodingKeys: String, CodingKey {
    case subscriptionID, zoneID, notificationID, recordName, queryNotificationReason, isPruned
    case ck
  }

  /// `ck`: the notification's identity, and what fired it.
  private enum ApplePayload: String, CodingKey { case nid, qry, fet }
  /// `ck.qry` (a query subscription's) or `ck.fet` (a zone's).
  private enum AppleFiring: String, CodingKey { case rid, fo, sid, zid, zoid }

  /// Reads either form; a payload with neither a subscription nor a `ck` is refused.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.contains(.ck) else {
      subscriptionID = try container.decode(String.self, forKey: .subscriptionID)
      zoneID = try container.decodeIfPresent(ZoneID.self, forKey: .zoneID)
      notificationID = try container.decode(String.self, forKey: .notificationID)
      recordName = try container.decodeIfPresent(String.self, forKey: .recordName)
      queryNotificationReason = try container.decodeIfPresent(
        Reason.self, forKey: .queryNotificationReason)
      isPruned = try container.decodeIfPresent(Bool.self, forKey: .isPruned)
      return
    }
    let ck = try container.nestedContainer(keyedBy: ApplePayload.self, forKey: .ck)
    let key: ApplePayload = ck.contains(.qry) ? .qry : .fet
    let firing = try ck.nestedContainer(keyedBy: AppleFiring.self, forKey: key)
    subscriptionID = try firing.decode(String.self, forKey: .sid)
    notificationID = try ck.decodeIfPresent(String.self, forKey: .nid) ?? ""
    zoneID = try firing.decodeIfPresent(String.self, forKey: .zid).map {
      ZoneID(zoneName: $0, ownerRecordName: try firing.decodeIfPresent(String.self, forKey: .zoid))
    }
    recordName = try firing.decodeIfPresent(String.self, forKey: .rid)
    queryNotificationReason = try firing.decodeIfPresent(Int.self, forKey: .fo).flatMap {
      [1: Reason.created, 2: .updated, 3: .deleted][$0]
    }
    // Apple's payload carries no pruned mark of its own: `CKNotification.isPruned` is true
    // when the payload lacks what the change would have told, and the record's name and the
    // reason are the first a query notification loses. So a query notification without
    // them is taken as pruned; a zone's never names a record.
    isPruned = key == .qry && (recordName == nil || queryNotificationReason == nil) ? true : nil
  }

  /// Writes the fields by name (`quran-records`' form), leaving out those not set.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(subscriptionID, forKey: .subscriptionID)
    try container.encodeIfPresent(zoneID, forKey: .zoneID)
    try container.encode(notificationID, forKey: .notificationID)
    try container.encodeIfPresent(recordName, forKey: .recordName)
    try container.encodeIfPresent(queryNotificationReason, forKey: .queryNotificationReason)
    try container.encodeIfPresent(isPruned, forKey: .isPruned)
  }
}
