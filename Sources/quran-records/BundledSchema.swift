import Foundation

/// The app's schema, `Resources/schema/QuranVietnamese.ckdb`, found beside the built
/// executable's package (a checkout built with `swift build`) or installed next to it.
enum BundledSchema {
  static func text() -> String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
    while directory.path != "/" {
      for candidate in [
        "Resources/schema/QuranVietnamese.ckdb", "share/quran-records/QuranVietnamese.ckdb",
      ] {
        let path = directory.appendingPathComponent(candidate).path
        if let text = try? String(contentsOfFile: path, encoding: .utf8) { return text }
      }
      directory.deleteLastPathComponent()
    }
    // No schema file: development creates types on first save; production has none.
    return "DEFINE SCHEMA\n"
  }
}
