import Foundation
import Testing

@testable import QuranCommands

/// quran-sync is looked for beside the running program, whose path is read from
/// `/proc/self/exe` and cut at its last `/` by hand (issue 47: the reader asks before its
/// first frame).
@Suite struct SyncProgramTests {
  @Test func quranSyncIsLookedForBesideTheRunningProgram() throws {
    let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let slash = try #require(program.lastIndex(of: "/"))
    let folder = String(program[...slash])
    #expect(SyncProgram.path == folder + "quran-sync")
  }
}
