import CloudRecords
import Foundation
import RecordServer
import Synchronization
import Testing

import struct CloudRecords.Record

/// A long DELETE_SELF chain is deleted in bounded batches, each a write transaction of its
/// own, and a cascade cut short finishes at the next start (issue 37, item 7). On the backend
/// the suites run on (SQLite, or PostgreSQL with QURAN_RECORDS_TEST_BACKEND=postgres).
@Suite struct CascadeBatchTests {
  /// 3 batches and a few: 200 records a batch.
  static let chainLength = 607

  /// Saves a favorite and a chain of notes, each pointing with DELETE_SELF at the one before
  /// (the first at the favorite); answers the favorite and the notes' names.
  func chain(_ fixture: StorageFixture) throws -> (root: Record, names: [String]) {
    try fixture.createZone()
    let root = try fixture.save(favorite("20:1"), .create)
    var records: [Record] = []
    var previous = root.recordName
    for index in 0..<Self.chainLength {
      var link = note("20:1", "link \(index)", id: "link-\(index)")
      link.fields?[index == 0 ? "favorite" : "parentNote"] = .reference(
        Reference(recordName: previous, action: .deleteSelf))
      records.append(link)
      previous = link.recordName
    }
    for start in stride(from: 0, to: records.count, by: 200) {
      let saved = try fixture.modify(
        records[start..<min(start + 200, records.count)].map { .init(.create, $0) })
      #expect(saved.allSatisfy { $0.record != nil })
    }
    return (root, records.map(\.recordName))
  }

  /// Looks records up, 200 names a request.
  func lookup(_ names: [String], _ fixture: StorageFixture) throws -> [RecordResult] {
    try stride(from: 0, to: names.count, by: 200).flatMap {
      try fixture.lookup(Array(names[$0..<min($0 + 200, names.count)]))
    }
  }

  @Test func aLongChainIsDeletedInBoundedTransactions() throws {
    let fixture = try StorageFixture()
    let (root, names) = try chain(fixture)
    let before = try fixture.allChanges().token
    let counting = CountingStore(fixture.store)
    let storage = RecordStorage(store: counting, schemas: fixture.schemas)
    let results = try storage.modifyRecords(
      ModifyRecordsRequest(
        operations: [.init(.forceDelete, Record(recordName: root.recordName))],
        zoneID: StorageFixture.quranZone), in: fixture.scope())
    #expect(results.records.map { $0.record?.deleted } == [true])

    // Every link is gone, with a tombstone each, once the request answered.
    let looked = try lookup(names, fixture)
    #expect(looked.allSatisfy { $0.failure?.serverErrorCode.rawValue == "NOT_FOUND" })
    let tombstones = try fixture.allChanges(from: before).records
    #expect(tombstones.count == names.count + 1)
    #expect(tombstones.allSatisfy { $0.deleted == true })
    // No transaction changed more than a batch's rows (a tombstone and its references each).
    let most = counting.mostRowsChanged
    #expect(most <= 3 * 200 + 10, "one transaction changed \(most) rows")
    #expect(counting.writes >= names.count / 200)
  }

  /// The cascade's tombstones are stamped on the storage's clock, as the modify that started
  /// it is: a server under a test clock gives them the test clock's time.
  @Test func theCascadesTombstonesAreStampedOnTheStoragesClock() throws {
    let fixture = try StorageFixture()
    let (root, names) = try chain(fixture)
    let before = try fixture.allChanges().token
    let then = Date(timeIntervalSince1970: 1_950_000_000)
    let storage = RecordStorage(
      store: fixture.store, schemas: fixture.schemas, clock: .fixed(at: then))
    _ = try storage.modifyRecords(
      ModifyRecordsRequest(
        operations: [.init(.forceDelete, Record(recordName: root.recordName))],
        zoneID: StorageFixture.quranZone), in: fixture.scope())
    let tombstones = try fixture.allChanges(from: before).records
    #expect(tombstones.count == names.count + 1)
    let stamps = Set(tombstones.compactMap { $0.modified?.timestamp })
    #expect(stamps == [then.milliseconds], "tombstones stamped \(stamps.sorted())")
  }

  @Test func aCascadeCutShortFinishesAtTheNextStart() throws {
    let fixture = try StorageFixture()
    let (root, names) = try chain(fixture)
    // The process "dies" in its third write: the deleting request and one batch are done.
    let failing = CountingStore(fixture.store, failingAtWrite: 3)
    let storage = RecordStorage(store: failing, schemas: fixture.schemas)
    #expect(throws: (any Error).self) {
      try storage.modifyRecords(
        ModifyRecordsRequest(
          operations: [.init(.forceDelete, Record(recordName: root.recordName))],
          zoneID: StorageFixture.quranZone), in: fixture.scope())
    }
    let left = try lookup(names, fixture).filter { $0.record != nil }.count
    #expect(left > 0 && left < names.count, "\(left) of \(names.count) links left")

    try fixture.storage.purgeLeftovers()
    let looked = try lookup(names + [root.recordName], fixture)
    #expect(looked.allSatisfy { $0.failure?.serverErrorCode.rawValue == "NOT_FOUND" })
  }
}

/// A store that counts its write transactions and the rows each changed, and may fail one.
final class CountingStore: ServerStore, Sendable {
  private let base: any ServerStore
  private let failingAt: Int?
  private let counts = Mutex<(writes: Int, most: Int)>((0, 0))

  init(_ base: any ServerStore, failingAtWrite: Int? = nil) {
    self.base = base
    failingAt = failingAtWrite
  }

  var location: String { base.location }
  var writes: Int { counts.withLock { $0.writes } }
  var mostRowsChanged: Int { counts.withLock { $0.most } }

  func read<T>(_ work: (any SQLTransaction) throws -> T) throws -> T { try base.read(work) }
  func readStatement<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    try base.readStatement(work)
  }

  func write<T>(_ work: (any SQLTransaction) throws -> T) throws -> T {
    let number = counts.withLock {
      $0.writes += 1
      return $0.writes
    }
    if number == failingAt { throw FixtureError("the process died") }
    return try base.write { db in
      let counted = Counted(base: db)
      let result = try work(counted)
      counts.withLock { $0.most = max($0.most, counted.changed.value) }
      return result
    }
  }

  final class Box: @unchecked Sendable {
    // @unchecked: used by one transaction's thread.
    var value = 0
  }

  struct Counted: SQLTransaction {
    let base: any SQLTransaction
    let changed = Box()
    var dialect: SQLDialect { base.dialect }
    func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
      let count = try base.execute(sql, arguments)
      changed.value += count
      return count
    }
    func enqueue(_ sql: String, _ arguments: [SQLValue]) throws {
      try base.enqueue(sql, arguments)
    }
    func forEachRow(
      _ sql: String, _ arguments: [SQLValue], cached: Bool, _ body: (SQLRow) throws -> Bool
    ) throws {
      try base.forEachRow(sql, arguments, cached: cached, body)
    }
  }
}
