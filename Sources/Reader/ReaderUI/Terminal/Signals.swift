import Foundation

/// Ctrl-C, SIGTERM and SIGHUP end the reader the way `q` does: the loop notices the signal,
/// saves the place and restores the terminal. (A Ctrl-C over a note whose draft cannot be
/// written is asked about first: see `ReaderSession.mayStopOnInterrupt`.) (SIGKILL cannot be caught; every change is
/// already committed by then.)
enum Signals {
  nonisolated(unsafe) private static var received: sig_atomic_t = 0

  static func install() {
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in Signals.received = number }
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// The signal that asked the reader to stop, if one did.
  static var pending: Int32? { received == 0 ? nil : received }

  /// Forgets the signal: a Ctrl-C the reader answered with a question rather than stopping.
  static func clear() { received = 0 }
}
