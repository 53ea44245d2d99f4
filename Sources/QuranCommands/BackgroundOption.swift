import Foundation
import Interface
import ReaderUI

/// `--background auto|light|dark`, for the whole line as `--lang` is: taken out of it before
/// it is parsed (anywhere before `--`) and kept as `QURAN_VI_BACKGROUND`, so the reader, every
/// command's output (`Output`) and quran-sync follow it. `Quran` and the reader's command
/// declare it so that help and the completions know it.
enum BackgroundOption {
  /// The arguments without `--background`; its value, checked, set in the environment.
  static func take(_ arguments: [String]) throws -> [String] {
    var rest: [String] = []
    var chosen: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      if argument == "--background" {
        guard index + 1 < arguments.count else {
          throw Problem(ReadingText.backgroundNeedsValue(), exitCode: 64)
        }
        chosen = arguments[index + 1]
        index += 2
        continue
      }
      if argument.hasPrefix("--background=") {
        chosen = String(argument.dropFirst("--background=".count))
      } else {
        rest.append(argument)
      }
      index += 1
    }
    if let chosen {
      let choice = try ReaderCommand.backgroundParser(chosen)
      setenv(TerminalBackground.environmentVariable, choice.rawValue, 1)
    }
    return rest
  }
}
