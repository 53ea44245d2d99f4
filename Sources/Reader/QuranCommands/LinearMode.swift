import Foundation
import Interface
import QuranText

/// `quran --linear` (and the reader under `TERM=dumb`): the line mode for screen readers and
/// braille displays. Each ayah is printed once as plain lines with its reference;
/// nothing is repainted, no cursor moves, no escape sequence is written; commands are read a
/// line at a time from standard input until `q` or its end (Ctrl-D), and the place is kept.
enum LinearMode {
  /// Whether the terminal says it can do nothing but print lines (`TERM=dumb`: Emacs' shell,
  /// a console a screen reader speaks): the reader opens in the line mode there.
  static var terminalIsDumb: Bool { ProcessEnvironment.value("TERM") == "dumb" }

  /// Reads at `place` (else where the person stopped) until they quit.
  static func run(location: DataLocation, at place: AyahID?) throws -> Never {
    // A first start's preparation says its steps as lines, never over each other.
    BuildProgress.linesOnly = true
    let session = try location.openSession()
    let reader = try LinearReader(corpus: session.corpus, library: session.library, at: place)
    reader.start()
    while let line = readLine(strippingNewline: true), reader.take(line) {}
    if let unkept = reader.finish() { throw Problem(unkept) }
    // Every write is committed; closing the files is left to the end of the process, as a
    // command that reads leaves it (`endProgram`).
    session.endProgram()
  }
}
