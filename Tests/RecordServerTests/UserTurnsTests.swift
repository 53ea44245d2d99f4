import CloudRecords
import Foundation
import Testing

@testable import RecordServer

/// Issue 61, item 5: members share the storage's turns. Three members each running as many
/// requests as they may no longer hold a reader each and more between them (they ran six at
/// once, past SQLite's five readers, and alice's request waited a second behind them); a
/// member with one request runs at once. In process: the turns, not the wire, are tested.
@Suite struct UserTurnsTests {
  /// Holds the work of the members' requests until it is opened.
  actor Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func pass() async {
      guard !isOpen else { return }
      await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
      isOpen = true
      for continuation in waiting { continuation.resume() }
      waiting = []
    }
  }

  @Test func membersShareTheTurnsAndOneRequestNeverWaits() async throws {
    let turns = UserTurns(atOnce: 2, waiting: 8, shared: 2)
    let gate = Gate()
    let members = ["m1", "m2", "m3"]
    var requests: [Task<Void, any Error>] = []
    for member in members {
      for _ in 0..<2 {
        requests.append(Task { try await turns.take(member) { await gate.pass() } })
      }
    }
    // Every request is in: running, or waiting its turn.
    let deadline = ContinuousClock.now + .seconds(10)
    while members.contains(where: { turns.count(of: $0).running + turns.count(of: $0).waiting < 2 }
    ) {
      try #require(ContinuousClock.now < deadline, "the members' requests never all came in")
      await Task.yield()
    }
    let running = members.map { turns.count(of: $0).running }.reduce(0, +)
    #expect(running <= 4, "the shared turns, and a first request of each member beyond them")
    #expect(members.allSatisfy { turns.count(of: $0).running >= 1 }, "every member has a turn")

    // Alice's one request runs while theirs still hold every shared turn.
    let answered = try await turns.take("alice") { true }
    #expect(answered)

    await gate.open()
    for request in requests { try await request.value }
    #expect(members.allSatisfy { turns.count(of: $0) == (0, 0) })
  }
}
