import Library

/// One b-tree page of a SQLite file, read as the file format describes it: an 8-byte header
/// (12 on an interior page: the right-most child's page number follows), 100 bytes further
/// on page 1, then the cell pointer array, two bytes per cell, each the offset of a cell in
/// the page. Nothing here trusts the page: a count, pointer or length that falls outside it
/// makes the page (or the cell) unreadable.
struct PageCells {
  /// What a page's first byte says it is.
  enum Kind: UInt8 {
    /// A leaf of a table's b-tree: its cells hold rows.
    case tableLeaf = 0x0D
    /// An interior page of a table's b-tree: its cells point at child pages.
    case tableInterior = 0x05
    /// A leaf of an index's b-tree.
    case indexLeaf = 0x0A
    /// An interior page of an index's b-tree.
    case indexInterior = 0x02
  }

  /// The page's bytes.
  let page: ArraySlice<UInt8>
  /// The page's number (1 has the file header before its own).
  let number: Int
  /// Where the b-tree header begins in the page.
  let headerOffset: Int
  /// What the page is.
  let kind: Kind
  /// The offsets of the page's cells, each within the usable part of the page.
  let cellOffsets: [Int]
  /// The bytes of the page that hold content.
  let usableSize: Int

  /// Reads the header and the cell pointers of `page`; nil when it is no b-tree page or a
  /// pointer falls outside the page.
  init?(page: ArraySlice<UInt8>, number: Int, usableSize: Int) {
    let header = number == 1 ? 100 : 0
    guard page.count >= header + 12, usableSize <= page.count,
      let kind = Kind(rawValue: page[page.startIndex + header])
    else { return nil }
    let headerSize = kind == .tableInterior || kind == .indexInterior ? 12 : 8
    let count = DatabaseImage.u16(page, header + 3)
    let arrayEnd = header + headerSize + 2 * count
    guard arrayEnd <= usableSize else { return nil }
    var offsets = [Int]()
    offsets.reserveCapacity(count)
    for index in 0..<count {
      let offset = DatabaseImage.u16(page, header + headerSize + 2 * index)
      guard offset >= arrayEnd, offset < usableSize else { return nil }
      offsets.append(offset)
    }
    (self.page, self.number, headerOffset, self.kind) = (page, number, header, kind)
    (cellOffsets, self.usableSize) = (offsets, usableSize)
  }

  /// Whether the page looks whole: its first free byte, its fragmented bytes and, for a table
  /// leaf, each cell's lengths agree with the page.
  var isPlausible: Bool {
    let contentStart = DatabaseImage.u16(page, headerOffset + 5)
    guard contentStart == 0 || contentStart <= usableSize,
      page[page.startIndex + headerOffset + 7] <= 60
    else { return false }
    guard kind == .tableLeaf else { return true }
    return cellOffsets.allSatisfy { leafCell(at: $0) != nil }
  }

  /// Where the last byte of a table leaf's cells ends (0 when a cell cannot be read): the
  /// usable size of the page for a leaf read with its true page size.
  var contentEnd: Int {
    var end = 0
    for offset in cellOffsets {
      guard let cell = leafCell(at: offset) else { return 0 }
      let overflow = cell.firstOverflow == 0 ? 0 : 4
      end = max(end, cell.local.endIndex - page.startIndex + overflow)
    }
    return end
  }

  /// The child pages of an interior page: each cell's left child, then the right-most.
  var children: [Int] {
    guard kind == .tableInterior || kind == .indexInterior else { return [] }
    var pages = cellOffsets.map { DatabaseImage.u32(page, $0) }
    pages.append(DatabaseImage.u32(page, headerOffset + 8))
    return pages
  }

  /// A cell of a table leaf: the row id, the payload's full size, the part of it on this page,
  /// and the first overflow page (0 when the payload fits on the page).
  struct LeafCell {
    let rowID: Int64
    let payloadSize: Int
    let local: ArraySlice<UInt8>
    let firstOverflow: Int
  }

  /// The cell at `offset` of a table leaf; nil when its lengths run past the page.
  func leafCell(at offset: Int) -> LeafCell? {
    var cursor = page.startIndex + offset
    let end = page.startIndex + usableSize
    guard let size = Varint.read(page, &cursor, end: end), size >= 0, size < 1 << 31,
      let rowID = Varint.read(page, &cursor, end: end)
    else { return nil }
    return cell(rowID: rowID, payloadSize: Int(size), at: cursor, maxLocal: usableSize - 35)
  }

  /// The cell at `offset` of an index page, leaf or interior (where a WITHOUT ROWID table
  /// keeps its rows: an interior cell holds an entry too, after its child's page number);
  /// its row id is 0. Nil when its lengths run past the page.
  func indexCell(at offset: Int) -> LeafCell? {
    guard kind == .indexLeaf || kind == .indexInterior else { return nil }
    var cursor = page.startIndex + offset + (kind == .indexInterior ? 4 : 0)
    let end = page.startIndex + usableSize
    guard let size = Varint.read(page, &cursor, end: end), size >= 0, size < 1 << 31 else {
      return nil
    }
    let most = (usableSize - 12) * 64 / 255 - 23
    return cell(rowID: 0, payloadSize: Int(size), at: cursor, maxLocal: most)
  }

  /// The payload of `payloadSize` bytes at `cursor`, as much of it as a cell keeps on its
  /// page when at most `maxLocal` bytes may be (the file format's X), then the first
  /// overflow page.
  private func cell(rowID: Int64, payloadSize: Int, at cursor: Int, maxLocal: Int) -> LeafCell? {
    let end = page.startIndex + usableSize
    let local = Self.localSize(payloadSize, usableSize: usableSize, most: maxLocal)
    guard cursor + local <= end else { return nil }
    let overflow = local < payloadSize
    guard !overflow || cursor + local + 4 <= end else { return nil }
    let first = overflow ? DatabaseImage.u32(page, cursor + local - page.startIndex) : 0
    return LeafCell(
      rowID: rowID, payloadSize: payloadSize, local: page[cursor..<cursor + local],
      firstOverflow: first)
  }

  /// How much of a cell's payload of `size` bytes is kept on its page (the file format's
  /// rule: all of it up to X bytes — U−35 on a table leaf, (U−12)·64/255−23 on an index
  /// page — else between M and X).
  static func localSize(_ size: Int, usableSize: Int, most: Int? = nil) -> Int {
    let most = most ?? usableSize - 35
    guard size > most else { return size }
    let least = (usableSize - 12) * 32 / 255 - 23
    let spread = least + (size - least) % (usableSize - 4)
    return spread <= most ? spread : least
  }
}

/// SQLite's variable-length integers: 1 to 9 bytes, big-endian, 7 bits a byte with the high
/// bit set on every byte but the last; the ninth byte gives all 8 of its bits.
enum Varint {
  /// The number at `cursor` (moved past it), or nil when it runs past `end`.
  static func read(_ bytes: ArraySlice<UInt8>, _ cursor: inout Int, end: Int) -> Int64? {
    var value: UInt64 = 0
    for index in 0..<9 {
      guard cursor < end, cursor < bytes.endIndex, cursor >= bytes.startIndex else { return nil }
      let byte = bytes[cursor]
      cursor += 1
      if index == 8 { return Int64(bitPattern: value << 8 | UInt64(byte)) }
      value = value << 7 | UInt64(byte & 0x7F)
      if byte & 0x80 == 0 { return Int64(bitPattern: value) }
    }
    return nil
  }
}
