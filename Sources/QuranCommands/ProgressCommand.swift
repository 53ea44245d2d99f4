import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran progress`: how far you have read, per surah and overall.
struct ProgressCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "progress", abstract: CommandHelp.progress())
  }

  @Flag(help: .text(.json)) var json = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    let session = try location.openSession(access: .readOnly)
    let progress = try session.library.progress()
    let overall = OverallProgress(progress)
    let output = Output()
    let surahs = progress.values.sorted { $0.surah < $1.surah }
    if json {
      try output.json(
        ProgressJSON(
          ayahsRead: overall.ayahsRead, totalAyahs: SurahSizes.totalAyahs,
          percentage: overall.percentage,
          surahs: surahs.map {
            .init(
              surah: $0.surah, lastReadAyah: $0.lastReadAyah, totalAyahs: $0.totalAyahs,
              percentage: $0.percentage)
          }))
      return
    }
    for entry in surahs {
      let name = session.corpus.surah(entry.surah)?.vietnameseName ?? ""
      output.line(
        "\(pad(String(entry.surah), 3)) \(pad(name, 24, left: false)) \(pad("\(entry.lastReadAyah)/\(entry.totalAyahs)", 8)) \(pad(percent(entry.percentage), 5))"
      )
    }
    output.line(
      output.styledText(
        CommandText.progressOverall(
          overall.ayahsRead, SurahSizes.totalAyahs, percent(overall.percentage),
          overall.surahsFinished),
        .bold))
  }

  private func percent(_ value: Double) -> String {
    value >= 10 || value == 0 ? "\(Int(value.rounded(.down)))%" : String(format: "%.1f%%", value)
  }

  private func pad(_ text: String, _ width: Int, left: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
  }

  struct ProgressJSON: Encodable {
    struct Entry: Encodable {
      let surah: Int
      let lastReadAyah: Int
      let totalAyahs: Int
      let percentage: Double
    }
    let ayahsRead: Int
    let totalAyahs: Int
    let percentage: Double
    let surahs: [Entry]
  }
}
