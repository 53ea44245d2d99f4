import Foundation
import Interface
import QuranText

/// Which record of the app a library record is on the server: the favorite of an ayah, a
/// note (by its UUID, on its ayah), the progress of a surah, a setting by its key. Its record
/// name is `{kind}-{user}-{rest}`, as the app names its records; the journal and the sync's
/// bookkeeping know it by its type and `key`. quran-vi's reading log adds one device's reading
/// on one day, the daily goal, and a plan by its name; memorizing adds each grade of an ayah
/// and the one plan that sets its pace.
public enum RecordIdentity: Hashable, Sendable, CustomStringConvertible {
  /// The favorite of an ayah: `favorite-{user}-{2:255}`.
  case favorite(AyahID)
  /// A note by its id, on its ayah: `note-{user}-{2:255}-{UUID}`.
  case note(UUID, ayah: AyahID)
  /// The progress of a surah: `progress-{user}-{surah}`.
  case progress(surah: Int)
  /// A setting by its key: `setting-{user}-{key}`.
  case setting(key: String)
  /// `device` is `readingDevice`'s id; `day` is `YYYY-MM-DD`.
  case readingDay(device: String, day: String)
  /// The one daily goal.
  case readingGoal
  /// A reading plan by its name.
  case readingPlan(name: String)
  /// One grade in memorizing, by its UUID: `memorizereview-{user}-{UUID}`.
  case memorizeReview(UUID)
  /// The one plan of memorizing: `memorizeplan-{user}-current`.
  case memorizePlan

  /// The one goal's key and the last part of its record name.
  public static let goalKey = "daily"
  /// The one memorizing plan's key and the last part of its record name.
  public static let memorizePlanKey = "current"

  /// CloudKit's longest record name, in UTF-8 bytes.
  public static let longestName = 255

  /// The record's type in `AppSchema`.
  public var recordType: RecordType {
    switch self {
    case .favorite: .favoriteAyah
    case .note: .ayahNote
    case .progress: .readingProgress
    case .setting: .appSettings
    case .readingDay: .readingDay
    case .readingGoal: .readingGoal
    case .readingPlan: .readingPlan
    case .memorizeReview: .memorizeReview
    case .memorizePlan: .memorizePlan
    }
  }

  /// The record's key in the library: an ayah id, a note's UUID, a surah number, a setting key.
  public var key: String {
    switch self {
    case .favorite(let ayah): ayah.description
    case .note(let id, _): id.uuidString
    case .progress(let surah): String(surah)
    case .setting(let key): key
    case .readingDay(let device, let day): "\(device)-\(day)"
    case .readingGoal: Self.goalKey
    case .readingPlan(let name): name
    case .memorizeReview(let id): id.uuidString
    case .memorizePlan: Self.memorizePlanKey
    }
  }

  /// The record's name when `user` owns it.
  public func recordName(user: String) -> String {
    switch self {
    case .favorite(let ayah): "favorite-\(user)-\(ayah)"
    case .note(let id, let ayah): "note-\(user)-\(ayah)-\(id.uuidString)"
    case .progress(let surah): "progress-\(user)-\(surah)"
    case .setting(let key): "setting-\(user)-\(key)"
    case .readingDay, .readingGoal, .readingPlan, .memorizeReview, .memorizePlan:
      "\(recordType.rawValue.lowercased())-\(user)-\(key)"
    }
  }

  /// The type and key, as a person reads them (`FavoriteAyah 2:255`).
  public var description: String { "\(recordType.rawValue) \(key)" }

  /// A reading day by its key, `DEVICE-YYYY-MM-DD` (the device as hexadecimal digits).
  public static func readingDay(key: String) -> RecordIdentity? {
    guard let dash = key.index(key.endIndex, offsetBy: -11, limitedBy: key.startIndex),
      key[dash] == "-", key.startIndex < dash
    else { return nil }
    let device = String(key[..<dash])
    let day = String(key[key.index(after: dash)...])
    guard device.count <= 32, device.allSatisfy(\.isHexDigit), CivilDay(day) != nil else {
      return nil
    }
    return .readingDay(device: device, day: day)
  }

  /// Reads a record name from the server. The user's part (no dash in it, as CloudKit writes
  /// user record names) is not compared with the signed-in user's: the zone is theirs.
  public init(recordName name: String) throws(RecordNameError) {
    guard name.utf8.count <= Self.longestName else { throw .tooLong(bytes: name.utf8.count) }
    let parts = name.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[1].isEmpty, !parts[2].isEmpty else {
      throw .malformed(name, form: RecordNameError.everyForm)
    }
    let rest = String(parts[2])
    switch parts[0] {
    case "favorite":
      guard let ayah = try? AyahID.parse(rest), rest == ayah.description else {
        throw .malformed(name, form: "favorite-USER-SURAH:AYAH")
      }
      self = .favorite(ayah)
    case "note":
      let form = "note-USER-SURAH:AYAH-UUID"
      guard let dash = rest.index(rest.endIndex, offsetBy: -37, limitedBy: rest.startIndex),
        rest[dash] == "-", let id = UUID(uuidString: String(rest[rest.index(after: dash)...])),
        let ayah = try? AyahID.parse(String(rest[..<dash])), rest[..<dash] == ayah.description
      else { throw .malformed(name, form: form) }
      self = .note(id, ayah: ayah)
    case "progress":
      guard rest.count <= 3, rest.allSatisfy({ $0.isASCII && $0.isNumber }), let surah = Int(rest),
        SurahSizes.ayahCount(ofSurah: surah) != nil
      else { throw .malformed(name, form: "progress-USER-SURAH (1–114)") }
      self = .progress(surah: surah)
    case "setting":
      self = .setting(key: rest)
    case "readingday":
      guard let day = Self.readingDay(key: rest) else {
        throw .malformed(name, form: "readingday-USER-DEVICE-YYYY-MM-DD")
      }
      self = day
    case "readinggoal":
      guard rest == Self.goalKey else { throw .malformed(name, form: "readinggoal-USER-daily") }
      self = .readingGoal
    case "readingplan":
      self = .readingPlan(name: rest)
    case "memorizereview":
      guard let id = UUID(uuidString: rest) else {
        throw .malformed(name, form: "memorizereview-USER-UUID")
      }
      self = .memorizeReview(id)
    case "memorizeplan":
      guard rest == Self.memorizePlanKey else {
        throw .malformed(name, form: "memorizeplan-USER-current")
      }
      self = .memorizePlan
    default:
      throw .malformed(name, form: RecordNameError.everyForm)
    }
  }
}

/// Why a record name from the server names no record of the app; a sentence for a person.
public enum RecordNameError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Longer than any name the app makes (its length in bytes).
  case tooLong(bytes: Int)
  /// The name, and the form it should have.
  case malformed(String, form: String)

  static let everyForm =
    "favorite-USER-SURAH:AYAH, note-USER-SURAH:AYAH-UUID, progress-USER-SURAH, setting-USER-KEY, "
    + "readingday-USER-DEVICE-YYYY-MM-DD, readinggoal-USER-daily, readingplan-USER-NAME, "
    + "memorizereview-USER-UUID, memorizeplan-USER-current"

  /// The reason, in the interface's language.
  public var description: String {
    switch self {
    case .tooLong(let bytes): ErrorText.recordNameTooLong(bytes, RecordIdentity.longestName)
    case .malformed(let name, let form): ErrorText.recordNameMalformed(name, form)
    }
  }
}
