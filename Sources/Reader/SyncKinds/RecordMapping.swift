import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText

/// Library values to the app's records (`AppRecords`) and back, for one user: each type's own
/// mapping is in its kind (`RecordKind`, `Kinds/`), in an extension of this type. The records
/// live where the iPhone app keeps them: `_defaultZone` of the private database, each carrying
/// `ownerRecordName`, by which the app (and this engine) lists them.
public struct RecordMapping: Sendable {
  /// The user whose records these are (`_defaultZone` holds one person's).
  public let user: String

  /// The mapping for `user`'s records.
  public init(user: String) { self.user = user }

  /// Where the app's records are (its `CKRecord.ID(recordName:)` names no zone).
  public static let zone = ZoneID.defaultZone
  /// The zone earlier versions of quran-vi synced into; emptied into `zone` once.
  public static let formerZone = ZoneID(zoneName: "QuranZone")

  // MARK: Names

  /// The name of `record` for this user.
  public func recordName(_ record: RecordIdentity) -> String { record.recordName(user: user) }

  // MARK: Records → library (each type's own in its kind, `Kinds/`)

  /// The ayah a record names, by its `ayahID` field or else its surah and ayah numbers.
  static func ayahID(_ record: Record) -> AyahID? {
    if let text = record[.ayahID]?.stringValue, let id = try? AyahID.parse(text) { return id }
    guard let surah = record[.surahNumber]?.int64Value, let ayah = record[.ayahNumber]?.int64Value
    else { return nil }
    return try? AyahID(surah: Int(surah), ayah: Int(ayah))
  }

  /// A TIMESTAMP field, else when the server last changed the record, else the epoch.
  static func date(_ value: FieldValue?, _ record: Record) -> Date {
    Date(milliseconds: value?.int64Value ?? record.modified?.timestamp ?? 0)
  }
}

extension RecordMapping {
  /// A fingerprint of a record's fields (FNV-1a over their JSON with sorted keys), so that a
  /// version sent again under a new tag — after the server went back in time — is known for
  /// the same content; nil for a record read without its fields. A conflict copy's text is
  /// taken without its prefix: the copy's versions are those of the note's lost branch it
  /// carries on, and are known by the same fingerprints (`Reconciler.keepConflictCopy`).
  public static func fingerprint(_ record: Record) -> String? {
    guard var fields = record.fields else { return nil }
    if let text = fields[RecordField.noteText.rawValue]?.stringValue,
      text.hasPrefix(Reconciler.conflictPrefix)
    {
      fields[RecordField.noteText.rawValue] = .string(
        String(text.dropFirst(Reconciler.conflictPrefix.count)))
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in WireJSON.encode(fields: fields, sortedKeys: true) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
