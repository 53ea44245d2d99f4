import ArgumentParser
import Foundation
import QuranText

/// `quran fav add|rm|list`.
struct FavCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fav", abstract: "Mark, unmark and list favorite ayahs.",
    subcommands: [Add.self, Remove.self, List.self])

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Mark ayahs as favorites.")
    @Argument(help: "Ayahs, e.g. 2:255 36:1.") var ayahs: [String]
    @OptionGroup var location: LocationOptions

    func run() throws {
      let ids = try parseAyahs(ayahs)
      let session = try location.openSession()
      for id in ids {
        let added = try session.library.setFavorite(id, true)
        print(added ? "\(id) is now a favorite." : "\(id) was already a favorite.")
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rm", abstract: "Unmark favorites.")
    @Argument(help: "Ayahs, e.g. 2:255.") var ayahs: [String]
    @OptionGroup var location: LocationOptions

    func run() throws {
      let ids = try parseAyahs(ayahs)
      let session = try location.openSession()
      for id in ids {
        let removed = try session.library.setFavorite(id, false)
        print(removed ? "\(id) is no longer a favorite." : "\(id) was not a favorite.")
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List favorites in Quran order.")
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
        output.line("No favorites yet: quran fav add 2:255, or f in the reader.")
      }
      for favorite in favorites {
        let ayah = try session.corpus.ayah(favorite.ayahID, translation: translation)
        output.line("\(output.styledText(ayah.id.description, .reference))  \(ayah.vietnamese)")
      }
    }
  }

  struct FavoriteJSON: Encodable {
    let ayah: AyahJSON
    let favoritedAt: String
  }
}

func parseAyahs(_ texts: [String]) throws -> [AyahID] {
  guard !texts.isEmpty else { throw Problem("Name at least one ayah, e.g. 2:255.") }
  do {
    return try texts.map { text throws(AyahReferenceError) in try AyahID.parse(text) }
  } catch {
    throw Problem(error)
  }
}
