import AppRecords
import Foundation
import Interface
import JSONScanner
import QuranText

/// Everything a person keeps (favorites, notes, progress, reading log, memorizing, settings)
/// as a JSON document that another program can load and `quran import` takes back without
/// losing anything: ids, texts and times to the millisecond.
public struct ExportDocument: Codable, Sendable, Equatable {
  /// A favorite ayah in the export.
  public struct Favorite: Codable, Sendable, Equatable {
    /// The ayah as `surah:ayah` (`2:255`).
    public let ayahID: String
    /// When the ayah was marked.
    public let favoritedAt: Date
  }

  /// A note on an ayah in the export, with its id so an import finds it again.
  public struct Note: Codable, Sendable, Equatable {
    /// The note's id, kept across export and import.
    public let id: UUID
    /// The ayah the note is on, as `surah:ayah`.
    public let ayahID: String
    /// The note's text as written.
    public let text: String
    /// When the note was first written.
    public let createdAt: Date
    /// When the note's text last changed.
    public let modifiedAt: Date
  }

  /// How far a surah has been read.
  public struct Progress: Codable, Sendable, Equatable {
    /// The surah number, 1–114.
    public let surah: Int
    /// The furthest ayah reached in the surah.
    public let lastReadAyah: Int
    /// How many ayahs the surah has.
    public let totalAyahs: Int
    /// When the progress last moved forward.
    public let lastUpdatedAt: Date
  }

  /// The value of `format` that marks a quran-vi export.
  public static let formatName = "quran-vi-export"
  /// Names the kind of document; `batch()` refuses anything else.
  public var format = formatName
  /// The version of the format; only 1 exists.
  public var version = 1
  /// When the export was made, to the millisecond.
  public var exportedAt: Date
  /// Every favorite ayah, in the order of the Quran.
  public var favorites: [Favorite]
  /// Every note, by surah and ayah, then oldest first.
  public var notes: [Note]
  /// The progress of each surah read so far, by surah number.
  public var progress: [Progress]
  /// The reading log, goal and plans; absent from exports made before they existed.
  public var reading: ReadingExport?
  /// Memorizing's grades and plan; absent from exports made before they were carried.
  public var memorizing: MemorizeExport?
  /// The rows of every kind carried as its rows (`RowCopyingKind`: the settings), by its
  /// type's name, as its table keeps them; absent from exports made before they were carried.
  public var records: [String: [JSONValue]]?

  /// The document as pretty-printed JSON with sorted keys; times are ISO 8601 with
  /// milliseconds.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Self.timestamp.string(from: date))
    }
    return try encoder.encode(self)
  }

  /// Reads a document from JSON as `encoded()` writes it; throws on a malformed time.
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
  /// to sync, is refused whole. A note of nothing but spaces and line breaks is empty, as
  /// everywhere a note's text enters: it is left out, and the batch says so.
  public func batch() throws -> ImportBatch {
    guard format == Self.formatName, version == 1 else {
      throw ExportDocumentError(
        "This is not a quran-vi export (format \(format), version \(version)).")
    }
    func ayah(_ text: String) throws -> AyahID {
      do { return try AyahID.parse(text) } catch { throw ExportDocumentError("\(error)") }
    }
    let blank = notes.filter { NoteText.isBlank($0.text) }
    var batch = ImportBatch(
      favorites: try favorites.map {
        FavoriteAyah(ayahID: try ayah($0.ayahID), favoritedAt: $0.favoritedAt)
      },
      notes: try notes.filter { !NoteText.isBlank($0.text) }.map { note in
        let text: NoteText
        do { text = try NoteText.checked(note.text) } catch {
          throw ExportDocumentError("Note \(note.id.uuidString) on \(note.ayahID): \(error)")
        }
        return AyahNote(
          id: note.id, ayahID: try ayah(note.ayahID), text: text.words,
          createdAt: note.createdAt, modifiedAt: note.modifiedAt)
      },
      progress: try progress.map {
        guard let total = SurahSizes.ayahCount(ofSurah: $0.surah), $0.lastReadAyah >= 1 else {
          throw ExportDocumentError("Progress for surah \($0.surah) names no real ayah.")
        }
        return ReadingProgress(
          surah: $0.surah, lastReadAyah: min($0.lastReadAyah, total), totalAyahs: total,
          lastUpdatedAt: $0.lastUpdatedAt)
      },
      reading: try reading?.validated(), memorizing: try memorizing?.validated())
    batch.leftOut = blank.map {
      "notes: \($0.ayahID) \($0.id.uuidString) — \(ImportText.noteEmpty())"
    }
    for (name, rows) in (records ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let carried = RecordKinds.kind(RecordType(rawValue: name))?.carriedRows else {
        batch.leftOut.append("records: \(name) — \(ImportText.recordTypeUnknown())")
        continue
      }
      let (kept, leftOut) = carried.checked(rows)
      batch.records[carried.type] = kept
      batch.leftOut += leftOut
    }
    return batch
  }
}

/// An export document could not be taken back; the description says why.
public struct ExportDocumentError: Error, CustomStringConvertible {
  /// What is wrong, as a sentence for a person.
  public let description: String
  init(_ description: String) { self.description = description }
}

extension LibraryStore {
  /// Everything kept, as an export document.
  public func exportDocument(at date: Date? = nil) throws -> ExportDocument {
    ExportDocument(
      exportedAt: (date ?? clock.now()).toMilliseconds,
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
      reading: try read { db in try Self.readingExport(db) },
      memorizing: try read { db in try Self.memorizeExport(db) },
      records: try read { db in try RecordKinds.exportedRows(db) })
  }
}
