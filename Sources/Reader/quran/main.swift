// Foundation is imported here so that a release build, which links it statically, names the
// libraries it needs (see Package.swift).
import ArgumentParser
import CLoaderPages
import Foundation
import QuranCommands

// The relocation table was read before main and is never read again: its pages are given
// back rather than kept resident in every reader.
_ = loader_pages_release_relocations()

// The command line, a command that reaches the network carried out by this program's network
// code (`NetworkWork`), any other as `QuranCommands` has it.
Quran.carryOut { command in
  if let work = command as? any NetworkWork {
    try work.perform()
  } else {
    var command = command
    try command.run()
  }
}

/// A command's work that needs the network code this program holds (the commands are
/// `NetworkCommand`s of QuranCommands, which holds none).
protocol NetworkWork {
  func perform() throws
}
