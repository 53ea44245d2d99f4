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
