import CLoaderPages
import Foundation
import Testing

/// The relocation table's pages are given back (no longer resident in this process), and a
/// page read again afterwards holds what it held: it comes back from the file.
@Suite struct LoaderPagesTests {
  /// Whether the page at `address` is in this process's memory now (/proc/self/pagemap).
  static func isResident(_ address: UInt) throws -> Bool {
    let pagemap = try #require(FileHandle(forReadingAtPath: "/proc/self/pagemap"))
    defer { try? pagemap.close() }
    try pagemap.seek(toOffset: UInt64(address / UInt(getpagesize())) * 8)
    let entry = try #require(try pagemap.read(upToCount: 8))
    return entry.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) } >> 63 == 1
  }

  @Test func theRelocationTableIsGivenBackAndReadsTheSameAfter() throws {
    var start: UnsafeRawPointer?
    var length = 0
    loader_pages_relocations(&start, &length)
    let table = try #require(start)
    let page = UInt(getpagesize())
    try #require(length >= 3 * Int(page), "the test program has a relocation table of pages")
    let inside = (UInt(bitPattern: table) + page - 1) & ~(page - 1)
    let before = Array(
      UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: inside), count: 64))
    #expect(try Self.isResident(inside))
    #expect(loader_pages_release_relocations() >= page)
    #expect(try !Self.isResident(inside))
    let after = Array(
      UnsafeRawBufferPointer(start: UnsafeRawPointer(bitPattern: inside), count: 64))
    #expect(after == before)
  }
}
