import ArgumentParser
import Foundation
import Interface
import QuranText
import Recitation

// Recitation on the command line. `play`, `audio fetch` and the reader's `recite` reach the
// network, so the network code carries them out (`NetworkCommand`); `audio status` only looks at
// this computer's cache.

/// The options every recitation command shares; `--reciter` and `--audio-output` are the
/// reader's too, which `quran` takes at the top level (`ReaderOptions`).
package struct RecitationOptions: ParsableArguments {
  /// `--reciter`, shared with the reader, which the parser hands to every command that has it.
  @OptionGroup package var reciterOption: ReciterOption
  /// `--from BASE_URL`: a mirror of everyayah.com's recitations to fetch from instead.
  @Option(help: ArgumentHelp(AudioText.helpFrom(), valueName: "BASE_URL")) package var from: String?
  /// `--audio-output`, shared with the reader.
  @OptionGroup package var audio: AudioOutputOption

  /// The options at their defaults, for the parser to fill.
  package init() {}

  /// `--reciter`: a reciter's id, checked.
  package var reciter: String { reciterOption.reciter }
  /// `--audio-output`.
  package var audioOutput: String? { audio.audioOutput }

  /// Refuses a reciter's name that names none, with the names to choose from.
  static func check(_ reciter: String) throws {
    guard Reciter.named(reciter) == nil else { return }
    throw ValidationError(
      AudioText.unknownReciter(reciter, Reciter.all.map(\.id).joined(separator: ", ")))
  }

  /// The reciter `--reciter` names, Alafasy when it names none (validation refused that already).
  package var chosenReciter: Reciter { Reciter.named(reciter) ?? .alafasy }

  /// The environment, with `--audio-output` in it when given.
  package func environment(_ base: [String: String]) -> [String: String] {
    var environment = base
    if let audioOutput { environment[Player.outputVariable] = audioOutput }
    return environment
  }
}

/// `quran play 1:1-7 [--reciter R] [--repeat N] [--repeat-ayah N] [--pause S]`.
package struct PlayCommand: NetworkCommand {
  /// `play`, with its help, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "play", abstract: AudioText.helpPlay(),
      discussion: AudioText.helpPlayDiscussion().flowingParagraphs)
  }

  /// The ayahs to recite (`1:1-7`, `2:255`, `36`).
  @Argument(help: ArgumentHelp(AudioText.helpPassage()), transform: Passage.argument)
  package var passage: Passage
  /// The reciter, the mirror and the audio output.
  @OptionGroup package var recitation: RecitationOptions
  /// `--repeat N`: how many times the whole passage is recited, 1 to 1000.
  @Option(help: ArgumentHelp(AudioText.helpRepeat(), valueName: "N")) package var `repeat` = 1
  /// `--repeat-ayah N`: how many times each ayah is recited before the next, 1 to 1000.
  @Option(help: ArgumentHelp(AudioText.helpRepeatAyah(), valueName: "N")) package var repeatAyah = 1
  /// `--pause S`: seconds of silence between ayahs, 0 to 60.
  @Option(help: ArgumentHelp(AudioText.helpPause(), valueName: "SECONDS")) package var pause = 0.0

  /// The options at their defaults, for the parser to fill.
  package init() {}

  /// Refuses a repeat count or a pause out of its range, with the range.
  package func validate() throws {
    guard (1...1000).contains(`repeat`), (1...1000).contains(repeatAyah) else {
      throw ValidationError("--repeat and --repeat-ayah take 1 to 1000.")
    }
    guard (0...60).contains(pause) else { throw ValidationError("--pause takes 0 to 60 seconds.") }
  }
}

/// The reader's recitation: a child `quran` recites `passage`, telling the reader each step as a
/// line on standard output (`playing 2:255`, `sounding 2:255`, `fetching 2:255`,
/// `problem SENTENCE`, `finished`) and taking `pause`, `resume` and `stop` on standard input,
/// until it ends (the reader closed it, or the reader is gone).
package struct ReciteCommand: NetworkCommand {
  /// `recite`, left out of the help: only the reader runs it.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "recite", abstract: "The reader's recitation (the reader runs it).",
      shouldDisplay: false)
  }

  /// The ayahs the reader asked to hear.
  @Argument(transform: Passage.argument) package var passage: Passage
  /// The reciter, the mirror and the audio output the reader was started with.
  @OptionGroup package var recitation: RecitationOptions
  /// How many times the whole passage is recited.
  @Option(help: ArgumentHelp(valueName: "N")) package var `repeat` = 1
  /// How many times each ayah is recited before the next.
  @Option(help: ArgumentHelp(valueName: "N")) package var repeatAyah = 1
  /// Seconds of silence between ayahs.
  @Option(help: ArgumentHelp(valueName: "SECONDS")) package var pause = 0.0

  /// The options at their defaults, for the parser to fill.
  package init() {}
}

