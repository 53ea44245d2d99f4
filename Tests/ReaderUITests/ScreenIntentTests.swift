import Foundation
import Interface
import Library
import QuranText
import TestSupport
import Testing

@testable import ReaderUI

/// Screens take keys with no session: each changes its own state and returns what the session
/// is to do (`ScreenOutcome`), read here as it is returned.
@Suite struct ScreenIntentTests {
  let home = TemporaryHome(withCorpus: false)

  func context() throws -> ScreenContext {
    ScreenContext(
      bodyHeight: 30, corpus: Fixtures.corpus, translation: .rwwad,
      library: try home.openLibrary(), openSurah: Fixtures.corpus.surah(2)!, drafts: nil,
      lookAlikes: { .failure(.missing) }, arabic: ArabicRendering(display: .terminal),
      editionVersions: { [:] }, clock: .system)
  }

  func ayah(_ text: String) -> AyahID { try! AyahID.parse(text) }

  func favorites(_ ids: String...) -> ResultList {
    ResultList(
      kind: .favorites, title: "",
      items: ids.map { .init(id: ayah($0), vietnamese: "", terms: nil) },
      terms: nil)
  }

  /// The session tells a screen what it did instead of reaching into it by its type
  /// (`ScreenNews`): a notes list reads the notes again when they changed, and a screen that
  /// has nothing to do with the news does not take it.
  @Test func aNotesListTakesTheNewsOfChangedNotes() throws {
    let context = try context()
    var view = try NotesView(library: context.library)
    #expect(view.count == 0)
    try context.library.addNote(on: ayah("2:255"), text: "một")
    #expect(try view.take(.notesChanged, context: context))
    #expect(view.count == 1)
    #expect(try view.take(.notesSearched("khác"), context: context))
    #expect(view.count == 0)
    var year = StatsScreen()
    #expect(try !year.take(.notesChanged, context: context))
    #expect(try !view.take(.planChanged, context: context))
  }

  @Test func fOnAFavoriteTakesItsRowAndAsksForItsMarkOff() throws {
    var list = favorites("1:1", "2:255", "36:1")
    let context = try context()
    _ = try list.handle("j", context: context)
    let outcome = try list.handle("f", context: context)
    #expect(outcome.fate == .stays)
    guard case .setFavorite(let id, let marked)? = outcome.intents.first else {
      Issue.record("no favorite intent: \(outcome.intents)")
      return
    }
    #expect(id == ayah("2:255"))
    #expect(marked == false)
    #expect(list.items.map(\.id) == [ayah("1:1"), ayah("36:1")])
    // The library refused it: the row comes back, chosen, and the status row says why.
    let failed = list.failed(PlaceRefusal("refused"), context: context)
    #expect(failed.fate == .stays)
    #expect(list.items.map(\.id) == [ayah("1:1"), ayah("2:255"), ayah("36:1")])
    #expect(list.selected == 1)
  }

  @Test func enterOnAResultClosesTheListAndOpensItsAyahHighlighted() throws {
    let terms = SearchTerms(query: "Allah")
    var list = ResultList(
      kind: .search, title: "",
      items: [.init(id: ayah("2:255"), vietnamese: "Allah", terms: terms)], terms: terms)
    let outcome = try list.handle(.enter, context: try context())
    #expect(outcome.fate == .closes)
    guard case .open(let id, let highlight)? = outcome.intents.first else {
      Issue.record("no open intent: \(outcome.intents)")
      return
    }
    #expect(id == ayah("2:255"))
    #expect(highlight != nil)
    #expect(try list.handle("q", context: try context()).fate == .quits)
  }

  @Test func aPromptAsksForWhatItsTextSaysAndClosesEvenWhenThatFails() throws {
    var prompt = LineInput(purpose: .jump)
    let context = try context()
    for character in " j30" { _ = try prompt.handle(.character(character), context: context) }
    let outcome = try prompt.handle(.enter, context: context)
    #expect(outcome.fate == .closes)
    guard case .jump(let text)? = outcome.intents.first else {
      Issue.record("no jump intent: \(outcome.intents)")
      return
    }
    #expect(text == "j30")
    #expect(prompt.failed(PlaceRefusal("none"), context: context).fate == .closes)
    var empty = LineInput(purpose: .search)
    #expect(try empty.handle(.enter, context: context).intents.isEmpty)
  }

  @Test func aDeletionsQuestionAsksForTheDeletionOnlyOnYes() throws {
    let note = AyahNote(
      id: UUID(), ayahID: ayah("2:255"), text: "x", createdAt: .now, modifiedAt: .now)
    var question = NoteDeletion(note: note)
    let context = try context()
    guard case .deleteNote(let deleted)? = try question.handle("y", context: context).intents.first
    else {
      Issue.record("no deletion on y")
      return
    }
    #expect(deleted == note)
    guard case .say(let text, false)? = try question.handle("n", context: context).intents.first
    else {
      Issue.record("nothing said on n")
      return
    }
    #expect(text == ReaderText.noteKept())
  }

  @Test func theMenusEnterClosesItAndDoesTheChosenAction() throws {
    var menu = Menu()
    let context = try context()
    _ = try menu.handle("j", context: context)
    let outcome = try menu.handle(.enter, context: context)
    #expect(outcome.fate == .closes)
    guard case .perform(let action)? = outcome.intents.first else {
      Issue.record("no action: \(outcome.intents)")
      return
    }
    #expect(action == ReaderKeys.menu[1].action)
  }

  @Test func aGradeIsAskedForAndTheScreenGoesOnOnlyOnceItIsKept() throws {
    let ayahs = try Fixtures.corpus.ayahs(inSurah: 112, translation: .rwwad)
    var screen = MemorizeScreen(name: "112", ayahs: ayahs)
    let context = try context()
    _ = try screen.handle(" ", context: context)
    let outcome = try screen.handle("3", context: context)
    guard case .memorize(.grade(let id, .good, let missed, let grade))? = outcome.intents.first
    else {
      Issue.record("no grade: \(outcome.intents)")
      return
    }
    #expect(id == ayah("112:1"))
    #expect(missed == [0])
    #expect(screen.current == 0, "not on before the library keeps the grade")
    screen.gradeTaken(id, id: grade)
    #expect(screen.current == 0 && screen.gradedShown, "the graded ayah stays for a look")
    #expect(screen.graded == 1)
    _ = try screen.handle("j", context: context)
    #expect(screen.current == 1 && !screen.gradedShown)
  }

  @Test func aListDrawsItsRowsFromTheContextAlone() throws {
    let list = ResultList(
      kind: .search, title: "Allah",
      items: [.init(id: ayah("2:255"), vietnamese: "Allah, không có Thượng Đế", terms: nil)],
      terms: nil)
    var canvas = Canvas(width: 80, height: 10)
    list.draw(
      into: &canvas, area: Area(top: 0, left: 0, width: 80, height: 10), context: try context())
    #expect(canvas.text.contains("2:255  Allah, không có Thượng Đế"), "\(canvas.text)")
    let name = try #require(Fixtures.corpus.surah(2)).arabicName
    #expect(canvas.text.contains(ArabicRendering(display: .terminal).name(name, width: 10)))
  }
}
