/// Bounds every reader keeps, so that any input, however hostile, costs bounded stack,
/// time and memory.
enum ReadingLimits {
  /// Nesting depth of arrays and dictionaries. Preferences nest a few levels; recursion
  /// deeper than this would only risk the stack.
  static let maxDepth = 128
}
