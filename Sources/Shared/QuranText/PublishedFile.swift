import Foundation

/// The shape of one published translation file (`vi-rwwad.json`, `vi-hassan.json`).
struct PublishedFile: Decodable {
  struct Metadata: Decodable {
    struct Source: Decodable {
      let name: String
      let author: String
    }
    let vietnameseSource: Source
  }

  struct PublishedSurah: Decodable {
    let number: Int
    let arabicName: String
    let transliteration: String
    let revelationPlace: String
    let vietnameseName: String
    let ayahs: [PublishedAyah]
  }

  struct PublishedAyah: Decodable {
    let id: String
    let number: Int
    let arabic: String
    let vietnamese: String
  }

  let metadata: Metadata
  let surahs: [PublishedSurah]

  static func read(_ translation: Translation, from source: CorpusSource) throws -> PublishedFile {
    let path = source.path(of: translation)
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CorpusBuildError("\(path) could not be read (\(error.localizedDescription)).")
    }
    let file: PublishedFile
    do {
      file = try JSONDecoder().decode(PublishedFile.self, from: data)
    } catch {
      throw CorpusBuildError("\(path) is not the expected Quran JSON (\(error)).")
    }
    try file.validate(path: path)
    return file
  }

  /// This file with its Vietnamese replaced by `edition`'s, ayah by ayah (the Arabic and the
  /// surahs' names stay); itself when `edition` is nil.
  func replacingText(with edition: TranslationEdition?) -> PublishedFile {
    guard let edition else { return self }
    var position = 0
    let surahs = self.surahs.map { surah in
      let ayahs = surah.ayahs.map { ayah in
        defer { position += 1 }
        return PublishedAyah(
          id: ayah.id, number: ayah.number, arabic: ayah.arabic,
          vietnamese: edition.ayahs[position].translation)
      }
      return PublishedSurah(
        number: surah.number, arabicName: surah.arabicName,
        transliteration: surah.transliteration, revelationPlace: surah.revelationPlace,
        vietnameseName: surah.vietnameseName, ayahs: ayahs)
    }
    return PublishedFile(metadata: metadata, surahs: surahs)
  }

  /// The file must hold every surah and ayah in order: the corpus is indexed by position.
  func validate(path: String) throws {
    guard surahs.count == SurahSizes.surahCount else {
      throw CorpusBuildError("\(path) holds \(surahs.count) surahs, not 114.")
    }
    for (index, surah) in surahs.enumerated() {
      let expected = SurahSizes.ayahCounts[index]
      guard surah.number == index + 1, surah.ayahs.count == expected,
        surah.ayahs.enumerated().allSatisfy({ $0.element.number == $0.offset + 1 })
      else {
        throw CorpusBuildError(
          "\(path): surah \(index + 1) is out of order or does not hold its \(expected) ayahs.")
      }
      guard RevelationPlace(published: surah.revelationPlace) != nil else {
        throw CorpusBuildError(
          "\(path): surah \(surah.number) has an unknown place \"\(surah.revelationPlace)\".")
      }
    }
  }
}

/// Building the corpus failed; the sentence says which file and why.
public struct CorpusBuildError: Error, CustomStringConvertible {
  /// The file at fault and what is wrong with it.
  public let description: String
  init(_ description: String) { self.description = description }
}
