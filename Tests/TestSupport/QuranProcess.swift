import Foundation
import Loopback

/// Runs the built `quran` executable, as a script would.
public struct QuranProcess {
  /// The `quran` binary built beside the test bundle.
  public static let executable = Fixtures.builtExecutable("quran")

  /// Runs `quran` with arguments in a home, with the shared data; returns what it printed.
  public static func run(
    _ arguments: [String], home: String?, environment extra: [String: String] = [:],
    input: String? = nil, currentDirectory: String? = nil
  ) throws -> Subprocess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    environment["QURAN_VI_HOME"] = home
    environment.removeValue(forKey: "NO_COLOR")
    for (key, value) in extra { environment[key] = value }
    return try Subprocess.run(
      executable, arguments, environment: environment, input: input,
      currentDirectory: currentDirectory)
  }
}
