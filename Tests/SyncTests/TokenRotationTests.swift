// Web auth tokens that change on every answer, as Apple's CloudKit hands them
// (`X-Apple-CloudKit-Web-Auth-Token`), and as `quran-records --rotate-tokens` does.
import CloudRecords
import DataFolder
import Foundation
import Library
import RecordClient
import Sync
import Synchronization
import TestSupport
import Testing

@Suite(.serialized) struct TokenRotationTests {
  @Test func quranSyncKeepsTheNewestTokenSafely() throws {
    let world = try SyncWorld(rotateTokens: true)
    let a = try world.device("a")
    let signedIn = try #require(try Account.load(from: a.accountPath)?.webAuthToken)
    try a.library.setFavorite(ayah("1:1"), true)
    let first = try a.quran(["sync"])
    #expect(first.status == 0, "\(first.error)")
    let kept = try #require(try Account.load(from: a.accountPath)?.webAuthToken)
    #expect(kept != signedIn, "the account file keeps the newest token")
    let attributes = try FileManager.default.attributesOfItem(atPath: a.accountPath)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    let strays = try FileManager.default.contentsOfDirectory(atPath: a.directory)
      .filter { $0.contains(".tmp-") }
    #expect(strays.isEmpty, "\(strays)")

    // The next sync starts from the kept token and keeps a newer one.
    try a.library.setFavorite(ayah("1:2"), true)
    let second = try a.quran(["sync"])
    #expect(second.status == 0, "\(second.error)")
    #expect(try Account.load(from: a.accountPath)?.webAuthToken != kept)
    let b = try world.device("b")
    try b.sync()
    #expect(try b.library.isFavorite(ayah("1:2")))
  }

  /// Once its successor was used, a token is spent: still answered for a while (a request in
  /// flight, a second process of the device), but with no new token, so a copy cannot start
  /// a line of its own; sixteen newer tokens of its sign-in later it is refused.
  @Test func aSpentTokenIsAnsweredWithoutASuccessorUntilSixteenNewerOnes() throws {
    let world = try SyncWorld(rotateTokens: true)
    let first = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let client = RecordClient(world.connection(token: first))
    for _ in 0..<2 { _ = try client.send(Endpoints.currentUser) }
    #expect(client.connection.webAuthToken != first, "the client uses the newest")
    let late = RecordClient(world.connection(token: first))
    _ = try late.send(Endpoints.currentUser)
    #expect(late.connection.webAuthToken == first, "a spent token brings no successor")
    for _ in 0..<15 { _ = try client.send(Endpoints.currentUser) }
    #expect {
      try RecordClient(world.connection(token: first)).send(Endpoints.currentUser)
    } throws: { error in
      guard case RecordClientError.signInNeeded = error else { return false }
      return true
    }
    _ = try client.send(Endpoints.currentUser)  // the newest still works
  }

  /// The notification listener (`quran sync --watch`, the reader's background sync) and the
  /// syncs go on with one line of tokens: the server ends a sign-in whose token's two
  /// successors are both used, as a copy's would be.
  @Test func theListenerAndTheSyncsGoOnAsOneHolder() throws {
    let world = try SyncWorld(rotateTokens: true)
    let first = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let client = RecordClient(world.connection(token: first))
    let records = RemoteRecords(client)
    _ = try records.waitForChanges(timeout: 1)
    #expect(client.connection.webAuthToken != first, "the listener's successor is the client's")
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      for _ in 0..<4 {
        do {
          if side == 0 {
            _ = try records.waitForChanges(timeout: 1)
          } else {
            _ = try records.send(Endpoints.currentUser)
          }
        } catch { failures.withLock { $0.append("\(error)") } }
      }
    }
    #expect(failures.withLock { $0 } == [])
    _ = try records.send(Endpoints.currentUser)
  }

  /// Two programs of one device (`quran sync --watch` and the reader's background sync) read
  /// and keep the newest token in one account file: each successor is kept only in place of
  /// the token its request went with, so the two never go on from one token each their own way.
  @Test func twoProgramsOfOneAccountFileGoOnAsOneHolder() throws {
    let world = try SyncWorld(rotateTokens: true)
    let a = try world.device("a")
    let account = try #require(try Account.load(from: a.accountPath))
    let programs = try (0..<2).map { _ in
      try #require(account.client(savingTokensTo: a.accountPath))
    }
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { program in
      for _ in 0..<12 {
        do { _ = try programs[program].send(Endpoints.currentUser) } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let kept = try #require(try Account.load(from: a.accountPath)?.webAuthToken)
    _ = try RecordClient(world.connection(token: kept)).send(Endpoints.currentUser)
  }

  @Test func withoutRotationTheTokenStaysAsItIs() throws {
    let world = try SyncWorld(rotateTokens: false)
    let a = try world.device("a")
    let signedIn = try Account.load(from: a.accountPath)?.webAuthToken
    try a.library.setFavorite(ayah("1:1"), true)
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try Account.load(from: a.accountPath)?.webAuthToken == signedIn)
  }
}