/// Hear and recite: a child `quran` plays each step of the passage's `DrillPlan`, then
/// leaves a silence as long as it, `silence` times, for the person to recite it. `quran
/// memorize PASSAGE --recite` runs it, which prints progress lines on standard error; the
/// reader runs it with `--events`, which tells each step as a line on standard output
/// (`step 67:1-2 1 3`, `playing 67:1`, `sounding 67:1`, `turn 67:1-2 1 3 SECONDS`,
/// `fetching 67:1`, `problem SENTENCE`, `finished`) and takes `pause`, `resume` and `stop` on
/// standard input.
package struct DrillCommand: NetworkCommand {
  /// `drill`, left out of the help: `quran memorize --recite` and the reader run it.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "drill", abstract: "Hear and recite (quran memorize --recite runs it).",
      shouldDisplay: false)
  }

  /// The passage to memorize, which the drill plan cuts into steps.
  @Argument(transform: AyahSpan.argument) package var passage: AyahSpan
  /// The reciter, the mirror and the audio output.
  @OptionGroup package var recitation: RecitationOptions
  /// How many times each step is heard and recited.
  @Option(help: ArgumentHelp(valueName: "N")) package var `repeat` = 3
  /// The person's turn to recite, as a multiple of the time the step took to hear (0 to 10).
  @Option(help: ArgumentHelp(valueName: "TIMES")) package var silence = 1.0
  /// `--events`: tell each step as a line on standard output, for the reader.
  @Flag package var events = false

  /// The options at their defaults, for the parser to fill.
  package init() {}
}

/// `quran audio fetch SURAH`, `quran audio status`.
package struct AudioCommand: ParsableCommand {
  /// `audio`, with its two subcommands.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "audio", abstract: AudioText.helpAudio(), subcommands: [Fetch.self, Status.self])
  }

  /// The command as the parser makes it; `audio` alone prints its help.
  package init() {}

  /// `quran audio fetch SURAH`: downloads a surah's recitation into the audio cache, carried out
  /// by the network code.
  package struct Fetch: NetworkCommand {
    /// `fetch`, with its help, in the person's language.
    package static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "fetch", abstract: AudioText.helpAudioFetch())
    }

    /// The surah whose ayahs are fetched, 1 to 114.
    @Argument(help: ArgumentHelp(AudioText.helpSurah())) package var surah: Int
    /// The reciter, the mirror and the audio output.
    @OptionGroup package var recitation: RecitationOptions

    /// The options at their defaults, for the parser to fill.
    package init() {}

    /// Refuses a surah number outside 1–114 with the sentence a reference would get.
    package func validate() throws {
      guard SurahSizes.ayahCount(ofSurah: surah) != nil else {
        throw ValidationError(AyahReferenceError.noSuchSurah("\(surah)", surah: surah).description)
      }
    }
  }

  struct Status: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "status", abstract: AudioText.helpAudioStatus())
    }

    func run() throws {
      let cache = AudioCache.resolve(ProcessInfo.processInfo.environment)
      let files = cache.files()
      print(
        AudioText.statusCache(
          cache.directory, files.count, Self.size(files.reduce(0) { $0 + $1.bytes }),
          Self.size(cache.bound), AudioCache.boundVariable))
      for reciter in Reciter.all {
        let folder = "/" + reciter.folder + "/"
        let names = Set(
          files.filter { $0.path.contains(folder) }.map { ($0.path as NSString).lastPathComponent })
        guard !names.isEmpty else { continue }
        let whole = (1...114).filter { surah in
          (1...(SurahSizes.ayahCount(ofSurah: surah) ?? 0)).allSatisfy {
            names.contains(Reciter.fileName(surah: surah, ayah: $0))
          }
        }
        print(AudioText.statusReciter(reciter.name, reciter.id, names.count, whole.count))
      }
      print(AudioText.statusBound())
      print(AudioText.credits())
    }

    static func size(_ bytes: Int64) -> String {
      ByteSize.text(bytes)
    }
  }
}
