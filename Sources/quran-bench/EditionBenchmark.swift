import Foundation
import QuranText

/// What a translation's version from QuranEnc costs the corpus build (issue 50): the build
/// with a kept Rwwad version in use (its 6,236 ayahs and footnotes read from the shelf and
/// checked whole) beside the text alone and beside the pinned text with its footnotes and
/// tafsir, in the same run; the bound is issue 39's, 1.5× the text alone.
func benchmarkEditions() throws {
  let textOnly = workspace + "/editions-text-only/quran"
  try FileManager.default.createDirectory(atPath: textOnly, withIntermediateDirectories: true)
  for file in PinnedText.textFiles {
    try FileManager.default.createSymbolicLink(
      atPath: textOnly + "/" + file.fileName, withDestinationPath: source.path(of: file))
  }
  let bare = CorpusSource(directory: textOnly)
  // QuranEnc's 1.0.7 as a kept version "1.0.8": the same size and shape as an update's.
  let shelf = TranslationShelf(directory: workspace + "/editions-shelf")
  let pinned = try TranslationEdition.read(
    path: source.path(of: PinnedText.footnotes), translation: .rwwad)
  try shelf.keep(TranslationEdition(translation: .rwwad, version: "1.0.8", ayahs: pinned.ayahs))
  try shelf.use(.rwwad, version: "1.0.8")
  let updated = source.with(shelf: shelf)

  var timings = [Timings(), Timings(), Timings()]
  for run in 0..<3 {
    for (index, source) in [bare, source, updated].enumerated() {
      timings[index].add(
        try measure {
          _ = try Corpus.open(at: workspace + "/editions-\(index)-\(run).sqlite", source: source)
        })
    }
  }
  let (alone, pinnedBuild, withEdition) = (timings[0].median, timings[1].median, timings[2].median)
  report(
    "corpus build with Rwwad 1.0.8 in use (median of 3): \(Timings.format(withEdition)), "
      + "text alone \(Timings.format(alone)), pinned with footnotes and tafsir "
      + "\(Timings.format(pinnedBuild))",
    String(format: "%.2f×", withEdition / alone), bound: "≤ 1.50×", ok: withEdition / alone <= 1.5)
}
