import Foundation
import Loopback

/// A real small disk for tests of a full one: a tmpfs of a few megabytes mounted on a folder
/// of its own (mounting needs root, as CI runs), unmounted and removed when it goes away.
public final class SmallDisk {
  /// Where it is mounted.
  public let path: String

  /// Mounts a tmpfs of `megabytes`; throws saying why when it cannot.
  public init(megabytes: Int, name: String) throws {
    path = Fixtures.makeTemporaryDirectory(name)
    let mounted = try Subprocess.run(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", path], environment: [:])
    guard mounted.status == 0 else {
      throw SubprocessError("a \(megabytes) MB tmpfs could not be mounted: \(mounted.error)")
    }
  }

  deinit {
    _ = try? Subprocess.run("/bin/umount", ["-l", path], environment: [:])
    try? FileManager.default.removeItem(atPath: path)
  }
}
