import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library

/// What `quran status` tells: when the last sync finished, how many changes wait, which
/// types stay on this computer, and the last error in a sentence with when it happened (a
/// failed sync never counts as the last sync), from the sync's bookkeeping: not a state, as
/// both can be there. (What a running sync is doing is `SyncNews`.)
public struct SyncStatus: Sendable, Equatable {
  /// When the last sync that worked ended, if ever.
  public var lastSync: Date?
  /// Changes made here and not yet sent.
  public var waiting: Int
  /// The last sync's failure, in a sentence, if it failed.
  public var lastError: String?
  /// When the last error happened (nil for one kept before this was recorded).
  public var lastErrorAt: Date?
  /// The record types the container lacks, whose records stay on this computer.
  public var keptHere: [RecordType]
  /// Whether the server refused the sign-in at the last sync that reached it (ended there by
  /// `quran-records user signout` or a new password, or expired): `quran login` is needed.
  public var signInRefused: Bool

  /// The status as the library records it.
  public init(library: LibraryStore) throws {
    lastSync = try library.syncState(SyncEngine.State.lastSync).flatMap(Int64.init).map(
      Date.init(milliseconds:))
    waiting = try library.pendingChangeCount()
    lastError = try library.syncState(SyncEngine.State.lastError)
    lastErrorAt = try library.syncState(SyncEngine.State.lastErrorAt).flatMap(Int64.init).map(
      Date.init(milliseconds:))
    keptHere = try SyncEngine.unavailableTypes(library)
    signInRefused = try library.syncState(SyncEngine.State.signInRefused) != nil
  }
}
