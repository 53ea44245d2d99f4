import AppRecords
import CloudRecords
import Foundation
import QuranText

/// A plan to finish the Quran (`readingplan-{user}-{name}`), keyed by its name: the later change
/// wins, by its time (a clear is a change too).
struct ReadingPlanKind: LaterChangeWinsKind {
  let type = RecordType.readingPlan
  let nameForm = "readingplan-USER-NAME"
  let localKeysSQL = "SELECT name AS k FROM readingPlan"

  func libraryKey(of name: String) -> String { name }

  /// Any name.
  func key(nameRest: String) -> String? { nameRest }

  func local(key name: String, _ tx: SyncTransaction) throws -> (ReadingPlan, at: Date)? {
    try tx.readingPlan(name).map { ($0.plan, $0.at) }
  }

  func remote(_ record: Record, key name: String) -> (ReadingPlan, Date)? {
    RecordMapping.plan(record, name: name)
  }

  func record(_ plan: ReadingPlan, at date: Date, _ mapping: RecordMapping) -> Record {
    mapping.record(plan, at: date)
  }

  func put(_ plan: ReadingPlan, at date: Date, _ tx: SyncTransaction) throws {
    try tx.putReadingPlan(plan, at: date)
  }

  func remove(key name: String, _ tx: SyncTransaction) throws {
    try tx.removeReadingPlan(name)
  }
}

extension RecordMapping {
  func record(_ plan: ReadingPlan, at date: Date) -> Record {
    var fields: [RecordField: FieldValue] = [
      .planName: .string(plan.name), .fromAyah: .string(plan.from.description),
      .startDay: .string(plan.startDay), .endDay: .string(plan.endDay),
      .portion: .string(plan.portion.rawValue), .lastModifiedAt: .timestamp(date.milliseconds),
    ]
    if let finished = plan.finished { fields[.finishedDay] = .string(finished) }
    return Record(.readingPlan(name: plan.name), user: user, fields: fields)
  }

  static func plan(_ record: Record, name: String) -> (ReadingPlan, Date)? {
    guard let from = record[.fromAyah]?.stringValue.flatMap({ try? AyahID.parse($0) }),
      let start = record[.startDay]?.stringValue, CivilDay(start) != nil,
      let end = record[.endDay]?.stringValue, CivilDay(end) != nil
    else { return nil }
    let finished = record[.finishedDay]?.stringValue
    let portion = ReadingPlan.Portion(rawValue: record[.portion]?.stringValue ?? "pages")
    guard finished.map { CivilDay($0) != nil } ?? true, let portion else { return nil }
    let plan = ReadingPlan(
      name: name, from: from, startDay: start, endDay: end, finished: finished, portion: portion)
    return (plan, date(record[.lastModifiedAt], record))
  }
}

extension RecordIdentity {
  /// The reading plan `name`.
  public static func readingPlan(name: String) -> RecordIdentity {
    ReadingPlanKind().identity(of: name)
  }
}
