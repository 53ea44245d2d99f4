import Foundation

/// Waiting for an event a test can only observe by looking (a line in a log, a file, a
/// process's end): looks every 20 ms until it is seen or the time is up.
public enum Waiting {
  /// Waits until `condition` holds or `seconds` pass; whether it held.
  public static func until(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if try condition() { return true }
      usleep(20_000)
    }
    return try condition()
  }
}
