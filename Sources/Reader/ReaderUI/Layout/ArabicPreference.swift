import Foundation
import Interface

/// How this computer's terminal wants its Arabic: kept in a small file in the data folder,
/// never synced, because terminals differ between computers.
public struct ArabicPreference: Codable, Equatable, Sendable {
  /// Nil until the person answered the calibration.
  public var display: ArabicDisplay?
  /// Whether the Uthmani marks common fonts lack are drawn in their plain forms.
  public var plainMarks: Bool

  /// A preference: the display, if answered, and the plain marks.
  public init(display: ArabicDisplay? = nil, plainMarks: Bool = false) {
    self.display = display
    self.plainMarks = plainMarks
  }

  /// The rendering to use, with `override` (from `--arabic-display` or the environment)
  /// taking the place of the stored choice.
  public func rendering(override: ArabicDisplay? = nil) -> ArabicRendering {
    ArabicRendering(display: override ?? display ?? .shaped, plainMarks: plainMarks)
  }
}

/// The file that holds this computer's `ArabicPreference` (`arabic-display.json`).
public struct ArabicPreferenceFile: Sendable {
  /// The file's path.
  public let path: String

  /// The preference file at `path` (a home's is `Home.arabicPreferencePath`).
  public init(path: String) {
    self.path = path
  }

  /// What is stored; the default (not yet calibrated) when the file is missing or unreadable.
  public func load() -> ArabicPreference {
    guard let data = FileManager.default.contents(atPath: path),
      let preference = try? JSONDecoder().decode(ArabicPreference.self, from: data)
    else { return ArabicPreference() }
    return preference
  }

  /// Writes the preference; a failure says where and why.
  public func save(_ preference: ArabicPreference) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(preference).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw ArabicDisplayError(ReaderText.arabicNotSaved(path, error.localizedDescription))
    }
  }
}

extension ArabicDisplay {
  /// The environment variable that overrides the stored choice.
  public static let environmentVariable = "QURAN_VI_ARABIC_DISPLAY"

  /// The choice given in the environment, else nil.
  public static func override(environment: [String: String])
    throws(ArabicDisplayError) -> ArabicDisplay?
  {
    if let value = environment[environmentVariable], !value.isEmpty {
      return try parse(value, from: environmentVariable)
    }
    return nil
  }
}
