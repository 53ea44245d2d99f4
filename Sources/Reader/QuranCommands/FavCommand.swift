import ArgumentParser
import Foundation
import Interface
import QuranText

/// `quran fav add|rm|list`.
struct FavCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "fav", abstract: CommandHelp.fav(),
      subcommands: [Add.self, Remove.self, List.self])
  }

  struct Add: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "add", abstract: CommandHelp.favAdd())
    }
    @Argument(help: .text(.favAddAyahs), transform: AyahID.argument) var ayahs: [AyahID]
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession()
      for id in ayahs {
        let added = try session.library.setFavorite(id, true)
        print(added ? CommandText.favoriteAdded(id) : CommandText.favoriteAlready(id))
      }
    }
  }

  struct Remove: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "rm", abstract: CommandHelp.favRm())
    }
    @Argument(help: .text(.favRmAyahs), transform: AyahID.argument) var ayahs: [AyahID]
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession()
      for id in ayahs {
        let removed = try session.library.setFavorite(id, false)
        print(removed ? CommandText.favoriteRemoved(id) : CommandText.favoriteWasNot(id))
      }
    }
  }

  struct List: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "list", abstract: CommandHelp.favList())
    }
    @OptionGroup var text: TextOptions
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openSession(access: .readOnly)
      let translation = try text.chosenTranslation(session)
      let favorites = try session.library.favorites()
      let output = Output()
      let formatter = ISO8601DateFormatter()
      if text.json {
        try output.json(
          try favorites.map { favorite in
            FavoriteJSON(
              ayah: AyahJSON(
                try session.corpus.ayah(favorite.ayahID, translation: translation),
                translation: translation, arabic: false),
              favoritedAt: formatter.string(from: favorite.favoritedAt))
          })
        return
      }
      if favorites.isEmpty {
        output.line(CommandText.noFavoritesYet())
      }
      for favorite in favorites {
        let ayah = try session.corpus.ayah(favorite.ayahID, translation: translation)
        output.referenced(ayah.id.description, ayah.vietnamese)
      }
    }
  }

  struct FavoriteJSON: Encodable {
    let ayah: AyahJSON
    let favoritedAt: String
  }
}
