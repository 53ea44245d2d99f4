// Sync when things go wrong: the client killed mid-push and mid-pull, the server killed and
// started again, the server throttling or gone. Nothing is lost and nothing doubles.
import DataFolder
import Foundation
import GRDB
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
import Testing

@Suite(.serialized) struct FailureTests {
  /// A library with many changes waiting: `count` notes and favorites.
  func fill(_ device: Device, notes count: Int) throws {
    var batch = ImportBatch()
    let date = Date().addingTimeInterval(-3600)
    for index in 0..<count {
      let id = SurahSizes.ayah(atGlobalIndex: index % SurahSizes.totalAyahs + 1)!
      batch.notes.append(
        AyahNote(
          id: UUID(), ayahID: id, text: "ghi chú \(index)", createdAt: date, modifiedAt: date))
      if index < 2000 { batch.favorites.append(FavoriteAyah(ayahID: id, favoritedAt: date)) }
    }
    _ = try device.library.merge(batch)
  }

  /// Starts `quran sync` (or `arguments`) on the device once for each count, and kills it (-9) while a proxy
  /// holds its `count`th request to `operation` (`records/modify`, `records/query`): the
  /// request cut before the server in one run, its answer lost after the server did the work
  /// in the next. "Mid-way" is a request held, not a moment guessed. The device reaches the
  /// server directly again afterwards.
  func killSyncs(
    of device: Device, at counts: [Int], of operation: String, arguments: [String] = ["sync"]
  ) throws {
    let proxy = try FaultProxy(upstreamPort: device.world.server.port)
    defer { proxy.stop() }
    try device.reach(through: proxy)
    for (run, count) in counts.enumerated() {
      let held = DispatchSemaphore(value: 0)
      let letGo = DispatchSemaphore(value: 0)
      let hold: @Sendable () -> Void = {
        held.signal()
        letGo.wait()
      }
      let seen = Locked(0)
      let loseAnswer = run % 2 == 1
      proxy.setRule { request in
        guard request.contains("/\(operation)?"),
          seen.withLock({
            $0 += 1
            return $0
          }) == count
        else { return nil }
        return loseAnswer ? .lose(kind: "held", action: hold) : .cut(kind: "held", action: hold)
      }
      let child = try Child.quran(arguments, home: device.directory)
      let reached = held.wait(timeout: .now() + 120) == .success
      child.signal(SIGKILL)
      child.wait()
      letGo.signal()
      try #require(reached, "the sync ended before its request \(count) to \(operation)")
    }
    try device.reach(through: nil)
  }

