import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran progress`: what you have read (the reading log's ayahs), per surah and overall, and
/// where you stopped in each surah.
struct ProgressCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "progress", abstract: CommandHelp.progress())
  }

  @Flag(help: .text(.json)) var json = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    let session = try location.openSession(access: .readOnly)
    let stopped = try session.library.progress()
    let read = try session.library.ayahsRead()
    let surahs = Set(stopped.keys).union(read.bySurah.keys).sorted()
    let entries = surahs.map { surah in
      let total = SurahSizes.ayahCount(ofSurah: surah) ?? 1
      return ProgressJSON.Entry(
        surah: surah, ayahsRead: read.read(inSurah: surah), totalAyahs: total,
        percentage: Double(read.read(inSurah: surah)) / Double(total) * 100,
        lastReadAyah: stopped[surah]?.lastReadAyah)
    }
    let output = Output()
    if json {
      try output.json(
        ProgressJSON(
          ayahsRead: read.ayahsRead, totalAyahs: SurahSizes.totalAyahs,
          percentage: read.percentage, surahs: entries))
      return
    }
    for entry in entries {
      let name = session.corpus.surah(entry.surah)?.vietnameseName ?? ""
      let place = entry.lastReadAyah.map { "  " + ReadingText.stoppedAt("\(entry.surah):\($0)") }
      output.line(
        "\(pad(String(entry.surah), 3)) \(pad(name, 24, left: false)) \(pad("\(entry.ayahsRead)/\(entry.totalAyahs)", 8)) \(pad(percent(entry.percentage), 5))\(place ?? "")"
      )
    }
    output.line(
      output.styledText(
        CommandText.progressOverall(
          read.ayahsRead, SurahSizes.totalAyahs, percent(read.percentage), read.surahsFinished),
        .bold))
  }

  private func percent(_ value: Double) -> String { Percentage.text(value) }

  private func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }

  struct ProgressJSON: Encodable {
    /// A surah read or opened: its ayahs in the reading log, and where the person stopped
    /// (`lastReadAyah`, the place to resume, as the app's ReadingProgress keeps it).
    struct Entry: Encodable {
      let surah: Int
      let ayahsRead: Int
      let totalAyahs: Int
      let percentage: Double
      let lastReadAyah: Int?
    }
    let ayahsRead: Int
    let totalAyahs: Int
    let percentage: Double
    let surahs: [Entry]
  }
}
