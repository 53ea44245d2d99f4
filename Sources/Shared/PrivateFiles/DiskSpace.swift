import Foundation

/// The free space of the file system that holds a path, and where that file system is
/// mounted: what a person must know to free space when the library's disk is full. SQLite
/// often tells a full disk as an input/output error (writing the WAL, growing the
/// shared-memory file), so such an error is looked at again through the free space.
public struct DiskSpace: Sendable, Equatable {
  /// The bytes an unprivileged user may still write.
  public let free: UInt64
  /// The file system's size in bytes.
  public let total: UInt64
  /// Where the file system is mounted (the highest folder above the path on the same one).
  public let mount: String

  /// Below this, a write that failed failed for want of room.
  static let nearlyFull: UInt64 = 256 * 1024

  /// The space of `free` and `total` bytes on the file system mounted at `mount`.
  public init(free: UInt64, total: UInt64, mount: String) {
    (self.free, self.total, self.mount) = (free, total, mount)
  }

  /// The space of the file system that holds `path` (or its nearest existing folder); nil
  /// when it cannot be asked.
  public static func of(_ path: String) -> DiskSpace? {
    var place = path
    var status = stat()
    while stat(place, &status) != 0 {
      let up = (place as NSString).deletingLastPathComponent
      guard up != place, !up.isEmpty else { return nil }
      place = up
    }
    var info = statvfs()
    guard statvfs(place, &info) == 0 else { return nil }
    let unit = UInt64(info.f_frsize == 0 ? info.f_bsize : info.f_frsize)
    return DiskSpace(
      free: UInt64(info.f_bavail) * unit, total: UInt64(info.f_blocks) * unit,
      mount: mountPoint(of: place, device: status.st_dev))
  }

  /// Whether so little is left that a write failed for want of room.
  public var isFull: Bool { free < Self.nearlyFull }

  /// The highest folder above `path` on the device `device`.
  static func mountPoint(of path: String, device: dev_t) -> String {
    var mount = (path as NSString).standardizingPath
    var status = stat()
    while mount != "/" {
      let up = (mount as NSString).deletingLastPathComponent
      guard stat(up, &status) == 0, status.st_dev == device else { break }
      mount = up
    }
    return mount
  }

  /// The free space as a person reads it: `0 KB`, `812 KB`, `1.4 GB`.
  public var freeText: String {
    let kilobytes = Double(free) / 1000
    if kilobytes < 1000 { return "\(Int(kilobytes)) KB" }
    let megabytes = kilobytes / 1000
    if megabytes < 1000 { return "\((megabytes * 10).rounded() / 10) MB" }
    return "\((megabytes / 100).rounded() / 10) GB"
  }
}
