import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

/// Rough storage throughput, without HTTP: run with `STORAGE_THROUGHPUT=1` (the server's
/// figures are measured end to end by the load tool). Prints records/s for 200-record batches
/// and for paging the change feed.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STORAGE_THROUGHPUT"] != nil))
struct StorageThroughputTests {
  @Test func batchesAndChangePaging() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    let count = Int(ProcessInfo.processInfo.environment["STORAGE_THROUGHPUT"] ?? "") ?? 20_000
    let batches = count / 200
    var start = Date()
    for batch in 0..<batches {
      let operations = (0..<200).map { index in
        ModifyRecordsRequest.Operation(
          .forceReplace,
          note(
            "\(batch % 114 + 1):\(index + 1)",
            "A note of ordinary length, a sentence or two about the ayah.", id: "\(batch)-\(index)")
        )
      }
      let results = try fixture.modify(operations)
      #expect(results.allSatisfy { $0.record != nil })
    }
    let writeSeconds = Date().timeIntervalSince(start)
    start = Date()
    let changes = try fixture.allChanges()
    let readSeconds = Date().timeIntervalSince(start)
    #expect(changes.records.count == batches * 200)
    print(
      "storage throughput: modify \(Int(Double(batches * 200) / writeSeconds)) records/s,"
        + " changes \(Int(Double(changes.records.count) / readSeconds)) records/s")
  }

  @Test func singleRecordModifyLatency() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var latencies: [Double] = []
    for index in 0..<1000 {
      let start = DispatchTime.now().uptimeNanoseconds
      try fixture.save(favorite("1:\(index % 7 + 1)", at: Int64(index)))
      latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    latencies.sort()
    print(
      "storage single-record modify: p50 \(latencies[500]) ms, p99 \(latencies[990]) ms,"
        + " max \(latencies.last!) ms")
    #expect(latencies[990] < 10)
  }
}