  @Test func killedMidPushThenSyncedAgainLosesAndDoublesNothing() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try fill(a, notes: 4000)
    let expected = try a.snapshot()
    try killSyncs(of: a, at: [2, 2, 3], of: "records/modify")
    let finish = try a.quran(["sync"])
    #expect(finish.status == 0, "\(finish.error)")
    #expect(try a.library.pendingChangeCount() == 0)
    #expect(try a.snapshot() == expected)
    let b = try world.device("b")
    try b.sync()
    #expect(try b.snapshot() == expected)
    #expect(try b.library.noteCount() == 4000)
  }

  @Test func killedMidPullThenSyncedAgainLosesAndDoublesNothing() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try fill(a, notes: 4000)
    try a.sync()
    let b = try world.device("b")
    try b.library.setFavorite(ayah("114:6"), true)
    try killSyncs(of: b, at: [3, 5], of: "records/query")
    let finish = try b.quran(["sync"])
    #expect(finish.status == 0, "\(finish.error)")
    try a.sync()
    #expect(try b.snapshot() == a.snapshot())
    #expect(try b.library.noteCount() == 4000)
    #expect(try a.library.isFavorite(ayah("114:6")))
  }

  /// A device that has everything syncs again while it is killed part-way through listing
  /// the server's 4,000 notes: a listing cut short deletes nothing, and the next sync still
  /// sends what the server lacks.
  @Test func aSyncKilledWhileListingDeletesNothing() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try fill(a, notes: 4000)
    try a.sync()
    let b = try world.device("b")
    try b.sync()
    try b.library.setFavorite(ayah("114:6"), true)

    // A complete listing (a plain sync reads the change feed).
    try killSyncs(of: b, at: [2, 2], of: "records/query", arguments: ["sync", "--full"])
    #expect(try b.library.noteCount() == 4000)
    let finish = try b.quran(["sync"])
    #expect(finish.status == 0, "\(finish.error)")
    try a.sync()
    #expect(try a.library.isFavorite(ayah("114:6")), "the favorite made during the kills")
    #expect(try b.snapshot() == a.snapshot())
  }

  /// The server is killed while it holds the third batch of a `quran sync`: before the batch
  /// reached it, or after it saved the batch and before the answer left. The sync says the
  /// server is away and keeps what it could not confirm; the next sync sends the rest.
  @Test(arguments: [false, true])
  func theServerKilledAndRestartedMidSync(afterSaving: Bool) throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try fill(a, notes: 3000)
    let expected = try a.snapshot()
    let proxy = try FaultProxy(upstreamPort: world.server.port)
    try a.reach(through: proxy)
    let held = DispatchSemaphore(value: 0)
    let letGo = DispatchSemaphore(value: 0)
    let batches = Locked(0)
    proxy.setRule { request in
      guard request.contains("/records/modify") else { return nil }
      guard
        batches.withLock({
          $0 += 1; return $0
        }) == 3
      else { return nil }
      let hold: @Sendable () -> Void = {
        held.signal()
        letGo.wait()
      }
      return afterSaving
        ? .lose(kind: "held", action: hold) : .cut(kind: "held", action: hold)
    }
    let child = try Child.quran(["sync"], home: a.directory)
    try #require(
      held.wait(timeout: .now() + 120) == .success, "the sync never sent a third batch")
    world.server.kill()
    letGo.signal()
    #expect(child.wait() == 1)
    #expect(child.error.contains("Could not reach the record server"), "\(child.error)")
    #expect(try a.library.pendingChangeCount() > 0, "the sync was stopped mid-way")

    try world.server.restart()
    proxy.setUpstream(port: world.server.port)
    proxy.setRule(nil)
    try a.sync()
    #expect(try a.library.pendingChangeCount() == 0)
    #expect(try a.snapshot() == expected)
    let b = try world.device("b")
    try b.sync()
    #expect(try b.snapshot() == expected)
  }

  @Test func aThrottlingServerIsWaitedFor() throws {
    // One log line a request, so the test can see that the server did throttle.
    let world = try SyncWorld(
      serverArguments: ["--rate-limit", "3"], serverEnvironment: ["LOG_LEVEL": "debug"])
    let a = try world.device("a")
    for n in 1...100 { try a.library.setFavorite(ayah("2:\(n)"), true) }
    for n in 1...3 { try a.library.addNote(on: ayah("3:\(n)"), text: "note \(n)") }
    // The real command, with its default patience: the throttled requests are retried.
    let result = try a.quran(["sync"])
    #expect(result.status == 0, "\(result.error)")
    #expect(try a.library.pendingChangeCount() == 0)
    let b = try world.device("b")
    let report = try b.quran(["sync"])
    #expect(report.status == 0, "\(report.error)")
    #expect(try b.snapshot() == a.snapshot())
    #expect(world.server.log.contains(" 429 "), "the server never throttled")
  }

  @Test func aServerThatIsDownGetsASentenceAndTheChangesWait() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try a.library.setFavorite(ayah("1:1"), true)
    try a.sync()
    try a.library.setFavorite(ayah("1:2"), true)
    try a.library.addNote(on: ayah("1:2"), text: "offline note")
    world.server.kill()
    let result = try a.quran(["sync"])
    #expect(result.status == 1)
    #expect(result.error.contains("Could not reach the record server at"), "\(result.error)")
    #expect(result.error.contains("your changes are kept and will sync later"))
    #expect(result.error.split(separator: "\n").count == 1)
    let status = try a.quran(["status"])
    #expect(status.output.contains("Changes waiting: 2."), "\(status.output)")
    // The last sync that worked and the failure, each with its own time.
    #expect(status.output.contains("Last sync: 20"), "\(status.output)")
    #expect(status.output.contains("Last error, at 20"))
    #expect(status.output.contains(": Could not reach"))
    #expect(status.output.contains("will sync later.\n"), "one period: \(status.output)")
    try world.server.restart()
    var account = try Account.load(from: a.accountPath)!
    account.server = world.server.baseURL.absoluteString
    try account.save(to: a.accountPath)
    let again = try a.quran(["sync"])
    #expect(again.status == 0, "\(again.error)")
    #expect(try a.library.pendingChangeCount() == 0)
    #expect(try a.quran(["status"]).output.contains("Last error: none."))
  }

  @Test func aRecordTheServerRefusesStaysQueuedAndTheRestGoes() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try a.library.setFavorite(ayah("1:1"), true)
    // A note written before the library refused notes too long to sync: made long behind
    // the library's back, as an older version left it.
    let huge = try a.library.addNote(on: ayah("1:1"), text: "ngắn")
    try DatabaseQueue(path: a.directory + "/library.sqlite").write {
      try $0.execute(
        sql: "UPDATE note SET text = ? WHERE id = ?",
        arguments: [String(repeating: "dài quá ", count: 110_000), huge.id.uuidString])
    }
    try a.library.setFavorite(ayah("1:2"), true)
    let result = try a.quran(["sync"])
    #expect(result.status == 1)
    #expect(result.error.contains("refused a change"), "\(result.error)")
    #expect(result.output.contains("2 sent; 1 waiting"), "\(result.output)")
    #expect(try a.library.pendingChanges().map(\.recordKey) == [huge.id.uuidString])
    #expect(try a.quran(["status"]).output.contains(": The record server refused"))
  }

  @Test func aRefusedSignInAsksToLogInAgainAndKeepsTheChanges() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try a.library.setFavorite(ayah("1:1"), true)
    try a.account(token: "expired_" + String(repeating: "x", count: 100)).save(to: a.accountPath)
    let result = try a.quran(["sync"])
    #expect(result.status == 1)
    #expect(result.error.contains("quran login"), "\(result.error)")
    #expect(try a.library.pendingChangeCount() == 1)
    try a.signIn()
    #expect(try a.quran(["sync"]).status == 0)
    #expect(try a.library.pendingChangeCount() == 0)
  }
}
