import CloudRecords
import Foundation
import TestSupport
import Testing

@testable import RecordServer

/// Notification tokens created and never registered: capped per user and per address, their
/// lapsed ones cleaned up a bounded batch at a time by the index on creation time, and gone
/// with their creator's account. In process, on the suite's backend.
@Suite("Unregistered notification tokens are bounded")
struct PushTokenCapTests {
  let fixture: StorageFixture
  let clock = TestClock(at: Date(timeIntervalSince1970: 1_800_000_000))
  let accounts: Accounts
  let alice: String
  let bob: String
  let environment = "development"

  init() throws {
    fixture = try StorageFixture()
    let clock = self.clock
    accounts = Accounts(store: fixture.store, clock: clock.wallClock)
    alice = try accounts.addUser(name: "alice", password: "alice-password")
    bob = try accounts.addUser(name: "bob", password: "bob-password")
  }

  func create(_ user: String, from address: String) throws -> String {
    try accounts.createPushToken(
      container: StorageFixture.container, environment: environment, creator: user,
      address: address)
  }

  func unregistered() throws -> Int {
    try fixture.store.read { db in
      try db.value(Int.self, "SELECT COUNT(*) FROM authPushToken WHERE userRecordName IS NULL")
        ?? 0
    }
  }

  @Test func aUserAndAnAddressHoldOnlySoMany() throws {
    for _ in 0..<Accounts.unregisteredPushTokensPerUser { _ = try create(alice, from: "192.0.2.1") }
    let refusal = try #require(throws: ServerError.self) { try create(alice, from: "192.0.2.9") }
    #expect(refusal.serverErrorCode == .throttled)
    #expect(refusal.reason.contains("tokens/register"), "\(refusal.reason)")
    #expect((refusal.retryAfter ?? 0) > 3_500)
    // Another user is not held back by alice's; an hour later alice may ask again.
    _ = try create(bob, from: "192.0.2.9")
    clock.advance(minutes: 61)
    _ = try create(alice, from: "192.0.2.9")

    for index in 0..<Accounts.unregisteredPushTokensPerAddress {
      _ = try create("_user\(index)", from: "2001:db8::/64")
    }
    #expect(throws: ServerError.self) { try create(bob, from: "2001:db8::/64") }
  }

  @Test func lapsedTokensAreCleanedUpABatchAtATime() throws {
    let lapsed = clock.milliseconds - Accounts.unregisteredPushTokenLife - 1
    try fixture.store.write { db in
      for index in 0..<250 {
        try db.execute(
          """
          INSERT INTO authPushToken (apnsToken, container, environment, created, creator, address)
          VALUES (?, ?, ?, ?, ?, ?)
          """, "lapsed-\(index)", StorageFixture.container, environment, lapsed - Int64(index),
          "_someone", "192.0.2.\(index % 250)")
      }
    }
    _ = try create(alice, from: "192.0.2.1")
    #expect(try unregistered() == 250 - Accounts.lapsedPushTokensPerCleanUp + 1)
    _ = try create(alice, from: "192.0.2.1")
    _ = try create(alice, from: "192.0.2.1")
    #expect(try unregistered() == 3)
  }

  /// The clean-up and the caps read indexes of the unregistered tokens alone, never all of
  /// them (SQLite's plan: PostgreSQL plans by its statistics).
  @Test func theCleanUpAndTheCapsReadTheirIndexes() throws {
    guard !TestDatabase.usesPostgres else { return }
    func plan(_ query: String, _ arguments: [SQLValue]) throws -> String {
      try fixture.store.read { db in
        try db.rows("EXPLAIN QUERY PLAN " + query, arguments)
          .map { "\($0.values)" }.joined(separator: " ")
      }
    }
    let unregistered = "FROM authPushToken WHERE userRecordName IS NULL"
    let cleanUp = try plan(
      "SELECT apnsToken \(unregistered) AND created < ? ORDER BY created LIMIT 100", [.integer(0)])
    #expect(cleanUp.contains("authPushTokenUnregistered"), "\(cleanUp)")
    #expect(!cleanUp.contains("TEMP B-TREE"), "\(cleanUp)")
    for (column, index) in [
      ("creator", "authPushTokenByCreator"), ("address", "authPushTokenByAddress"),
    ] {
      let count = try plan(
        "SELECT COUNT(*), MIN(created) \(unregistered) AND \(column) = ? AND created >= ?",
        [.text("x"), .integer(0)])
      #expect(count.contains(index), "\(count)")
    }
  }

  @Test func theyGoWithTheAccount() throws {
    let kept = try create(bob, from: "192.0.2.1")
    _ = try create(alice, from: "192.0.2.1")
    try fixture.storage.deleteAccount(userRecordName: alice)
    let left = try fixture.store.read { db in
      try db.values(String.self, "SELECT apnsToken FROM authPushToken")
    }
    #expect(left == [kept])
  }
}
