import CloudRecords
import Foundation
import TestSupport
import Testing

/// The rate limit counts work, not requests: a batch of 200 operations costs 51 (one, and
/// one every four items after the first).
@Suite("The rate limit budgets operations")
struct WorkBudgetTests {
  @Test func aUserWhoseBatchesSpendTheBudgetIsThrottledAndOthersAreNot() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"], arguments: ["--rate-limit", "10"])
    try fixture.createZone()
    try fixture.createZone(as: "bob")
    let batch = (0..<200).map { ServerFixture.favorite("f\($0)", ayah: Int64($0 + 1)) }
    // A batch larger than the burst (two seconds' worth) is let in…
    let sent = Date()
    let first = try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(
        operations: batch.map { .init(.forceReplace, $0) }, zoneID: ServerFixture.zone))
    #expect(first.status == 200, "\(first.text.prefix(300))")
    // …and spends five seconds' worth: the next request waits, though it is only the second.
    let second = try fixture.lookup(["f1"])
    #expect(second.status == 429, "\(second.text)")
    #expect(second.serverError?.serverErrorCode == .throttled)
    #expect(second.serverError?.reason.contains("operations a second") == true)
    // About three seconds' worth is owed once the batch is in: what a loaded machine took
    // since then is already paid.
    let owed = Double(second.serverError?.retryAfter ?? 0) + Date().timeIntervalSince(sent)
    #expect(owed >= 3, "retry after \(second.serverError?.retryAfter ?? 0) s")
    // bob's budget is his own.
    #expect(try fixture.lookup(["f1"], as: "bob").status == 200)
  }
}
