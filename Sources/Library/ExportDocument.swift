import Foundation
import QuranText

/// Everything a person keeps (favorites, notes, progress) as a JSON document that another
/// program can load and `quran import` takes back without losing anything: ids, texts and
/// times to the millisecond.
public struct ExportDocument: Codable, Sendable, Equatable {
  public struct Favorite: Codable, Sendable, Equatable {
    public let ayahID: String
    public let favoritedAt: Date
  }

  public struct Note: Codable, Sendable, Equatable {
    public let id: UUID
    public let ayahID: String
    public let text: String
    public let createdAt: Date
    public let modifiedAt: Date
  }

  public struct Progress: Codable, Sendable, Equatable {
    public let surah: Int
    public let lastReadAyah: Int
    public let totalAyahs: Int
    public let lastUpdatedAt: Date
  }

  public static let formatName = "quran-vi-export"
  public var format = formatName
  public var version = 1
  public var exportedAt: Date
  public var favorites: [Favorite]
  public var notes: [Note]
  public var progress: [Progress]
  /// The reading log, goal and plans; absent from exports made before they existed.
  public var reading: ReadingExport?

  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Self.timestamp.string(from: date))
    }
    return try encoder.encode(self)
  }

  public static func decode(_ data: Data) throws -> ExportDocument {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = timestamp.date(from: text) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a time"))
      }
      return date
    }
    return try decoder.decode(ExportDocument.self, from: data)
  }

  /// ISO 8601 with milliseconds: the precision the library keeps.
  nonisolated(unsafe) private static let timestamp: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
  }()

  /// The document as a batch to merge; an entry that names no real ayah, or a note too long
  /// to sync, is refused whole.
  public func batch() throws -> ImportBatch {
    guard format == Self.formatName, version == 1 else {
      throw ExportDocumentError(
        "This is not a quran-vi export (format \(format), version \(version)).")
    }
    func ayah(_ text: String) throws -> AyahID {
      do { return try AyahID.parse(text) } catch { throw ExportDocumentError("\(error)") }
    }
    return ImportBatch(
      favorites: try favorites.map {
        FavoriteAyah(ayahID: try ayah($0.ayahID), favoritedAt: $0.favoritedAt)
      },
      notes: try notes.map {
        do {
          try AyahNote.checkSize(of: $0.text.nfc)
        } catch {
          throw ExportDocumentError("Note \($0.id.uuidString) on \($0.ayahID): \(error)")
        }
        return AyahNote(
          id: $0.id, ayahID: try ayah($0.ayahID), text: $0.text.nfc, createdAt: $0.createdAt,
          modifiedAt: $0.modifiedAt)
      },
      progress: try progress.map {
        guard let total = SurahSizes.ayahCount(ofSurah: $0.surah), $0.lastReadAyah >= 1 else {
          throw ExportDocumentError("Progress for surah \($0.surah) names no real ayah.")
        }
        return ReadingProgress(
          surah: $0.surah, lastReadAyah: min($0.lastReadAyah, total), totalAyahs: total,
          lastUpdatedAt: $0.lastUpdatedAt)
      },
      reading: try reading?.validated())
  }
}

public struct ExportDocumentError: Error, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

extension LibraryStore {
  /// Everything kept, as an export document.
  public func exportDocument(at date: Date = Date()) throws -> ExportDocument {
    ExportDocument(
      exportedAt: date.toMilliseconds,
      favorites: try favorites().map {
        .init(ayahID: $0.ayahID.description, favoritedAt: $0.favoritedAt)
      },
      notes: try notes(order: .bySurah).map {
        .init(
          id: $0.id, ayahID: $0.ayahID.description, text: $0.text, createdAt: $0.createdAt,
          modifiedAt: $0.modifiedAt)
      },
      progress: try progress().values.sorted { $0.surah < $1.surah }.map {
        .init(
          surah: $0.surah, lastReadAyah: $0.lastReadAyah, totalAyahs: $0.totalAyahs,
          lastUpdatedAt: $0.lastUpdatedAt)
      },
      reading: try read { db in try readingExport(db) })
  }
}
