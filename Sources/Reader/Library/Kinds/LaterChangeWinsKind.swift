import AppRecords
import Foundation

/// A kind whose merge rule is that the later change wins, by its time (a clear is a change
/// too): it says only how its value is read, kept and removed in the library, and its sync's
/// half how it maps to a record (`LaterChangeWinsSync`); its time follows.
package protocol LaterChangeWinsKind: RecordKind {
  /// What one record of the kind holds.
  associatedtype Value: Equatable

  /// The library's value of `key`'s record and when it was set; nil when the library has
  /// none.
  func local(key: Key, _ tx: SyncTransaction) throws -> (Value, at: Date)?

  /// Keeps the server's `value`, set at `date`, in the library.
  func put(_ value: Value, at date: Date, _ tx: SyncTransaction) throws

  /// Removes the library's value of `key`'s record.
  func remove(key: Key, _ tx: SyncTransaction) throws
}

/// A kind of which the library holds one record at most (the goal, the memorizing plan), the
/// one row of its table: its key is `Void`, the last part of its record's name one word.
protocol SingleRecordKind: LaterChangeWinsKind where Key == Void {
  /// The record's key in the library and the last part of its name.
  static var onlyKey: String { get }
  /// The table whose one row is the record.
  static var table: String { get }
}

extension SingleRecordKind {
  /// `{prefix}-USER-{onlyKey}`.
  package var nameForm: String { "\(namePrefix)-USER-\(Self.onlyKey)" }

  /// The one key, when the table has its row.
  package var localKeysSQL: String { "SELECT '\(Self.onlyKey)' AS k FROM \(Self.table)" }

  /// The one key.
  package func libraryKey(of _: Void) -> String { Self.onlyKey }

  /// The one record has no key of its own: its name ends with the one key.
  package func key(nameRest: String) -> Void? { nameRest == Self.onlyKey ? () : nil }
}

extension LaterChangeWinsKind {
  /// When the library's value was set.
  package func localTime(key: Key, _ tx: SyncTransaction) throws -> Date? {
    try local(key: key, tx)?.at
  }
}
