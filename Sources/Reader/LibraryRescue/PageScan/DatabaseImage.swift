import Foundation
import Library

/// A SQLite database file read as bytes, page by page, without SQLite: the file itself and the
/// pages its write-ahead log (`-wal`) holds for committed transactions, which stand in for the
/// file's own copies. Every read is bounded: a page past the end, a damaged header or a log
/// cut short is "no page", never a crash.
///
/// The format is SQLite's documented file format (https://sqlite.org/fileformat.html): a
/// 100-byte header on page 1 (page size at offset 16, reserved bytes per page at 20, page
/// count at 28, first freelist trunk page at 32), then pages numbered from 1.
struct DatabaseImage {
  /// The first 16 bytes of every SQLite database file.
  static let magic = Array("SQLite format 3\0".utf8)
  /// The page sizes SQLite allows.
  static let pageSizes = [4096, 1024, 2048, 8192, 16384, 32768, 65536, 512]

  /// The file's bytes.
  let bytes: [UInt8]
  /// The size of each page.
  let pageSize: Int
  /// The bytes of each page that hold content (the page size less the reserved bytes).
  let usableSize: Int
  /// Whether page 1 begins with an intact header (else the page size was guessed).
  let headerIntact: Bool
  /// The pages the log holds for committed transactions, by page number.
  let logPages: [Int: ArraySlice<UInt8>]
  /// The number of pages, as many as the file and its log hold.
  let pageCount: Int
  /// The number of pages the header says the database has (0 when the header is damaged).
  let declaredPageCount: Int

  /// Reads the file at `path` (and its log beside it); nil when it cannot be read at all.
  init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    let log = FileManager.default.contents(atPath: path + "-wal").map { [UInt8]($0) } ?? []
    self.init(bytes: [UInt8](data), log: log)
  }

  /// An image of `bytes`, with the log `log` (empty when there is none).
  init(bytes: [UInt8], log: [UInt8] = []) {
    self.bytes = bytes
    let intact = bytes.count >= 100 && Array(bytes.prefix(16)) == Self.magic
    let logSize = Self.logPageSize(log)
    let raw = intact ? Int(bytes[16]) << 8 | Int(bytes[17]) : 0
    let named = raw == 1 ? 65_536 : raw
    headerIntact = intact && Self.pageSizes.contains(named)
    let size = headerIntact ? named : logSize ?? Self.guessPageSize(bytes)
    pageSize = size
    usableSize = max(480, size - (headerIntact ? Int(bytes[20]) : 0))
    // The header's page count holds only when the change counter it was written with (24)
    // is the one at 92 (the file format's rule); a count beyond any file SQLite can make is
    // damage too.
    let declared = headerIntact ? Self.u32(bytes[...], 28) : 0
    let current = headerIntact && Self.u32(bytes[...], 24) == Self.u32(bytes[...], 92)
    declaredPageCount = current && declared <= Int(UInt32.max) / 2 ? declared : 0
    logPages = logSize == size ? Self.committedPages(log, pageSize: size) : [:]
    pageCount = max(bytes.count / size, logPages.keys.max() ?? 0)
  }

  /// Page `number` (from 1), from the log when it holds it; nil past the end or for a page the
  /// file holds only part of.
  func page(_ number: Int) -> ArraySlice<UInt8>? {
    guard number >= 1, number <= pageCount else { return nil }
    if let logged = logPages[number] { return logged }
    let start = (number - 1) * pageSize
    guard start + pageSize <= bytes.count else { return nil }
    return bytes[start..<start + pageSize]
  }

  /// The first page of the freelist, as the header says (0 when none or unknown).
  var firstFreelistTrunk: Int { headerIntact ? Self.u32(page(1) ?? [], 32) : 0 }

  /// A big-endian 32-bit number at `offset` in `bytes` (relative to its start); 0 past the end.
  static func u32(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Int {
    let start = bytes.startIndex + offset
    guard offset >= 0, start + 4 <= bytes.endIndex else { return 0 }
    return bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// A big-endian 16-bit number at `offset` in `bytes`; 0 past the end.
  static func u16(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Int {
    let start = bytes.startIndex + offset
    guard offset >= 0, start + 2 <= bytes.endIndex else { return 0 }
    return Int(bytes[start]) << 8 | Int(bytes[start + 1])
  }

  /// The page size a log's header names, or nil when it is no log.
  static func logPageSize(_ log: [UInt8]) -> Int? {
    guard log.count >= 32, [0x37, 0x7F, 0x06].elementsEqual(log.prefix(3)),
      log[3] == 0x82 || log[3] == 0x83
    else { return nil }
    let size = u32(log[...], 8)
    return pageSizes.contains(size) ? size : nil
  }

  /// The pages of the log's frames up to its last commit whose salts match the log's header
  /// (a frame left from an earlier use of the log carries other salts).
  static func committedPages(_ log: [UInt8], pageSize: Int) -> [Int: ArraySlice<UInt8>] {
    let salts = log.count >= 24 ? Array(log[16..<24]) : []
    var committed = [Int: ArraySlice<UInt8>]()
    var pending = [Int: ArraySlice<UInt8>]()
    var offset = 32
    while offset + 24 + pageSize <= log.count {
      let frame = log[offset..<offset + 24]
      guard Array(frame.dropFirst(8).prefix(8)) == salts else { break }
      let number = u32(frame, 0)
      if number >= 1 { pending[number] = log[offset + 24..<offset + 24 + pageSize] }
      if u32(frame, 4) != 0 {
        committed.merge(pending) { $1 }
        pending = [:]
      }
      offset += 24 + pageSize
    }
    return committed
  }

  /// The page size under which the most pages of `bytes` read as table leaves whose cells
  /// reach exactly the end of the page (SQLite fills a page's cells from its end, so a leaf
  /// read with a wrong size almost never does): for a file whose header is gone.
  static func guessPageSize(_ bytes: [UInt8]) -> Int {
    var best = (size: 4096, leaves: 0)
    for size in pageSizes {
      var leaves = 0
      var number = 2
      while number * size <= bytes.count {
        let page = bytes[(number - 1) * size..<number * size]
        if let cells = PageCells(page: page, number: number, usableSize: size),
          cells.kind == .tableLeaf, cells.contentEnd == size
        {
          leaves += 1
        }
        number += 1
      }
      if leaves > best.leaves { best = (size, leaves) }
    }
    return best.size
  }
}
