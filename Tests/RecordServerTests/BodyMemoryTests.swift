import CloudRecords
import Foundation
import Testing

/// A large body costs the server about its size once more, not many times it: in issue 37's
/// attack one 9 MB `records/modify` body raised the server's peak memory by about 170 MB.
/// Measured on the real server process (its VmHWM, set back to VmRSS first), so nothing else
/// of the test run is counted.
@Suite("A large body costs the server about its size")
struct BodyMemoryTests {
  /// The server's memory in bytes: now (VmRSS) and at its peak (VmHWM).
  static func memory(of pid: pid_t) throws -> (now: Int, peak: Int) {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    func bytes(_ field: String) throws -> Int {
      let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(field) })
      return try #require(Int(line.split(separator: " ").dropFirst().first ?? "")) * 1024
    }
    return (try bytes("VmRSS:"), try bytes("VmHWM:"))
  }

  /// One record holding 8 MB of text (refused: a record holds at most 1 MB). The body is read
  /// once and its text kept once; the body is not copied to be parsed, nor the record written
  /// out as JSON to find it too large.
  @Test func aRecordOfEightMegabytesCostsLessThanThreeTimesItsSize() throws {
    let fixture = try ServerFixture()
    _ = try fixture.createZone()
    let size = 8_000_000
    let body =
      Data(
        (#"{"operations": [{"operationType": "create", "record": {"recordName": "big", "#
          + #""recordType": "AyahNote", "fields": {"noteText": {"value": ""#).utf8)
      + Data(repeating: UInt8(ascii: "p"), count: size)
      + Data(#""}}}}], "zoneID": {"zoneName": "QuranZone"}}"#.utf8)
    let pid = fixture.server.pid
    let before = try Self.memory(of: pid).now
    try "5".write(toFile: "/proc/\(pid)/clear_refs", atomically: false, encoding: .utf8)
    let answer = try fixture.post(.modifyRecords, body: body)
    let peak = try Self.memory(of: pid).peak
    #expect(answer.status == 200, "\(answer.text.prefix(300))")
    #expect(answer.text.contains("1 MB"), "\(answer.text.prefix(300))")
    let cost = Double(peak - before) / Double(size)
    #expect(cost < 3, "the body raised the server's peak by \(cost) times its size")
  }
}
