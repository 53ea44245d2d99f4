import Foundation
import Interface
import ReaderUI

/// `--background auto|light|dark`, for the whole line as `--lang` is: taken out of it before
/// it is parsed (anywhere before `--`) and kept as `QURAN_VI_BACKGROUND`, so the reader, every
/// command's output (`Output`) and the reader's helpers follow it. `Quran` and the reader's command
/// declare it so that help and the completions know it.
enum BackgroundOption {
  /// The arguments without `--background`; its value, checked, set in the environment.
  static func take(_ arguments: [String]) throws -> [String] {
    guard let (rest, chosen) = LineOption.take("--background", from: arguments) else {
      throw Problem(ReadingText.backgroundNeedsValue(), exitCode: 64)
    }
    if let chosen {
      let choice = try ReaderCommand.backgroundParser(chosen)
      setenv(TerminalBackground.environmentVariable, choice.rawValue, 1)
    }
    return rest
  }
}

/// An option for the whole command line (`--lang`, `--background`), taken out of it before
/// it is parsed: anywhere before `--`, as `--name value` or `--name=value`.
enum LineOption {
  /// The arguments without the option, and its last value if given; nil when the option
  /// ends the line without its value.
  static func take(_ name: String, from arguments: [String]) -> ([String], String?)? {
    var rest: [String] = []
    var value: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == name {
        guard index + 1 < arguments.count else { return nil }
        value = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix(name + "=") {
        value = String(argument.dropFirst(name.count + 1))
      } else {
        rest.append(argument)
      }
      index += 1
    }
    return (rest, value)
  }
}
