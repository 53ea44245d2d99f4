import ArgumentParser
import DataFolder
import Foundation
import Interface
import ReaderUI

/// `--arabic-display shaped|terminal`, which overrides this computer's choice (as does
/// `QURAN_VI_ARABIC_DISPLAY`).
struct ArabicDisplayOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(CommandHelp.arabicDisplay(), valueName: "shaped|terminal"),
    completion: ArabicDisplay.choices,
    transform: ArabicDisplay.parser { ReaderText.arabicUnknownDisplay("--arabic-display", $0) })
  var arabicDisplay: ArabicDisplay?

  /// The display the option or the environment asks for, if either does.
  func override() throws -> ArabicDisplay? { try Self.override(arabicDisplay) }

  /// How to draw Arabic on standard output (`terminalRendering(home:chosen:)`).
  func terminalRendering(home: Home) throws -> ArabicRendering? {
    try Self.terminalRendering(home: home, chosen: arabicDisplay)
  }

  /// The display `chosen` on the command line asks for, else the environment's, if either does.
  static func override(_ chosen: ArabicDisplay?) throws -> ArabicDisplay? {
    do {
      return try chosen ?? ArabicDisplay.override(environment: ProcessEnvironment.all)
    } catch {
      throw Problem(error)
    }
  }

  /// How to draw Arabic on standard output: nil when it is not a terminal (piped text stays
  /// exactly as published), else this computer's choice or the override.
  static func terminalRendering(home: Home, chosen: ArabicDisplay?) throws -> ArabicRendering? {
    let override = try override(chosen)
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    return ArabicPreferenceFile(path: home.arabicPreferencePath).load().rendering(
      override: override)
  }

  /// The terminal's width in columns, for wrapping Arabic before it is reordered.
  static var terminalWidth: Int {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
  }
}
