import Foundation
import Interface

/// Every screen's keys as `?` lists them there, read from the screens' own tables:
/// what `quran keys` prints and `man quran`'s KEYS section holds, so the manual never says
/// other keys than the screens do.
public enum KeyLists {
  /// Each screen's title and its keys beside what they do, in the interface's language: the
  /// reader's own first (both panes), then the screens over it.
  public static func all() -> [(title: String, rows: [(keys: String, text: String)])] {
    let screens = [
      ResultList.keyList(.favorites), NotesView.keyList, TafsirScreen.keyList,
      ScreenKeys(title: KeysText.titleMemorize(), rows: MemorizeScreen.keys.rows(\.help)),
      MemorizeProgressScreen.keyList, StatsScreen.keyList, Menu.keyList, TextReport.keyList,
      ArabicCalibration.keyList,
    ]
    // An entry whose keys the help leaves out (the wheel) is named by those keys here.
    let reader = ReaderKeys.entries.map { entry in
      let also = entry.bindings.flatMap(\.also).map(\.name).joined(separator: " / ")
      return (keys: entry.label.isEmpty ? also : entry.label, text: entry.help.description)
    }
    return [(KeysText.titleReader(), reader)]
      + screens.map { ($0.title.trimmingCharacters(in: .whitespaces), $0.rows) }
  }
}
