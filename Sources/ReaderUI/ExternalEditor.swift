import ChildProcess
import Foundation
import Interface

/// Edits a text in the person's own editor (`$VISUAL`, else `$EDITOR`, else `vi`): the text
/// goes into a temporary file readable only by its owner, the editor runs in the terminal,
/// and what it leaves is the new text.
///
/// Editors end a file with a line break; one that was not in the text before is dropped, so
/// an unchanged note comes back unchanged.
public enum ExternalEditor {
  public enum Outcome: Equatable {
    case edited(String)
    /// The edit did not happen; the sentence says why.
    case cancelled(String)
  }

  public static func edit(_ text: String, environment: [String: String]) -> Outcome {
    let editor =
      [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
      .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
    let directory =
      NSTemporaryDirectory() + "quran-vi-note-\(getpid())-\(UUID().uuidString.prefix(8))"
    let path = directory + "/note.txt"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
      )
      let written = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
      try Data(written.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      return .cancelled(
        ReaderText.editorTemporaryFileFailed(error.localizedDescription))
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // The editor command may carry arguments ("code --wait"), so a shell runs it.
    let status = run(["/bin/sh", "-c", "\(editor) \"$1\"", "sh", path])
    guard status == 0 else {
      return .cancelled(
        ReaderText.editorFailed(editor, status))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .cancelled(ReaderText.editorRemovedFile())
    }
    var edited = String(decoding: data, as: UTF8.self)
    if edited.hasSuffix("\n") && !text.hasSuffix("\n") { edited.removeLast() }
    guard !edited.isEmpty else {
      return .cancelled(ReaderText.editorLeftEmpty())
    }
    return .edited(edited)
  }

  /// Runs a program attached to this terminal and waits for it; returns its exit status.
  private static func run(_ arguments: [String]) -> Int32 {
    (try? ChildProcess.run(arguments[0], Array(arguments.dropFirst()))) ?? 127
  }
}
