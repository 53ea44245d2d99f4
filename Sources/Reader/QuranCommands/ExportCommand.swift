import ArgumentParser
import Foundation
import Interface
import Library
import QuranText

/// `quran export --format markdown|json [--output FILE]`.
struct ExportCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "export", abstract: CommandHelp.export())
  }

  enum Format: String, ExpressibleByArgument, CaseIterable { case markdown, json }

  @Option(help: .text(.exportFormat, valueName: "markdown|json")) var format: Format = .markdown
  @Option(help: .text(.exportOutput, valueName: "FILE")) var output: String?
  @OptionGroup var location: LocationOptions

  func run() throws {
    if let output { try OurFiles.refuseWritingOver(output, home: try location.resolvedHome()) }
    let session = try location.openSession(access: .readOnly)
    let document = try session.library.exportDocument()
    let data: Data
    switch format {
    case .json: data = try document.encoded() + Data("\n".utf8)
    case .markdown:
      data = Data(MarkdownExport(document: document, corpus: session.corpus).text.utf8)
    }
    guard let output else { return FileHandle.standardOutput.write(data) }
    // Written beside the target and renamed, so a failure never leaves half a file; for its
    // owner alone (0600), as the library it comes from.
    let temporary = output + ".partial-\(getpid())"
    do {
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try file.write(contentsOf: data)
      try file.close()
      guard rename(temporary, output) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw Problem(CommandText.exportWriteFailed(output, error.localizedDescription))
    }
    FileHandle.standardError.write(
      Data(
        (CommandText.exported(
          document.favorites.count, document.notes.count, document.progress.count, output) + "\n")
          .utf8))
  }
}

/// The export as a Markdown page a person can read.
struct MarkdownExport {
  let document: ExportDocument
  let corpus: Corpus

  var text: String {
    var lines = [
      "# quran-vi — \(document.exportedAt.formatted(.iso8601.year().month().day()))", "",
    ]
    lines += ["## " + CommandText.markdownFavorites(document.favorites.count), ""]
    for favorite in document.favorites {
      lines.append("- **\(favorite.ayahID)** \(surahName(favorite.ayahID))")
    }
    lines += ["", "## " + CommandText.markdownNotes(document.notes.count), ""]
    for note in document.notes {
      lines.append("### \(note.ayahID) \(surahName(note.ayahID))")
      lines.append("")
      lines += note.text.split(separator: "\n", omittingEmptySubsequences: false).map { "> \($0)" }
      lines.append("")
      lines.append(
        "_"
          + CommandText.markdownNoteDates(
            note.createdAt.formatted(.iso8601), note.modifiedAt.formatted(.iso8601),
            note.id.uuidString) + "_"
      )
      lines.append("")
    }
    lines += [
      "## " + CommandText.markdownProgress(), "", CommandText.markdownProgressHeader(),
      "|---|---|---|",
    ]
    for entry in document.progress {
      let name = corpus.surah(entry.surah)?.vietnameseName ?? ""
      let percent = Int(
        (Double(entry.lastReadAyah) / Double(entry.totalAyahs) * 100).rounded(.down))
      lines.append(
        "| \(entry.surah). \(name) | \(entry.lastReadAyah)/\(entry.totalAyahs) | \(percent)% |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func surahName(_ ayahID: String) -> String {
    guard let id = try? AyahID.parse(ayahID), let surah = corpus.surah(id.surah) else { return "" }
    return "(\(surah.vietnameseName))"
  }
}
