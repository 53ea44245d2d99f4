import Foundation

/// Whether this user may read and write the library's files, and when not, why — the
/// owner and the mode — and the one command that gives them back (a library copied in with
/// `sudo cp` belongs to root, and is neither damaged nor in a read-only folder).
package enum FileAccess {
  /// The permission problem of the library at `path`: its file, or the WAL or shared-memory
  /// file beside it, exists and cannot be read or written by this user. Nil when every one
  /// that exists can be (root can always), or when there is none.
  package static func problem(_ path: String) -> LibraryProblem? {
    for file in [path, path + "-wal", path + "-shm"] {
      var status = stat()
      guard stat(file, &status) == 0 else { continue }
      guard access(file, R_OK | W_OK) != 0, errno == EACCES || errno == EPERM else { continue }
      let mode = String(status.st_mode & 0o7777, radix: 8)
      let owner = userName(status.st_uid)
      let me = userName(geteuid())
      let fix =
        status.st_uid == geteuid()
        ? "chmod u+rw \(shellQuoted(file))"
        : "sudo chown \(shellQuoted(me)) \(shellQuoted(file))"
      return .permission(path: file, owner: owner, mode: "0" + mode, user: me, fix: fix)
    }
    return nil
  }

  /// The name of the user `uid`, or the number when it has none.
  static func userName(_ uid: uid_t) -> String {
    guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return "\(uid)" }
    return String(cString: name)
  }

  /// `text` as one word of a shell command, quoted only when it must be.
  static func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+:@".contains($0))
    }
    return plain && !text.isEmpty
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
