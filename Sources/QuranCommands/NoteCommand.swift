import ArgumentParser
import Foundation
import Library
import QuranText
import ReaderUI

/// `quran note add|list|edit|rm|search`: AyahNotes from the command line.
struct NoteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "note", abstract: "Write, list, edit, search and delete notes on ayahs.",
    subcommands: [Add.self, List.self, Edit.self, Remove.self, Search.self])

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Write a note on an ayah: quran note add 2:255 \"…\" (or the text on stdin).")
    @Argument(help: "The ayah, e.g. 2:255.") var ayah: String
    @Argument(help: "The note's text; read from standard input when left out.") var text: String?
    @Flag(help: "Print the note as JSON.") var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let id = try parseAyahs([ayah])[0]
      let text = try self.text ?? readStandardInput()
      let session = try location.openSession()
      let note: AyahNote
      do { note = try session.library.addNote(on: id, text: text) } catch { throw Problem(error) }
      if json {
        try Output().json(NoteJSON(note))
      } else {
        print("Wrote note \(note.id.uuidString) on \(id).")
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List notes, newest first: all of them, or those of one ayah.")
    @Argument(help: "Only the notes of this ayah, e.g. 2:255.") var ayah: String?
    @Flag(help: "In the order of the Quran instead of newest first.") var bySurah = false
    @Flag(help: "Print JSON for programs.") var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let id = try ayah.map { try parseAyahs([$0])[0] }
      let session = try location.openSession(access: .readOnly)
      let notes = try session.library.notes(on: id, order: bySurah ? .bySurah : .newestFirst)
      if json { return try Output().json(notes.map(NoteJSON.init)) }
      if notes.isEmpty {
        print(id.map { "No notes on \($0)." } ?? "No notes yet: quran note add 2:255 \"…\".")
      }
      for note in notes { printNote(note) }
    }
  }

  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change a note's text: given here, on stdin, or in $VISUAL/$EDITOR.")
    @Argument(help: "The note's id (its first characters are enough).") var id: String
    @Argument(help: "The new text; when left out, stdin if piped, else your editor.") var text:
      String?
    @Flag(help: "Print the note as JSON.") var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openSession()
      do {
        let noteID = try session.library.noteID(matching: id)
        let newText: String
        if let text {
          newText = text
        } else if isatty(STDIN_FILENO) == 0 {
          newText = try readStandardInput()
        } else {
          let old = try session.library.note(noteID)!
          switch ExternalEditor.edit(old.text, environment: ProcessInfo.processInfo.environment) {
          case .edited(let text): newText = text
          case .cancelled(let reason): throw Problem(reason)
          }
        }
        let note = try session.library.editNote(noteID, text: newText)
        if json { return try Output().json(NoteJSON(note)) }
        print("Saved note \(note.id.uuidString) on \(note.ayahID).")
      } catch let error as NoteError {
        throw Problem(error)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete a note.")
    @Argument(help: "The note's id (its first characters are enough).") var id: String
    @Flag(help: "Print the deleted note as JSON.") var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openSession()
      do {
        let note = try session.library.deleteNote(session.library.noteID(matching: id))
        if json { return try Output().json(NoteJSON(note)) }
        print("Deleted note \(note.id.uuidString) on \(note.ayahID).")
      } catch let error as NoteError {
        throw Problem(error)
      }
    }
  }

  struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "search",
      abstract: "Search your notes; tones, marks and case don't matter.")
    @Argument(help: "The words to find.") var query: String
    @Flag(help: "Print JSON for programs.") var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openSession(access: .readOnly)
      let found = try session.library.searchNotes(query)
      if json { return try Output().json(found.notes.map(NoteJSON.init)) }
      guard !found.notes.isEmpty else { throw Problem("No note matches \"\(query)\".") }
      for note in found.notes { printNote(note) }
    }
  }
}

private func printNote(_ note: AyahNote) {
  let output = Output()
  let when = note.modifiedAt.formatted(.iso8601.year().month().day().dateSeparator(.dash))
  print(
    "\(output.styledText(note.id.uuidString, .dim))  \(output.styledText(note.ayahID.description, .reference))  \(when)"
  )
  for line in note.text.split(separator: "\n", omittingEmptySubsequences: false) {
    print("    \(line)")
  }
}

/// All of standard input, as UTF-8 text.
func readStandardInput() throws -> String {
  let data = FileHandle.standardInput.readDataToEndOfFile()
  guard let text = String(data: data, encoding: .utf8) else {
    throw Problem("The text on standard input is not UTF-8.")
  }
  return text
}

/// A note as `--json` writes it.
struct NoteJSON: Encodable {
  let id: String
  let ayahID: String
  let text: String
  let createdAt: String
  let modifiedAt: String

  init(_ note: AyahNote) {
    id = note.id.uuidString
    ayahID = note.ayahID.description
    text = note.text
    createdAt = note.createdAt.formatted(.iso8601)
    modifiedAt = note.modifiedAt.formatted(.iso8601)
  }
}
