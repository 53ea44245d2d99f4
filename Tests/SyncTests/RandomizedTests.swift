// A seeded run of a few hundred mixed operations on three devices, with syncs at random
// moments: at the end all three are identical and equal to a model of what was done.
import Foundation
import Library
import QuranText
import Sync
import TestSupport
import Testing

/// What the three devices together should hold. Each device works on its own part (its own
/// surahs' favorites and progress, the notes it wrote; device 0 owns the settings), so the
/// model is each part's last state — while the syncs interleave at random.
struct Model {
  var favorites = Set<String>()
  var notes = [UUID: (ayah: String, text: String)]()
  var progress = [Int: Int]()
  var translation = Translation.rwwad
  var showArabic = true
}

@Suite(.serialized) struct RandomizedTests {
  @Test(arguments: [UInt64(20_261_121)])
  func threeDevicesConvergeToTheModel(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let world = try SyncWorld()
    let devices = try (0..<3).map { try world.device("d\($0)") }
    var model = Model()
    var ownNotes: [[UUID]] = [[], [], []]
    for step in 0..<300 {
      let index = Int.random(in: 0..<3, using: &random)
      let device = devices[index]
      let library = device.library
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30:
        // Favorites on this device's own surahs (1–3 for device 0, 4–6 for device 1, …).
        let surah = index * 3 + Int.random(in: 1...3, using: &random)
        let id = try AyahID(surah: surah, ayah: Int.random(in: 1...7, using: &random))
        let now = try library.toggleFavorite(id)
        if now {
          model.favorites.insert(id.description)
        } else {
          model.favorites.remove(id.description)
        }
      case 30..<50:
        let id = try AyahID(
          surah: 20 + index, ayah: Int.random(in: 1...10, using: &random))
        let note = try library.addNote(on: id, text: "note \(step) từ d\(index)")
        ownNotes[index].append(note.id)
        model.notes[note.id] = (id.description, note.text)
      case 50..<62:
        if let id = ownNotes[index].randomElement(using: &random),
          try library.note(id) != nil
        {
          let text = "edited \(step) trên d\(index)"
          try library.editNote(id, text: text)
          model.notes[id]?.text = text
        }
      case 62..<70:
        if let id = ownNotes[index].randomElement(using: &random),
          try library.note(id) != nil
        {
          try library.deleteNote(id)
          model.notes[id] = nil
        }
      case 70..<80:
        let surah = 30 + index
        let ayah = Int.random(in: 1...SurahSizes.ayahCount(ofSurah: surah)!, using: &random)
        if try library.recordReading(AyahID(surah: surah, ayah: ayah)) {
          model.progress[surah] = ayah
        }
      case 80..<85 where index == 0:
        var settings = try library.settings()
        settings.translation = settings.translation == .rwwad ? .hassan : .rwwad
        settings.showArabic = Bool.random(using: &random)
        try library.save(settings)
        model.translation = settings.translation
        model.showArabic = settings.showArabic
      default:
        try device.sync()
      }
    }
    for _ in 0..<2 {
      for device in devices { try device.sync() }
    }
    let first = try devices[0].snapshot()
    for device in devices.dropFirst() {
      #expect(try device.snapshot() == first, "device \(device.name) differs")
    }
    #expect(first.favorites == model.favorites)
    #expect(first.notes == Set(model.notes.map { "\($0.key) \($0.value.ayah) \($0.value.text)" }))
    #expect(first.progress == model.progress)
    #expect(first.settings.translation == model.translation)
    #expect(first.settings.showArabic == model.showArabic)
    for device in devices { #expect(try device.library.pendingChangeCount() == 0) }
  }
}
