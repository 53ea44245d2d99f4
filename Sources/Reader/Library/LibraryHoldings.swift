import Foundation
import GRDB

/// How much a library holds, counted as a person would name it: what `quran login` tells
/// before another account may take it.
public struct LibraryHoldings: Sendable, Equatable {
  /// Notes written.
  public var notes = 0
  /// Favorite ayahs.
  public var favorites = 0
  /// Surahs with reading progress.
  public var progress = 0
  /// Days in the reading log.
  public var readingDays = 0
  /// Memorizing's grades.
  public var grades = 0
  /// Settings chosen (those left at their defaults are not stored).
  public var settings = 0
  /// What its trash keeps: the person's deleted words are theirs too.
  public var trash = 0
  /// Changes waiting to be sent.
  public var waiting = 0

  /// Whether nothing at all would be lost, seen or sent: no data, no setting, nothing in the
  /// trash, no change waiting.
  public var isEmpty: Bool {
    notes + favorites + progress + readingDays + grades + settings + trash + waiting == 0
  }
}

extension LibraryStore {
  /// What the library holds, read in one transaction (the trash as `trash()` lists it: what
  /// it still keeps).
  public func holdings(now: Date) throws -> LibraryHoldings {
    try read { db in
      func count(_ table: String) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
      }
      return LibraryHoldings(
        notes: try count("note"), favorites: try count("favorite"),
        progress: try count("progress"), readingDays: try count("readingDaySummary"),
        grades: try count("memorizeReview"), settings: try count("setting"),
        trash: try Int.fetchOne(
          db, sql: "SELECT count(*) FROM trash WHERE deletedAt >= ?",
          arguments: [Self.oldestKept(now: now)]) ?? 0,
        waiting: try Int.fetchOne(
          db, sql: "SELECT count(*) FROM journal WHERE recordType IN (\(Self.knownTypes))")
          ?? 0)
    }
  }

  /// Copies the WAL back into the file, then closes the library's connection for good, so
  /// that the file can be moved whole (the last connection to close also removes the WAL and
  /// its shared memory). A checkpoint that another program's reading holds back is left to
  /// that close. Every later use of this store fails.
  public func close() throws {
    guard let queue = database as? DatabaseQueue else { return }
    if canWrite {
      _ = try? queue.writeWithoutTransaction { try $0.checkpoint(.truncate) }
    }
    try queue.close()
  }
}
