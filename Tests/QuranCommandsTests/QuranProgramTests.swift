import Foundation
import Testing

@testable import QuranCommands

/// The reader's helpers (`reader-sync`, `recite`, `drill`) are this program run again: its
/// own file, read from `/proc/self/exe` (issue 63: one program holds the network code).
@Suite struct QuranProgramTests {
  @Test func theHelperIsThisProgramsOwnFile() throws {
    let program = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    #expect(QuranProgram.path == program)
  }
}
