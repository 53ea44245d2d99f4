import Foundation

/// A program run with its clock set from outside by Debian's `faketime`. The wrapper names a
/// semaphore and a shared-memory file in /dev/shm after its own process id and refuses to start
/// ("sem_open: File exists") when a wrapper of that id left them: a tmux test that ends its
/// session hangs the wrapper up before it cleans after itself, and on a busy machine process
/// ids come round again. So each start first removes what wrappers no longer running left.
/// (libfaketime preloaded without the wrapper makes its own pair, and the Swift runtime then
/// sees no arguments at all.)
public enum FakeTime {
  /// `env`'s arguments that run the program after them at `moment` ("2026-01-12 10:00:00"):
  /// pass them to `/usr/bin/env`, followed by the program and its arguments.
  public static func arguments(_ moment: String) -> [String] {
    removeWhatEndedWrappersLeft()
    return ["faketime", moment]
  }

  /// The start of a shell command line that runs the program after it at `moment`.
  public static func shellPrefix(_ moment: String) -> String {
    removeWhatEndedWrappersLeft()
    return "faketime '\(moment)'"
  }

  /// The start of a shell command line that runs the program after it with its date standing
  /// still at `moment` (`faketime -f`, no `@`): the clock it waits by (the monotonic one) runs
  /// on, as after a change of the computer's date.
  public static func stillShellPrefix(_ moment: String) -> String {
    removeWhatEndedWrappersLeft()
    return "faketime -f --exclude-monotonic '\(moment)'"
  }

  /// Unlinks `faketime_shm_<pid>` and `sem.faketime_sem_<pid>` of every process id that runs no
  /// process now.
  static func removeWhatEndedWrappersLeft() {
    let folder = "/dev/shm"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names {
      guard let range = name.range(of: #"faketime_(sem|shm)_"#, options: .regularExpression),
        let pid = pid_t(name[range.upperBound...]), kill(pid, 0) == -1, errno == ESRCH
      else { continue }
      unlink(folder + "/" + name)
    }
  }
}
