import CloudRecords
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import RecordServer

/// Sign-ins under their person's control, in process on the storage of the suite's backend
/// (SQLite, or PostgreSQL with QURAN_RECORDS_TEST_BACKEND=postgres): tokens that expire
/// unused, revocation by the operator and by logout, and a replaced token used again.
@Suite("Sessions: expiry, revocation, reuse")
struct SessionTests {
  let fixture: StorageFixture
  let clock = TestClock(at: Date(timeIntervalSince1970: 1_800_000_000))
  let accounts: Accounts
  let alice: String
  let bob: String
  let container = StorageFixture.container

  init() throws {
    fixture = try StorageFixture()
    let clock = self.clock
    accounts = Accounts(store: fixture.store, tokenLifetimeDays: 90, clock: clock.wallClock)
    alice = try accounts.addUser(name: "alice", password: "alice-password")
    bob = try accounts.addUser(name: "bob", password: "bob-password")
  }

  func user(_ token: String) throws -> String? {
    guard case .signedIn(let user) = try accounts.check(webAuthToken: token, container: container)
    else { return nil }
    return user.userRecordName
  }

  func lastUsed(_ token: String) throws -> Int64? {
    try fixture.store.read { db in
      try db.value(
        Int64.self, "SELECT lastUsed FROM authWebToken WHERE tokenHash = ?", TokenHash.hex(token))
    }
  }

  /// A user's and a container token's creation are stamped on the accounts' clock, as the
  /// sign-ins' times are.
  @Test func creationIsStampedOnTheAccountsClock() throws {
    clock.advance(days: 3)
    let carol = try accounts.addUser(name: "carol", password: "carol-password")
    _ = try accounts.apiToken(container: "iCloud.test.stamped")
    let stamps = try fixture.store.read { db in
      (
        try db.value(Int64.self, "SELECT created FROM authUser WHERE userRecordName = ?", carol),
        try db.value(
          Int64.self, "SELECT created FROM authAPIToken WHERE container = ?",
          "iCloud.test.stamped")
      )
    }
    #expect(stamps.0 == clock.milliseconds)
    #expect(stamps.1 == clock.milliseconds)
  }

  @Test func aTokenUnusedForItsLifetimeExpiresAndUseKeepsItAlive() throws {
    let token = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    clock.advance(days: 89)
    #expect(try user(token) == alice)
    clock.advance(days: 89)  // 89 days after its last use
    #expect(try user(token) == alice)
    clock.advance(days: 91)
    #expect(try accounts.check(webAuthToken: token, container: container) == .expired)
    #expect(try accounts.check(webAuthToken: token, container: container) == .unknown)
  }

  @Test func lastUseIsWrittenAtMostOnceAnHour() throws {
    let token = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let issued = try #require(try lastUsed(token))
    clock.advance(minutes: 59)
    #expect(try user(token) == alice)
    #expect(try lastUsed(token) == issued)
    clock.advance(minutes: 2)
    #expect(try user(token) == alice)
    #expect(try lastUsed(token) == clock.milliseconds)
  }

  @Test func signOutAndANewPasswordRevokeEveryTokenOfTheUserOnly() throws {
    let first = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let other = try accounts.issueWebAuthToken(userRecordName: alice, container: "iCloud.other")
    let bobs = try accounts.issueWebAuthToken(userRecordName: bob, container: container)
    #expect(try accounts.signOut(userRecordName: alice) == 2)
    #expect(try user(first) == nil)
    #expect(
      try accounts.check(webAuthToken: other, container: "iCloud.other") == .unknown)
    #expect(try user(bobs) == bob)

