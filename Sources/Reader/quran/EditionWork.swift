import DataFolder
import Foundation
import Interface
import QuranCommands
import QuranText
import TextFetch

/// `quran data check-updates`'s work: asks QuranEnc's list and says, for each translation,
/// whether a newer version than the one here is out.
extension DataCommand.CheckUpdates: NetworkWork {
  func perform() throws {
    let (_, source) = try EditionSetting.place(location)
    let update = TranslationUpdate(source: source, quranEnc: try EditionSetting.quranEnc(from))
    let latest: [Translation: String]
    do { latest = try update.askLatest() } catch { throw Problem(error) }
    for translation in Translation.allCases {
      let here = translation.versionLabel(source.shelf?.inUse(translation))
      guard let listed = latest[translation] else {
        print(EditionText.notListed(translation.quranEncKey))
        continue
      }
      let newer = source.shelf?.newer(translation) != nil
      print(
        newer
          ? EditionText.newerOut(translation.translator, here, listed, translation.rawValue)
          : EditionText.upToDate(translation.translator, listed))
    }
  }
}

/// `quran data update`'s work: the latest version fetched, checked whole, kept and switched
/// to; then the corpus built from it.
extension DataCommand.Update: NetworkWork {
  func perform() throws {
    let (home, source) = try EditionSetting.place(location)
    var update = TranslationUpdate(source: source, quranEnc: try EditionSetting.quranEnc(from))
    let terminal = isatty(STDERR_FILENO) == 1
    let name = translation.quranEncKey
    update.progress = { number in
      guard terminal || number % 38 == 0 || number == 114 else { return }
      let line = EditionText.fetchingSurah(name, number)
      FileHandle.standardError.write(Data((terminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
      if terminal, number == 114 { FileHandle.standardError.write(Data("\n".utf8)) }
    }
    let report: TranslationUpdate.Report
    do { report = try update.run(translation) } catch {
      if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
      throw Problem(error)
    }
    guard !report.alreadyLatest else {
      print(
        EditionText.alreadyLatest(translation.translator, translation.versionLabel(report.from)))
      return
    }
    EditionSetting.tell(report)
    try EditionPlace.rebuildCorpus(home: home, source: source)
  }
}

/// What the two commands share: where, which address, and the report.
enum EditionSetting {
  static func place(_ location: LocationOptions) throws -> (Home, CorpusSource) {
    let environment = ProcessInfo.processInfo.environment
    let home = Home.resolve(explicit: location.home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    let source: CorpusSource
    do {
      source = try CorpusSource.locate(
        explicit: location.data, environment: environment,
        fetched: [home.textDirectory, home.ownTextDirectory],
        currentDirectory: FileManager.default.currentDirectoryPath)
    } catch {
      throw Problem(error)
    }
    return (home, source.with(shelf: TranslationShelf(directory: home.translationsDirectory)))
  }

  /// `--from`, else `$QURAN_VI_QURANENC_URL`, else quranenc.com.
  static func quranEnc(_ option: String?) throws -> QuranEnc {
    let environment = ProcessInfo.processInfo.environment
    guard let text = option ?? environment[QuranEnc.addressVariable], !text.isEmpty else {
      return QuranEnc()
    }
    guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https",
      url.host != nil
    else {
      throw Problem(DataText.notAMirror(text))
    }
    return QuranEnc(base: url)
  }

  static func tell(_ report: TranslationUpdate.Report) {
    let translation = report.translation
    let from = translation.versionLabel(report.from)
    let to = translation.versionLabel(report.to)
    print(EditionText.updated(translation.translator, from, to, report.changed.count))
    if report.changed.isEmpty {
      print(EditionText.noAyahChanged())
    } else {
      let shown = report.changed.prefix(40).map(\.description).joined(separator: ", ")
      print(EditionText.changedAyahs(shown + (report.changed.count > 40 ? ", …" : "")))
    }
    let old = report.from ?? translation.pinnedName
    print(EditionText.oldKept(translation.rawValue, old))
    print(EditionText.seeDiff(translation.rawValue, old, report.to ?? ""))
  }
}
