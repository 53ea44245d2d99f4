import ArgumentParser
import Interface
import QuranText

/// `quran tafsir 2:255`, `quran tafsir 2:1-5`, `quran tafsir 36`: the Al-Mukhtasar tafsir.
struct TafsirCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "tafsir", abstract: StudyText.helpTafsir())
  }

  @Argument(help: ArgumentHelp(StudyText.helpTafsirReference()), transform: Passage.argument)
  var reference: Passage

  @Flag(help: .text(.json))
  var json = false

  @OptionGroup var location: LocationOptions

  func run() throws {
    let session = try location.openSession(access: .readOnly)
    // A text that explains several ayahs is given once, at the first of them asked for.
    var texts = [Tafsir]()
    for id in reference.ayahIDs {
      guard let tafsir = try session.corpus.tafsir(of: id) else {
        throw Problem(Self.absence(session.corpus))
      }
      if texts.last != tafsir { texts.append(tafsir) }
    }
    let output = Output()
    if json {
      try output.json(texts.map(TafsirJSON.init))
      return
    }
    for (index, tafsir) in texts.enumerated() {
      if index > 0 { output.line() }
      var heading = StudyText.tafsirHeading(tafsir.first)
      if tafsir.first != tafsir.last { heading += " " + StudyText.explainsSeveral(tafsir.ayahs) }
      output.line(output.styledText(heading, .bold))
      output.line(tafsir.text)
    }
  }

  /// Why the corpus holds no tafsir: not fetched, or refused.
  static func absence(_ corpus: Corpus) -> String {
    switch (try? corpus.studyState())?.tafsir ?? .missing {
    case .wrongSize, .wrongDigest: DataText.notPublishedOne(PinnedText.tafsir.fileName)
    case .matches, .missing: StudyText.tafsirMissing()
    }
  }
}

/// One tafsir text as `quran tafsir --json` writes it.
struct TafsirJSON: Encodable {
  /// The ayahs it explains: "2:255", or "2:3–5".
  let ayahs: String
  let first: String
  let last: String
  let text: String

  init(_ tafsir: Tafsir) {
    ayahs = tafsir.ayahs
    first = tafsir.first.description
    last = tafsir.last.description
    text = tafsir.text
  }
}
