import Foundation
import Library

/// Every row on the table leaf pages of a SQLite file, read without SQLite, so that a damaged
/// interior, schema or freelist page costs only its own rows: the rows of each leaf page that
/// is whole come back, whichever page above it was hit.
///
/// Each leaf page is attributed to its table by walking the b-trees from the roots the schema
/// names (the table on page 1 and the leaves below it; when page 1 is lost, the schema's rows
/// found on whole leaf pages elsewhere), as far as whole pages lead; a leaf no walk reaches
/// (under a damaged interior page, or with the schema gone) is read too, its rows told apart
/// by their shape (`ScannedTables`). Index pages are read as well: a WITHOUT ROWID table keeps
/// its rows there. Pages on the freelist (as far as it can be read) hold deleted rows and are
/// passed over. Every loop is bounded by the number of pages.
struct PageScan {
  /// A row found on a leaf page.
  struct FoundRow {
    /// The table whose b-tree reaches the page, or nil when no walk reached it.
    let table: String?
    /// The leaf page the row is on.
    let page: Int
    /// The overflow pages that hold the rest of the row, in order.
    let overflow: [Int]
    /// The row id (0 for an entry of an index page).
    let rowID: Int64
    /// Whether the row is an entry of an index page (a WITHOUT ROWID table's row, or an
    /// index's entry), not a table leaf's row.
    let inIndex: Bool
    /// The row's values, in the table's column order.
    let values: [StoredValue]
  }

  /// The rows found.
  private(set) var rows: [FoundRow] = []
  /// The pages the file should hold: as many as the header says, or as many as it has.
  let pageCount: Int
  /// The pages that could not be read as part of the database: damaged, or missing at the end.
  private(set) var unreadablePages = 0
  /// Cells of whole leaf pages whose row could not be read (an overflow page damaged).
  private(set) var unreadableRows = 0

  /// The table each page belongs to, as the walks from the schema's roots found.
  private var owner = [Int: String]()
  /// The pages known to be something: b-tree pages, overflow pages, freelist pages.
  private var known = Set<Int>()
  /// The freelist's pages.
  private var free = Set<Int>()

  /// Scans `image` whole.
  init(image: DatabaseImage) {
    pageCount = max(image.pageCount, image.declaredPageCount)
    readFreelist(image)
    for (name, root) in schema(image) { walk(root, as: name, image) }
    for number in 1...max(1, image.pageCount) where !free.contains(number) {
      guard let page = image.page(number),
        let cells = PageCells(page: page, number: number, usableSize: image.usableSize)
      else { continue }
      known.insert(number)
      if cells.kind != .tableInterior { readRows(cells, image) }
    }
    unreadablePages = max(0, pageCount - known.filter { $0 >= 1 && $0 <= pageCount }.count)
  }

  /// The tables and indexes the schema names, with their root pages ("sqlite_master" on 1):
  /// from the leaves below page 1, and from any other table leaf whose every row reads as a
  /// row of the schema (a schema too big for page 1 keeps its rows on leaves of its own,
  /// which outlive page 1).
  private mutating func schema(_ image: DatabaseImage) -> [(String, Int)] {
    // Page 1 is walked when its header is whole: overwritten, its bytes could lead anywhere.
    if image.headerIntact { walk(1, as: "sqlite_master", image) }
    var roots = [(String, Int)]()
    for number in 1...max(1, image.pageCount) where !free.contains(number) {
      guard owner[number] == nil || owner[number] == "sqlite_master",
        let page = image.page(number),
        let cells = PageCells(page: page, number: number, usableSize: image.usableSize),
        cells.kind == .tableLeaf
      else { continue }
      let owned = owner[number] == "sqlite_master"
      var found = [(String, Int)]()
      var schemaRows = 0
      for offset in cells.cellOffsets {
        var overflow = [Int]()
        guard let cell = cells.leafCell(at: offset),
          let values = payload(cell, image, overflow: &overflow),
          let record = StoredRecord.decode(values), let row = Self.schemaRow(record)
        else {
          if owned { continue } else { break }
        }
        schemaRows += 1
        if let root = row.root, root >= 2, root <= image.pageCount {
          found.append((row.name, root))
        }
      }
      if owned || schemaRows == cells.cellOffsets.count { roots += found }
    }
    return roots
  }

