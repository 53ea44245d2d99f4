import Interface
import Library
import QuranText

/// The actions that change the reading alone, with no file read or written: the session
/// carries out what they return (a surah to open, a recitation to start again).
extension ReaderState {
  /// Says a sentence in the status row until the next key.
  mutating func say(_ text: String) { message = (text, false) }

  /// Says what went wrong in the status row.
  mutating func show(_ error: any Error) { message = ("\(error)", true) }

  /// `Tab`: the keys go to the other pane.
  mutating func switchPane() { focus = focus == .reader ? .surahList : .reader }

  /// An ayah's favorite mark as the library now holds it: the stars follow and it is said.
  mutating func favorite(_ id: AyahID, marked: Bool) {
    if marked {
      favorites.insert(id)
      say(ReaderText.nowFavorite(id))
    } else {
      favorites.remove(id)
      say(CommandText.favoriteRemoved(id))
    }
  }

  /// A move in the surah list, `count` surahs tall `height` rows; returns the surah and ayah
  /// to open when the move opens one (`Enter` resumes where the person stopped, the next and
  /// previous in the list open at the first ayah and keep the list focused).
  mutating func moveInList(_ action: ReaderAction, surahs: [Surah], height: Int) -> AyahID? {
    let count = surahs.count
    switch action {
    case .next, .wheelDown: list.move(by: 1, count: count, height: height)
    case .previous, .wheelUp: list.move(by: -1, count: count, height: height)
    case .nextInList, .previousInList:
      list.move(by: action == .nextInList ? 1 : -1, count: count, height: height)
      return try? AyahID(surah: list.selected + 1, ayah: 1)
    case .pageDown: list.move(by: height - 1, count: count, height: height)
    case .pageUp: list.move(by: -(height - 1), count: count, height: height)
    case .first: list.move(by: -count, count: count, height: height)
    case .last: list.move(by: count, count: count, height: height)
    case .openChosen:
      let number = list.selected + 1
      let read = progress[number]?.lastReadAyah ?? 0
      let resumes = read > 0 && read < surahs[list.selected].ayahCount
      return try? AyahID(surah: number, ayah: resumes ? read : 1)
    case .switchPane, .nextSurah, .previousSurah, .jump, .search, .favorite, .favorites, .newNote,
      .editOutside, .editHere, .deleteNote, .undoDeletion, .previousNote, .nextNote, .allNotes,
      .menu, .importLegacy, .translation, .footnotes, .allFootnotes, .tafsir, .arabic,
      .arabicDisplay, .colors, .language, .recite, .repeatAyah, .recitationRange, .stats,
      .clearHighlight, .help, .quit, .memorize, .review, .copyAyah, .copyRange:
      break
    }
    return nil
  }

  /// The statuses at the right of the status bar (recitation, memorizing, plan, sync), one
  /// string; nil when none has anything to say.
  var statusSummary: String? {
    // The review session's key beside what is due.
    let memorizing = self.memorizing.status.map {
      $0 + " · " + MemorizeText.reviewKeyStatus(ReaderKeys.keyName(of: .review))
    }
    return [recital.status, memorizing, planStatus, syncStatus].compactMap { $0 }
      .joined(separator: "  ").nilIfEmpty
  }

  /// The title bar's two ends: the surah, the ayah and its place in the mushaf at the left,
  /// the translation, the favorites and the share read at the right.
  func title(translation: Translation, showing other: (AyahID, Surah)? = nil)
    -> (left: String, right: String)
  {
    let (ayah, surah) = other ?? (pane.currentID, pane.surah)
    let place = MushafDivisions.place(of: ayah)
    let left =
      " quran-vi  \(surah.number). \(surah.vietnameseName) (\(surah.transliteration))  \(ayah.ayah)/\(surah.ayahCount)  \(ReaderText.placeInMushaf(place.juz, place.page))"
    let right =
      "\(translation == .rwwad ? "Rwwad" : "Hasan")  ★\(favorites.count)  \(Percentage.text(readSoFar.percentage)) "
    return (left, right)
  }
}
