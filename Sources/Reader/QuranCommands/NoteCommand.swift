import ArgumentParser
import Foundation
import Interface
import Library
import QuranText
import ReaderUI

/// `quran note add|list|edit|rm|search`: AyahNotes from the command line.
struct NoteCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "note", abstract: CommandHelp.note(),
      subcommands: [Add.self, List.self, Edit.self, Remove.self, Search.self])
  }

  struct Add: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "add", abstract: CommandHelp.noteAdd())
    }
    @Argument(help: .text(.noteAddAyah), transform: AyahID.argument) var ayah: AyahID
    @Argument(help: .text(.noteAddText)) var text: String?
    @Flag(help: .text(.noteAsJSON)) var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let text = try self.text ?? readStandardInput()
      let session = try location.openLibrarySession()
      let note: AyahNote
      do { note = try session.library.addNote(on: ayah, text: text) } catch { throw Problem(error) }
      if json {
        try Output().json(NoteJSON(note))
      } else {
        print(CommandText.noteWritten(note.id.uuidString, ayah))
      }
    }
  }

  struct List: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "list", abstract: CommandHelp.noteList())
    }
    @Argument(help: .text(.noteListAyah), transform: AyahID.argument) var ayah: AyahID?
    @Flag(help: .text(.noteListBySurah)) var bySurah = false
    @Flag(help: .text(.json)) var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession(access: .readOnly)
      let notes = try session.library.notes(on: ayah, order: bySurah ? .bySurah : .newestFirst)
      if json { return try Output().json(notes.map(NoteJSON.init)) }
      if notes.isEmpty {
        print(ayah.map { CommandText.noNotesOn($0) } ?? CommandText.noNotesYet())
      }
      for note in notes { printNote(note) }
    }
  }

  struct Edit: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "edit", abstract: CommandHelp.noteEdit())
    }
    @Argument(help: .text(.noteID)) var id: String
    @Argument(help: .text(.noteEditText)) var text: String?
    @Flag(help: .text(.noteAsJSON)) var json = false
    @OptionGroup var location: LocationOptions

    /// Saves over the note's text as it is when the command runs (with `$EDITOR`: when the
    /// editor opened): a note changed meanwhile keeps its text and this one becomes a copy
    /// beside it; a note deleted meanwhile gets it as a new note.
    func run() throws {
      let session = try location.openLibrarySession()
      do {
        let noteID = try session.library.noteID(matching: id)
        guard let current = try session.library.note(noteID) else {
          throw NoteError.notFound(id)
        }
        let edit = NoteEdit(beginningFrom: current)
        let newText: String
        // The person's own editor's file, kept until the text is saved.
        var draft: (store: DraftStore, id: UUID)?
        if let text {
          newText = text
        } else if isatty(STDIN_FILENO) == 0 {
          newText = try readStandardInput()
        } else {
          let old = NoteDraft(editing: edit)
          let store = DraftStore(directory: session.home.draftsDirectory)
          switch ExternalEditor.edit(
            old, in: store, environment: ProcessInfo.processInfo.environment)
          {
          case .edited(let text): (newText, draft) = (text, (store, old.id))
          case .cancelled(let reason): throw Problem(reason)
          }
        }
        let saved: NoteSave
        do { saved = try session.library.save(newText, editing: edit) } catch {
          guard let draft else { throw error }
          throw Problem("\(error) " + ReaderText.draftKept(draft.store.editorFile(draft.id)))
        }
        draft.map { $0.store.remove($0.id) }
        if json { return try Output().json(NoteJSON(saved.note)) }
        print(Self.sentence(saved, editing: edit))
      } catch let error as NoteError {
        throw Problem(error)
      }
    }

    /// What the command says of a saved edit.
    static func sentence(_ saved: NoteSave, editing edit: NoteEdit) -> String {
      let note = saved.note
      return switch saved {
      case .saved: CommandText.noteSaved(note.id.uuidString, note.ayahID)
      case .unchanged: NoteSaveText.commandUnchanged(note.id.uuidString)
      case .conflictCopy:
        NoteSaveText.commandConflictCopy(
          edit.noteID.uuidString, note.ayahID, note.id.uuidString, AyahNote.conflictPrefix)
      case .savedAsNew:
        NoteSaveText.commandSavedAsNew(edit.noteID.uuidString, note.id.uuidString, note.ayahID)
      }
    }
  }

  struct Remove: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "rm", abstract: CommandHelp.noteRm())
    }
    @Argument(help: .text(.noteID)) var id: String
    @Flag(help: .text(.deletedNoteAsJSON)) var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession()
      do {
        let note = try session.library.deleteNote(session.library.noteID(matching: id))
        if json { return try Output().json(NoteJSON(note)) }
        print(CommandText.noteDeleted(note.id.uuidString, note.ayahID))
      } catch let error as NoteError {
        throw Problem(error)
      }
    }
  }

  struct Search: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "search", abstract: CommandHelp.noteSearch())
    }
    @Argument(help: .text(.searchWords)) var query: String
    @Flag(help: .text(.json)) var json = false
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession(access: .readOnly)
      let found = try session.library.searchNotes(query)
      if json { return try Output().json(found.notes.map(NoteJSON.init)) }
      guard !found.notes.isEmpty else { throw Problem(CommandText.noNoteMatches(query)) }
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

/// All of standard input, as UTF-8 text, without the line breaks that end it (`echo` and
/// editors end a text with one; it is no part of the note).
func readStandardInput() throws -> String {
  let data = FileHandle.standardInput.readDataToEndOfFile()
  guard var text = String(data: data, encoding: .utf8) else {
    throw Problem(CommandText.stdinNotUTF8())
  }
  while text.last?.isNewline == true { text.removeLast() }
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
