import AppRecords
import Clocks
import Foundation
import Library
import QuranText

/// Memorizing in the fault trials: every grade a device acknowledged must reach
/// every device once, and each ayah's card must be the one its grades make in time order.
extension FaultModel {
  /// The ayahs the devices grade, all of them: the same ayah graded on two devices offline
  /// is the case that must merge.
  static let memorizeAyahs = (1...4).map { try! AyahID(surah: 112, ayah: $0) }

  /// One grade as acknowledged: its ayah, its time (milliseconds, UTC) and how it went.
  struct Graded: Hashable {
    var ayah: AyahID
    var at: Int64
    var grade: Grade
  }

  /// The time of the trial's `operation`th grade: an hour an operation from the reading
  /// moment, so that a trial's grades span days and every grade has its own time.
  static func gradeTime(operation: Int) -> Date {
    readingMoment.addingTimeInterval(Double(operation) * 3600)
  }

  /// The card `grades` make, oldest first, each on its day in UTC (as the trial grades).
  static func card(of grades: [Graded]) -> MemorizeCard? {
    let sorted = grades.sorted { $0.at < $1.at }
    guard let first = sorted.first else { return nil }
    func day(_ one: Graded) -> CivilDay {
      CivilDay(ordinal: Int((Double(one.at) / 86_400_000).rounded(.down)))
    }
    var card = MemorizeCard.new(on: day(first))
    for one in sorted { card = card.graded(one.grade, on: day(one)) }
    return card
  }

  /// What a device's memorization breaks of the model's: a grade missing (lost), one shown
  /// that was never made or shown twice (doubled), a card other than its grades make.
  func memorizationProblems(_ state: DeviceState) -> [(Violation, String)] {
    var problems: [(Violation, String)] = []
    for ayah in Self.memorizeAyahs {
      let expected = reviews.filter { $0.ayah == ayah }
      let shown = state.memorization[ayah] ?? .init(grades: [], card: nil)
      var balance = [Graded: Int]()
      for one in expected { balance[one, default: 0] += 1 }
      for one in shown.grades { balance[one, default: 0] -= 1 }
      for (one, count) in balance where count != 0 {
        problems.append(
          (count > 0 ? .lost : .doubled, "grade \(one.grade) of \(ayah) at \(one.at): \(count)"))
      }
      if shown.card != Self.card(of: expected) {
        problems.append(
          (
            .wrongSchedule,
            "\(ayah): due \(shown.card?.dueDay ?? "never"), reps \(shown.card?.reps ?? 0)"
          ))
      }
    }
    return problems
  }
}

/// An ayah's memorization as a device shows it: its grades, oldest first, and its card.
struct Memorized: Equatable {
  var grades: [FaultModel.Graded]
  var card: MemorizeCard?

  /// Every ayah the trial grades, as `library` holds them.
  static func all(_ library: LibraryStore) throws -> [AyahID: Memorized] {
    var found = [AyahID: Memorized]()
    for ayah in FaultModel.memorizeAyahs {
      let grades = try library.memorizeReviews(of: ayah).map {
        FaultModel.Graded(ayah: ayah, at: $0.reviewedAt.milliseconds, grade: $0.grade)
      }
      // The schedule by days is the model's; a learning step's minute follows the grade's
      // time, or the clock's for a grade dated ahead of it.
      var card = try library.memorizeCard(ayah)
      card?.stepDue = nil
      found[ayah] = Memorized(grades: grades, card: card)
    }
    return found
  }
}
