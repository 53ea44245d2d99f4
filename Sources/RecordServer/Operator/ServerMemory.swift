import CMemory

/// How the server keeps its memory within its bound (the service unit's, and issue 37's
/// 300 MB under attack) with glibc's malloc.
///
/// By default glibc raises the size from which a block gets a mapping of its own after every
/// such block freed, up to 32 MB: once the server has read a 2 MB body, every later block
/// under 2 MB (bodies, records, answers) is cut from heaps that keep what is freed in them,
/// one heap per thread that allocated, so the memory a burst of large requests took stays
/// taken. Fixing the size keeps large blocks apart, each given back when freed.
enum ServerMemory {
  /// Blocks from this size up are mappings of their own, and a heap gives back free memory at
  /// its top past it: a record of more than a quarter of the 1 MB bound, a body, an answer.
  static let largeBlock = 256 * 1024

  /// Sets glibc's malloc so; called once, when the server starts.
  static func keepLargeBlocksApart() {
    _ = records_memory_keep_large_blocks_apart(largeBlock)
  }
}
