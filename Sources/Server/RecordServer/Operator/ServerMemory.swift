import CMemory
import Dispatch
import Synchronization

/// How the server keeps its memory within its bound (the service unit's, and the 300 MB
/// `quran-bench attack` allows) with glibc's malloc.
///
/// By default glibc raises the size from which a block gets a mapping of its own after every
/// such block freed, up to 32 MB: once the server has read a 2 MB body, every later block
/// under 2 MB (bodies, records, answers) is cut from heaps that keep what is freed in them,
/// one heap per thread that allocated, so the memory a burst of large requests took stays
/// taken. Fixing the size keeps large blocks apart, each given back when freed.
///
/// The values a large body is read into are small blocks (a field of a record is a few
/// dozen bytes of JSON and a few hundred in memory), cut from the heap of the thread that
/// read it; freed, they stay that heap's, whole pages of them. A body read on another thread
/// the next time grows another heap, so a few large bodies read in turn would hold several
/// heaps full of free memory. Once a large body's request is answered, the heaps' free pages
/// are given back (`giveBackFree`).
enum ServerMemory {
  /// Blocks from this size up are mappings of their own, and a heap gives back free memory at
  /// its top past it: a record of more than a quarter of the 1 MB bound, a body, an answer.
  static let largeBlock = 256 * 1024

  /// Sets glibc's malloc so; called once, when the server starts.
  static func keepLargeBlocksApart() {
    _ = records_memory_keep_large_blocks_apart(largeBlock)
  }

  /// Whether a giving back is asked for and not yet begun: requests answered meanwhile are
  /// served by that one.
  private static let givingBackAsked = Atomic<Bool>(false)
  private static let givingBack = DispatchQueue(label: "quran-records.memory", qos: .utility)

  /// Gives the heaps' free pages back to the system, on a thread of its own (it takes a few
  /// milliseconds over large heaps), once for all the large bodies answered while it waits.
  static func giveBackFree() {
    guard
      givingBackAsked.compareExchange(
        expected: false, desired: true, ordering: .acquiringAndReleasing
      )
      .exchanged
    else { return }
    givingBack.async {
      givingBackAsked.store(false, ordering: .releasing)
      _ = records_memory_give_back_free()
    }
  }
}
