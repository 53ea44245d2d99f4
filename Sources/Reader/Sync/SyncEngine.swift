import AppRecords
import Clocks
import CloudRecords
import Foundation
import Library
import QuranText
import SyncKinds

/// One user's library ⇄ their records where the iPhone app keeps them: `_defaultZone` of the
/// private database, under the app's record names and fields, so the phone and the terminal
/// share one library.
///
/// A sync prepares what is missing on the server once (the subscriptions; a library that
/// earlier versions kept in `QuranZone` comes over), reads each type of the user's records —
/// completely, or only what changed (`PullScope`: from `_defaultZone`'s change feed where the
/// server keeps one, `ZoneFeed`) — then pushes the journal; `send()` only pushes. Every step
/// is written in transactions that also carry its bookkeeping, so a process killed at any
/// point leaves the library consistent and the next sync finishes the work without losing or
/// doubling anything.
public final class SyncEngine: Sendable {
  /// The person's library, which the engine keeps in step with the records.
  public let library: LibraryStore
  /// The record service: over HTTP (`RecordClient`), or in process in tests.
  public let records: any RecordDatabase
  /// The signed-in user, whose records are synced.
  public let user: UserIdentity
  let mapping: RecordMapping
  /// This computer's time, where a sync decides by it: the journal's times, the bookkeeping
  /// (`lastSync`, when the last complete listing was made) and what is due. The system's
  /// clock unless a test gives its own.
  let clock: WallClock

  /// Operations in one `records/modify`; the server's limit.
  static let batchSize = Limits.operationsPerRequest

  /// An engine syncing `library` with `user`'s records in `records`, on `clock`.
  public init(
    library: LibraryStore, records: any RecordDatabase, user: UserIdentity,
    clock: WallClock = .system
  ) {
    self.library = library
    self.records = records
    self.user = user
    self.clock = clock
    mapping = RecordMapping(user: user.userRecordName)
  }

  /// What one sync did.
  public struct Report: Sendable, Equatable {
    /// Records that came from the server and changed something here.
    public var received = 0
    /// Local changes the server confirmed.
    public var sent = 0
    /// Local changes still waiting (a record the server refused, or more came meanwhile).
    public var waiting = 0
    /// Records that came over from the former `QuranZone` on this run.
    public var moved = 0
    /// Local changes sent again because the server went back in time (restored from a
    /// backup taken before them): the server lacked them, nobody deleted them.
    public var resent = 0
    /// Why a change could not be sent, if one could not.
    public var problem: String?
    /// The ayahs on which a text of this device's was kept as a conflict copy beside another
    /// device's version: by this sync, or by one that ended before it could say so.
    public var conflictCopies: [AyahID] = []
  }

  /// Pulls (`scope` says how much), then pushes. On failure the reason is kept for
  /// `quran status` and thrown.
  @discardableResult
  public func sync(_ scope: PullScope = .complete) throws -> Report {
    try run(pulling: scope)
  }

  /// Sends what the journal holds without listing the server first: a change costs its
  /// own request, whatever the library's size. A record another device changed meanwhile is
  /// found by its change tag (the server refuses the send and answers its version) and
  /// settled by the house rules, as in a whole sync. What other devices did is taken by the
  /// next `sync()`.
  @discardableResult
  public func send() throws -> Report {
    try run(pulling: nil)
  }

  private func run(pulling scope: PullScope?) throws -> Report {
    do {
      var report = Report()
      try adoptUser()
      report.moved = try prepare()
      if let scope {
        report.received = try pull(resent: &report.resent, scope: scope)
      }
      let pushed = try push()
      report.sent = pushed.sent
      report.problem = pushed.problem
      report.waiting = try library.pendingChangeCount()
      report.conflictCopies = try library.takeConflictCopiesMade()
      let time = String(clock.now().milliseconds)
      try library.syncTransaction { tx in
        try tx.setState(State.lastSync, time)
        try tx.setState(State.lastError, pushed.problem)
        try tx.setState(State.lastErrorAt, pushed.problem == nil ? nil : time)
        try tx.setState(State.signInRefused, nil)
      }
      return report
    } catch {
      try? library.syncTransaction { tx in
        try tx.setState(State.lastError, "\(error)")
        try tx.setState(State.lastErrorAt, String(clock.now().milliseconds))
        if (error as? RecordServiceError)?.needsSignIn == true {
          try tx.setState(State.signInRefused, "1")
        }
      }
      throw error
    }
  }

  /// The keys of the sync's bookkeeping in the library.
  enum State {
    static let user = "user"
    static let prepared = "prepared"
    /// The types the container's schema lacks, comma-separated, as the last listing found.
    static let unavailableTypes = "unavailableTypes"
    static let lastSync = "lastSync"
    static let lastError = "lastError"
    /// When `lastError` happened; the last sync that succeeded is `lastSync`, kept apart.
    static let lastErrorAt = "lastErrorAt"
    /// Set when the server refused the sign-in (it was ended there, or expired); a sync that
    /// works or a new sign-in clears it.
    static let signInRefused = "signInRefused"
    /// The server's identity as the last complete listing found it (`ServerHistory`).
    static let serverLineage = "serverLineage"
    /// When the last complete listing was made (this computer's time, in milliseconds).
    static let completeListingAt = "completeListingAt"
    /// Where the next pull of changes reads `_defaultZone`'s change feed from; empty when
    /// the last complete listing found the server keeps none (`ZoneFeed`).
    static let feedToken = "feedToken"
  }

  /// A library last synced as another user starts over: its records go to this user.
  func adoptUser() throws {
    let name = user.userRecordName
    guard try library.syncState(State.user) != name else { return }
    try library.syncTransaction { tx in
      try tx.forgetServerTags()
      try tx.forgetOtherDevices()
      try tx.setState(State.prepared, nil)
      try tx.setState(State.serverLineage, nil)
      try tx.setState(State.completeListingAt, nil)
      try tx.setState(State.feedToken, nil)
      try tx.setState(State.user, name)
    }
  }

  /// Forgets that the server was prepared, so the next sync checks again (after a sign-in).
  public func forgetPreparation() throws {
    try library.syncTransaction { tx in
      try tx.setState(State.prepared, nil)
      try tx.setState(State.signInRefused, nil)
    }
  }
}

extension SyncEngine {
  /// Forgets everything known about the server's copy (after the account was deleted): the
  /// next sign-in starts from nothing and sends all of this library.
  public func forgetServer() throws {
    try library.syncTransaction { tx in
      try tx.forgetServerTags()
      for key in [
        State.user, State.prepared, State.unavailableTypes, State.serverLineage,
        State.completeListingAt, State.feedToken,
      ] {
        try tx.setState(key, nil)
      }
    }
  }
}

extension SyncEngine {
  /// The user `library` last synced with (its sync state's `user`), nil for a library never
  /// synced (or whose server was forgotten): a sign-in as someone else must not take it
  /// unasked (`quran login`).
  public static func lastUser(of library: LibraryStore) throws -> String? {
    try library.syncState(State.user)
  }
}
