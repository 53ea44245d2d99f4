import DeviceBackup
import Foundation
import Interface
import LegacyImport
import Library

/// The reader's side of the import (`ImportFeature`): it tells the feature the path typed,
/// and carries out what it answers with `LegacyImportSource` and the library.
extension ReaderSession {
  /// Imports a dump of the iPhone app, showing a progress bar while it writes, then the
  /// report of what was added and what was left out.
  func importLegacy(from path: String) throws {
    try importing(.pathTyped((path as NSString).expandingTildeInPath))
  }

  /// Tells the import `intent`, and carries out what it answers, in order.
  private func importing(_ intent: ImportFeature.Intent) throws {
    for effect in ImportFeature.reduce(intent) { try carryOut(effect) }
  }

  private func carryOut(_ effect: ImportFeature.Effect) throws {
    switch effect {
    case .readPlan(let path):
      let plan: LegacyImportPlan
      do { plan = try LegacyImportSource.plan(at: path) } catch {
        return try importing(.refused(sentence: error.description))
      }
      try importing(.planned(plan, path: path))
    case .apply(let plan, let path):
      let report = try LegacyImportSource.apply(plan, from: path, to: library) { [weak self] in
        self?.showProgress?($0)
      }
      try importing(.imported(plan, path: path, report: report.lines))
    case .readLibraryAgain:
      state.favorites = try library.favoriteIDs()
      state.progress = try library.progress()
      try notesChanged()
    case .showReport(let title, let lines): push(TextReport(title: title, lines: lines))
    case .say(let text, let isError): state.message = (text, isError)
    }
  }

  /// The screen with a progress bar over it, for long work.
  public func drawProgress(_ fraction: Double, width: Int, height: Int) -> Canvas {
    var canvas = draw(width: width, height: height)
    let barWidth = max(10, min(50, width - 20))
    let filled = Int((fraction * Double(barWidth)).rounded(.down))
    let line =
      ReaderText.importing() + String(repeating: "█", count: filled)
      + String(repeating: "·", count: barWidth - filled) + " \(Int(fraction * 100))% "
    let row = height / 2
    canvas.fill(row: row, columns: 0..<width, style: .status)
    canvas.put(line, row: row, column: max(0, (width - DisplayWidth.of(line)) / 2), style: .status)
    return canvas
  }
}
