/// Bounds every reader keeps, so that any input, however hostile, costs bounded stack,
/// time and memory.
public enum ReadingLimits {
  /// Nesting depth of arrays and dictionaries. Preferences nest a few levels; recursion
  /// deeper than this would only risk the stack.
  static let maxDepth = 128
  /// The largest dump read. The app's real dumps are kilobytes and the heaviest we test
  /// (50,000 notes) about 6 MB; a file past this is not the app's preferences.
  public static let maxBytes = 16 * 1024 * 1024
  /// Values (strings, numbers, lists, dictionaries…) in one dump or one of the app's values.
  /// Each costs memory well beyond its bytes in the file (`[],` is 3 bytes and a list), so
  /// the count, not only the size, bounds memory: a few hundred megabytes at most.
  static let maxValues = 2_000_000
}
