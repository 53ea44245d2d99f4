import CloudRecords
import Library

/// What a kind does that the others do not, each a small value the kind gives when it does
/// it: `RecordKind` asks every kind only what every kind answers, and push and pull ask these
/// of the kinds that have them. Every part is nil unless a kind sets it.
public struct KindCapabilities<Key>: Sendable {
  /// Keeps what a save sends until the server confirms it (notes: a conflict is judged against
  /// the text sent, `SyncTransaction.setSentNote`).
  public struct KeepsWhatItSends: Sendable {
    /// `record`, the library's content of the key's record, goes out in a save.
    let sending: @Sendable (_ record: Record, _ key: Key, _ tx: SyncTransaction) throws -> Void
    /// The server confirmed a save or deletion of the key's record.
    let sent: @Sendable (_ key: Key, _ tx: SyncTransaction) throws -> Void
  }

  /// Which library record each listed record is, when a name does not always say (notes: one
  /// the phone uploaded from preferences imported here, `NoteNames`).
  public typealias Listing =
    @Sendable (
      _ tx: SyncTransaction, _ known: [String: SyncTransaction.ServerRecord],
      _ listed: [String: Record]
    ) -> any ListedRecords

  /// A record from the former zone written anew as the app writes it (progress: the app's
  /// `progressPercentage`); nil when its fields will do as they are.
  public typealias AppForm =
    @Sendable (_ record: Record, _ key: Key, _ mapping: RecordMapping) -> Record?

  var keepsWhatItSends: KeepsWhatItSends?
  var listing: Listing?
  var appForm: AppForm?

  /// None: the kind does only what every kind does.
  public static var none: Self { Self() }
}
