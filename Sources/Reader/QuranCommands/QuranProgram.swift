import ArgumentParser
import ChildProcess
import Foundation

/// The quran program's own file, run again as a helper of itself: the reader's background
/// sync (`reader-sync`), its recitation (`recite`, `drill`), the text's download before a first
/// read. One program holds the reader and the network code (the runtime, Foundation and GRDB
/// once, not twice in two programs).
package enum QuranProgram {
  /// This program's file (its path read with `readlink`, one `String` made: the reader asks
  /// for it before its first frame, and `URL`'s first use searches the program's
  /// conformances).
  package static var path: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let end = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard end > 0 else { return CommandLine.arguments[0] }
    buffer[end] = 0
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Runs this program again with `arguments` and waits for it; it writes to this program's
  /// standard output and error. Its exit status other than 0 becomes this command's.
  static func run(_ arguments: [String]) throws {
    let path = path
    let child: ChildProcess
    do { child = try ChildProcess(path, arguments) } catch let failure as ChildProcess.StartFailure
    {
      throw Problem("\(path) could not be started (\(String(cString: strerror(failure.code)))).")
    }
    switch child.termination() {
    case .exited(0): return
    // A child ended by a signal: the signal's number, as before.
    case .exited(let status), .signalled(let status): throw ExitCode(status)
    }
  }
}

/// A command whose work reaches the network. Its options and help are declared in this module,
/// so that `quran --help`, the completions and the man page show them; its work is the quran
/// program's (`NetworkWork` there), which holds the network code, and which carries the command
/// out before `run` is ever called.
package protocol NetworkCommand: ParsableCommand {}

extension NetworkCommand {
  /// Refuses: only the quran program, which holds the network code, carries this command out.
  package func run() throws {
    throw Problem(
      "\(Self.configuration.commandName ?? "This command") reaches the network, which only the quran program does."
    )
  }
}
