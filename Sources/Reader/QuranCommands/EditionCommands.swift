import ArgumentParser
import DataFolder
import Foundation
import Interface
import QuranText

// The versions of the translations as QuranEnc issues them: `quran data check-updates`,
// `update`, `use` and `diff`. The first two reach the network and are carried out by
// the network code (`EditionWork` in the quran program); `use` and `diff` read only this computer.

extension DataCommand {
  /// `quran data check-updates`: asks QuranEnc for each translation's latest version.
  package struct CheckUpdates: NetworkCommand {
    /// `check-updates`, with its help, in the person's language.
    package static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "check-updates", abstract: EditionText.helpCheckUpdates())
    }

    /// `--from URL`: QuranEnc's address, for a mirror or a test server.
    @Option(help: ArgumentHelp(EditionText.helpQuranEnc(), valueName: "URL"))
    package var from: String?
    /// Where the translations are kept (`--data`, `--home`).
    @OptionGroup package var location: LocationOptions

    /// The options at their defaults, for the parser to fill.
    package init() {}
  }

  /// `quran data update [rwwad|hassan]`: fetches a translation's latest version.
  package struct Update: NetworkCommand {
    /// `update`, with its help, in the person's language.
    package static var configuration: CommandConfiguration {
      CommandConfiguration(
        commandName: "update", abstract: EditionText.helpUpdate(),
        discussion: EditionText.helpUpdateDiscussion().flowingParagraphs)
    }

    /// The translation to bring to its latest version: `rwwad` (the default) or `hassan`.
    @Argument(help: ArgumentHelp(EditionText.helpTranslation()))
    package var translation: Translation = .rwwad
    /// `--from URL`: QuranEnc's address, for a mirror or a test server.
    @Option(help: ArgumentHelp(EditionText.helpQuranEnc(), valueName: "URL"))
    package var from: String?
    /// Where the translations are kept (`--data`, `--home`).
    @OptionGroup package var location: LocationOptions

    /// The options at their defaults, for the parser to fill.
    package init() {}
  }

  /// `quran data use rwwad 1.0.7`: the version of a translation in use.
  struct Use: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "use", abstract: EditionText.helpUse())
    }

    @Argument(help: ArgumentHelp(EditionText.helpTranslation())) var translation: Translation
    @Argument(help: ArgumentHelp(EditionText.helpVersion())) var version: String
    @OptionGroup var location: LocationOptions

    func run() throws {
      let (home, source) = try EditionPlace.locate(location)
      let shelf = TranslationShelf(directory: home.translationsDirectory)
      let pinned = version == translation.pinnedName || version == "app"
      guard pinned || shelf.kept(translation).contains(version) else {
        throw Problem(
          EditionText.notKept(
            version, translation.rawValue,
            TranslationTexts.versions(translation, source: source).joined(separator: ", ")))
      }
      do { try shelf.use(translation, version: pinned ? nil : version) } catch {
        throw Problem(EditionText.cannotKeep(shelf.directory, error.localizedDescription))
      }
      print(
        EditionText.nowInUse(
          translation.translator, translation.versionLabel(pinned ? nil : version)))
      try EditionPlace.rebuildCorpus(home: home, source: source)
    }
  }

  /// `quran data diff rwwad 1.0.7 1.0.8`: the ayahs that differ, word by word.
  struct Diff: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "diff", abstract: EditionText.helpDiff())
    }

    @Argument(help: ArgumentHelp(EditionText.helpTranslation())) var translation: Translation
    @Argument(help: ArgumentHelp(EditionText.helpOlder())) var older: String
    @Argument(help: ArgumentHelp(EditionText.helpNewer())) var newer: String
    @OptionGroup var location: LocationOptions

    func run() throws {
      let (_, source) = try EditionPlace.locate(location)
      let texts = try [older, newer].map { version in
        guard let ayahs = try TranslationTexts.ayahs(translation, version: version, source: source)
        else {
          throw Problem(
            EditionText.notKept(
              version, translation.rawValue,
              TranslationTexts.versions(translation, source: source).joined(separator: ", ")))
        }
        return ayahs
      }
      let changed = TranslationTexts.changed(texts[0], texts[1])
      let output = Output()
      for id in changed {
        let position = SurahSizes.globalIndex(of: id) - 1
        let words = EditionPlace.marked(texts[0][position], texts[1][position], output)
        output.line(output.styledText(id.description, .reference) + "  " + words)
      }
      print(
        changed.isEmpty
          ? EditionText.sameWords(translation.translator, older, newer)
          : EditionText.ayahsDiffer(changed.count))
    }
  }
}

/// What the edition commands share: the place of the text and the shelf, the corpus built
/// again, the words that changed drawn.
package enum EditionPlace {
  /// The data folder and the text's folder with its shelf of versions.
  static func locate(_ location: LocationOptions) throws -> (Home, CorpusSource) {
    let environment = ProcessInfo.processInfo.environment
    let home = try location.resolvedHome()
    do {
      return (home, try location.textSource(home: home, environment: environment))
    } catch {
      throw Problem(error)
    }
  }

  /// Builds the corpus from the versions now in use, so the reader opens at once; the
  /// search index and the footnotes follow them.
  package static func rebuildCorpus(home: Home, source: CorpusSource) throws {
    do {
      _ = try Corpus.open(at: home.corpusPath, source: source, progress: BuildProgress.report)
      BuildProgress.finish()
    } catch {
      BuildProgress.finish()
      throw Problem(error)
    }
  }

  /// The newer text with the words removed and added drawn in the terminal's colors, or
  /// marked `[-removed-]` `{+added+}` in a pipe.
  static func marked(_ old: String, _ new: String, _ output: Output) -> String {
    WordDifference.between(old, new).map { piece in
      switch piece {
      case .same(let words): words
      case .removed(let words):
        output.styled ? output.styling.apply(.error, to: words) : "[-" + words + "-]"
      case .added(let words):
        output.styled ? output.styling.apply(.match, to: words) : "{+" + words + "+}"
      }
    }.joined(separator: " ")
  }
}
