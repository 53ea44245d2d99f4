import ChildProcess
import Foundation
import Interface

/// Edits a note in the person's own editor (`$VISUAL`, else `$EDITOR`, else `vi`): the text
/// goes into the draft's editor file in the drafts folder (readable only by its owner, beside
/// the draft's metadata), the editor runs in the terminal, and what it leaves is the new text.
/// The file stays until the caller has saved the text (`DraftStore.remove`): a reader killed
/// meanwhile, or a text refused, leaves it to be offered back.
///
/// Editors end a file with a line break; one that was not in the text before is dropped, so
/// an unchanged note comes back unchanged.
public enum ExternalEditor {
  /// What came back from the editor.
  public enum Outcome: Equatable {
    /// The text as the person left it.
    case edited(String)
    /// The edit did not happen; the sentence says why, and where the text is kept if it is.
    case cancelled(String)
  }

  /// Edits `draft.text` in the editor the environment names.
  public static func edit(
    _ draft: NoteDraft, in drafts: DraftStore, environment: [String: String]
  ) -> Outcome {
    let editor =
      [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
      .first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
    let text = draft.text
    let path = drafts.editorFile(draft.id)
    do {
      try drafts.save(draft)
      try drafts.saveEditorFile(
        text.hasSuffix("\n") || text.isEmpty ? text : text + "\n", for: draft.id)
    } catch {
      drafts.remove(draft.id)
      return .cancelled(ReaderText.editorTemporaryFileFailed("\(error)"))
    }
    // The editor command may carry arguments ("code --wait"), so a shell runs it.
    let status = run(["/bin/sh", "-c", "\(editor) \"$1\"", "sh", path])
    let data = FileManager.default.contents(atPath: path)
    var edited = data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    if edited.hasSuffix("\n") && !text.hasSuffix("\n") { edited.removeLast() }
    let refusal: String? =
      if status != 0 {
        ReaderText.editorFailed(editor, status)
      } else if data == nil {
        ReaderText.editorRemovedFile()
      } else if edited.isEmpty {
        ReaderText.editorLeftEmpty()
      } else {
        nil
      }
    guard let refusal else { return .edited(edited) }
    // A failed editor may still have left the person's words: those are kept, and said where.
    if !edited.isEmpty && edited != text {
      return .cancelled(refusal + " " + ReaderText.draftKept(path))
    }
    drafts.remove(draft.id)
    return .cancelled(refusal)
  }

  /// Runs a program attached to this terminal and waits for it; returns its exit status.
  private static func run(_ arguments: [String]) -> Int32 {
    (try? ChildProcess.run(arguments[0], Array(arguments.dropFirst()))) ?? 127
  }
}
