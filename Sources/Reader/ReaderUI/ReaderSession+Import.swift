import DeviceBackup
import Foundation
import Interface
import LegacyImport
import Library

extension ReaderSession {
  /// Imports a dump of the iPhone app, showing a progress bar while it writes, then the
  /// report of what was added and what was left out.
  func importLegacy(from path: String) throws {
    let path = (path as NSString).expandingTildeInPath
    let plan: LegacyImportPlan
    do { plan = try LegacyImportSource.plan(at: path) } catch {
      show(error)
      return
    }
    let report = try LegacyImportSource.apply(plan, from: path, to: library) { [weak self] in
      self?.showProgress?($0)
    }
    state.favorites = try library.favoriteIDs()
    state.progress = try library.progress()
    try notesChanged()
    push(
      TextReport(
        title: ImportText.importedTitle(
          (path as NSString).lastPathComponent, plan.shape.description),
        lines: report.lines))
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
