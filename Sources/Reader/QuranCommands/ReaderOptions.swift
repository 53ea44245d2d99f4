import ArgumentParser
import Interface
import ReaderUI
import Recitation

// The reader's own options, which `quran` takes at the top level (`quran --reciter husary`,
// `quran --background light`) as after `tui`: `Quran` declares these groups so that its help
// and the completions offer them. The parser reads a parent's options anywhere on the line
// and hands a group already read to every command that declares the same group type, so the
// reader and the recitation commands (`play`, `audio fetch`) receive the values whatever
// their place on the line.

/// `--reciter NAME`: one of the reciters, completed from their list.
package struct ReciterOption: ParsableArguments {
  /// The reciter's id (`alafasy` unless given), completed from the reciters' list.
  @Option(
    help: ArgumentHelp(AudioText.helpReciter(), valueName: "ID"),
    completion: .list(Reciter.all.map(\.id)))
  package var reciter = Reciter.alafasy.id

  /// The option at its default, for the parser to fill.
  package init() {}

  /// Refuses an id that names no reciter, with the ids to choose from.
  package func validate() throws { try RecitationOptions.check(reciter) }
}

/// `--audio-output NAME`: mpv's audio output (`null` for none).
package struct AudioOutputOption: ParsableArguments {
  /// The mpv audio output (`pulse`, `pipewire`, `alsa`; `null` for no sound), or nil for mpv's own.
  @Option(help: ArgumentHelp(AudioText.helpAudioOutput(), valueName: "OUTPUT")) package
    var audioOutput: String?

  /// The option at its default, for the parser to fill.
  package init() {}
}

/// What the reader takes besides the data's place and the Arabic's display: the reciter, the
/// silence between ayahs, the audio output and the background.
struct ReaderOptions: ParsableArguments {
  @OptionGroup var reciter: ReciterOption
  @Option(help: ArgumentHelp(AudioText.helpRecitePause(), valueName: "SECONDS")) var recitePause =
    0.0
  @OptionGroup var audio: AudioOutputOption
  /// Taken out of the line before it is parsed (`BackgroundOption`); read here when the line
  /// is parsed whole (tests), and declared so that help and the completions know it.
  @Option(
    help: ArgumentHelp(ReadingText.helpBackground(), valueName: "auto|light|dark"),
    completion: TerminalBackground.Choice.choices, transform: ReaderCommand.backgroundParser)
  var background: TerminalBackground.Choice?
  /// `--linear`: the line mode, for screen readers and braille.
  @Flag(help: ArgumentHelp(LinearText.helpLinear())) var linear = false

  func validate() throws {
    guard (0...60).contains(recitePause) else {
      throw ValidationError("--recite-pause takes 0 to 60 seconds.")
    }
  }
}
