import CloudRecords
import Foundation

/// Sync tokens: opaque to clients, here the base64 of what the feed needs to go on — which
/// zone (or which user's database) and the last change sequence number the client has seen;
/// a zone's token also carries the database's identity (`ChangeTag.epoch(ofLineage:)`), so a
/// token from another database, or from before a restore, is refused even once the restored
/// zone's sequence has passed it again.
/// Sequence numbers are handed out at commit by the one writer, so they have no gaps and a
/// feed resumes exactly after the last change it returned.
///
/// A token from another zone or user, or one this server never issued, is refused with
/// BAD_REQUEST and a reason starting "The sync token": the client's answer is to fetch again
/// without a token (a full resync). A zone deleted and created again is a new zone, so its old
/// tokens are refused the same way. Tombstones are kept forever, so no token ever expires.
enum SyncToken {
  static func zone(zoneRowID: Int64, sequence: Int64, epoch: String) -> String {
    encode("z\(zoneRowID).\(sequence).\(epoch)")
  }

  /// The token of a zone with no changes yet (`_defaultZone` before the user's first write):
  /// read from the start.
  static func start(epoch: String) -> String { zone(zoneRowID: 0, sequence: 0, epoch: epoch) }

  /// Whether `token` is this database's `start`.
  static func isStart(_ token: String, epoch: String) -> Bool {
    guard let (owner, sequence) = decode(token, kind: "z") else { return false }
    return owner == 0 && sequence == 0 && zoneEpoch(token) == epoch
  }

  static func database(scopeID: Int64, sequence: Int64) -> String {
    encode("d\(scopeID).\(sequence)")
  }

  /// The sequence number a zone token carries, or BAD_REQUEST when it is not this zone's.
  static func sequence(
    ofZoneToken token: String, zone: ZoneRow?, zoneName: String, epoch: String
  ) throws -> Int64 {
    guard let (owner, sequence) = decode(token, kind: "z"), zoneEpoch(token) == epoch else {
      throw refusal("is not one this database issued (it may have been restored from a backup)")
    }
    guard let zone, owner == zone.id else {
      throw refusal(
        "belongs to another zone (or to zone '\(zoneName)' before it was deleted and created"
          + " again)")
    }
    guard sequence <= zone.sequence else { throw refusal("is newer than zone '\(zoneName)'") }
    return sequence
  }

  /// The sequence number a database token carries, or BAD_REQUEST when it is not this user's.
  static func sequence(ofDatabaseToken token: String, scope: ScopeRow?) throws -> Int64 {
    guard let (owner, sequence) = decode(token, kind: "d") else {
      throw refusal("is not one this server issued for a database")
    }
    guard let scope, owner == scope.id else {
      throw refusal("belongs to another database")
    }
    guard sequence <= scope.sequence else { throw refusal("is newer than this database") }
    return sequence
  }

  static func refusal(_ why: String) -> ServerError {
    ServerError(
      .badRequest, "The sync token \(why); fetch again without a syncToken to start over.")
  }

  static func encode(_ text: String) -> String {
    Data(("ck1" + text).utf8).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  static func decode(_ token: String, kind: Character) -> (Int64, Int64)? {
    guard let parts = parts(token, kind: kind), parts.count == (kind == "z" ? 3 : 2),
      let owner = Int64(parts[0]), let sequence = Int64(parts[1]), owner >= 0, sequence >= 0
    else { return nil }
    return (owner, sequence)
  }

  /// The database identity a zone token carries, nil for a token that is none.
  static func zoneEpoch(_ token: String) -> String? {
    guard let parts = parts(token, kind: "z"), parts.count == 3 else { return nil }
    return String(parts[2])
  }

  private static func parts(_ token: String, kind: Character) -> [Substring]? {
    var base64 = token.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    guard token.count < 100, let data = Data(base64Encoded: base64),
      let text = String(data: data, encoding: .utf8), text.hasPrefix("ck1\(kind)")
    else { return nil }
    return text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false)
  }
}
