import Foundation

/// Where the tests and the benchmarks find what they share: the package's folder, the
/// published Quran files beside the project, the programs built, and temporary folders.
/// (`TestSupport` adds the corpus built from those files.)
public enum Fixtures {
  /// The package's root folder.
  public static let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The folder beside the project that holds the published files (`data/`).
  public static let sharedDirectory = (packageRoot + "/../shared" as NSString).standardizingPath
  /// The published Quran text's folder.
  public static let dataDirectory = sharedDirectory + "/data/quran"

  /// A new folder in the temporary folder, its name beginning `quran-vi-tests-NAME-`.
  public static func makeTemporaryDirectory(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "quran-vi-tests-\(name)-\(UUID().uuidString.prefix(8))"
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// An executable of this package, built beside the test bundle (`swift build --build-tests`
  /// builds them all); the debug build's path when none is found there.
  public static func builtExecutable(_ name: String) -> String {
    let tests =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: tests).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return packageRoot + "/.build/debug/" + name
  }
}
