import ArgumentParser
import Interface
import Library

/// `quran trash [restore ID]`: what was deleted in the last 30 days, here or on another device,
/// and bringing one item back.
struct TrashCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "trash", abstract: TrashText.help(),
      subcommands: [List.self, Restore.self], defaultSubcommand: List.self)
  }

  struct List: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "list", abstract: TrashText.help())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession(access: .readOnly)
      let items = try session.library.trash()
      guard !items.isEmpty else { return print(TrashText.empty()) }
      print(TrashText.header())
      for item in items {
        print(
          "\(item.id.prefix(8))  \(LocalTime.minute(item.deletedAt))  \(item.what)"
            + item.whereDeleted)
      }
    }
  }

  struct Restore: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "restore", abstract: TrashText.helpRestore())
    }
    @Argument(help: ArgumentHelp(TrashText.helpID())) var id: String
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession()
      do {
        let item = try session.library.trashItem(matching: id)
        let back = try session.library.restore(item)
        print(back ? TrashText.restored(item.what) : TrashText.alreadyHere(item.what))
      } catch let error as TrashError {
        throw Problem(error)
      } catch let error as NoteError {
        throw Problem(error)
      }
    }
  }
}
