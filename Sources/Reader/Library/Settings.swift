import Interface
import QuranText

/// The settings a person chooses, stored as the app's AppSettings records: one record per
/// `settingKey`, its `settingValue` JSON.
public struct AppSettings: Sendable, Equatable {
  /// The Vietnamese translation the reader shows; Rwwad until chosen.
  public var translation: Translation = .rwwad
  /// Whether the reader shows each ayah's Arabic under its Vietnamese text.
  public var showArabic: Bool = true
  /// Whether the screen uses colors (NO_COLOR in the environment turns them off regardless).
  public var colors: Bool = true
  /// Where the reader was last, to open there again.
  public var lastPosition: AyahID?
  /// The interface's language the person chose in the reader; nil follows the locale.
  public var interfaceLanguage: Language?
  /// The most ayahs in review a day's session takes when more are due (a backlog after
  /// missed days); the rest wait for the days after, and so do new ayahs.
  public var reviewsPerDay: Int = AppSettings.usualReviewsPerDay

  /// The limit until one is chosen.
  public static let usualReviewsPerDay = 50
  /// The limits a person may choose.
  public static let reviewsPerDayRange = 1...10_000

  /// Every setting at its default.
  public init() {}

  /// The stored key of each setting, and its value as JSON.
  var records: [(key: String, json: String)] {
    [
      ("translation", "\"\(translation.rawValue)\""),
      ("showArabic", showArabic ? "true" : "false"),
      ("colors", colors ? "true" : "false"),
      ("lastPosition", lastPosition.map { "\"\($0)\"" } ?? "null"),
      ("reviewsPerDay", "\(reviewsPerDay)"),
    ]
      // Stored only once chosen: until then the locale decides, and nothing is synced.
      + (interfaceLanguage.map { [("interfaceLanguage", "\"\($0.rawValue)\"")] } ?? [])
  }

  /// The JSON a setting has before anyone chooses it, or nil for a key this version does not
  /// know. Sync uses it to tell a device's untouched default from a choice.
  public static func defaultJSON(forKey key: String) -> String? {
    AppSettings().records.first { $0.key == key }?.json
  }

  /// The stored keys of the settings (`records`).
  private enum StoredKey: String {
    case translation, showArabic, colors, lastPosition, interfaceLanguage, reviewsPerDay
  }

  /// Applies one stored record; values this version does not understand are left at their default.
  mutating func apply(key: String, json: String) {
    // A key this version does not know is left alone.
    guard let key = StoredKey(rawValue: key) else { return }
    switch key {
    case .translation:
      if let value = Self.string(json), let chosen = Translation(rawValue: value) {
        translation = chosen
      }
    case .showArabic: if let value = Self.bool(json) { showArabic = value }
    case .colors: if let value = Self.bool(json) { colors = value }
    case .lastPosition: lastPosition = Self.string(json).flatMap { try? AyahID.parse($0) }
    case .interfaceLanguage:
      interfaceLanguage = Self.string(json).flatMap(Language.init(rawValue:))
    case .reviewsPerDay:
      if let value = Int(json), Self.reviewsPerDayRange.contains(value) { reviewsPerDay = value }
    }
  }

  private static func string(_ json: String) -> String? {
    guard json.count >= 2, json.first == "\"", json.last == "\"" else { return nil }
    return String(json.dropFirst().dropLast())
  }

  private static func bool(_ json: String) -> Bool? {
    json == "true" ? true : json == "false" ? false : nil
  }
}
