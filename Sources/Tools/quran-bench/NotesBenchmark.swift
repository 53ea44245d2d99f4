import DataFolder
import Foundation
import Library
import QuranText
import ReaderUI

/// The notes figures: a home with 50,000 notes; the notes view's first frame, note search,
/// and saving a note (with its journal entry), all in process.
func benchmarkNotes() throws {
  let notesHome = Home(directory: workspace + "/notes-home")
  try notesHome.create()
  let library = try LibraryStore(path: notesHome.libraryPath)
  var batch = ImportBatch()
  let ayahs = (1...SurahSizes.totalAyahs).compactMap(SurahSizes.ayah(atGlobalIndex:))
  let start = Date(timeIntervalSinceNow: -86_400 * 365)
  for index in 0..<50_000 {
    let ayah = ayahs[index % ayahs.count]
    let written = start.addingTimeInterval(Double(index) * 600)
    batch.notes.append(
      AyahNote(
        id: UUID(), ayahID: ayah,
        text: "Ghi chú \(index) về \(ayah): \(noteWords[index % noteWords.count]) — suy ngẫm.",
        createdAt: written, modifiedAt: written))
  }
  _ = try library.merge(batch)
  let corpus = try Corpus(path: try preparedCorpus())

  var opening = Timings()
  for _ in 0..<20 {
    let session = try ReaderSession(corpus: corpus, library: library)
    _ = session.draw(width: 160, height: 50)
    opening.add(
      measure {
        _ = session.handle(.character("N"))
        _ = session.draw(width: 160, height: 50)
      })
  }
  report(
    "notes view with 50,000 notes: first frame (median)", Timings.format(opening.median),
    bound: "≤ 100 ms", ok: opening.median <= 100)

  var searching = Timings()
  for _ in 0..<10 {
    for query in noteWords {
      searching.add(try measure { _ = try library.searchNotes(query, limit: 100) })
    }
  }
  report(
    "search 50,000 notes: p50", Timings.format(searching.median), bound: "≤ 5 ms",
    ok: searching.median <= 5)

  var saving = Timings()
  for index in 0..<500 {
    saving.add(
      try measure { try library.addNote(on: ayahs[index], text: "Ghi chú mới số \(index)") })
  }
  print(
    "  (save p50 \(Timings.format(saving.median)), p90 \(Timings.format(saving.percentile(0.9))))")
  report(
    "save a note with its journal entry: p99", Timings.format(saving.percentile(0.99)),
    bound: "≤ 5 ms", ok: saving.percentile(0.99) <= 5)
}

private let noteWords = [
  "Đấng Hằng Sống", "dang hang song", "lòng biết ơn", "long biet on", "kiên nhẫn", "kien nhan",
  "cầu nguyện", "cau nguyen", "tha thứ", "tha thu", "Thiên Đàng", "thien dang", "ánh sáng",
  "anh sang", "sự thật", "su that", "hy vọng", "hy vong", "bình an", "binh an",
]
