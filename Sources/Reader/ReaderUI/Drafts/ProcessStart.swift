import Foundation

/// When a process started, in clock ticks since the computer started (`/proc/PID/stat`'s
/// 22nd field): with its id, what tells a process from a later one given the same id (after
/// a reboot, ids are handed out again).
enum ProcessStart {
  /// This process's start.
  static let current = of(getpid())

  /// The start of process `pid`, nil when it is not running or cannot be read.
  static func of(_ pid: Int32) -> UInt64? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's name (which may hold spaces and parentheses): the state is the
    // 3rd field, the start the 22nd.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? UInt64(fields[19]) : nil
  }
}
