import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

/// Rough storage throughput, without HTTP: run with `STORAGE_THROUGHPUT=1` (the server's
/// figures are measured end to end by the load tool). Prints records/s for 200-record batches
/// and for paging the change feed, and the test process's peak memory.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["STORAGE_THROUGHPUT"] != nil))
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
    var token: String?
    var paged = 0
    while true {
      let page = try fixture.storage.recordChanges(
        RecordChangesRequest(zoneID: StorageFixture.quranZone, syncToken: token),
        in: fixture.scope())
      paged += page.records.count
      token = page.syncToken
      if !page.moreComing { break }
    }
    let readSeconds = Date().timeIntervalSince(start)
    #expect(paged == batches * 200)
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM") } ?? "VmHWM: ?"
    print(
      "storage throughput: modify \(Int(Double(batches * 200) / writeSeconds)) records/s,"
        + " changes \(Int(Double(paged) / readSeconds)) records/s;"
        + " test process \(peak.replacingOccurrences(of: "\t", with: " "))")
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
    // The issue's 10 ms is quran-bench records' figure, through the server on a quiet machine;
    // here, with other suites running beside it, only an order of magnitude is checked.
    #expect(latencies[990] < 100)
  }
}