    let again = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    #expect(try accounts.changePassword(userRecordName: alice, to: "a new password") == 1)
    #expect(try user(again) == nil)
    #expect(try accounts.verify(name: "alice", password: "alice-password") == nil)
    #expect(try accounts.verify(name: "alice", password: "a new password")?.userRecordName == alice)
    #expect(throws: ServerSetupError.self) {
      try accounts.changePassword(userRecordName: alice, to: "short")
    }
    // Longer than sign-in reads: it could never be typed in.
    #expect(throws: ServerSetupError.self) {
      try accounts.changePassword(
        userRecordName: alice, to: String(repeating: "p", count: SignInPage.passwordLimit + 1))
    }
    #expect(try user(bobs) == bob)
  }

  @Test func loggingOutEndsThatSignInAndNoOther() throws {
    let laptop = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let rotated = try #require(try accounts.rotateWebAuthToken(laptop, container: container))
    let phone = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    try accounts.signOut(webAuthToken: rotated, container: container)
    #expect(try user(laptop) == nil)
    #expect(try user(rotated) == nil)
    #expect(try user(phone) == alice)
  }

  /// A thief copies the token and follows the rotation; when the owner's copy — now spent —
  /// comes back after the grace, the whole sign-in ends, the thief's tokens with it.
  @Test func aReplacedTokenUsedAgainLaterEndsTheWholeSignIn() throws {
    let stolen = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let thief = try #require(try accounts.rotateWebAuthToken(stolen, container: container))
    #expect(try user(thief) == alice)
    let thiefNext = try #require(try accounts.rotateWebAuthToken(thief, container: container))
    // `stolen` is spent. Within the grace it is answered (a request in flight), but begets
    // no successor.
    clock.advance(minutes: 1)
    #expect(try user(stolen) == alice)
    #expect(try accounts.rotateWebAuthToken(stolen, container: container) == nil)
    clock.advance(minutes: 10)
    #expect(
      try accounts.check(webAuthToken: stolen, container: container)
        == .reused(userRecordName: alice))
    #expect(try user(thiefNext) == nil)
    #expect(try user(thief) == nil)
  }

  @Test func retriesAndTheNewestTokenNeverCountAsReuse() throws {
    let token = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    // The answer carrying the successor is lost; the retry with the same token is fine.
    _ = try #require(try accounts.rotateWebAuthToken(token, container: container))
    var newest = try #require(try accounts.rotateWebAuthToken(token, container: container))
    for _ in 0..<20 {
      clock.advance(minutes: 30)
      #expect(try user(newest) == alice)
      newest = try #require(try accounts.rotateWebAuthToken(newest, container: container))
    }
    #expect(try user(newest) == alice)
  }

  /// Owner and thief each present the same current token and each get a successor; once
  /// both go on with theirs, the sign-in ends for both, and the owner signs in again.
  @Test func twoSuccessorsOfOneTokenUsedEndTheSignInForBoth() throws {
    let current = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let phone = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let owners = try #require(try accounts.rotateWebAuthToken(current, container: container))
    let thiefs = try #require(try accounts.rotateWebAuthToken(current, container: container))
    let ownerNext = try #require(try accounts.rotateWebAuthToken(owners, container: container))
    #expect(throws: SignInForked(userRecordName: alice)) {
      try accounts.rotateWebAuthToken(thiefs, container: container)
    }
    for token in [current, owners, thiefs, ownerNext] { #expect(try user(token) == nil) }
    #expect(try user(phone) == alice, "another sign-in of hers stays")
  }

  /// The thief goes on first, for more requests than the sign-in keeps tokens: the owner's
  /// successor is still known as the other line, and ends both.
  @Test func aCopyGoingOnFirstCannotPushTheOwnerOut() throws {
    let current = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let owners = try #require(try accounts.rotateWebAuthToken(current, container: container))
    var thief = try #require(try accounts.rotateWebAuthToken(current, container: container))
    for _ in 0..<(Accounts.liveTokensPerSignIn + 1) {
      thief = try #require(try accounts.rotateWebAuthToken(thief, container: container))
    }
    #expect(try user(owners) == alice)
    #expect(throws: SignInForked(userRecordName: alice)) {
      try accounts.rotateWebAuthToken(owners, container: container)
    }
    #expect(try user(thief) == nil)
  }

  /// A sign-in's notification tokens end with it: by logout, by the operator, by reuse.
  @Test func endingASignInEndsItsNotificationTokens() throws {
    let laptop = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    let phone = try accounts.issueWebAuthToken(userRecordName: alice, container: container)
    func channel(_ webToken: String) throws -> String {
      let token = try accounts.createPushToken(
        container: container, environment: "development", creator: alice, address: "::1")
      #expect(
        try accounts.registerPushToken(
          token, userRecordName: alice, container: container, environment: "development",
          webAuthToken: webToken))
      return token
    }
    let laptops = try channel(laptop)
    let phones = try channel(phone)
    #expect(try accounts.signOut(webAuthToken: laptop, container: container) == [laptops])
    #expect(try accounts.pushTokenOwner(laptops) == nil)
    #expect(try accounts.pushTokenOwner(phones) == alice)
    #expect(try accounts.endedPushTokens(among: [laptops, phones]) == [laptops])
    try accounts.signOut(userRecordName: alice)
    #expect(try accounts.pushTokenOwner(phones) == nil)
  }
}
