import Foundation
import Loopback
import TestSupport
import Testing

/// The tests' clock from outside: what an ended `faketime` wrapper left in /dev/shm is removed
/// before the next starts (a later wrapper of the same process id refused to start, and a
/// memorize test failed in CI), what a running one holds is kept, and the clock is set.
@Suite struct FakeTimeTests {
  @Test func whatAnEndedWrapperLeftGoesAndARunningOnesStays() throws {
    let ended = try Subprocess.run("/bin/sh", ["-c", "echo $$"], environment: [:])
    let endedID = try #require(Int32(ended.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    let running = ProcessInfo.processInfo.processIdentifier
    let left = ["/dev/shm/sem.faketime_sem_\(endedID)", "/dev/shm/faketime_shm_\(endedID)"]
    let held = ["/dev/shm/sem.faketime_sem_\(running)", "/dev/shm/faketime_shm_\(running)"]
    for path in left + held {
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    }
    defer { for path in held { unlink(path) } }

    let dated = try Subprocess.run(
      "/usr/bin/env", FakeTime.arguments("2026-01-12 10:00:00") + ["date", "+%F"],
      environment: ["TZ": "UTC", "PATH": "/usr/bin:/bin"])
    #expect(dated.output == "2026-01-12\n", "\(dated.output)\(dated.error)")
    for path in left { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
    for path in held { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
  }
}
