import AppRecords
import Clocks
import Foundation
import QuranText

/// A plan to finish the Quran (`readingplan-{user}-{name}`), keyed by its name: the later change
/// wins, by its time (a clear is a change too).
package struct ReadingPlanKind: LaterChangeWinsKind {
  /// The kind, which holds nothing of its own.
  package init() {}

  /// Its record type.
  package let type = RecordType.readingPlan
  /// Its records' names as a refusal shows their form.
  package let nameForm = "readingplan-USER-NAME"
  /// The key of every record of the kind the library holds.
  package let localKeysSQL = ReadingPlanRow.keysSQL

  /// The key as the library keeps it.
  package func libraryKey(of name: String) -> String { name }

  /// Any name.
  package func key(nameRest: String) -> String? { nameRest }

  /// The library's value and when it was set.
  package func local(key name: String, _ tx: SyncTransaction) throws -> (ReadingPlan, at: Date)? {
    try tx.readingPlan(name).map { ($0.plan, $0.at) }
  }

  /// Keeps the server's value, set at `date`, in the library.
  package func put(_ plan: ReadingPlan, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putReadingPlan(plan, at: date)
  }

  /// Removes the library's value.
  package func remove(key name: String, _ tx: SyncTransaction) throws {
    try tx.removeReadingPlan(name)
  }
}

extension RecordIdentity {
  /// The reading plan `name`.
  public static func readingPlan(name: String) -> RecordIdentity {
    ReadingPlanKind().identity(of: name)
  }
}

/// A row of `readingPlan`: a plan, and when it last changed.
struct ReadingPlanRow: Codable, SyncedRow {
  static let keyColumn = "name"
  static let databaseTableName = "readingPlan"
  var name: String, fromAyah: Int, startDay: String, endDay: String, finished: String?
  var portion: String, changedAt: Int64

  init(_ plan: ReadingPlan, at date: Date) {
    (name, fromAyah) = (plan.name, SurahSizes.globalIndex(of: plan.from))
    (startDay, endDay, finished) = (plan.startDay, plan.endDay, plan.finished)
    (portion, changedAt) = (plan.portion.rawValue, date.milliseconds)
  }

  /// The plan, or nil when its first ayah does not exist.
  var plan: ReadingPlan? {
    SurahSizes.ayah(atGlobalIndex: fromAyah).map {
      ReadingPlan(
        name: name, from: $0, startDay: startDay, endDay: endDay, finished: finished,
        portion: ReadingPlan.Portion(rawValue: portion) ?? .pages)
    }
  }
}

extension SyncTransaction {
  /// A plan kept here, and when it last changed.
  func readingPlan(_ name: String) throws -> (plan: ReadingPlan, at: Date)? {
    try ReadingPlanRow.row(name, self)
      .flatMap { row in row.plan.map { ($0, Date(milliseconds: row.changedAt)) } }
  }

  /// Writes a plan as the server has it, changed at `date` (not journaled).
  func putReadingPlan(_ plan: ReadingPlan, at date: Date) throws {
    try LibraryStore.put(plan, at: date, db)
  }

  /// Forgets a plan, as the server deleted it (not journaled).
  func removeReadingPlan(_ name: String) throws {
    try ReadingPlanRow.remove(name, self)
  }
}

extension RecordType {
  /// A plan to finish the Quran, by its name (quran-vi's own).
  public static let readingPlan = RecordType(rawValue: "ReadingPlan")
}

extension RecordField {
  /// The plan's name.
  public static let planName = RecordField(rawValue: "planName")
  /// Its first ayah.
  public static let fromAyah = RecordField(rawValue: "fromAyah")
  /// The day it began.
  public static let startDay = RecordField(rawValue: "startDay")
  /// The day it is to end.
  public static let endDay = RecordField(rawValue: "endDay")
  /// What it counts a day's share in.
  public static let portion = RecordField(rawValue: "portion")
  /// The day it was finished, if it was.
  public static let finishedDay = RecordField(rawValue: "finishedDay")
}
