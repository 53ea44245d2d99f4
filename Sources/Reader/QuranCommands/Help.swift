import ArgumentParser
import Interface

extension ArgumentHelp {
  /// An option's or argument's `--help` line in the interface's language.
  static func text(_ key: CommandHelp, valueName: String? = nil) -> ArgumentHelp {
    ArgumentHelp(key.description, valueName: valueName)
  }
}
