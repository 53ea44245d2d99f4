import Foundation
import Interface
import LegacyImport

/// Importing the iPhone app's data in the reader, as a feature: the path typed at the `m`
/// menu's prompt names a dump or a phone backup's folder; its plan is read (a refusal said in
/// the status row, in one sentence), then written to the library in one transaction under a
/// progress bar; the reader reads its favorites, places and notes again, and shows the report
/// of what was added and what was left out.
///
/// It keeps no state: an import is over before the next key. What the person and the session
/// tell it is an `Intent`, with what the session read; `reduce` answers what the session must
/// do (`Effect`), which the session carries out with `LegacyImportSource` and the library
/// (`ReaderSession+Import`). It reads no clock and no file: tests drive it alone.
enum ImportFeature {
  /// What the person and the session tell the import.
  enum Intent: Equatable {
    /// The path typed at the import's prompt, `~` made the home folder.
    case pathTyped(String)
    /// The path gave no plan to import: `sentence` says why, and what to do.
    case refused(sentence: String)
    /// The plan of the dump at `path`, read.
    case planned(LegacyImportPlan, path: String)
    /// The plan was written to the library: the report's lines.
    case imported(LegacyImportPlan, path: String, report: [String])
  }

  /// What the import asks the session to do.
  enum Effect: Equatable {
    /// Read the plan of the dump at `path`, and tell the feature `planned` or `refused`.
    case readPlan(path: String)
    /// Write `plan` to the library under a progress bar, and tell the feature `imported`.
    case apply(LegacyImportPlan, path: String)
    /// Read the favorites, the places and the notes again: the import added to them.
    case readLibraryAgain
    /// Show the report over the reader.
    case showReport(title: String, lines: [String])
    /// Say the words in the status row; `isError`: as a problem.
    case say(String, isError: Bool)
  }

  /// Carries out `intent`; what the session must do, in order.
  static func reduce(_ intent: Intent) -> [Effect] {
    switch intent {
    case .pathTyped(let path):
      return [.readPlan(path: path)]
    case .refused(let sentence):
      return [.say(sentence, isError: true)]
    case .planned(let plan, let path):
      return [.apply(plan, path: path)]
    case .imported(let plan, let path, let report):
      let title = ImportText.importedTitle(
        (path as NSString).lastPathComponent, plan.shape.description)
      return [.readLibraryAgain, .showReport(title: title, lines: report)]
    }
  }
}
