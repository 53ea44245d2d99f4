import ArgumentParser
import QuranCommands

// quran-sync: `quran` hands it the commands that reach the network (see `SyncProgram`). It
// parses the same command line as `quran` and does their work; any other command runs as in
// `quran`.
Quran.carryOut { command in
  if let work = command as? any SyncWork {
    try work.perform()
  } else {
    var command = command
    try command.run()
  }
}

/// A command's work that needs the network code this program holds.
protocol SyncWork {
  func perform() throws
}
