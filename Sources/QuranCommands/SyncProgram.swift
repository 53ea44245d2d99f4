import ArgumentParser
import ChildProcess
import Foundation

/// quran-sync: the program installed beside `quran` that holds the network code — sync,
/// sign-in, the text download. Reading never needs it, so a `quran` that only reads loads
/// none of it (as git leaves HTTPS to git-remote-https).
package enum SyncProgram {
  /// The program's file name, which `path` looks for beside `quran`.
  package static let name = "quran-sync"

  /// Beside this program's own file (its path read with `readlink` and cut in the C buffer,
  /// one `String` made: the reader asks for it before its first frame, and `URL`'s first use,
  /// like the slicing and mapping of arrays, searched the program's conformances, issue 47).
  package static var path: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    var end = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard end > 0 else { return directory(of: CommandLine.arguments[0]) + name }
    while end > 0, buffer[end - 1] != CChar(UInt8(ascii: "/")) { end -= 1 }
    buffer[end] = 0
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } + name
  }

  /// The folder of `program` with its `/`, or the current folder's for a bare name.
  private static func directory(of program: String) -> String {
    guard let slash = program.lastIndex(of: "/") else {
      return FileManager.default.currentDirectoryPath + "/"
    }
    return String(program[...slash])
  }

  /// Why quran-sync cannot be run, or nil.
  static func missing(at path: String) -> Problem? {
    FileManager.default.isExecutableFile(atPath: path)
      ? nil
      : Problem(
        "\(name) is not installed beside quran (looked for \(path)); install it with quran (see the README's Install section)."
      )
  }

  /// Replaces this process with quran-sync given the same arguments, so it reads the same
  /// terminal and its exit status is this command's.
  static func takeOver() throws -> Never {
    let path = path
    if let problem = missing(at: path) { throw problem }
    let arguments = [path] + CommandLine.arguments.dropFirst()
    let argv = arguments.map { strdup($0) } + [nil]
    fflush(nil)
    execv(path, argv)
    throw Problem("\(path) could not be started (\(String(cString: strerror(errno)))).")
  }

  /// Runs quran-sync with `arguments` and waits for it; it writes to this program's standard
  /// output and error. Its exit status other than 0 becomes this command's.
  static func run(_ arguments: [String]) throws {
    let path = path
    if let problem = missing(at: path) { throw problem }
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

/// A command whose work quran-sync does: `quran` hands the whole command line over to it.
package protocol SyncProgramCommand: ParsableCommand {}

extension SyncProgramCommand {
  /// Hands the whole command line to quran-sync, which replaces this program.
  package func run() throws { try SyncProgram.takeOver() }
}