  /// The name and root page (nil for a virtual table or view, which has none) a row of the
  /// schema gives: type, name, table, root, SQL; nil when the record is no row of the schema.
  static func schemaRow(_ record: [StoredValue]) -> (name: String, root: Int?)? {
    guard record.count == 5, let type = record[0].text,
      ["table", "index", "view", "trigger"].contains(type), let name = record[1].text,
      record[2].text != nil, let root = record[3].integer,
      record[4] == .null || record[4].text != nil
    else { return nil }
    return (name, root > 0 ? Int(root) : nil)
  }

  /// Marks the pages of the b-tree rooted at `root` as `name`'s, as far as whole pages lead.
  private mutating func walk(_ root: Int, as name: String, _ image: DatabaseImage) {
    var stack = [root]
    var steps = 0
    while let number = stack.popLast(), steps < image.pageCount {
      steps += 1
      guard owner[number] == nil, !free.contains(number), let page = image.page(number),
        let cells = PageCells(page: page, number: number, usableSize: image.usableSize)
      else { continue }
      owner[number] = name
      stack += cells.children.filter { $0 >= 2 && $0 <= image.pageCount }
    }
  }

  /// Reads the freelist from the header's first trunk page: each trunk names the next trunk
  /// and its leaf pages. A trunk whose count or pages do not fit the file ends the list.
  private mutating func readFreelist(_ image: DatabaseImage) {
    var trunk = image.firstFreelistTrunk
    while trunk >= 2, trunk <= image.pageCount, !free.contains(trunk),
      let page = image.page(trunk)
    {
      let count = DatabaseImage.u32(page, 4)
      guard count <= image.usableSize / 4 - 2 else { return }
      let leaves = (0..<count).map { DatabaseImage.u32(page, 8 + 4 * $0) }
      guard leaves.allSatisfy({ $0 >= 2 && $0 <= image.pageCount }) else { return }
      free.insert(trunk)
      free.formUnion(leaves)
      trunk = DatabaseImage.u32(page, 0)
    }
    known.formUnion(free)
  }

  /// Reads each row of a table leaf page, or each entry of an index page.
  private mutating func readRows(_ cells: PageCells, _ image: DatabaseImage) {
    let inIndex = cells.kind != .tableLeaf
    for offset in cells.cellOffsets {
      var overflow = [Int]()
      guard let cell = inIndex ? cells.indexCell(at: offset) : cells.leafCell(at: offset),
        let payload = payload(cell, image, overflow: &overflow),
        let values = StoredRecord.decode(payload)
      else {
        unreadableRows += 1
        continue
      }
      rows.append(
        FoundRow(
          table: owner[cells.number], page: cells.number, overflow: overflow, rowID: cell.rowID,
          inIndex: inIndex, values: values))
    }
  }

  /// A cell's whole payload: the part on its page, then its chain of overflow pages (each the
  /// next page's number, then content), the overflow pages in `overflow`. Nil when the
  /// chain leaves the file or loops.
  private mutating func payload(
    _ cell: PageCells.LeafCell, _ image: DatabaseImage, overflow: inout [Int]
  ) -> [UInt8]? {
    var bytes = Array(cell.local)
    var next = cell.firstOverflow
    var visited = Set<Int>()
    while bytes.count < cell.payloadSize {
      guard next >= 2, visited.insert(next).inserted, let page = image.page(next) else {
        return nil
      }
      overflow.append(next)
      let take = min(image.usableSize - 4, cell.payloadSize - bytes.count)
      bytes += page[page.startIndex + 4..<page.startIndex + 4 + take]
      next = DatabaseImage.u32(page, 0)
    }
    known.formUnion(visited)
    return bytes
  }
}

extension LibraryFile {
  /// The pages each note of the library file at `path` is kept on (its leaf page, then its
  /// overflow pages), as a scan of the file finds them: what the damage benchmark needs to
  /// know which notes a damaged page held.
  public static func notePages(_ path: String) -> [UUID: [Int]] {
    guard let image = DatabaseImage(path: path) else { return [:] }
    var pages = [UUID: [Int]]()
    for row in PageScan(image: image).rows where row.table == "note" && !row.inIndex {
      guard let id = row.values.first?.text.flatMap(UUID.init(uuidString:)) else { continue }
      pages[id] = [row.page] + row.overflow
    }
    return pages
  }
}
