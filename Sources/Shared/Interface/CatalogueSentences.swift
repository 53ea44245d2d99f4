// swift-format-ignore-file
// Written by scripts/catalogue-sentences from the catalogue's families; do not edit.
// Each sentence is a function of exactly its placeholders, so the compiler checks
// every call's count of arguments and the type of each.

extension Catalogues {
  /// The families, one entry per catalogue type, in the order of their files.
  public static let all: [any Catalogue.Type] = [
    AudioText.self,
    ClientText.self,
    CommandHelp.self,
    CommandText.self,
    DataText.self,
    EditionText.self,
    ErrorText.self,
    HabitText.self,
    HelpFrameText.self,
    HelpText.self,
    ImportText.self,
    InterfaceText.self,
    KeysText.self,
    LibrarySwitchText.self,
    LibraryText.self,
    LinearText.self,
    MemorizeText.self,
    NetworkText.self,
    NoteSaveText.self,
    ParserErrorText.self,
    ReaderText.self,
    ReadingText.self,
    RefusalText.self,
    ReviewText.self,
    SignInText.self,
    StudyText.self,
    SyncText.self,
    TrashText.self,
  ]
}

extension AudioText {
  /// "▶ {1}  {2}  ({3}/{4})"
  public static func playing(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.playing.filled(in: language, [a1, a2, a3, a4]) }
  /// "▶ {1}  {2}  ({3}/{4}, round {5}/{6})"
  public static func playingRound(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, _ a6: some CatalogueArgument, in language: Language = .current) -> String { Self.playingRound.filled(in: language, [a1, a2, a3, a4, a5, a6]) }
  /// "· time {1} of {2}"
  public static func playingTime(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.playingTime.filled(in: language, [a1, a2]) }
  /// "Fetching {1}…"
  public static func fetching(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.fetching.filled(in: language, [a1]) }
  /// "Fetched {1} {1:file|files} ({2}) of surah {3} by {4} into {5}."
  public static func fetched(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.fetched.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "Surah {1} by {2} is already on this computer."
  public static func alreadyCached(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.alreadyCached.filled(in: language, [a1, a2]) }
  /// "Finished {1}."
  public static func finished(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.finished.filled(in: language, [a1]) }
  /// "Audio cache: {1}: {2} {2:file|files}, {3} (bound {4}; set with {5}=MB)."
  public static func statusCache(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.statusCache.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "{1} ({2}): {3} {3:file|files}, {4} whole {4:surah|surahs}"
  public static func statusReciter(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.statusReciter.filled(in: language, [a1, a2, a3, a4]) }
  /// "Past the bound, the files played longest ago leave first."
  public static func statusBound(in language: Language = .current) -> String { Self.statusBound.filled(in: language, []) }
  /// "Recitations: Mishary Rashid Alafasy, Abdul Basit Abdus-Samad, Mahmoud Khalil…"
  public static func credits(in language: Language = .current) -> String { Self.credits.filled(in: language, []) }
  /// "No audio player: quran-vi plays recitations with mpv; install it (sudo apt in…"
  public static func noPlayer(in language: Language = .current) -> String { Self.noPlayer.filled(in: language, []) }
  /// "No sound device here (over SSH?): listen on a computer with speakers, or set…"
  public static func noSoundDevice(in language: Language = .current) -> String { Self.noSoundDevice.filled(in: language, []) }
  /// "mpv stopped while playing {1} ({2}); press r to recite again."
  public static func playerFailed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.playerFailed.filled(in: language, [a1, a2]) }
  /// "{1} has no recitation of {2} by {3} (HTTP {4}); choose another reciter."
  public static func notOnServer(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.notOnServer.filled(in: language, [a1, a2, a3, a4]) }
  /// "Cannot reach {1} ({2}); surahs fetched ahead (quran audio fetch {3}) play wit…"
  public static func unreachable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.unreachable.filled(in: language, [a1, a2, a3]) }
  /// "{1} is not the http or https address of an everyayah.com mirror."
  public static func notAMirror(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notAMirror.filled(in: language, [a1]) }
  /// "There is no reciter {1}; choose one of: {2}."
  public static func unknownReciter(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unknownReciter.filled(in: language, [a1, a2]) }
  /// "The audio file could not be kept in {1} ({2}); check the free space and permi…"
  public static func cannotStore(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.cannotStore.filled(in: language, [a1, a2]) }
  /// "The audio cache {1} cannot be written ({2}), so ayahs play without being kept…"
  public static func playingUncached(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.playingUncached.filled(in: language, [a1, a2]) }
  /// "♪ {1} · {2}"
  public static func readerPlaying(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.readerPlaying.filled(in: language, [a1, a2]) }
  /// "‖ {1} · paused at {2}"
  public static func readerPaused(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.readerPaused.filled(in: language, [a1, a2]) }
  /// "♪ fetching {1}…"
  public static func readerFetching(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerFetching.filled(in: language, [a1]) }
  /// "Each ayah is recited {1} {1:time|times} (R to change)."
  public static func readerRepeat(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.readerRepeat.filled(in: language, [a1]) }
  /// "Hear a passage recited, repeated to learn it if asked."
  public static func helpPlay(in language: Language = .current) -> String { Self.helpPlay.filled(in: language, []) }
  /// "Files come from everyayah.com (or --from / QURAN_VI_AUDIO_URL) and are kept i…"
  public static func helpPlayDiscussion(in language: Language = .current) -> String { Self.helpPlayDiscussion.filled(in: language, []) }
  /// "A surah (36), an ayah (2:255) or a range (1:1-7)."
  public static func helpPassage(in language: Language = .current) -> String { Self.helpPassage.filled(in: language, []) }
  /// "The reciter: alafasy, abdulbasit or husary."
  public static func helpReciter(in language: Language = .current) -> String { Self.helpReciter.filled(in: language, []) }
  /// "Recite the whole passage this many times."
  public static func helpRepeat(in language: Language = .current) -> String { Self.helpRepeat.filled(in: language, []) }
  /// "Recite each ayah this many times."
  public static func helpRepeatAyah(in language: Language = .current) -> String { Self.helpRepeatAyah.filled(in: language, []) }
  /// "Seconds of silence between ayahs."
  public static func helpPause(in language: Language = .current) -> String { Self.helpPause.filled(in: language, []) }
  /// "A mirror laid out as everyayah.com/data."
  public static func helpFrom(in language: Language = .current) -> String { Self.helpFrom.filled(in: language, []) }
  /// "mpv's audio output (pulse, pipewire, alsa; null: no sound)."
  public static func helpAudioOutput(in language: Language = .current) -> String { Self.helpAudioOutput.filled(in: language, []) }
  /// "Seconds of silence between ayahs when reciting (the r key)."
  public static func helpRecitePause(in language: Language = .current) -> String { Self.helpRecitePause.filled(in: language, []) }
  /// "The marked range is recited {1} {1:time|times} (R to change)."
  public static func readerRangeRepeat(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.readerRangeRepeat.filled(in: language, [a1]) }
  /// "Range from {1}: go to its last ayah and press r (v clears it)."
  public static func readerRangeMarked(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerRangeMarked.filled(in: language, [a1]) }
  /// "The range mark is cleared."
  public static func readerRangeCleared(in language: Language = .current) -> String { Self.readerRangeCleared.filled(in: language, []) }
  /// "Fetch ahead and look at the recitation files on this computer."
  public static func helpAudio(in language: Language = .current) -> String { Self.helpAudio.filled(in: language, []) }
  /// "Download a whole surah, to hear it with no network."
  public static func helpAudioFetch(in language: Language = .current) -> String { Self.helpAudioFetch.filled(in: language, []) }
  /// "The audio cache: where it is, its size and its bound."
  public static func helpAudioStatus(in language: Language = .current) -> String { Self.helpAudioStatus.filled(in: language, []) }
  /// "The surah's number (1–114)."
  public static func helpSurah(in language: Language = .current) -> String { Self.helpSurah.filled(in: language, []) }
}

extension ClientText {
  /// "Could not reach the record server at {1} ({2}); your changes are kept and wil…"
  public static func unreachable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unreachable.filled(in: language, [a1, a2]) }
  /// "The record server needs you to sign in again: run quran login; your changes a…"
  public static func signInNeeded(in language: Language = .current) -> String { Self.signInNeeded.filled(in: language, []) }
  /// "The record server refused the sign-in ({1}): run quran login again; your chan…"
  public static func authenticationFailed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.authenticationFailed.filled(in: language, [a1]) }
  /// "The record server stayed busy ({1}) through {2} tries; your changes are kept…"
  public static func busy(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.busy.filled(in: language, [a1, a2]) }
  /// "The record server answered {1}: {2}"
  public static func server(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.server.filled(in: language, [a1, a2]) }
  /// "The record server's disk is full, so it cannot keep any change; your changes…"
  public static func serverDiskFull(in language: Language = .current) -> String { Self.serverDiskFull.filled(in: language, []) }
  /// "The record server's answer was not understood ({1})."
  public static func badResponse(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.badResponse.filled(in: language, [a1]) }
  /// "The callback {1} is not an address on this computer: give the one set on the…"
  public static func callbackNotLoopback(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.callbackNotLoopback.filled(in: language, [a1]) }
  /// "Could not listen on {1} ({2}); is another program using that port?"
  public static func callbackCannotListen(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.callbackCannotListen.filled(in: language, [a1, a2]) }
}

extension CommandHelp {
  /// "Read the Quran in Vietnamese in the terminal."
  public static func quran(in language: Language = .current) -> String { Self.quran.filled(in: language, []) }
  /// "With no command, opens the reader (press ? inside it for the keys);"
  public static func quranDiscussion(in language: Language = .current) -> String { Self.quranDiscussion.filled(in: language, []) }
  /// "Open the reader, at a place if given (the default with no command: quran 2:255)."
  public static func tui(in language: Language = .current) -> String { Self.tui.filled(in: language, []) }
  /// "Open the reader at this place: an ayah (2:255), a surah (36), a juz (j30), a…"
  public static func tuiPlace(in language: Language = .current) -> String { Self.tuiPlace.filled(in: language, []) }
  /// "As <place>: open the reader at this ayah, surah, juz, hizb or page."
  public static func tuiAt(in language: Language = .current) -> String { Self.tuiAt.filled(in: language, []) }
  /// "Print ayahs: 2:255, a surah (36) or a range (2:255-257)."
  public static func read(in language: Language = .current) -> String { Self.read.filled(in: language, []) }
  /// "What to read: SURAH:AYAH, SURAH, or SURAH:AYAH-AYAH."
  public static func readReference(in language: Language = .current) -> String { Self.readReference.filled(in: language, []) }
  /// "Print the Arabic beside the Vietnamese."
  public static func readArabic(in language: Language = .current) -> String { Self.readArabic.filled(in: language, []) }
  /// "Copy the passage with its reference to the terminal's clipboard (OSC 52), wit…"
  public static func readCopy(in language: Language = .current) -> String { Self.readCopy.filled(in: language, []) }
  /// "Search a translation; tones, marks and case don't matter (đ matches d)."
  public static func search(in language: Language = .current) -> String { Self.search.filled(in: language, []) }
  /// "The words to find."
  public static func searchWords(in language: Language = .current) -> String { Self.searchWords.filled(in: language, []) }
  /// "How many results at most."
  public static func searchLimit(in language: Language = .current) -> String { Self.searchLimit.filled(in: language, []) }
  /// "Mark, unmark and list favorite ayahs."
  public static func fav(in language: Language = .current) -> String { Self.fav.filled(in: language, []) }
  /// "Mark ayahs as favorites."
  public static func favAdd(in language: Language = .current) -> String { Self.favAdd.filled(in: language, []) }
  /// "Ayahs, e.g. 2:255 36:1."
  public static func favAddAyahs(in language: Language = .current) -> String { Self.favAddAyahs.filled(in: language, []) }
  /// "Unmark favorites."
  public static func favRm(in language: Language = .current) -> String { Self.favRm.filled(in: language, []) }
  /// "Ayahs, e.g. 2:255."
  public static func favRmAyahs(in language: Language = .current) -> String { Self.favRmAyahs.filled(in: language, []) }
  /// "List favorites in Quran order."
  public static func favList(in language: Language = .current) -> String { Self.favList.filled(in: language, []) }
  /// "Show your reading progress per surah and overall."
  public static func progress(in language: Language = .current) -> String { Self.progress.filled(in: language, []) }
  /// "Write, list, edit, search and delete notes on ayahs."
  public static func note(in language: Language = .current) -> String { Self.note.filled(in: language, []) }
  /// "Write a note on an ayah: quran note add 2:255 "…" (or the text on stdin)."
  public static func noteAdd(in language: Language = .current) -> String { Self.noteAdd.filled(in: language, []) }
  /// "The ayah, e.g. 2:255."
  public static func noteAddAyah(in language: Language = .current) -> String { Self.noteAddAyah.filled(in: language, []) }
  /// "The note's text; read from standard input when left out."
  public static func noteAddText(in language: Language = .current) -> String { Self.noteAddText.filled(in: language, []) }
  /// "List notes, newest first: all of them, or those of one ayah."
  public static func noteList(in language: Language = .current) -> String { Self.noteList.filled(in: language, []) }
  /// "Only the notes of this ayah, e.g. 2:255."
  public static func noteListAyah(in language: Language = .current) -> String { Self.noteListAyah.filled(in: language, []) }
  /// "In the order of the Quran instead of newest first."
  public static func noteListBySurah(in language: Language = .current) -> String { Self.noteListBySurah.filled(in: language, []) }
  /// "Change a note's text: given here, on stdin, or in $VISUAL/$EDITOR."
  public static func noteEdit(in language: Language = .current) -> String { Self.noteEdit.filled(in: language, []) }
  /// "The note's id (its first characters are enough)."
  public static func noteID(in language: Language = .current) -> String { Self.noteID.filled(in: language, []) }
  /// "The new text; when left out, stdin if piped, else your editor."
  public static func noteEditText(in language: Language = .current) -> String { Self.noteEditText.filled(in: language, []) }
  /// "Delete a note."
  public static func noteRm(in language: Language = .current) -> String { Self.noteRm.filled(in: language, []) }
  /// "Search your notes; tones, marks and case don't matter."
  public static func noteSearch(in language: Language = .current) -> String { Self.noteSearch.filled(in: language, []) }
  /// "Print the note as JSON."
  public static func noteAsJSON(in language: Language = .current) -> String { Self.noteAsJSON.filled(in: language, []) }
  /// "Print the deleted note as JSON."
  public static func deletedNoteAsJSON(in language: Language = .current) -> String { Self.deletedNoteAsJSON.filled(in: language, []) }
  /// "Export favorites, notes and progress as Markdown (to read), or everything you…"
  public static func export(in language: Language = .current) -> String { Self.export.filled(in: language, []) }
  /// "markdown or json."
  public static func exportFormat(in language: Language = .current) -> String { Self.exportFormat.filled(in: language, []) }
  /// "Write to this file instead of standard output."
  public static func exportOutput(in language: Language = .current) -> String { Self.exportOutput.filled(in: language, []) }
  /// "Import a JSON export (quran export --format json) into this home."
  public static func importJSON(in language: Language = .current) -> String { Self.importJSON.filled(in: language, []) }
  /// "The export file."
  public static func importFile(in language: Language = .current) -> String { Self.importFile.filled(in: language, []) }
  /// "Say what would change, and write nothing."
  public static func importDryRun(in language: Language = .current) -> String { Self.importDryRun.filled(in: language, []) }
  /// "Import favorites, notes and progress from the iPhone app's UserDefaults dump."
  public static func importLegacy(in language: Language = .current) -> String { Self.importLegacy.filled(in: language, []) }
  /// "Takes the app's preferences file (binary plist), `defaults export com.Donald.…"
  public static func importLegacyDiscussion(in language: Language = .current) -> String { Self.importLegacyDiscussion.filled(in: language, []) }
  /// "The dump file, or an iPhone backup's folder."
  public static func importLegacyFile(in language: Language = .current) -> String { Self.importLegacyFile.filled(in: language, []) }
  /// "Print the same report and write nothing."
  public static func importLegacyDryRun(in language: Language = .current) -> String { Self.importLegacyDryRun.filled(in: language, []) }
  /// "Print the report as JSON."
  public static func importLegacyJSON(in language: Language = .current) -> String { Self.importLegacyJSON.filled(in: language, []) }
  /// "The folder with vi-rwwad.json and vi-hassan.json."
  public static func data(in language: Language = .current) -> String { Self.data.filled(in: language, []) }
  /// "The folder for your data (favorites, progress, the built corpus)."
  public static func home(in language: Language = .current) -> String { Self.home.filled(in: language, []) }
  /// "The translation: rwwad or hassan (default: your setting, else rwwad)."
  public static func translation(in language: Language = .current) -> String { Self.translation.filled(in: language, []) }
  /// "Print JSON for programs."
  public static func json(in language: Language = .current) -> String { Self.json.filled(in: language, []) }
  /// "How to draw Arabic: shaped (joined and reordered here, for most terminals) or…"
  public static func arabicDisplay(in language: Language = .current) -> String { Self.arabicDisplay.filled(in: language, []) }
}

extension CommandText {
  /// "Your data at {1} could not be opened ({2})."
  public static func dataUnopenable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.dataUnopenable.filled(in: language, [a1, a2]) }
  /// "The Quran text is not on this computer yet. Fetch it now ({1})? [Y/n]"
  public static func textMissingQuestion(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.textMissingQuestion.filled(in: language, [a1]) }
  /// "Nothing was fetched. Run quran data fetch when you want the text."
  public static func nothingFetched(in language: Language = .current) -> String { Self.nothingFetched.filled(in: language, []) }
  /// "The text could not be fetched (the reason is above). Press Enter to close."
  public static func fetchFailedPressEnter(in language: Language = .current) -> String { Self.fetchFailedPressEnter.filled(in: language, []) }
  /// "{1} The text prepared earlier is used; quran data verify checks the files."
  public static func earlierTextUsed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.earlierTextUsed.filled(in: language, [a1]) }
  /// "Preparing the Quran text (first run only): {1}…"
  public static func preparing(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.preparing.filled(in: language, [a1]) }
  /// "Preparing the Quran text (first run only): done."
  public static func preparingDone(in language: Language = .current) -> String { Self.preparingDone.filled(in: language, []) }
  /// "The reader stopped: {1}"
  public static func readerStopped(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerStopped.filled(in: language, [a1]) }
  /// "“{1}” is neither a command nor a place in the Quran: name an ayah (2:255), a…"
  public static func placeNamesNothing(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.placeNamesNothing.filled(in: language, [a1]) }
  /// "{1} is now a favorite."
  public static func favoriteAdded(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoriteAdded.filled(in: language, [a1]) }
  /// "{1} was already a favorite."
  public static func favoriteAlready(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoriteAlready.filled(in: language, [a1]) }
  /// "{1} is no longer a favorite."
  public static func favoriteRemoved(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoriteRemoved.filled(in: language, [a1]) }
  /// "{1} was not a favorite."
  public static func favoriteWasNot(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoriteWasNot.filled(in: language, [a1]) }
  /// "No favorites yet: quran fav add 2:255, or f in the reader."
  public static func noFavoritesYet(in language: Language = .current) -> String { Self.noFavoritesYet.filled(in: language, []) }
  /// "Wrote note {1} on {2}."
  public static func noteWritten(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteWritten.filled(in: language, [a1, a2]) }
  /// "Saved note {1} on {2}."
  public static func noteSaved(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteSaved.filled(in: language, [a1, a2]) }
  /// "Deleted note {1} on {2}."
  public static func noteDeleted(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteDeleted.filled(in: language, [a1, a2]) }
  /// "No notes on {1}."
  public static func noNotesOn(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noNotesOn.filled(in: language, [a1]) }
  /// "No notes yet: quran note add 2:255 "…"."
  public static func noNotesYet(in language: Language = .current) -> String { Self.noNotesYet.filled(in: language, []) }
  /// "No note matches "{1}"."
  public static func noNoteMatches(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noNoteMatches.filled(in: language, [a1]) }
  /// "The text on standard input is not UTF-8."
  public static func stdinNotUTF8(in language: Language = .current) -> String { Self.stdinNotUTF8.filled(in: language, []) }
  /// "--limit must be at least 1."
  public static func limitTooSmall(in language: Language = .current) -> String { Self.limitTooSmall.filled(in: language, []) }
  /// "No ayah in the {1} translation matches "{2}"."
  public static func noAyahMatches(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noAyahMatches.filled(in: language, [a1, a2]) }
  /// "… {1} more (--limit N shows more)."
  public static func moreResults(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.moreResults.filled(in: language, [a1]) }
  /// "Overall: {1} of {2} ayahs ({3}), {4} {4:surah|surahs} finished."
  public static func progressOverall(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.progressOverall.filled(in: language, [a1, a2, a3, a4]) }
  /// "Could not write {1} ({2})."
  public static func exportWriteFailed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.exportWriteFailed.filled(in: language, [a1, a2]) }
  /// "Exported {1} {1:favorite|favorites}, {2} {2:note|notes} and progress in {3} {…"
  public static func exported(_ a1: some CatalogueCount, _ a2: some CatalogueCount, _ a3: some CatalogueCount, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.exported.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1} could not be read; check the path."
  public static func importUnreadable(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.importUnreadable.filled(in: language, [a1]) }
  /// "{1} is not a quran-vi JSON export ({2}); nothing was imported."
  public static func importNotExport(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.importNotExport.filled(in: language, [a1, a2]) }
  /// "Dry run: nothing was written."
  public static func dryRun(in language: Language = .current) -> String { Self.dryRun.filled(in: language, []) }
  /// "{1} cannot be read: you lack permission to read it; allow it (chmod u+r) or c…"
  public static func legacyUnreadable(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.legacyUnreadable.filled(in: language, [a1]) }
  /// "Reading {1} failed ({2}); check the disk, or copy the file again."
  public static func legacyReadFailed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.legacyReadFailed.filled(in: language, [a1, a2]) }
  /// "There is no file or folder {1}; check the path."
  public static func legacyMissing(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.legacyMissing.filled(in: language, [a1]) }
  /// "{1} holds none of the app's keys (favoriteAyahs, ayahNotes, ReadingProgressSt…"
  public static func legacyNoKeys(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.legacyNoKeys.filled(in: language, [a1]) }
  /// "Favorites ({1})"
  public static func markdownFavorites(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.markdownFavorites.filled(in: language, [a1]) }
  /// "Notes ({1})"
  public static func markdownNotes(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.markdownNotes.filled(in: language, [a1]) }
  /// "Written {1}, changed {2}; id {3}"
  public static func markdownNoteDates(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.markdownNoteDates.filled(in: language, [a1, a2, a3]) }
  /// "Reading progress"
  public static func markdownProgress(in language: Language = .current) -> String { Self.markdownProgress.filled(in: language, []) }
  /// "| Surah | Read | % |"
  public static func markdownProgressHeader(in language: Language = .current) -> String { Self.markdownProgressHeader.filled(in: language, []) }
  /// "reading the translations"
  public static func buildReading(in language: Language = .current) -> String { Self.buildReading.filled(in: language, []) }
  /// "writing surahs and ayahs"
  public static func buildWriting(in language: Language = .current) -> String { Self.buildWriting.filled(in: language, []) }
  /// "indexing for search"
  public static func buildIndexing(in language: Language = .current) -> String { Self.buildIndexing.filled(in: language, []) }
  /// "--lang needs a value: vi or en."
  public static func langNeedsValue(in language: Language = .current) -> String { Self.langNeedsValue.filled(in: language, []) }
}

extension DataText {
  /// "The Quran text was already here and verified: {1}."
  public static func alreadyHere(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.alreadyHere.filled(in: language, [a1]) }
  /// "Fetched and verified the Quran text into {1}."
  public static func fetched(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.fetched.filled(in: language, [a1]) }
  /// "Quran text: {1} ({2})"
  public static func textAt(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.textAt.filled(in: language, [a1, a2]) }
  /// "Quran text: not on this computer; quran data fetch downloads it (13 MB)."
  public static func textMissing(in language: Language = .current) -> String { Self.textMissing.filled(in: language, []) }
  /// "Pinned source: github.com/{1} at {2}"
  public static func pinnedSource(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.pinnedSource.filled(in: language, [a1, a2]) }
  /// "translation: {1}"
  public static func translationBy(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.translationBy.filled(in: language, [a1]) }
  /// "Arabic: Uthmani Hafs text of the King Fahd Complex for the Printing of the Ho…"
  public static func arabicSource(in language: Language = .current) -> String { Self.arabicSource.filled(in: language, []) }
  /// "Juz, hizb and Madani mushaf page boundaries: Tanzil quran-data (tanzil.net, C…"
  public static func divisionsSource(in language: Language = .current) -> String { Self.divisionsSource.filled(in: language, []) }
  /// "The translations belong to their translators and publishers; quran-vi shows t…"
  public static func rights(in language: Language = .current) -> String { Self.rights.filled(in: language, []) }
  /// "Corpus: {1}"
  public static func corpusAt(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.corpusAt.filled(in: language, [a1]) }
  /// "(not built yet: it is prepared on first use)"
  public static func corpusNotBuilt(in language: Language = .current) -> String { Self.corpusNotBuilt.filled(in: language, []) }
  /// "{1}: built from these files."
  public static func builtFromThese(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.builtFromThese.filled(in: language, [a1]) }
  /// "{1}: built from other files; the next start rebuilds it."
  public static func builtFromOthers(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.builtFromOthers.filled(in: language, [a1]) }
  /// "{1}: not built yet; the next start prepares it."
  public static func notBuiltYet(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notBuiltYet.filled(in: language, [a1]) }
  /// "{1} is not the published text; quran data fetch gets a verified copy."
  public static func notPublishedOne(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notPublishedOne.filled(in: language, [a1]) }
  /// "{1} and {2} are not the published text; quran data fetch gets a verified copy."
  public static func notPublishedMany(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notPublishedMany.filled(in: language, [a1, a2]) }
  /// "{1} bytes, sha256 {2} (verified)"
  public static func verified(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.verified.filled(in: language, [a1, a2]) }
  /// "missing"
  public static func missing(in language: Language = .current) -> String { Self.missing.filled(in: language, []) }
  /// "{1} bytes, expected {2}: NOT the published file"
  public static func wrongSize(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.wrongSize.filled(in: language, [a1, a2]) }
  /// "sha256 {1}, expected {2}: NOT the published file"
  public static func wrongDigest(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.wrongDigest.filled(in: language, [a1, a2]) }
  /// "{1} is not a mirror's address: give an http:// or https:// URL whose folder h…"
  public static func notAMirror(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notAMirror.filled(in: language, [a1]) }
  /// "fetched by quran data fetch"
  public static func originFetched(in language: Language = .current) -> String { Self.originFetched.filled(in: language, []) }
  /// "the development checkout"
  public static func originDevelopment(in language: Language = .current) -> String { Self.originDevelopment.filled(in: language, []) }
  /// "the fetched copy"
  public static func originFetchedCopy(in language: Language = .current) -> String { Self.originFetchedCopy.filled(in: language, []) }
  /// "The look-alikes for memorizing ({1}) were not fetched: {2} The Quran text is…"
  public static func lookAlikesNotFetched(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.lookAlikesNotFetched.filled(in: language, [a1, a2]) }
  /// "done"
  public static func done(in language: Language = .current) -> String { Self.done.filled(in: language, []) }
  /// "{1} s left"
  public static func secondsLeft(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.secondsLeft.filled(in: language, [a1]) }
  /// "Could not download the Quran text from {1} ({2}). Check the internet connecti…"
  public static func unreachable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unreachable.filled(in: language, [a1, a2]) }
  /// "The file is not at {1} (HTTP 404). Check the mirror's address (--from or QURA…"
  public static func notFound(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notFound.filled(in: language, [a1]) }
  /// "The server answered HTTP {1} for {2}. Try again later, or fetch from a mirror…"
  public static func status(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.status.filled(in: language, [a1, a2]) }
  /// "The download of {1} stopped at {2} of {3} ({4}). Run quran data fetch again:…"
  public static func cutShort(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.cutShort.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1} from {2} is not the published text: its SHA-256 is {3}…, not {4}…. It was…"
  public static func mismatch(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.mismatch.filled(in: language, [a1, a2, a3, a4]) }
  /// "The Quran text cannot be kept in {1} ({2}). Free some space or make the folde…"
  public static func cannotWrite(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.cannotWrite.filled(in: language, [a1, a2]) }
  /// "Fetch, check and describe the Quran text on this computer."
  public static func helpData(in language: Language = .current) -> String { Self.helpData.filled(in: language, []) }
  /// "Download the Quran text, its footnotes and the tafsir (13 MB) from their pinn…"
  public static func helpFetch(in language: Language = .current) -> String { Self.helpFetch.filled(in: language, []) }
  /// "Downloads vi-rwwad.json and vi-hassan.json from {1} at commit {2}, checks each"
  public static func helpFetchDiscussion(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.helpFetchDiscussion.filled(in: language, [a1, a2]) }
  /// "A mirror: BASE_URL/vi-rwwad.json and BASE_URL/vi-hassan.json (also $QURAN_VI_…"
  public static func helpFrom(in language: Language = .current) -> String { Self.helpFrom.filled(in: language, []) }
  /// "Where the Quran text is, its source, sizes, checksums and translators."
  public static func helpStatus(in language: Language = .current) -> String { Self.helpStatus.filled(in: language, []) }
  /// "Check the text files and the corpus against the pinned checksums."
  public static func helpVerify(in language: Language = .current) -> String { Self.helpVerify.filled(in: language, []) }
}

extension EditionText {
  /// "version on this computer: {1}"
  public static func versionHere(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.versionHere.filled(in: language, [a1]) }
  /// "QuranEnc's latest when last asked ({2}): {1}"
  public static func latestWhenLooked(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.latestWhenLooked.filled(in: language, [a1, a2]) }
  /// "QuranEnc not asked yet; quran data check-updates asks."
  public static func neverLooked(in language: Language = .current) -> String { Self.neverLooked.filled(in: language, []) }
  /// "versions kept here: {1}"
  public static func keptVersions(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.keptVersions.filled(in: language, [a1]) }
  /// "the app's copy"
  public static func appCopy(in language: Language = .current) -> String { Self.appCopy.filled(in: language, []) }
  /// "{1}, version {2}"
  public static func creditWithVersion(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.creditWithVersion.filled(in: language, [a1, a2]) }
  /// "{1}: version {3} is out (here: {2}); quran data update {4} fetches it."
  public static func newerOut(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.newerOut.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1}: {2} is QuranEnc's latest version."
  public static func upToDate(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.upToDate.filled(in: language, [a1, a2]) }
  /// "QuranEnc does not list {1}; nothing changed."
  public static func notListed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notListed.filled(in: language, [a1]) }
  /// "Asked QuranEnc at {1}."
  public static func checkedAt(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.checkedAt.filled(in: language, [a1]) }
  /// "Fetching {1}: surah {2}/114"
  public static func fetchingSurah(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.fetchingSurah.filled(in: language, [a1, a2]) }
  /// "{1}: version {2} in use is the latest; nothing changed."
  public static func alreadyLatest(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.alreadyLatest.filled(in: language, [a1, a2]) }
  /// "{1}: switched from {2} to {3}, all 114 surahs, 6,236 ayahs and every footnote…"
  public static func updated(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.updated.filled(in: language, [a1, a2, a3, a4]) }
  /// "Ayahs changed: {1}"
  public static func changedAyahs(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.changedAyahs.filled(in: language, [a1]) }
  /// "No ayah's words changed."
  public static func noAyahChanged(in language: Language = .current) -> String { Self.noAyahChanged.filled(in: language, []) }
  /// "Version {2} is kept: quran data use {1} {2} goes back to it."
  public static func oldKept(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.oldKept.filled(in: language, [a1, a2]) }
  /// "Word by word: quran data diff {1} {2} {3}"
  public static func seeDiff(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.seeDiff.filled(in: language, [a1, a2, a3]) }
  /// "{1}: version {2} is now in use."
  public static func nowInUse(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.nowInUse.filled(in: language, [a1, a2]) }
  /// "Version {1} of {2} is not on this computer (here: {3})."
  public static func notKept(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.notKept.filled(in: language, [a1, a2, a3]) }
  /// "There is no translation “{1}”: write rwwad or hassan."
  public static func unknownTranslation(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unknownTranslation.filled(in: language, [a1]) }
  /// "{1} {2} and {3} are the same, word for word."
  public static func sameWords(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.sameWords.filled(in: language, [a1, a2, a3]) }
  /// "{1} {1:ayah differs|ayahs differ}."
  public static func ayahsDiffer(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.ayahsDiffer.filled(in: language, [a1]) }
  /// "{1} version {2} is out: quran data update {3}"
  public static func newerNotice(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.newerNotice.filled(in: language, [a1, a2, a3]) }
  /// "{1} could not be reached ({2}); nothing changed."
  public static func unreachable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unreachable.filled(in: language, [a1, a2]) }
  /// "QuranEnc's answer for {1} stopped before its end ({2}); nothing changed."
  public static func cutShort(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.cutShort.filled(in: language, [a1, a2]) }
  /// "{2} answered HTTP {1}; nothing changed."
  public static func status(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.status.filled(in: language, [a1, a2]) }
  /// "QuranEnc's answer for {1} is larger than {2}; nothing changed."
  public static func tooLarge(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.tooLarge.filled(in: language, [a1, a2]) }
  /// "QuranEnc's answer for {1} is not the JSON expected ({2}); nothing changed."
  public static func malformed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.malformed.filled(in: language, [a1, a2]) }
  /// "The {1} QuranEnc sent is not whole: {2}; nothing changed."
  public static func notWhole(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notWhole.filled(in: language, [a1, a2]) }
  /// "QuranEnc sent a version number that cannot be read (“{1}”); nothing changed."
  public static func badVersion(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.badVersion.filled(in: language, [a1]) }
  /// "{1} could not be written ({2}); nothing changed."
  public static func cannotKeep(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.cannotKeep.filled(in: language, [a1, a2]) }
  /// "{1} surahs instead of 114"
  public static func surahCount(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.surahCount.filled(in: language, [a1]) }
  /// "surah {1} has {2} ayahs instead of {3}"
  public static func ayahCount(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.ayahCount.filled(in: language, [a1, a2, a3]) }
  /// "ayah {1} is empty"
  public static func emptyAyah(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.emptyAyah.filled(in: language, [a1]) }
  /// "ayah {1} has the marker [{2}] without its footnote"
  public static func footnoteMissing(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.footnoteMissing.filled(in: language, [a1, a2]) }
  /// "Ask QuranEnc for each translation's latest version."
  public static func helpCheckUpdates(in language: Language = .current) -> String { Self.helpCheckUpdates.filled(in: language, []) }
  /// "Fetch a translation's latest version (and its footnotes) from QuranEnc."
  public static func helpUpdate(in language: Language = .current) -> String { Self.helpUpdate.filled(in: language, []) }
  /// "A translation is used only when it holds all 114 surahs, 6,236 ayahs and ever…"
  public static func helpUpdateDiscussion(in language: Language = .current) -> String { Self.helpUpdateDiscussion.filled(in: language, []) }
  /// "Use a version kept on this computer (the pinned one is the default)."
  public static func helpUse(in language: Language = .current) -> String { Self.helpUse.filled(in: language, []) }
  /// "Two versions of a translation, word by word where they differ."
  public static func helpDiff(in language: Language = .current) -> String { Self.helpDiff.filled(in: language, []) }
  /// "QuranEnc's address (https://quranenc.com by default, or $QURAN_VI_QURANENC_URL)."
  public static func helpQuranEnc(in language: Language = .current) -> String { Self.helpQuranEnc.filled(in: language, []) }
  /// "rwwad or hassan."
  public static func helpTranslation(in language: Language = .current) -> String { Self.helpTranslation.filled(in: language, []) }
  /// "A version kept here (1.0.7 is rwwad's pinned one; app is the app's copy)."
  public static func helpVersion(in language: Language = .current) -> String { Self.helpVersion.filled(in: language, []) }
  /// "The older version."
  public static func helpOlder(in language: Language = .current) -> String { Self.helpOlder.filled(in: language, []) }
  /// "The newer version."
  public static func helpNewer(in language: Language = .current) -> String { Self.helpNewer.filled(in: language, []) }
}

extension ErrorText {
  /// ""{1}" is not an ayah reference: write SURAH:AYAH (2:255), a surah (36) or a r…"
  public static func malformedReference(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.malformedReference.filled(in: language, [a1]) }
  /// "{1} does not exist: there is no surah {2}; the Quran has surahs 1 to 114."
  public static func noSuchSurah(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noSuchSurah.filled(in: language, [a1, a2]) }
  /// "{1} does not exist: surah {2} has {3} ayahs."
  public static func noSuchAyah(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.noSuchAyah.filled(in: language, [a1, a2, a3]) }
  /// "The note is empty, so nothing was saved."
  public static func noteEmpty(in language: Language = .current) -> String { Self.noteEmpty.filled(in: language, []) }
  /// "There is no note with the id {1}; quran note list shows the ids."
  public static func noteNotFound(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteNotFound.filled(in: language, [a1]) }
  /// "More than one note's id begins with {1}; give more of it."
  public static func noteAmbiguous(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteAmbiguous.filled(in: language, [a1]) }
  /// "The note is {1}; a note may hold at most {2} so that it can sync (the record…"
  public static func noteTooLong(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteTooLong.filled(in: language, [a1, a2]) }
  /// "The Quran text (vi-rwwad.json and vi-hassan.json) was not found on {1}. Point…"
  public static func textNotFoundNamed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.textNotFoundNamed.filled(in: language, [a1]) }
  /// "The Quran text (vi-rwwad.json and vi-hassan.json) was not found on this compu…"
  public static func textNotFound(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.textNotFound.filled(in: language, [a1]) }
  /// "The data folder {1} could not be created ({2}). Choose another with --home DI…"
  public static func homeUncreatable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.homeUncreatable.filled(in: language, [a1, a2]) }
  /// "The record name is {1} bytes long; CloudKit allows at most {2}, so the record…"
  public static func recordNameTooLong(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.recordNameTooLong.filled(in: language, [a1, a2]) }
  /// ""{1}" is not a record name of the app (it should read {2}), so the record is…"
  public static func recordNameMalformed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.recordNameMalformed.filled(in: language, [a1, a2]) }
}

extension HabitText {
  /// "Your year {1} with the Quran"
  public static func statsTitle(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.statsTitle.filled(in: language, [a1]) }
  /// "Mo Tu We Th Fr Sa Su"
  public static func weekdays(in language: Language = .current) -> String { Self.weekdays.filled(in: language, []) }
  /// "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"
  public static func months(in language: Language = .current) -> String { Self.months.filled(in: language, []) }
  /// "· nothing  ░ short of the goal  ▒ goal met  ▓ twice  █ four times"
  public static func legend(in language: Language = .current) -> String { Self.legend.filled(in: language, []) }
  /// "{1} {1:day|days} of reading · {2} {2:ayah|ayahs} · {3} {3:minute|minutes} · {…"
  public static func totals(_ a1: some CatalogueCount, _ a2: some CatalogueCount, _ a3: some CatalogueCount, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.totals.filled(in: language, [a1, a2, a3, a4]) }
  /// "Current streak: {1} {1:day|days} · longest: {2} {2:day|days} (goal: {3})"
  public static func streaks(_ a1: some CatalogueCount, _ a2: some CatalogueCount, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.streaks.filled(in: language, [a1, a2, a3]) }
  /// "Daily goal: {1}."
  public static func goalIs(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.goalIs.filled(in: language, [a1]) }
  /// "Daily goal set: {1}."
  public static func goalSaved(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.goalSaved.filled(in: language, [a1]) }
  /// "No reading logged in {1} yet; read in the reader (quran) and it is logged."
  public static func noReadingYet(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noReadingYet.filled(in: language, [a1]) }
  /// "{1} {1:ayah|ayahs}"
  public static func unitAyahs(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.unitAyahs.filled(in: language, [a1]) }
  /// "{1} {1:minute|minutes}"
  public static func unitMinutes(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.unitMinutes.filled(in: language, [a1]) }
  /// "{1} {1:page|pages}"
  public static func unitPages(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.unitPages.filled(in: language, [a1]) }
  /// "{1} juz (20 pages a juz)"
  public static func unitJuz(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unitJuz.filled(in: language, [a1]) }
  /// "{1} juz"
  public static func unitWholeJuz(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unitWholeJuz.filled(in: language, [a1]) }
  /// "{1} hizb"
  public static func unitHizb(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unitHizb.filled(in: language, [a1]) }
  /// "The year at a glance: days read, totals and streaks of days that met the goal."
  public static func helpStats(in language: Language = .current) -> String { Self.helpStats.filled(in: language, []) }
  /// "The year (default: this one)."
  public static func helpYear(in language: Language = .current) -> String { Self.helpYear.filled(in: language, []) }
  /// "The daily reading goal."
  public static func helpGoal(in language: Language = .current) -> String { Self.helpGoal.filled(in: language, []) }
  /// "Set the goal: quran goal set 10 ayahs (or minutes, pages, juz)."
  public static func helpGoalSet(in language: Language = .current) -> String { Self.helpGoalSet.filled(in: language, []) }
  /// "How much (1–10000)."
  public static func helpAmount(in language: Language = .current) -> String { Self.helpAmount.filled(in: language, []) }
  /// "ayahs, minutes, pages or juz."
  public static func helpUnit(in language: Language = .current) -> String { Self.helpUnit.filled(in: language, []) }
  /// "Plan “{1}”: from {2} to the end of the Quran in {3} days ({4} → {5}), about {…"
  public static func planStarted(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, _ a6: some CatalogueArgument, in language: Language = .current) -> String { Self.planStarted.filled(in: language, [a1, a2, a3, a4, a5, a6]) }
  /// "“{1}” today: {2} – {3} (pages {4}–{5}), {6}/{7} {7:ayah|ayahs} read; {8} {8:d…"
  public static func planToday(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, _ a6: some CatalogueArgument, _ a7: some CatalogueCount, _ a8: some CatalogueCount, in language: Language = .current) -> String { Self.planToday.filled(in: language, [a1, a2, a3, a4, a5, a6, a7, a8]) }
  /// "{1} {1:page|pages} ahead of schedule."
  public static func planAhead(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.planAhead.filled(in: language, [a1]) }
  /// "{1} {1:page|pages} behind schedule; what is left is spread over the days that…"
  public static func planBehind(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.planBehind.filled(in: language, [a1]) }
  /// "On schedule."
  public static func planOnTime(in language: Language = .current) -> String { Self.planOnTime.filled(in: language, []) }
  /// "“{1}”: finished on {2}."
  public static func planFinished(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.planFinished.filled(in: language, [a1, a2]) }
  /// "“{1}”: its last day {2} has passed unfinished; start again with quran plan st…"
  public static func planOver(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.planOver.filled(in: language, [a1, a2]) }
  /// "No plan yet: quran plan start --days 30 (or --by 2026-12-31)."
  public static func noPlans(in language: Language = .current) -> String { Self.noPlans.filled(in: language, []) }
  /// "plan {1}–{2} {3}%"
  public static func planStatus(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planStatus.filled(in: language, [a1, a2, a3]) }
  /// "Plans to finish the Quran by a date, in daily portions of mushaf pages."
  public static func helpPlan(in language: Language = .current) -> String { Self.helpPlan.filled(in: language, []) }
  /// "Today's portion of each plan."
  public static func helpPlanShow(in language: Language = .current) -> String { Self.helpPlanShow.filled(in: language, []) }
  /// "Start a plan: --days 30 or --by 2026-12-31."
  public static func helpPlanStart(in language: Language = .current) -> String { Self.helpPlanStart.filled(in: language, []) }
  /// "How many days (1–3650)."
  public static func helpDays(in language: Language = .current) -> String { Self.helpDays.filled(in: language, []) }
  /// "The last day, YYYY-MM-DD."
  public static func helpBy(in language: Language = .current) -> String { Self.helpBy.filled(in: language, []) }
  /// "Start at this ayah (1:1 by default)."
  public static func helpPlanFrom(in language: Language = .current) -> String { Self.helpPlanFrom.filled(in: language, []) }
  /// "The plan's name (khatm by default); several plans may run at once."
  public static func helpPlanName(in language: Language = .current) -> String { Self.helpPlanName.filled(in: language, []) }
  /// "Divide the daily portions into whole pages (the default), hizb or juz."
  public static func helpPortion(in language: Language = .current) -> String { Self.helpPortion.filled(in: language, []) }
  /// "Plan “{1}” is running ({2} → {3}). Starting again replaces it. Replace it? [y/N]"
  public static func planRunningAsk(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planRunningAsk.filled(in: language, [a1, a2, a3]) }
  /// "Plan “{1}” is running ({2} → {3}), so it was kept. To replace it, add --repla…"
  public static func planRunningKept(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planRunningKept.filled(in: language, [a1, a2, a3]) }
  /// "Replace a running plan of the same name without asking."
  public static func helpReplace(in language: Language = .current) -> String { Self.helpReplace.filled(in: language, []) }
  /// "Give --days from 1 to 3650, or --by a date from today on (YYYY-MM-DD)."
  public static func badPlanLength(in language: Language = .current) -> String { Self.badPlanLength.filled(in: language, []) }
  /// "A goal is a number from 1 to 10000 and ayahs, minutes, pages or juz, as in: 1…"
  public static func badGoal(in language: Language = .current) -> String { Self.badGoal.filled(in: language, []) }
}

extension HelpFrameText {
  /// "OVERVIEW:"
  public static func overview(in language: Language = .current) -> String { Self.overview.filled(in: language, []) }
  /// "USAGE:"
  public static func usage(in language: Language = .current) -> String { Self.usage.filled(in: language, []) }
  /// "ARGUMENTS:"
  public static func arguments(in language: Language = .current) -> String { Self.arguments.filled(in: language, []) }
  /// "OPTIONS:"
  public static func options(in language: Language = .current) -> String { Self.options.filled(in: language, []) }
  /// "SUBCOMMANDS:"
  public static func subcommands(in language: Language = .current) -> String { Self.subcommands.filled(in: language, []) }
  /// "See 'quran help {1}<subcommand>' for detailed help."
  public static func seeHelp(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.seeHelp.filled(in: language, [a1]) }
  /// "Show help information."
  public static func showHelp(in language: Language = .current) -> String { Self.showHelp.filled(in: language, []) }
  /// "Show the version."
  public static func showVersion(in language: Language = .current) -> String { Self.showVersion.filled(in: language, []) }
  /// "default:"
  public static func defaultValue(in language: Language = .current) -> String { Self.defaultValue.filled(in: language, []) }
  /// "(values:"
  public static func values(in language: Language = .current) -> String { Self.values.filled(in: language, []) }
  /// "default as flag:"
  public static func defaultAsFlag(in language: Language = .current) -> String { Self.defaultAsFlag.filled(in: language, []) }
  /// "(default)"
  public static func defaultSubcommand(in language: Language = .current) -> String { Self.defaultSubcommand.filled(in: language, []) }
  /// "<subcommand>"
  public static func subcommandPlaceholder(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.subcommandPlaceholder.filled(in: language, [a1]) }
}

extension HelpText {
  /// "Keys — j/k scroll, any other key closes"
  public static func title(in language: Language = .current) -> String { Self.title.filled(in: language, []) }
  /// "Translations: {1}; {2}. Arabic: King Fahd Complex. Recitations: Mishary Rashi…"
  public static func credits(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.credits.filled(in: language, [a1, a2, a3]) }
  /// "next / previous ayah (or line, in a long one)"
  public static func nextPrevious(in language: Language = .current) -> String { Self.nextPrevious.filled(in: language, []) }
  /// "page down / up"
  public static func page(in language: Language = .current) -> String { Self.page.filled(in: language, []) }
  /// "first / last ayah (or surah, in the list)"
  public static func firstLast(in language: Language = .current) -> String { Self.firstLast.filled(in: language, []) }
  /// "open the chosen surah or result"
  public static func open(in language: Language = .current) -> String { Self.open.filled(in: language, []) }
  /// "switch between the surah list and the reader"
  public static func switchPane(in language: Language = .current) -> String { Self.switchPane.filled(in: language, []) }
  /// "next / previous surah (n / p in the surah list)"
  public static func surahs(in language: Language = .current) -> String { Self.surahs.filled(in: language, []) }
  /// "jump: 2:255, 36, j5 (juz), h10 (hizb), p300 (mushaf page)"
  public static func jump(in language: Language = .current) -> String { Self.jump.filled(in: language, []) }
  /// "search (tones don't matter: nhan danh allah)"
  public static func search(in language: Language = .current) -> String { Self.search.filled(in: language, []) }
  /// "mark or unmark the current ayah as a favorite ★"
  public static func favorite(in language: Language = .current) -> String { Self.favorite.filled(in: language, []) }
  /// "your favorites (Enter jumps, f unmarks)"
  public static func favorites(in language: Language = .current) -> String { Self.favorites.filled(in: language, []) }
  /// "write a new note on the current ayah (Ctrl-S saves, Esc closes: asks if not s…"
  public static func newNote(in language: Language = .current) -> String { Self.newNote.filled(in: language, []) }
  /// "edit the chosen note in $EDITOR (a new one where there is none) / here"
  public static func editNote(in language: Language = .current) -> String { Self.editNote.filled(in: language, []) }
  /// "delete the chosen note (asks first) / undo the deletion"
  public static func deleteNote(in language: Language = .current) -> String { Self.deleteNote.filled(in: language, []) }
  /// "choose among the current ayah's notes"
  public static func chooseNote(in language: Language = .current) -> String { Self.chooseNote.filled(in: language, []) }
  /// "all your notes (o order, / search, Enter jumps)"
  public static func allNotes(in language: Language = .current) -> String { Self.allNotes.filled(in: language, []) }
  /// "menu: import from the iPhone app, notes, favorites, language"
  public static func menu(in language: Language = .current) -> String { Self.menu.filled(in: language, []) }
  /// "switch translation (Rwwad / Hasan Abdul-Karim)"
  public static func translation(in language: Language = .current) -> String { Self.translation.filled(in: language, []) }
  /// "show or hide the Arabic"
  public static func arabic(in language: Language = .current) -> String { Self.arabic.filled(in: language, []) }
  /// "how the Arabic is drawn: shaped here or by the terminal, plain marks (A now)"
  public static func arabicDisplay(in language: Language = .current) -> String { Self.arabicDisplay.filled(in: language, []) }
  /// "colors off or on (NO_COLOR=1 keeps them off)"
  public static func colors(in language: Language = .current) -> String { Self.colors.filled(in: language, []) }
  /// "switch the interface language (Tiếng Việt / English), kept"
  public static func language(in language: Language = .current) -> String { Self.language.filled(in: language, []) }
  /// "recite from this ayah (again: pause / resume)"
  public static func recite(in language: Language = .current) -> String { Self.recite.filled(in: language, []) }
  /// "recite each ayah (or the marked range) 1, 3, 5 or 10 times (to learn it)"
  public static func repeatAyah(in language: Language = .current) -> String { Self.repeatAyah.filled(in: language, []) }
  /// "mark the start of a range to recite again and again, or to copy with Y (again…"
  public static func recitationRange(in language: Language = .current) -> String { Self.recitationRange.filled(in: language, []) }
  /// "copy the current ayah with its reference to the clipboard (OSC 52) / the rang…"
  public static func copy(in language: Language = .current) -> String { Self.copy.filled(in: language, []) }
  /// "open or close this ayah's footnotes under it (the [25] markers of the transla…"
  public static func footnotes(in language: Language = .current) -> String { Self.footnotes.filled(in: language, []) }
  /// "keep the footnotes open under every ayah (again: close them all)"
  public static func allFootnotes(in language: Language = .current) -> String { Self.allFootnotes.filled(in: language, []) }
  /// "the Al-Mukhtasar tafsir of this ayah (j/k: next/previous ayah; T or Esc: close)"
  public static func tafsir(in language: Language = .current) -> String { Self.tafsir.filled(in: language, []) }
  /// "memorize this surah from this ayah: words hidden, Space reveals, r hear and r…"
  public static func memorize(in language: Language = .current) -> String { Self.memorize.filled(in: language, []) }
  /// "today's review: the ayahs due, then the new ones, hidden as when memorizing;…"
  public static func review(in language: Language = .current) -> String { Self.review.filled(in: language, []) }
  /// "your year with the Quran: calendar, totals, streaks (quran goal set sets the…"
  public static func stats(in language: Language = .current) -> String { Self.stats.filled(in: language, []) }
  /// "mouse wheel: scroll"
  public static func wheel(in language: Language = .current) -> String { Self.wheel.filled(in: language, []) }
  /// "close a list, a prompt or this help"
  public static func escape(in language: Language = .current) -> String { Self.escape.filled(in: language, []) }
  /// "this help"
  public static func help(in language: Language = .current) -> String { Self.help.filled(in: language, []) }
  /// "quit (your place is kept)"
  public static func quit(in language: Language = .current) -> String { Self.quit.filled(in: language, []) }
}

extension ImportText {
  /// "Imported {1} ({2}):"
  public static func imported(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.imported.filled(in: language, [a1, a2]) }
  /// "Would import {1} ({2}):"
  public static func wouldImport(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.wouldImport.filled(in: language, [a1, a2]) }
  /// "Imported {1} ({2})"
  public static func importedTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.importedTitle.filled(in: language, [a1, a2]) }
  /// "favorites: {1} added, {2} already present"
  public static func favoritesCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.favoritesCounts.filled(in: language, [a1, a2]) }
  /// "notes: {1} added, {2} already present"
  public static func notesCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notesCounts.filled(in: language, [a1, a2]) }
  /// "notes: {1} added, {2} updated, {3} kept as a copy, {4} already present"
  public static func notesCountsWithCopies(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.notesCountsWithCopies.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1} left out: deleted since the file was made, here or on another device (qur…"
  public static func deletedAfterFileLeftOut(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.deletedAfterFileLeftOut.filled(in: language, [a1]) }
  /// "{1} left out: deleted since, here or on another device"
  public static func deletedSinceLeftOut(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.deletedSinceLeftOut.filled(in: language, [a1]) }
  /// "({1} an earlier version)"
  public static func earlierVersions(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.earlierVersions.filled(in: language, [a1]) }
  /// "progress: {1} added, {2} merged, {3} already present"
  public static func progressCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.progressCounts.filled(in: language, [a1, a2, a3]) }
  /// "memorizing grades: {1} added, {2} already present"
  public static func gradesCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.gradesCounts.filled(in: language, [a1, a2]) }
  /// "settings"
  public static func settingsName(in language: Language = .current) -> String { Self.settingsName.filled(in: language, []) }
  /// "{1}: {2} added, {3} updated, {4} already present"
  public static func recordsCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.recordsCounts.filled(in: language, [a1, a2, a3, a4]) }
  /// "this version of quran-vi does not know this kind of record; a later one may i…"
  public static func recordTypeUnknown(in language: Language = .current) -> String { Self.recordTypeUnknown.filled(in: language, []) }
  /// "not a readable row of {1} (a field missing or of the wrong kind, or a key too…"
  public static func recordUnreadable(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recordUnreadable.filled(in: language, [a1]) }
  /// "it is {1}, more than the 1 MB the record server keeps a record, so it could n…"
  public static func recordTooLarge(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recordTooLarge.filled(in: language, [a1]) }
  /// "ignored {1} {1:key|keys} that are not the app's: {2}"
  public static func ignoredKeys(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.ignoredKeys.filled(in: language, [a1, a2]) }
  /// "Left out ({1}):"
  public static func leftOut(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.leftOut.filled(in: language, [a1]) }
  /// "not an ayah id; an ayah id is written SURAH:AYAH, like 2:255"
  public static func malformedAyah(in language: Language = .current) -> String { Self.malformedAyah.filled(in: language, []) }
  /// "there is no surah {1}; the Quran has surahs 1 to 114"
  public static func noSuchSurah(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noSuchSurah.filled(in: language, [a1]) }
  /// "surah {1} has {2} ayahs"
  public static func noSuchAyah(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noSuchAyah.filled(in: language, [a1, a2]) }
  /// "{1} should be {2}, but this is {3}"
  public static func wrongShape(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.wrongShape.filled(in: language, [a1, a2, a3]) }
  /// "a note should be text, but this is {1}"
  public static func noteNotText(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteNotText.filled(in: language, [a1]) }
  /// "the note is empty"
  public static func noteEmpty(in language: Language = .current) -> String { Self.noteEmpty.filled(in: language, []) }
  /// "{1} is not a surah number"
  public static func notASurahNumber(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notASurahNumber.filled(in: language, [a1]) }
  /// "it has no lastReadAyah"
  public static func noLastReadAyah(in language: Language = .current) -> String { Self.noLastReadAyah.filled(in: language, []) }
  /// "lastReadAyah should be a whole number, but this is {1}"
  public static func lastReadNotWhole(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.lastReadNotWhole.filled(in: language, [a1]) }
  /// "lastReadAyah {1} is before the first ayah, so there is no progress to keep"
  public static func lastReadBeforeFirst(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.lastReadBeforeFirst.filled(in: language, [a1]) }
  /// "the note is {1}, more than the {2} a synced note may hold (the record server…"
  public static func noteTooLong(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteTooLong.filled(in: language, [a1, a2]) }
  /// "the notes of an ayah should be a list of texts, but this is {1}"
  public static func notesNotList(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notesNotList.filled(in: language, [a1]) }
  /// "a favorite should be an ayah id written as text, like "2:255", but this is {1}"
  public static func favoriteNotText(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoriteNotText.filled(in: language, [a1]) }
  /// "a list of ayah ids like "2:255""
  public static func expectedFavorites(in language: Language = .current) -> String { Self.expectedFavorites.filled(in: language, []) }
  /// "a dictionary from ayah ids to lists of notes"
  public static func expectedNotes(in language: Language = .current) -> String { Self.expectedNotes.filled(in: language, []) }
  /// "a dictionary from surah numbers to reading progress"
  public static func expectedProgress(in language: Language = .current) -> String { Self.expectedProgress.filled(in: language, []) }
  /// "on a Mac, export the app's domain with `defaults export com.Donald.Quranvn -`…"
  public static func exportAdvice(in language: Language = .current) -> String { Self.exportAdvice.filled(in: language, []) }
  /// "a {1} image"
  public static func kindImage(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.kindImage.filled(in: language, [a1]) }
  /// "a PDF document"
  public static func kindPDF(in language: Language = .current) -> String { Self.kindPDF.filled(in: language, []) }
  /// "a {1} archive (if a backup is inside, unpack it first)"
  public static func kindArchive(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.kindArchive.filled(in: language, [a1]) }
  /// "an SQLite database (if it is an iPhone backup's Manifest.db, give the folder…"
  public static func kindSQLite(in language: Language = .current) -> String { Self.kindSQLite.filled(in: language, []) }
  /// "a program"
  public static func kindProgram(in language: Language = .current) -> String { Self.kindProgram.filled(in: language, []) }
  /// "The file is {1}, not a preferences dump. Nothing was imported; {2}."
  public static func otherKindOfFile(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.otherKindOfFile.filled(in: language, [a1, a2]) }
  /// "the app's JSON in it is damaged {1} ({2}); nothing of this key was imported"
  public static func damagedValueLeftOut(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.damagedValueLeftOut.filled(in: language, [a1, a2]) }
  /// "`defaults read` printed part of its {1} bytes; nothing of this key was import…"
  public static func shortenedValueLeftOut(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.shortenedValueLeftOut.filled(in: language, [a1]) }
  /// "the value cannot be read; nothing of this key was imported"
  public static func valueNotRead(in language: Language = .current) -> String { Self.valueNotRead.filled(in: language, []) }
  /// "The backup in {1} is encrypted, so none of its files can be read. Nothing was…"
  public static func backupEncrypted(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupEncrypted.filled(in: language, [a1]) }
  /// "{1} is a folder but not an iPhone backup (it holds no Manifest.db). Nothing w…"
  public static func backupWithoutManifest(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backupWithoutManifest.filled(in: language, [a1, a2]) }
  /// "{1} holds several backups ({2}). Nothing was imported; give the folder of one…"
  public static func severalBackups(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.severalBackups.filled(in: language, [a1, a2]) }
  /// "The backup in {1} holds no preferences of the app (Library/Preferences/com.Do…"
  public static func backupWithoutApp(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupWithoutApp.filled(in: language, [a1]) }
  /// "The Manifest.db of the backup in {1} names {2} for the app's preferences, but…"
  public static func backupFileMissing(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backupFileMissing.filled(in: language, [a1, a2]) }
  /// "The Manifest.db of the backup in {1} cannot be read ({2}). Nothing was import…"
  public static func backupManifestUnreadable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backupManifestUnreadable.filled(in: language, [a1, a2]) }
  /// "{1}: the app's preferences file in this backup ({2}) {3}, so the backup is da…"
  public static func backupPreferencesUnusable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.backupPreferencesUnusable.filled(in: language, [a1, a2, a3]) }
  /// "is empty"
  public static func preferencesEmpty(in language: Language = .current) -> String { Self.preferencesEmpty.filled(in: language, []) }
  /// "is {1} MB, over the {2} MB this command reads (the app's preferences are kilo…"
  public static func preferencesTooLarge(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.preferencesTooLarge.filled(in: language, [a1, a2]) }
  /// "is not a plist (neither a binary nor an XML plist)"
  public static func preferencesNotAPlist(in language: Language = .current) -> String { Self.preferencesNotAPlist.filled(in: language, []) }
  /// "is {1}, not a plist"
  public static func preferencesOtherKind(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.preferencesOtherKind.filled(in: language, [a1]) }
  /// "The file is empty. Nothing was imported; {1}."
  public static func emptyFile(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.emptyFile.filled(in: language, [a1]) }
  /// "The file is {1} MB; the app's preferences are kilobytes, and this command rea…"
  public static func tooLarge(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.tooLarge.filled(in: language, [a1, a2, a3]) }
  /// "The file is not a preferences dump: it is neither a binary plist (bplist00),…"
  public static func unrecognizedShape(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unrecognizedShape.filled(in: language, [a1]) }
  /// "The {1} cannot be read {2}: {3}. Nothing was imported; {4}."
  public static func malformedDump(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.malformedDump.filled(in: language, [a1, a2, a3, a4]) }
  /// "if it came from a backup, copy it again; or {1}"
  public static func copyAgain(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.copyAgain.filled(in: language, [a1]) }
  /// "check that the file is whole and unedited, or {1}"
  public static func checkWhole(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.checkWhole.filled(in: language, [a1]) }
  /// "The value of {1} is damaged: the JSON the app stored in it cannot be read {2}…"
  public static func damagedAppValue(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.damagedAppValue.filled(in: language, [a1, a2, a3, a4]) }
  /// "The value of {1} was shortened by `defaults read` (it printed part of its {2}…"
  public static func shortenedValue(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.shortenedValue.filled(in: language, [a1, a2, a3]) }
  /// "The dump holds the app's keys in more than one place ({1}), so which to impor…"
  public static func keysInSeveralPlaces(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.keysInSeveralPlaces.filled(in: language, [a1, a2]) }
  /// "The file is {1}, not a dictionary of preferences, and holds none of the app's…"
  public static func notAPreferencesDomain(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notAPreferencesDomain.filled(in: language, [a1, a2]) }
  /// "at byte {1}"
  public static func atByte(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.atByte.filled(in: language, [a1]) }
  /// "on line {1}"
  public static func onLine(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.onLine.filled(in: language, [a1]) }
  /// "a text"
  public static func kindText(in language: Language = .current) -> String { Self.kindText.filled(in: language, []) }
  /// "a number"
  public static func kindNumber(in language: Language = .current) -> String { Self.kindNumber.filled(in: language, []) }
  /// "a true/false value"
  public static func kindTrueFalse(in language: Language = .current) -> String { Self.kindTrueFalse.filled(in: language, []) }
  /// "null"
  public static func kindNull(in language: Language = .current) -> String { Self.kindNull.filled(in: language, []) }
  /// "a date"
  public static func kindDate(in language: Language = .current) -> String { Self.kindDate.filled(in: language, []) }
  /// "binary data"
  public static func kindData(in language: Language = .current) -> String { Self.kindData.filled(in: language, []) }
  /// "a list"
  public static func kindList(in language: Language = .current) -> String { Self.kindList.filled(in: language, []) }
  /// "a dictionary"
  public static func kindDictionary(in language: Language = .current) -> String { Self.kindDictionary.filled(in: language, []) }
}

extension InterfaceText {
  /// "{1} is “{2}”, which is not an interface language: use vi (Tiếng Việt) or en (…"
  public static func unknownLanguage(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unknownLanguage.filled(in: language, [a1, a2]) }
  /// "English"
  public static func languageName(in language: Language = .current) -> String { Self.languageName.filled(in: language, []) }
  /// "Interface: English. L switches to Tiếng Việt."
  public static func languageChosen(in language: Language = .current) -> String { Self.languageChosen.filled(in: language, []) }
  /// "Copied {1} to the clipboard."
  public static func copied(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.copied.filled(in: language, [a1]) }
  /// "This is too long to copy ({1}; at most {2}): mark a shorter range with v."
  public static func copyTooLong(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.copyTooLong.filled(in: language, [a1, a2]) }
  /// "No range is marked: press v on its first ayah, go to its last, then press Y."
  public static func copyNeedsARange(in language: Language = .current) -> String { Self.copyNeedsARange.filled(in: language, []) }
  /// "The Linux console has no clipboard: use a graphical terminal, or quran read ……"
  public static func clipboardConsole(in language: Language = .current) -> String { Self.clipboardConsole.filled(in: language, []) }
  /// "tmux does not pass the clipboard on (set-clipboard {1}): run tmux set -g set-…"
  public static func clipboardTmux(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.clipboardTmux.filled(in: language, [a1]) }
  /// "There is no terminal to copy through (--copy uses the terminal's clipboard, O…"
  public static func noTerminalToCopy(in language: Language = .current) -> String { Self.noTerminalToCopy.filled(in: language, []) }
  /// "The reader needs a terminal; in scripts use quran read or quran search."
  public static func notATerminal(in language: Language = .current) -> String { Self.notATerminal.filled(in: language, []) }
  /// "The locale is not UTF-8 ({1}, codeset {2}): export {3}=C.UTF-8 (or another UT…"
  public static func localeNotUTF8(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.localeNotUTF8.filled(in: language, [a1, a2, a3]) }
  /// "The locale {1} asks for is not installed on this system, and neither is C.UTF…"
  public static func localeMissing(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.localeMissing.filled(in: language, [a1]) }
}

extension KeysText {
  /// "The reader"
  public static func titleReader(in language: Language = .current) -> String { Self.titleReader.filled(in: language, []) }
  /// "Keys of the search results and favorites"
  public static func titleResults(in language: Language = .current) -> String { Self.titleResults.filled(in: language, []) }
  /// "Keys of the notes"
  public static func titleNotes(in language: Language = .current) -> String { Self.titleNotes.filled(in: language, []) }
  /// "Keys of the tafsir"
  public static func titleTafsir(in language: Language = .current) -> String { Self.titleTafsir.filled(in: language, []) }
  /// "Keys of the year at a glance"
  public static func titleStats(in language: Language = .current) -> String { Self.titleStats.filled(in: language, []) }
  /// "Keys of the menu"
  public static func titleMenu(in language: Language = .current) -> String { Self.titleMenu.filled(in: language, []) }
  /// "Keys of a report"
  public static func titleReport(in language: Language = .current) -> String { Self.titleReport.filled(in: language, []) }
  /// "Keys of the memorizing progress"
  public static func titleProgress(in language: Language = .current) -> String { Self.titleProgress.filled(in: language, []) }
  /// "Keys of the Arabic display question"
  public static func titleCalibration(in language: Language = .current) -> String { Self.titleCalibration.filled(in: language, []) }
  /// "Keys of the memorize screen and the review session"
  public static func titleMemorize(in language: Language = .current) -> String { Self.titleMemorize.filled(in: language, []) }
  /// "? more"
  public static func hintMore(in language: Language = .current) -> String { Self.hintMore.filled(in: language, []) }
  /// "down a row"
  public static func moveDown(in language: Language = .current) -> String { Self.moveDown.filled(in: language, []) }
  /// "up a row"
  public static func moveUp(in language: Language = .current) -> String { Self.moveUp.filled(in: language, []) }
  /// "down a page"
  public static func movePageDown(in language: Language = .current) -> String { Self.movePageDown.filled(in: language, []) }
  /// "up a page"
  public static func movePageUp(in language: Language = .current) -> String { Self.movePageUp.filled(in: language, []) }
  /// "to the first row"
  public static func moveFirst(in language: Language = .current) -> String { Self.moveFirst.filled(in: language, []) }
  /// "to the last row"
  public static func moveLast(in language: Language = .current) -> String { Self.moveLast.filled(in: language, []) }
  /// "move"
  public static func hintMove(in language: Language = .current) -> String { Self.hintMove.filled(in: language, []) }
  /// "this list of keys"
  public static func help(in language: Language = .current) -> String { Self.help.filled(in: language, []) }
  /// "back to the reader"
  public static func back(in language: Language = .current) -> String { Self.back.filled(in: language, []) }
  /// "close"
  public static func close(in language: Language = .current) -> String { Self.close.filled(in: language, []) }
  /// "close (so does any other key)"
  public static func closeAnyKey(in language: Language = .current) -> String { Self.closeAnyKey.filled(in: language, []) }
  /// "quit (your place is kept)"
  public static func quit(in language: Language = .current) -> String { Self.quit.filled(in: language, []) }
  /// "back"
  public static func hintBack(in language: Language = .current) -> String { Self.hintBack.filled(in: language, []) }
  /// "close"
  public static func hintClose(in language: Language = .current) -> String { Self.hintClose.filled(in: language, []) }
  /// "quit"
  public static func hintQuit(in language: Language = .current) -> String { Self.hintQuit.filled(in: language, []) }
  /// "go to the chosen ayah in the reader"
  public static func openAyah(in language: Language = .current) -> String { Self.openAyah.filled(in: language, []) }
  /// "a new search"
  public static func newSearch(in language: Language = .current) -> String { Self.newSearch.filled(in: language, []) }
  /// "unmark the chosen favorite (among the favorites only)"
  public static func unmarkFavorite(in language: Language = .current) -> String { Self.unmarkFavorite.filled(in: language, []) }
  /// "jump"
  public static func hintOpen(in language: Language = .current) -> String { Self.hintOpen.filled(in: language, []) }
  /// "newest first, or in the Quran's order"
  public static func notesOrder(in language: Language = .current) -> String { Self.notesOrder.filled(in: language, []) }
  /// "search the notes"
  public static func notesSearch(in language: Language = .current) -> String { Self.notesSearch.filled(in: language, []) }
  /// "back (after a search: every note)"
  public static func notesBack(in language: Language = .current) -> String { Self.notesBack.filled(in: language, []) }
  /// "edit the chosen note in your own editor"
  public static func editOutside(in language: Language = .current) -> String { Self.editOutside.filled(in: language, []) }
  /// "edit it here"
  public static func editHere(in language: Language = .current) -> String { Self.editHere.filled(in: language, []) }
  /// "delete the chosen note"
  public static func deleteNote(in language: Language = .current) -> String { Self.deleteNote.filled(in: language, []) }
  /// "put back the note just deleted"
  public static func undoDeletion(in language: Language = .current) -> String { Self.undoDeletion.filled(in: language, []) }
  /// "go to the note's ayah"
  public static func openNote(in language: Language = .current) -> String { Self.openNote.filled(in: language, []) }
  /// "order"
  public static func hintOrder(in language: Language = .current) -> String { Self.hintOrder.filled(in: language, []) }
  /// "search"
  public static func hintSearch(in language: Language = .current) -> String { Self.hintSearch.filled(in: language, []) }
  /// "the next ayah's tafsir (the reader follows)"
  public static func tafsirNext(in language: Language = .current) -> String { Self.tafsirNext.filled(in: language, []) }
  /// "the ayah before's tafsir"
  public static func tafsirPrevious(in language: Language = .current) -> String { Self.tafsirPrevious.filled(in: language, []) }
  /// "scroll down a row"
  public static func scrollDown(in language: Language = .current) -> String { Self.scrollDown.filled(in: language, []) }
  /// "scroll up a row"
  public static func scrollUp(in language: Language = .current) -> String { Self.scrollUp.filled(in: language, []) }
  /// "scroll down a page"
  public static func pageDown(in language: Language = .current) -> String { Self.pageDown.filled(in: language, []) }
  /// "scroll up a page"
  public static func pageUp(in language: Language = .current) -> String { Self.pageUp.filled(in: language, []) }
  /// "next/previous ayah"
  public static func hintTafsirAyah(in language: Language = .current) -> String { Self.hintTafsirAyah.filled(in: language, []) }
  /// "scroll"
  public static func hintScroll(in language: Language = .current) -> String { Self.hintScroll.filled(in: language, []) }
  /// "do the chosen entry"
  public static func menuChoose(in language: Language = .current) -> String { Self.menuChoose.filled(in: language, []) }
  /// "close the menu"
  public static func menuClose(in language: Language = .current) -> String { Self.menuClose.filled(in: language, []) }
  /// "choose"
  public static func hintChoose(in language: Language = .current) -> String { Self.hintChoose.filled(in: language, []) }
  /// "line 1 is right: shaped here (most terminals)"
  public static func chooseShaped(in language: Language = .current) -> String { Self.chooseShaped.filled(in: language, []) }
  /// "line 2 is right: left to the terminal (mlterm, its bidi on)"
  public static func chooseTerminal(in language: Language = .current) -> String { Self.chooseTerminal.filled(in: language, []) }
  /// "plain marks on or off"
  public static func plainMarks(in language: Language = .current) -> String { Self.plainMarks.filled(in: language, []) }
  /// "keep the one in use"
  public static func keepDisplay(in language: Language = .current) -> String { Self.keepDisplay.filled(in: language, []) }
  /// "keep the one in use and hide the Arabic"
  public static func keepAndHide(in language: Language = .current) -> String { Self.keepAndHide.filled(in: language, []) }
  /// "keep the one in use and search"
  public static func keepAndSearch(in language: Language = .current) -> String { Self.keepAndSearch.filled(in: language, []) }
  /// "choose"
  public static func hintChooseDisplay(in language: Language = .current) -> String { Self.hintChooseDisplay.filled(in: language, []) }
  /// "plain marks"
  public static func hintPlainMarks(in language: Language = .current) -> String { Self.hintPlainMarks.filled(in: language, []) }
  /// "hide the Arabic"
  public static func hintHideArabic(in language: Language = .current) -> String { Self.hintHideArabic.filled(in: language, []) }
  /// "keeps {1}"
  public static func hintKeep(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.hintKeep.filled(in: language, [a1]) }
  /// "shaped"
  public static func displayShaped(in language: Language = .current) -> String { Self.displayShaped.filled(in: language, []) }
  /// "terminal"
  public static func displayTerminal(in language: Language = .current) -> String { Self.displayTerminal.filled(in: language, []) }
  /// "Lists the keys of each screen of the reader, as ? shows them on that screen."
  public static func helpKeys(in language: Language = .current) -> String { Self.helpKeys.filled(in: language, []) }
  /// "Writes them as the man page's KEYS section (roff)."
  public static func helpKeysRoff(in language: Language = .current) -> String { Self.helpKeysRoff.filled(in: language, []) }
  /// "wheel"
  public static func wheel(in language: Language = .current) -> String { Self.wheel.filled(in: language, []) }
}

extension LibrarySwitchText {
  /// "This library last synced as {1} and holds {2} {2:note|notes}, {3} {3:favorite…"
  public static func question(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueCount, _ a4: some CatalogueCount, _ a5: some CatalogueCount, _ a6: some CatalogueCount, _ a7: some CatalogueCount, _ a8: some CatalogueCount, _ a9: some CatalogueCount, _ a10: some CatalogueArgument, _ a11: some CatalogueArgument, in language: Language = .current) -> String { Self.question.filled(in: language, [a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11]) }
  /// "set it aside as the file {1} and start an empty library for {2}"
  public static func startEmpty(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.startEmpty.filled(in: language, [a1, a2]) }
  /// "set it aside as the file {1} and bring back the library {2} left on this comp…"
  public static func bringBack(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.bringBack.filled(in: language, [a1, a2]) }
  /// "Nothing changed (no answer a or b): the library stays {1}'s and {2} is not si…"
  public static func cancelled(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.cancelled.filled(in: language, [a1, a2]) }
  /// "{1}'s library is set aside as {2}, with its export {3} beside it: quran impor…"
  public static func setAside(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.setAside.filled(in: language, [a1, a2, a3]) }
  /// "The library {1} left on this computer is back in use, as it was."
  public static func broughtBack(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.broughtBack.filled(in: language, [a1]) }
  /// "The library {1} is open in another program (the reader, or quran sync --watch…"
  public static func heldOpen(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.heldOpen.filled(in: language, [a1]) }
  /// "The library {1} could not be set aside ({2}): nothing changed; check that the…"
  public static func notMoved(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notMoved.filled(in: language, [a1, a2]) }
  /// "When signing in as another person than this library last synced with: keep se…"
  public static func helpLibrary(in language: Language = .current) -> String { Self.helpLibrary.filled(in: language, []) }
  /// "There is no --library “{1}”. Use keep or aside."
  public static func choiceUnknown(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.choiceUnknown.filled(in: language, [a1]) }
}

extension LibraryText {
  /// "Your library at {1} is damaged, so nothing more can be saved in it. Quit, the…"
  public static func damaged(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.damaged.filled(in: language, [a1]) }
  /// "The data folder {1} is read-only, so nothing can be saved (favorites, notes,…"
  public static func readOnly(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readOnly.filled(in: language, [a1]) }
  /// "The disk that holds {1} is full, so nothing was saved. Free some space and tr…"
  public static func diskFull(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.diskFull.filled(in: language, [a1]) }
  /// "Your library file {1} cannot be read or written: it belongs to {2} (mode {3})…"
  public static func permission(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.permission.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "The disk that holds {1} is full ({2} free on {3}), so this change was not sav…"
  public static func diskFullWhere(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.diskFullWhere.filled(in: language, [a1, a2, a3]) }
  /// "Another program holds your library at {1} locked (a sync, or a second reader)…"
  public static func busy(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.busy.filled(in: language, [a1]) }
  /// "Your library at {1} could not be used ({2}). Run quran library check to check…"
  public static func unusable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unusable.filled(in: language, [a1, a2]) }
  /// "Your library at {1} was damaged: the file was kept whole as {2} and a new lib…"
  public static func setAside(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.setAside.filled(in: language, [a1, a2]) }
  /// "Your library at {1} is damaged and could not be moved aside; the Quran reads,…"
  public static func damagedInPlace(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.damagedInPlace.filled(in: language, [a1]) }
  /// "Read-only: the data folder cannot be written, so changes are not saved."
  public static func openedReadOnlyInOneRow(in language: Language = .current) -> String { Self.openedReadOnlyInOneRow.filled(in: language, []) }
  /// "The data folder {1} is read-only: reading, search and export work, but change…"
  public static func openedReadOnly(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.openedReadOnly.filled(in: language, [a1]) }
  /// "Your library at {1} is whole: {2} {2:note|notes}, {3} favorite {3:ayah|ayahs}."
  public static func checkOK(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueCount, in language: Language = .current) -> String { Self.checkOK.filled(in: language, [a1, a2, a3]) }
  /// "Your library at {1} is damaged ({2}). Run quran library recover: the damaged…"
  public static func checkDamaged(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.checkDamaged.filled(in: language, [a1, a2]) }
  /// "Damaged files kept aside: {1}. quran library recover brings back what can be…"
  public static func checkSetAsideFiles(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.checkSetAsideFiles.filled(in: language, [a1]) }
  /// "There are no backups in {1} yet; the reader takes one a day while it is used."
  public static func backupsNone(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupsNone.filled(in: language, [a1]) }
  /// "Backups in {1}, newest first:"
  public static func backupsHeader(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupsHeader.filled(in: language, [a1]) }
  /// "{1}  {2}  {3} KB  file {4}"
  public static func backupLine(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.backupLine.filled(in: language, [a1, a2, a3, a4]) }
  /// "daily"
  public static func backupDaily(in language: Language = .current) -> String { Self.backupDaily.filled(in: language, []) }
  /// "before an upgrade"
  public static func backupMigration(in language: Language = .current) -> String { Self.backupMigration.filled(in: language, []) }
  /// "after changes"
  public static func backupAfterChanges(in language: Language = .current) -> String { Self.backupAfterChanges.filled(in: language, []) }
  /// "Backed up to {1}."
  public static func backupTaken(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupTaken.filled(in: language, [a1]) }
  /// "No backup was taken: the disk that holds {1} is nearly full. Free some space."
  public static func backupNoRoom(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.backupNoRoom.filled(in: language, [a1]) }
  /// "The library in use was damaged: it was kept whole as {1} and a new one started."
  public static func recoverSetAside(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverSetAside.filled(in: language, [a1]) }
  /// "From the damaged file {1}:"
  public static func recoverFromDamaged(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverFromDamaged.filled(in: language, [a1]) }
  /// "From the backup {1}:"
  public static func recoverFromBackup(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverFromBackup.filled(in: language, [a1]) }
  /// "brought back: {1} notes, {2} favorites, {3} surahs' progress, {4} memorizing…"
  public static func recoverCounts(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, _ a6: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverCounts.filled(in: language, [a1, a2, a3, a4, a5, a6]) }
  /// "also read: {1} {1:day|days} of the reading log, {2} reading {2:plan|plans}, {…"
  public static func recoverFound(_ a1: some CatalogueCount, _ a2: some CatalogueCount, _ a3: some CatalogueCount, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.recoverFound.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1} of the file's {2} pages could not be read (damaged or missing): what they…"
  public static func recoverUnreadable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverUnreadable.filled(in: language, [a1, a2]) }
  /// "not a readable database; nothing could be brought back"
  public static func recoverUnopenable(in language: Language = .current) -> String { Self.recoverUnopenable.filled(in: language, []) }
  /// "Skipped the backup {1}: it was taken after the damaged file was kept aside, s…"
  public static func recoverSkippedSinceDamage(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverSkippedSinceDamage.filled(in: language, [a1]) }
  /// "Skipped the backup {1}: it is damaged itself."
  public static func recoverSkippedDamaged(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverSkippedDamaged.filled(in: language, [a1]) }
  /// "Skipped the backup {1}: it is older than {2}, which was read."
  public static func recoverSkippedOlder(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverSkippedOlder.filled(in: language, [a1, a2]) }
  /// "There is no damaged file or backup to recover from in {1}."
  public static func recoverNoSources(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.recoverNoSources.filled(in: language, [a1]) }
  /// "Nothing was written: {1} is one of quran-vi's own files (the library, its bac…"
  public static func refusedOurFile(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.refusedOurFile.filled(in: language, [a1]) }
  /// "A damaged library file is still kept aside: {1}. Run quran library recover to…"
  public static func keptAsideReminder(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.keptAsideReminder.filled(in: language, [a1]) }
  /// "No more reminders about {1}; the file is still kept as it is (nothing was del…"
  public static func dismissed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.dismissed.filled(in: language, [a1]) }
  /// "There is no damaged file waiting in {1}."
  public static func dismissedNone(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.dismissedNone.filled(in: language, [a1]) }
  /// "Stops the reminders about the damaged files kept aside (the files stay; quran…"
  public static func helpDismiss(in language: Language = .current) -> String { Self.helpDismiss.filled(in: language, []) }
  /// "Check, back up and recover your library (favorites, notes, progress)."
  public static func helpLibrary(in language: Language = .current) -> String { Self.helpLibrary.filled(in: language, []) }
  /// "Checks the library file whole (exit status 1 when it is damaged)."
  public static func helpCheck(in language: Language = .current) -> String { Self.helpCheck.filled(in: language, []) }
  /// "Lists the library's backups (7 days, 4 weeks, before each upgrade)."
  public static func helpBackups(in language: Language = .current) -> String { Self.helpBackups.filled(in: language, []) }
  /// "Backs the library up now (today's backup)."
  public static func helpBackup(in language: Language = .current) -> String { Self.helpBackup.filled(in: language, []) }
  /// "Brings back everything readable from the damaged files kept aside, then from…"
  public static func helpRecover(in language: Language = .current) -> String { Self.helpRecover.filled(in: language, []) }
  /// "Nothing was deleted. If you are signed in, the next sync brings back everythi…"
  public static func recoverServer(in language: Language = .current) -> String { Self.recoverServer.filled(in: language, []) }
}

extension LinearText {
  /// "Line mode, for screen readers and braille displays: each ayah printed once as…"
  public static func helpLinear(in language: Language = .current) -> String { Self.helpLinear.filled(in: language, []) }
  /// "quran-vi line mode. Type ? then Enter for the commands, q to quit."
  public static func opening(in language: Language = .current) -> String { Self.opening.filled(in: language, []) }
  /// "Line mode (quran --linear): type a command, then Enter"
  public static func title(in language: Language = .current) -> String { Self.title.filled(in: language, []) }
  /// "Surah {1}: {2} ({3}), {4} {4:ayah|ayahs}."
  public static func surahHeading(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.surahHeading.filled(in: language, [a1, a2, a3, a4]) }
  /// "This is the end of the Quran (114:6). Type a place, as 1:1, to go to another…"
  public static func endOfQuran(in language: Language = .current) -> String { Self.endOfQuran.filled(in: language, []) }
  /// "“{1}” is neither a command nor a place in the Quran. Type ? for the commands."
  public static func unknown(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.unknown.filled(in: language, [a1]) }
  /// "Type the words to search for right after /, as in: /nhân từ"
  public static func searchNeedsWords(in language: Language = .current) -> String { Self.searchNeedsWords.filled(in: language, []) }
  /// "Search for “{1}”: {2} {2:ayah|ayahs}. Type an ayah's place to go there."
  public static func searchHeading(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.searchHeading.filled(in: language, [a1, a2]) }
  /// "{1} more {1:ayah|ayahs}; add words to narrow the search."
  public static func searchMore(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.searchMore.filled(in: language, [a1]) }
  /// "No ayah in the {1} translation matches “{2}”."
  public static func searchNothing(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.searchNothing.filled(in: language, [a1, a2]) }
  /// "Type the note after the word note, as in: note The Throne Verse"
  public static func noteNeedsText(in language: Language = .current) -> String { Self.noteNeedsText.filled(in: language, []) }
  /// "Saved a note on {1}."
  public static func noteAdded(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteAdded.filled(in: language, [a1]) }
  /// "{1} has {2} {2:note|notes}:"
  public static func notesOfAyah(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.notesOfAyah.filled(in: language, [a1, a2]) }
  /// "All {1} {1:note|notes}, newest first:"
  public static func notesOfAll(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.notesOfAll.filled(in: language, [a1]) }
  /// "No notes yet. Type note and its text to write one on the current ayah."
  public static func noNotesAtAll(in language: Language = .current) -> String { Self.noNotesAtAll.filled(in: language, []) }
  /// "go to an ayah, a surah, a juz, a hizb or a page"
  public static func commandGo(in language: Language = .current) -> String { Self.commandGo.filled(in: language, []) }
  /// "the next ayah"
  public static func commandNext(in language: Language = .current) -> String { Self.commandNext.filled(in: language, []) }
  /// "the previous ayah"
  public static func commandPrevious(in language: Language = .current) -> String { Self.commandPrevious.filled(in: language, []) }
  /// "the current ayah again"
  public static func commandAgain(in language: Language = .current) -> String { Self.commandAgain.filled(in: language, []) }
  /// "search the translation, tones not needed; the words found stand in [ ]"
  public static func commandSearch(in language: Language = .current) -> String { Self.commandSearch.filled(in: language, []) }
  /// "mark the current ayah a favorite, or unmark it"
  public static func commandFavorite(in language: Language = .current) -> String { Self.commandFavorite.filled(in: language, []) }
  /// "write a note on the current ayah"
  public static func commandNote(in language: Language = .current) -> String { Self.commandNote.filled(in: language, []) }
  /// "the notes on the current ayah"
  public static func commandNotes(in language: Language = .current) -> String { Self.commandNotes.filled(in: language, []) }
  /// "every note, newest first"
  public static func commandAllNotes(in language: Language = .current) -> String { Self.commandAllNotes.filled(in: language, []) }
  /// "this list of commands"
  public static func commandHelp(in language: Language = .current) -> String { Self.commandHelp.filled(in: language, []) }
  /// "quit; the place is kept for next time"
  public static func commandQuit(in language: Language = .current) -> String { Self.commandQuit.filled(in: language, []) }
  /// "n or Enter"
  public static func keysNext(in language: Language = .current) -> String { Self.keysNext.filled(in: language, []) }
  /// "/words"
  public static func keysSearch(in language: Language = .current) -> String { Self.keysSearch.filled(in: language, []) }
  /// "note TEXT"
  public static func keysNote(in language: Language = .current) -> String { Self.keysNote.filled(in: language, []) }
  /// "q or Ctrl-D"
  public static func keysQuit(in language: Language = .current) -> String { Self.keysQuit.filled(in: language, []) }
}

extension MemorizeText {
  /// "Memorize {1} · ayah {2} ({3}/{4}) · {5}"
  public static func screenTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.screenTitle.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "all shown"
  public static func stageNone(in language: Language = .current) -> String { Self.stageNone.filled(in: language, []) }
  /// "a quarter hidden"
  public static func stageQuarter(in language: Language = .current) -> String { Self.stageQuarter.filled(in: language, []) }
  /// "half hidden"
  public static func stageHalf(in language: Language = .current) -> String { Self.stageHalf.filled(in: language, []) }
  /// "three quarters hidden"
  public static func stageThreeQuarters(in language: Language = .current) -> String { Self.stageThreeQuarters.filled(in: language, []) }
  /// "all hidden"
  public static func stageAll(in language: Language = .current) -> String { Self.stageAll.filled(in: language, []) }
  /// "checked"
  public static func stateChecked(in language: Language = .current) -> String { Self.stateChecked.filled(in: language, []) }
  /// "graded, any key: next"
  public static func stateGraded(in language: Language = .current) -> String { Self.stateGraded.filled(in: language, []) }
  /// "next word"
  public static func hintNextWord(in language: Language = .current) -> String { Self.hintNextWord.filled(in: language, []) }
  /// "check"
  public static func hintCheck(in language: Language = .current) -> String { Self.hintCheck.filled(in: language, []) }
  /// "grade"
  public static func hintGrade(in language: Language = .current) -> String { Self.hintGrade.filled(in: language, []) }
  /// "first letters"
  public static func hintFirstLetters(in language: Language = .current) -> String { Self.hintFirstLetters.filled(in: language, []) }
  /// "translation"
  public static func hintTranslation(in language: Language = .current) -> String { Self.hintTranslation.filled(in: language, []) }
  /// "close"
  public static func hintClose(in language: Language = .current) -> String { Self.hintClose.filled(in: language, []) }
  /// "word"
  public static func hintWord(in language: Language = .current) -> String { Self.hintWord.filled(in: language, []) }
  /// "mark missed"
  public static func hintMark(in language: Language = .current) -> String { Self.hintMark.filled(in: language, []) }
  /// "missed from here"
  public static func hintMarkRest(in language: Language = .current) -> String { Self.hintMarkRest.filled(in: language, []) }
  /// "? more"
  public static func hintMore(in language: Language = .current) -> String { Self.hintMore.filled(in: language, []) }
  /// "The memorize screen's keys"
  public static func keysTitle(in language: Language = .current) -> String { Self.keysTitle.filled(in: language, []) }
  /// "close the screen (opened by quran memorize: back to the shell)"
  public static func keyClose(in language: Language = .current) -> String { Self.keyClose.filled(in: language, []) }
  /// "this list of keys"
  public static func keyHelp(in language: Language = .current) -> String { Self.keyHelp.filled(in: language, []) }
  /// "hear and recite from this ayah on (r again: pause, resume)"
  public static func keyDrill(in language: Language = .current) -> String { Self.keyDrill.filled(in: language, []) }
  /// "each step 1, 3, 5 or 10 times"
  public static func keyDrillRepeat(in language: Language = .current) -> String { Self.keyDrillRepeat.filled(in: language, []) }
  /// "the progress, by surah and juz, and the weak spots"
  public static func keyProgress(in language: Language = .current) -> String { Self.keyProgress.filled(in: language, []) }
  /// "set the plan (juz30 2027-03-01)"
  public static func keyPlan(in language: Language = .current) -> String { Self.keyPlan.filled(in: language, []) }
  /// "reveal the next hidden word (counted as missed); after the check: the next word"
  public static func keyRevealWord(in language: Language = .current) -> String { Self.keyRevealWord.filled(in: language, []) }
  /// "check: show the whole ayah after reciting it, not counted as missed"
  public static func keyCheck(in language: Language = .current) -> String { Self.keyCheck.filled(in: language, []) }
  /// "after the check: the word before"
  public static func keyWordBack(in language: Language = .current) -> String { Self.keyWordBack.filled(in: language, []) }
  /// "after the check: mark (unmark) this word missed"
  public static func keyMarkWord(in language: Language = .current) -> String { Self.keyMarkWord.filled(in: language, []) }
  /// "after the check: missed from this word to the end"
  public static func keyMarkRest(in language: Language = .current) -> String { Self.keyMarkRest.filled(in: language, []) }
  /// "each hidden word's first letter"
  public static func keyFirstLetters(in language: Language = .current) -> String { Self.keyFirstLetters.filled(in: language, []) }
  /// "the translation"
  public static func keyTranslation(in language: Language = .current) -> String { Self.keyTranslation.filled(in: language, []) }
  /// "the ayahs people confuse with this one"
  public static func keyLookAlikes(in language: Language = .current) -> String { Self.keyLookAlikes.filled(in: language, []) }
  /// "hide more words"
  public static func keyHideMore(in language: Language = .current) -> String { Self.keyHideMore.filled(in: language, []) }
  /// "hide fewer words"
  public static func keyHideFewer(in language: Language = .current) -> String { Self.keyHideFewer.filled(in: language, []) }
  /// "the next ayah, without a grade"
  public static func keyNext(in language: Language = .current) -> String { Self.keyNext.filled(in: language, []) }
  /// "the ayah before, without a grade"
  public static func keyPrevious(in language: Language = .current) -> String { Self.keyPrevious.filled(in: language, []) }
  /// "scroll down when the ayah (its translation, look-alikes) is taller than the w…"
  public static func keyScrollDown(in language: Language = .current) -> String { Self.keyScrollDown.filled(in: language, []) }
  /// "scroll up"
  public static func keyScrollUp(in language: Language = .current) -> String { Self.keyScrollUp.filled(in: language, []) }
  /// "↓ {2} more {2:row|rows}: {1}"
  public static func scrollMore(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.scrollMore.filled(in: language, [a1, a2]) }
  /// "↑ more above: {1}"
  public static func scrollAbove(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.scrollAbove.filled(in: language, [a1]) }
  /// "grade: {1} (the words revealed before the check and those marked count as mis…"
  public static func keyGrade(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.keyGrade.filled(in: language, [a1]) }
  /// "first letters"
  public static func hintMode(in language: Language = .current) -> String { Self.hintMode.filled(in: language, []) }
  /// "(t: show the translation)"
  public static func translationNone(in language: Language = .current) -> String { Self.translationNone.filled(in: language, []) }
  /// "1 Again"
  public static func gradeAgain(in language: Language = .current) -> String { Self.gradeAgain.filled(in: language, []) }
  /// "2 Hard"
  public static func gradeHard(in language: Language = .current) -> String { Self.gradeHard.filled(in: language, []) }
  /// "3 Good"
  public static func gradeGood(in language: Language = .current) -> String { Self.gradeGood.filled(in: language, []) }
  /// "4 Easy"
  public static func gradeEasy(in language: Language = .current) -> String { Self.gradeEasy.filled(in: language, []) }
  /// "Graded {1} “{2}”, {3} {3:word|words} missed; next review: {4}."
  public static func graded(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.graded.filled(in: language, [a1, a2, a3, a4]) }
  /// "{1} done: {2} {2:grade|grades} given. q closes."
  public static func passageDone(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.passageDone.filled(in: language, [a1, a2]) }
  /// "today"
  public static func today(in language: Language = .current) -> String { Self.today.filled(in: language, []) }
  /// "due {1}"
  public static func dueStatus(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.dueStatus.filled(in: language, [a1]) }
  /// "This computer's clock is behind the last grade by {1} {1:day|days}: check its…"
  public static func clockBehind(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.clockBehind.filled(in: language, [a1]) }
  /// "Due for review today ({1}): {2} {2:ayah|ayahs}, in mushaf order."
  public static func reviewHeading(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.reviewHeading.filled(in: language, [a1, a2]) }
  /// "Nothing is due for review today ({1})."
  public static func nothingDue(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.nothingDue.filled(in: language, [a1]) }
  /// "{1} {1:ayah|ayahs} due"
  public static func reviewCount(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.reviewCount.filled(in: language, [a1]) }
  /// "Memorize a passage: words hidden, Space reveals the next, Enter the ayah, gra…"
  public static func helpMemorize(in language: Language = .current) -> String { Self.helpMemorize.filled(in: language, []) }
  /// "The passage: a surah (67), ayahs (2:255-257, 112:1-113:5), surahs (78-80), a…"
  public static func helpMemorizePassage(in language: Language = .current) -> String { Self.helpMemorizePassage.filled(in: language, []) }
  /// "Today's review: the ayahs due in mushaf order, then the plan's new ones (--li…"
  public static func helpReview(in language: Language = .current) -> String { Self.helpReview.filled(in: language, []) }
  /// "Print them as JSON."
  public static func helpReviewJSON(in language: Language = .current) -> String { Self.helpReviewJSON.filled(in: language, []) }
  /// "Print only how many are due."
  public static func helpReviewCount(in language: Language = .current) -> String { Self.helpReviewCount.filled(in: language, []) }
  /// "Look-alikes (Quran Mutashabihat Data, Waqar Ahmed); the words that differ mar…"
  public static func lookAlikesTitle(in language: Language = .current) -> String { Self.lookAlikesTitle.filled(in: language, []) }
  /// "No look-alikes are listed for this ayah."
  public static func lookAlikesNone(in language: Language = .current) -> String { Self.lookAlikesNone.filled(in: language, []) }
  /// "The look-alikes (mutashabiha_data.json, Quran Mutashabihat Data) are not on t…"
  public static func lookAlikesMissing(in language: Language = .current) -> String { Self.lookAlikesMissing.filled(in: language, []) }
  /// "{1} is not the pinned file (another size or SHA-256): not used; quran data fe…"
  public static func lookAlikesNotPinned(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.lookAlikesNotPinned.filled(in: language, [a1]) }
  /// "▶ {1}  (step {2}, {3}/{4})"
  public static func drillPlaying(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.drillPlaying.filled(in: language, [a1, a2, a3, a4]) }
  /// "… your turn: recite {1} ({2}/{3}), {4} s"
  public static func drillTurn(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.drillTurn.filled(in: language, [a1, a2, a3, a4]) }
  /// "Hear and recite of {1} done: {2} {2:step|steps}."
  public static func drillDone(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.drillDone.filled(in: language, [a1, a2]) }
  /// "♪ playing {1}, {2}/{3}"
  public static func drillStatusPlaying(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.drillStatusPlaying.filled(in: language, [a1, a2, a3]) }
  /// "your turn: {1}, {2}/{3}"
  public static func drillStatusTurn(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.drillStatusTurn.filled(in: language, [a1, a2, a3]) }
  /// "‖ hear & recite paused"
  public static func drillStatusPaused(in language: Language = .current) -> String { Self.drillStatusPaused.filled(in: language, []) }
  /// "Hear and recite: each ayah, pair and the passage {1} {1:time|times} (R change…"
  public static func drillRepeatSet(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.drillRepeatSet.filled(in: language, [a1]) }
  /// "Hear and recite: play each ayah, then leave a silence as long as it for you t…"
  public static func helpRecite(in language: Language = .current) -> String { Self.helpRecite.filled(in: language, []) }
  /// "With --recite: how many times each step is taken (1–100)."
  public static func helpDrillRepeat(in language: Language = .current) -> String { Self.helpDrillRepeat.filled(in: language, []) }
  /// "With --recite: the silence, as a multiple of what was just heard (0–10)."
  public static func helpDrillSilence(in language: Language = .current) -> String { Self.helpDrillSilence.filled(in: language, []) }
  /// "--repeat takes 1 to 100."
  public static func drillRepeatRange(in language: Language = .current) -> String { Self.drillRepeatRange.filled(in: language, []) }
  /// "--silence takes 0 to 10."
  public static func drillSilenceRange(in language: Language = .current) -> String { Self.drillSilenceRange.filled(in: language, []) }
  /// "Memorized on {1}: {2} of {3} ayahs held (in review), {4} being learnt; chance…"
  public static func progressHeading(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.progressHeading.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "By surah:"
  public static func progressBySurah(in language: Language = .current) -> String { Self.progressBySurah.filled(in: language, []) }
  /// "By juz:"
  public static func progressByJuz(in language: Language = .current) -> String { Self.progressByJuz.filled(in: language, []) }
  /// "Juz {1}"
  public static func progressJuz(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.progressJuz.filled(in: language, [a1]) }
  /// "{1}: {2}/{3} held · {4} learning · recall {5}"
  public static func progressPart(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.progressPart.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "Weak spots (the words most often missed):"
  public static func progressWeakTitle(in language: Language = .current) -> String { Self.progressWeakTitle.filled(in: language, []) }
  /// "{1} word {2} {3}: missed in {4} of {5} {5:grade|grades}"
  public static func progressWeak(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueCount, in language: Language = .current) -> String { Self.progressWeak.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "No word missed yet."
  public static func progressNoWeak(in language: Language = .current) -> String { Self.progressNoWeak.filled(in: language, []) }
  /// "Nothing memorized yet: press M in the reader, or run quran memorize 67."
  public static func progressNothing(in language: Language = .current) -> String { Self.progressNothing.filled(in: language, []) }
  /// "Memorizing progress — j/k scroll, any other key closes"
  public static func progressTitle(in language: Language = .current) -> String { Self.progressTitle.filled(in: language, []) }
  /// "Memorized: {1} {1:ayah|ayahs} held, {2} being learnt; chance of recall today…"
  public static func progressYearLine(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.progressYearLine.filled(in: language, [a1, a2, a3]) }
  /// "What is memorized, by surah and juz, with FSRS's chance of recall and the wor…"
  public static func helpReviewProgress(in language: Language = .current) -> String { Self.helpReviewProgress.filled(in: language, []) }
  /// "Plan: hold {1} by {2}: {3} {3:ayah|ayahs} not begun, {4} {4:day|days} left, {…"
  public static func planLine(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, _ a4: some CatalogueCount, _ a5: some CatalogueArgument, _ a6: some CatalogueArgument, in language: Language = .current) -> String { Self.planLine.filled(in: language, [a1, a2, a3, a4, a5, a6]) }
  /// "all begun"
  public static func planTodayBegun(in language: Language = .current) -> String { Self.planTodayBegun.filled(in: language, []) }
  /// "Plan: every ayah of {1} ({2} {2:ayah|ayahs}) is begun."
  public static func planDone(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.planDone.filled(in: language, [a1, a2]) }
  /// "Plan saved: hold {1} by {2}, {3}."
  public static func planSaved(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planSaved.filled(in: language, [a1, a2, a3]) }
  /// "in mushaf order"
  public static func orderForward(in language: Language = .current) -> String { Self.orderForward.filled(in: language, []) }
  /// "backward by surah (the last surah first)"
  public static func orderBackward(in language: Language = .current) -> String { Self.orderBackward.filled(in: language, []) }
  /// "With --plan: the order new ayahs are begun in: forward (the mushaf's) or back…"
  public static func helpPlanOrder(in language: Language = .current) -> String { Self.helpPlanOrder.filled(in: language, []) }
  /// "Move the day of a plan that is behind to the day its own pace reaches (or to…"
  public static func helpPlanMove(in language: Language = .current) -> String { Self.helpPlanMove.filled(in: language, []) }
  /// "{1} {1:day|days} behind: keep {2} at {3} a day, or move to {4} at {5} a day?"
  public static func planBehind(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.planBehind.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "{1} has passed: move the day to {2} at {3} a day?"
  public static func planPassed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planPassed.filled(in: language, [a1, a2, a3]) }
  /// "Plan: hold {1} by {2}: the day has passed, {3} {3:ayah|ayahs} not begun, {4}…"
  public static func planPastLine(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, _ a4: some CatalogueArgument, _ a5: some CatalogueArgument, in language: Language = .current) -> String { Self.planPastLine.filled(in: language, [a1, a2, a3, a4, a5]) }
  /// "quran review --plan-move moves it."
  public static func planMoveCommand(in language: Language = .current) -> String { Self.planMoveCommand.filled(in: language, []) }
  /// "P, then move, moves it."
  public static func planMoveKey(in language: Language = .current) -> String { Self.planMoveKey.filled(in: language, []) }
  /// "Plan moved: hold {1} by {2}, {3} a day."
  public static func planMoved(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planMoved.filled(in: language, [a1, a2, a3]) }
  /// "The plan to hold {1} by {2} is not behind: nothing to move."
  public static func planNotBehind(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.planNotBehind.filled(in: language, [a1, a2]) }
  /// "No plan to move: quran review --plan PASSAGE --by YYYY-MM-DD sets one."
  public static func planNoneToMove(in language: Language = .current) -> String { Self.planNoneToMove.filled(in: language, []) }
  /// "--plan-move --by takes a day as YYYY-MM-DD, today or later: {1}."
  public static func planMoveBadDay(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.planMoveBadDay.filled(in: language, [a1]) }
  /// "Plan cleared."
  public static func planCleared(in language: Language = .current) -> String { Self.planCleared.filled(in: language, []) }
  /// "“{1}” names no ayahs: write a surah (67), ayahs (2:255-257, 112:1-113:5), sur…"
  public static func passageNamesNothing(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.passageNamesNothing.filled(in: language, [a1]) }
  /// "--by takes a day as YYYY-MM-DD, today or later: {1}."
  public static func planBadDay(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.planBadDay.filled(in: language, [a1]) }
  /// "{1} has passed: the plan's day is today ({2}) or later."
  public static func planPastDay(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.planPastDay.filled(in: language, [a1, a2]) }
  /// "--plan needs --by YYYY-MM-DD (or --plan none to clear it)."
  public static func planNeedsBy(in language: Language = .current) -> String { Self.planNeedsBy.filled(in: language, []) }
  /// "new {1}"
  public static func planStatus(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.planStatus.filled(in: language, [a1]) }
  /// "Set the pace of new ayahs: hold this passage (juz30, 67, 2:1-141) by the day…"
  public static func helpPlan(in language: Language = .current) -> String { Self.helpPlan.filled(in: language, []) }
  /// "With --plan (or --plan-move): the day, YYYY-MM-DD."
  public static func helpPlanBy(in language: Language = .current) -> String { Self.helpPlanBy.filled(in: language, []) }
  /// "Plan:"
  public static func planPrompt(in language: Language = .current) -> String { Self.planPrompt.filled(in: language, []) }
  /// "passage then day (juz30 2027-03-01 backward) · move · none clears · Esc"
  public static func planPromptHint(in language: Language = .current) -> String { Self.planPromptHint.filled(in: language, []) }
  /// "Plan {1} by {2}: {3} new today · {4} {4:ayah|ayahs} left · {5} {5:day|days} ·…"
  public static func planPace(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueCount, _ a5: some CatalogueCount, _ a6: some CatalogueArgument, in language: Language = .current) -> String { Self.planPace.filled(in: language, [a1, a2, a3, a4, a5, a6]) }
  /// "Write the passage, then the day: juz30 2027-03-01 (or none to clear the plan)."
  public static func planTypedNoDay(in language: Language = .current) -> String { Self.planTypedNoDay.filled(in: language, []) }
  /// "{1} is not a day as YYYY-MM-DD, today or later."
  public static func planTypedBadDay(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.planTypedBadDay.filled(in: language, [a1]) }
  /// "Clear the plan to hold {1} by {2}? (y: clear, any other key: keep)"
  public static func planClearQuestion(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.planClearQuestion.filled(in: language, [a1, a2]) }
  /// "Plan kept."
  public static func planKept(in language: Language = .current) -> String { Self.planKept.filled(in: language, []) }
  /// "No plan: P on the memorize screen sets the pace of new ayahs (juz30 2027-03-01)."
  public static func planNone(in language: Language = .current) -> String { Self.planNone.filled(in: language, []) }
  /// "Review today · ayah {1} · {2} done, {3} left · hidden {4}/4"
  public static func reviewTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.reviewTitle.filled(in: language, [a1, a2, a3, a4]) }
  /// "Review today · done"
  public static func reviewDoneTitle(in language: Language = .current) -> String { Self.reviewDoneTitle.filled(in: language, []) }
  /// "new"
  public static func reviewNew(in language: Language = .current) -> String { Self.reviewNew.filled(in: language, []) }
  /// "Today's review done: {1} {1:grade|grades} given ({2} Again), {3} new {3:ayah|…"
  public static func reviewSummary(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, in language: Language = .current) -> String { Self.reviewSummary.filled(in: language, [a1, a2, a3]) }
  /// "Next due: {1}, {2} {2:ayah|ayahs}. q closes."
  public static func reviewNextDue(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.reviewNextDue.filled(in: language, [a1, a2]) }
  /// "Nothing falls due after today yet. q closes."
  public static func reviewNoNextDue(in language: Language = .current) -> String { Self.reviewNoNextDue.filled(in: language, []) }
  /// "Nothing left to review today ({1}): {2} {2:ayah|ayahs} graded today."
  public static func reviewNothingLeft(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.reviewNothingLeft.filled(in: language, [a1, a2]) }
  /// "{1} review"
  public static func reviewKeyStatus(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.reviewKeyStatus.filled(in: language, [a1]) }
  /// "Print the ayahs due instead of opening the session (as without a terminal)."
  public static func helpReviewList(in language: Language = .current) -> String { Self.helpReviewList.filled(in: language, []) }
  /// "quran memorize needs an interactive terminal."
  public static func needsTerminal(in language: Language = .current) -> String { Self.needsTerminal.filled(in: language, []) }
}

extension NetworkText {
  /// "no connection within {1} s"
  public static func noConnectionWithin(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noConnectionWithin.filled(in: language, [a1]) }
  /// "timed out"
  public static func timedOut(in language: Language = .current) -> String { Self.timedOut.filled(in: language, []) }
  /// "connection lost"
  public static func connectionLost(in language: Language = .current) -> String { Self.connectionLost.filled(in: language, []) }
  /// "TLS handshake timed out"
  public static func tlsTimedOut(in language: Language = .current) -> String { Self.tlsTimedOut.filled(in: language, []) }
  /// "the proxy asks for a password"
  public static func proxyPassword(in language: Language = .current) -> String { Self.proxyPassword.filled(in: language, []) }
  /// "the proxy did not connect"
  public static func proxyRefused(in language: Language = .current) -> String { Self.proxyRefused.filled(in: language, []) }
  /// "unknown host"
  public static func unknownHost(in language: Language = .current) -> String { Self.unknownHost.filled(in: language, []) }
  /// "connection refused"
  public static func connectionRefused(in language: Language = .current) -> String { Self.connectionRefused.filled(in: language, []) }
  /// "no network"
  public static func noNetwork(in language: Language = .current) -> String { Self.noNetwork.filled(in: language, []) }
  /// "TLS handshake failed ({1})"
  public static func tlsFailed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tlsFailed.filled(in: language, [a1]) }
  /// "no whole answer within {1} s"
  public static func noWholeAnswerWithin(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noWholeAnswerWithin.filled(in: language, [a1]) }
  /// "the answer stopped arriving for {1} s"
  public static func answerStopped(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.answerStopped.filled(in: language, [a1]) }
  /// "connected, but no answer within {1} s"
  public static func noAnswerWithin(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noAnswerWithin.filled(in: language, [a1]) }
  /// "the answer is longer than {1} MB"
  public static func answerTooLong(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.answerTooLong.filled(in: language, [a1]) }
  /// "the server sent another part of the file than was asked"
  public static func otherPart(in language: Language = .current) -> String { Self.otherPart.filled(in: language, []) }
  /// "{1} is not an http or https address"
  public static func notHTTP(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notHTTP.filled(in: language, [a1]) }
  /// "the disk is full"
  public static func diskFull(in language: Language = .current) -> String { Self.diskFull.filled(in: language, []) }
  /// "it could not be written ({1})"
  public static func notWritten(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notWritten.filled(in: language, [a1]) }
}

extension NoteSaveText {
  /// "✎ The note changed while you edited it: the other text stays, yours is saved…"
  public static func readerConflictCopy(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerConflictCopy.filled(in: language, [a1]) }
  /// "✎ The note was deleted while you edited it: your text is saved as a new note…"
  public static func readerSavedAsNew(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerSavedAsNew.filled(in: language, [a1]) }
  /// "Note {1} on {2} changed while you edited it: it keeps the other text, and you…"
  public static func commandConflictCopy(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.commandConflictCopy.filled(in: language, [a1, a2, a3, a4]) }
  /// "Nothing saved: note {1} changed while you edited it and you changed nothing,…"
  public static func commandUnchanged(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.commandUnchanged.filled(in: language, [a1]) }
  /// "Note {1} was deleted while you edited it: your text is saved as a new note {2…"
  public static func commandSavedAsNew(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.commandSavedAsNew.filled(in: language, [a1, a2, a3]) }
}

extension ParserErrorText {
  /// "Unknown option '"
  public static func unknownOption(in language: Language = .current) -> String { Self.unknownOption.filled(in: language, []) }
  /// "'. Did you mean '"
  public static func didYouMean(in language: Language = .current) -> String { Self.didYouMean.filled(in: language, []) }
  /// "Missing value for '"
  public static func missingValue(in language: Language = .current) -> String { Self.missingValue.filled(in: language, []) }
  /// "Unexpected argument '"
  public static func unexpectedArgument(in language: Language = .current) -> String { Self.unexpectedArgument.filled(in: language, []) }
  /// "unexpected arguments: '"
  public static func unexpectedArguments(in language: Language = .current) -> String { Self.unexpectedArguments.filled(in: language, []) }
  /// "Missing expected argument '"
  public static func missingArgument(in language: Language = .current) -> String { Self.missingArgument.filled(in: language, []) }
  /// "Missing one of: '"
  public static func missingOneOf(in language: Language = .current) -> String { Self.missingOneOf.filled(in: language, []) }
  /// "Usage:"
  public static func usage(in language: Language = .current) -> String { Self.usage.filled(in: language, []) }
  /// "Help:"
  public static func help(in language: Language = .current) -> String { Self.help.filled(in: language, []) }
  /// "See '{1}' for more information."
  public static func seeHelp(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.seeHelp.filled(in: language, [a1]) }
}

extension ReaderText {
  /// "Terminal too small ({1}×{2})."
  public static func tooSmall(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.tooSmall.filled(in: language, [a1, a2]) }
  /// "Make it at least {1}×{2}."
  public static func tooSmallAdvice(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.tooSmallAdvice.filled(in: language, [a1, a2]) }
  /// "help"
  public static func hintHelp(in language: Language = .current) -> String { Self.hintHelp.filled(in: language, []) }
  /// "quit"
  public static func hintQuit(in language: Language = .current) -> String { Self.hintQuit.filled(in: language, []) }
  /// "search"
  public static func hintSearch(in language: Language = .current) -> String { Self.hintSearch.filled(in: language, []) }
  /// "jump"
  public static func hintJump(in language: Language = .current) -> String { Self.hintJump.filled(in: language, []) }
  /// "footnotes"
  public static func hintFootnotes(in language: Language = .current) -> String { Self.hintFootnotes.filled(in: language, []) }
  /// "Tafsir"
  public static func hintTafsir(in language: Language = .current) -> String { Self.hintTafsir.filled(in: language, []) }
  /// "favorite"
  public static func hintFavorite(in language: Language = .current) -> String { Self.hintFavorite.filled(in: language, []) }
  /// "favorites"
  public static func hintFavorites(in language: Language = .current) -> String { Self.hintFavorites.filled(in: language, []) }
  /// "translation"
  public static func hintTranslation(in language: Language = .current) -> String { Self.hintTranslation.filled(in: language, []) }
  /// "Arabic"
  public static func hintArabic(in language: Language = .current) -> String { Self.hintArabic.filled(in: language, []) }
  /// "Colors on."
  public static func colorsOn(in language: Language = .current) -> String { Self.colorsOn.filled(in: language, []) }
  /// "Colors off."
  public static func colorsOff(in language: Language = .current) -> String { Self.colorsOff.filled(in: language, []) }
  /// "Translation: {1}."
  public static func translationChosen(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.translationChosen.filled(in: language, [a1]) }
  /// "Search “{1}”: {2} {2:ayah|ayahs} ({3})"
  public static func searchTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.searchTitle.filled(in: language, [a1, a2, a3]) }
  /// "Search “{1}”: best {2} of {3} ayahs ({4})"
  public static func searchTitleBest(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.searchTitleBest.filled(in: language, [a1, a2, a3, a4]) }
  /// "No ayah matches."
  public static func noAyahMatches(in language: Language = .current) -> String { Self.noAyahMatches.filled(in: language, []) }
  /// "Favorites: {1}"
  public static func favoritesTitle(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favoritesTitle.filled(in: language, [a1]) }
  /// "No favorites yet: press f on an ayah."
  public static func noFavoritesYet(in language: Language = .current) -> String { Self.noFavoritesYet.filled(in: language, []) }
  /// "★ {1} is a favorite."
  public static func nowFavorite(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.nowFavorite.filled(in: language, [a1]) }
  /// "Notes: {1}, newest first"
  public static func notesTitleNewest(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notesTitleNewest.filled(in: language, [a1]) }
  /// "Notes: {1}, in the Quran's order"
  public static func notesTitleQuranOrder(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notesTitleQuranOrder.filled(in: language, [a1]) }
  /// "Notes matching “{1}”: {2}"
  public static func notesSearchTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.notesSearchTitle.filled(in: language, [a1, a2]) }
  /// "Notes matching “{1}”: newest {2} of {3}"
  public static func notesSearchTitleNewest(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.notesSearchTitleNewest.filled(in: language, [a1, a2, a3]) }
  /// "No notes yet: press n on an ayah to write one."
  public static func noNotesYet(in language: Language = .current) -> String { Self.noNotesYet.filled(in: language, []) }
  /// "No note matches."
  public static func noNoteMatches(in language: Language = .current) -> String { Self.noNoteMatches.filled(in: language, []) }
  /// "Nothing to undo."
  public static func nothingToUndo(in language: Language = .current) -> String { Self.nothingToUndo.filled(in: language, []) }
  /// "✎ Notes on {1} ({2}/{3}) · n new · e $EDITOR · E edit · d delete{4}"
  public static func notePaneTitle(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.notePaneTitle.filled(in: language, [a1, a2, a3, a4]) }
  /// "· [ ] choose"
  public static func notePaneChoose(in language: Language = .current) -> String { Self.notePaneChoose.filled(in: language, []) }
  /// "New note on {1}"
  public static func newNoteTitle(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.newNoteTitle.filled(in: language, [a1]) }
  /// "Note on {1}"
  public static func noteTitle(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteTitle.filled(in: language, [a1]) }
  /// "Ctrl-S save · Esc close · Ctrl/Alt-←/→ word · Ctrl-W, Alt-Backspace delete word"
  public static func editorHints(in language: Language = .current) -> String { Self.editorHints.filled(in: language, []) }
  /// "Not saved yet: s saves · d discards (u brings it back) · Esc goes on writing"
  public static func editorLeaveQuestion(in language: Language = .current) -> String { Self.editorLeaveQuestion.filled(in: language, []) }
  /// "Draft not kept! Ctrl-C again quits and loses the text · s saves · Esc goes back"
  public static func editorInterruptQuestion(in language: Language = .current) -> String { Self.editorInterruptQuestion.filled(in: language, []) }
  /// "Not saved: the text was put aside in {1}; u brings it back."
  public static func noteDiscarded(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteDiscarded.filled(in: language, [a1]) }
  /// "Not saved; the text could not be put aside on disk ({1}): u brings it back un…"
  public static func noteDiscardedInMemory(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteDiscardedInMemory.filled(in: language, [a1]) }
  /// "The text is back in the editor."
  public static func noteTextBack(in language: Language = .current) -> String { Self.noteTextBack.filled(in: language, []) }
  /// "The text stays here: Ctrl-S tries again; Esc asks before closing."
  public static func noteStaysInEditor(in language: Language = .current) -> String { Self.noteStaysInEditor.filled(in: language, []) }
  /// "Not saved: the note was left as it was."
  public static func noteNotSaved(in language: Language = .current) -> String { Self.noteNotSaved.filled(in: language, []) }
  /// "✎ Note saved."
  public static func noteSaved(in language: Language = .current) -> String { Self.noteSaved.filled(in: language, []) }
  /// "Your reading place ({1}) was not kept when the reader closed: {2}"
  public static func placeNotKept(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.placeNotKept.filled(in: language, [a1, a2]) }
  /// "Note deleted: u puts it back."
  public static func noteDeleted(in language: Language = .current) -> String { Self.noteDeleted.filled(in: language, []) }
  /// "The note on {1} is back."
  public static func noteBack(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noteBack.filled(in: language, [a1]) }
  /// "The note is kept."
  public static func noteKept(in language: Language = .current) -> String { Self.noteKept.filled(in: language, []) }
  /// "The pasted text is a new note on {1}: Ctrl-S saves it, Esc drops it."
  public static func pasteAsNote(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.pasteAsNote.filled(in: language, [a1]) }
  /// "Pasted text left out: here it is not keys. Paste into a note (n) or a prompt."
  public static func pasteLeftOut(in language: Language = .current) -> String { Self.pasteLeftOut.filled(in: language, []) }
  /// "Delete this note on {1}? y deletes (u undoes), any other key keeps it."
  public static func deleteNoteQuestion(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.deleteNoteQuestion.filled(in: language, [a1]) }
  /// "The note could not be written to a temporary file ({1})."
  public static func editorTemporaryFileFailed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.editorTemporaryFileFailed.filled(in: language, [a1]) }
  /// "The editor ({1}) exited with status {2}; the note was not changed."
  public static func editorFailed(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.editorFailed.filled(in: language, [a1, a2]) }
  /// "The editor removed the file; the note was not changed."
  public static func editorRemovedFile(in language: Language = .current) -> String { Self.editorRemovedFile.filled(in: language, []) }
  /// "The file was left empty; the note was not changed."
  public static func editorLeftEmpty(in language: Language = .current) -> String { Self.editorLeftEmpty.filled(in: language, []) }
  /// "A note on {1} was not saved: restore it? [y/n] (Esc: ask next time)"
  public static func draftOffer(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.draftOffer.filled(in: language, [a1]) }
  /// "The draft was put aside in {1}; u brings it back."
  public static func draftPutAside(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.draftPutAside.filled(in: language, [a1]) }
  /// "Your text is kept in {1}."
  public static func draftKept(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.draftKept.filled(in: language, [a1]) }
  /// "The draft could not be kept on disk ({1}); save the note soon."
  public static func draftNotKept(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.draftNotKept.filled(in: language, [a1]) }
  /// "A draft could not be read (damaged, or larger than 8 MB); it was moved to {1}."
  public static func draftsUnreadable(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.draftsUnreadable.filled(in: language, [a1]) }
  /// "Menu — Enter chooses, Esc closes"
  public static func menuTitle(in language: Language = .current) -> String { Self.menuTitle.filled(in: language, []) }
  /// "Import from the iPhone app (its UserDefaults dump)…"
  public static func menuImport(in language: Language = .current) -> String { Self.menuImport.filled(in: language, []) }
  /// "Your notes"
  public static func menuNotes(in language: Language = .current) -> String { Self.menuNotes.filled(in: language, []) }
  /// "Your favorites"
  public static func menuFavorites(in language: Language = .current) -> String { Self.menuFavorites.filled(in: language, []) }
  /// "How the Arabic is drawn"
  public static func menuArabic(in language: Language = .current) -> String { Self.menuArabic.filled(in: language, []) }
  /// "Language: English → Tiếng Việt"
  public static func menuLanguage(in language: Language = .current) -> String { Self.menuLanguage.filled(in: language, []) }
  /// "Keys"
  public static func menuHelp(in language: Language = .current) -> String { Self.menuHelp.filled(in: language, []) }
  /// "{1} — Esc closes"
  public static func reportClose(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.reportClose.filled(in: language, [a1]) }
  /// "2:255, 36, j5 (juz), h10 (hizb), p300 (page) · Enter · Esc"
  public static func jumpHint(in language: Language = .current) -> String { Self.jumpHint.filled(in: language, []) }
  /// "juz {1} · page {2}"
  public static func placeInMushaf(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.placeInMushaf.filled(in: language, [a1, a2]) }
  /// "open surah"
  public static func hintOpenSurah(in language: Language = .current) -> String { Self.hintOpenSurah.filled(in: language, []) }
  /// "to the reader"
  public static func hintToReader(in language: Language = .current) -> String { Self.hintToReader.filled(in: language, []) }
  /// "▶ Surah list: {1}. {2} ({3})  {4} {4:ayah|ayahs}"
  public static func titleSurahList(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueCount, in language: Language = .current) -> String { Self.titleSurahList.filled(in: language, [a1, a2, a3, a4]) }
  /// "There is no {1}{2}: choose {1}1 to {1}{3}."
  public static func noSuchDivision(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.noSuchDivision.filled(in: language, [a1, a2, a3]) }
  /// "Enter searches · Esc"
  public static func searchHint(in language: Language = .current) -> String { Self.searchHint.filled(in: language, []) }
  /// "Enter searches your notes (empty: all) · Esc"
  public static func noteSearchHint(in language: Language = .current) -> String { Self.noteSearchHint.filled(in: language, []) }
  /// "Import the iPhone app's dump (a file path):"
  public static func importPrompt(in language: Language = .current) -> String { Self.importPrompt.filled(in: language, []) }
  /// "Enter imports · Esc"
  public static func importHint(in language: Language = .current) -> String { Self.importHint.filled(in: language, []) }
  /// "Importing…"
  public static func importing(in language: Language = .current) -> String { Self.importing.filled(in: language, []) }
  /// "{1} ayahs · {2} · translated by {3}"
  public static func passageInfo(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.passageInfo.filled(in: language, [a1, a2, a3]) }
  /// "Arabic: shaped here{1}. A changes it."
  public static func arabicShapedHere(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.arabicShapedHere.filled(in: language, [a1]) }
  /// "Arabic: left to the terminal{1}. A changes it."
  public static func arabicLeftToTerminal(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.arabicLeftToTerminal.filled(in: language, [a1]) }
  /// ", plain marks"
  public static func arabicPlainMarks(in language: Language = .current) -> String { Self.arabicPlainMarks.filled(in: language, []) }
  /// "{1} is “{2}”, which is not a way to show Arabic: use shaped (most terminals)…"
  public static func arabicUnknownDisplay(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.arabicUnknownDisplay.filled(in: language, [a1, a2]) }
  /// "The Arabic display choice could not be saved in {1} ({2}); it holds until the…"
  public static func arabicNotSaved(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.arabicNotSaved.filled(in: language, [a1, a2]) }
  /// "Arabic — which line reads correctly?"
  public static func calibrationTitle(in language: Language = .current) -> String { Self.calibrationTitle.filled(in: language, []) }
  /// "The first ayah of the Quran, drawn two ways. Which one reads from right to le…"
  public static func calibrationQuestion(in language: Language = .current) -> String { Self.calibrationQuestion.filled(in: language, []) }
  /// "1  shaped here: most terminals (xterm, tmux, alacritty, wezterm, Windows Term…"
  public static func calibrationShaped(in language: Language = .current) -> String { Self.calibrationShaped.filled(in: language, []) }
  /// "2  left to the terminal: mlterm, or a terminal whose own bidi is on."
  public static func calibrationTerminal(in language: Language = .current) -> String { Self.calibrationTerminal.filled(in: language, []) }
  /// "p  plain marks: {1}. Turn them on if letters or small marks in these lines sh…"
  public static func calibrationPlainMarks(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.calibrationPlainMarks.filled(in: language, [a1]) }
  /// "Esc, q or Enter keeps {1}; / searches. The choice is kept on this computer; A…"
  public static func calibrationKeeps(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.calibrationKeeps.filled(in: language, [a1]) }
  /// "Every letter a box? The terminal's font has no Arabic (as xterm's default bit…"
  public static func calibrationBoxes(in language: Language = .current) -> String { Self.calibrationBoxes.filled(in: language, []) }
  /// "on"
  public static func on(in language: Language = .current) -> String { Self.on.filled(in: language, []) }
  /// "off"
  public static func off(in language: Language = .current) -> String { Self.off.filled(in: language, []) }
}

extension ReadingText {
  /// "This is the end of the Quran (114:6). Press : to go to another ayah."
  public static func endOfQuran(in language: Language = .current) -> String { Self.endOfQuran.filled(in: language, []) }
  /// "This is the beginning of the Quran (1:1)."
  public static func startOfQuran(in language: Language = .current) -> String { Self.startOfQuran.filled(in: language, []) }
  /// "stopped at {1}"
  public static func stoppedAt(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.stoppedAt.filled(in: language, [a1]) }
  /// "The terminal's background, to choose colors that read on it: auto (ask the te…"
  public static func helpBackground(in language: Language = .current) -> String { Self.helpBackground.filled(in: language, []) }
  /// "The interface's language: vi (Tiếng Việt) or en (English); works with every c…"
  public static func helpLang(in language: Language = .current) -> String { Self.helpLang.filled(in: language, []) }
  /// "There is no background “{1}”. Use auto, light or dark."
  public static func badBackground(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.badBackground.filled(in: language, [a1]) }
  /// "--background needs a value: auto, light or dark."
  public static func backgroundNeedsValue(in language: Language = .current) -> String { Self.backgroundNeedsValue.filled(in: language, []) }
}

extension RefusalText {
  /// "There are no words to search for. Give a few, for example: quran search "nhan…"
  public static func emptySearch(in language: Language = .current) -> String { Self.emptySearch.filled(in: language, []) }
  /// "The range {1} ends before it starts. Write the smaller ayah first: {2}."
  public static func rangeBackwards(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.rangeBackwards.filled(in: language, [a1, a2]) }
  /// "“{1}” lacks http:// or https:// at its start. Write, for example: --server ht…"
  public static func serverWithoutScheme(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.serverWithoutScheme.filled(in: language, [a1]) }
  /// "The search is {2} characters long, over the bound of {1}. Search for a few te…"
  public static func searchTooLong(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.searchTooLong.filled(in: language, [a1, a2]) }
  /// "The search has {2} different words, over the bound of {1}. Keep the most tell…"
  public static func searchTooManyWords(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.searchTooManyWords.filled(in: language, [a1, a2]) }
  /// "“{1}” is too short to name a note: give at least the first {2} characters of…"
  public static func noteIDTooShort(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.noteIDTooShort.filled(in: language, [a1, a2]) }
}

extension ReviewText {
  /// "in {1} {1:minute|minutes}"
  public static func inMinutes(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.inMinutes.filled(in: language, [a1]) }
  /// "Took back the grade of {1} “{2}”: the ayah is as it was before it."
  public static func gradeTakenBack(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.gradeTakenBack.filled(in: language, [a1, a2]) }
  /// "No grade given here to take back."
  public static func nothingToTakeBack(in language: Language = .current) -> String { Self.nothingToTakeBack.filled(in: language, []) }
  /// "take back the last grade (again: the one before)"
  public static func keyTakeBack(in language: Language = .current) -> String { Self.keyTakeBack.filled(in: language, []) }
  /// "take back"
  public static func hintTakeBack(in language: Language = .current) -> String { Self.hintTakeBack.filled(in: language, []) }
  /// "new: read and hear it first"
  public static func stateLearn(in language: Language = .current) -> String { Self.stateLearn.filled(in: language, []) }
  /// "hide and recite"
  public static func hintHide(in language: Language = .current) -> String { Self.hintHide.filled(in: language, []) }
  /// "hear"
  public static func hintHear(in language: Language = .current) -> String { Self.hintHear.filled(in: language, []) }
  /// "a new ayah shows whole (its translation, its recitation if fetched): Enter or…"
  public static func keyLearnHide(in language: Language = .current) -> String { Self.keyLearnHide.filled(in: language, []) }
  /// "learning"
  public static func reviewStep(in language: Language = .current) -> String { Self.reviewStep.filled(in: language, []) }
  /// "Next due: {1}, {2} {2:ayah|ayahs} ({3} still being learnt). q closes."
  public static func nextDueLearning(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.nextDueLearning.filled(in: language, [a1, a2, a3]) }
  /// "{1} {1:ayah|ayahs} due. Today {2}, the most overdue (the daily limit), the re…"
  public static func backlogQuestion(_ a1: some CatalogueCount, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backlogQuestion.filled(in: language, [a1, a2]) }
  /// "Today all {1} {1:ayah|ayahs} due."
  public static func backlogAll(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.backlogAll.filled(in: language, [a1]) }
  /// "Today {1}; {2} for the days after; {3} new {3:ayah waits|ayahs wait} until th…"
  public static func backlogLimited(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueCount, in language: Language = .current) -> String { Self.backlogLimited.filled(in: language, [a1, a2, a3]) }
  /// "{1} {1:day|days} missed."
  public static func missedDays(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.missedDays.filled(in: language, [a1]) }
  /// "At most {1} {1:ayah|ayahs} in review a day when more are due."
  public static func limitSet(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.limitSet.filled(in: language, [a1]) }
  /// "Set the most ayahs in review a day (50 until set): with more due, the most ov…"
  public static func helpLimit(in language: Language = .current) -> String { Self.helpLimit.filled(in: language, []) }
  /// "--limit takes a number from 1 to 10000."
  public static func limitRange(in language: Language = .current) -> String { Self.limitRange.filled(in: language, []) }
  /// "{1} {1:ayah|ayahs} left today, about {2} {2:minute|minutes} at your pace."
  public static func estimate(_ a1: some CatalogueCount, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.estimate.filled(in: language, [a1, a2]) }
  /// "{1} / {2} {2:ayah|ayahs} of {3} begun"
  public static func planProgress(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.planProgress.filled(in: language, [a1, a2, a3]) }
  /// "move"
  public static func wordMove(in language: Language = .current) -> String { Self.wordMove.filled(in: language, []) }
  /// "none"
  public static func wordClear(in language: Language = .current) -> String { Self.wordClear.filled(in: language, []) }
}

extension SignInText {
  /// "Sign in — quran-records"
  public static func title(in language: Language = .current) -> String { Self.title.filled(in: language, []) }
  /// "Sign in"
  public static func heading(in language: Language = .current) -> String { Self.heading.filled(in: language, []) }
  /// "User name"
  public static func userName(in language: Language = .current) -> String { Self.userName.filled(in: language, []) }
  /// "Password"
  public static func password(in language: Language = .current) -> String { Self.password.filled(in: language, []) }
  /// "Sign in"
  public static func signIn(in language: Language = .current) -> String { Self.signIn.filled(in: language, []) }
  /// "I am signing in on another device than the one running quran: show the token…"
  public static func elsewhere(in language: Language = .current) -> String { Self.elsewhere.filled(in: language, []) }
  /// "The sign-in link is not valid; ask the client for a new one."
  public static func linkNotValid(in language: Language = .current) -> String { Self.linkNotValid.filled(in: language, []) }
  /// "The user name or password is not right; try again."
  public static func wrongPassword(in language: Language = .current) -> String { Self.wrongPassword.filled(in: language, []) }
  /// "Too many sign-in attempts; wait {1} s and try again."
  public static func tooManyAttempts(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tooManyAttempts.filled(in: language, [a1]) }
  /// "The server is busy checking other sign-ins; try again in a few seconds."
  public static func busy(in language: Language = .current) -> String { Self.busy.filled(in: language, []) }
  /// "This sign-in form was sent from another site ({1}); open the sign-in link the…"
  public static func foreignOrigin(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.foreignOrigin.filled(in: language, [a1]) }
  /// "The redirect address {1} is not on this computer; this server hands tokens on…"
  public static func redirectNotLocal(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.redirectNotLocal.filled(in: language, [a1]) }
  /// "The sign-in link has no valid API token; ask the client for a new one."
  public static func noAPIToken(in language: Language = .current) -> String { Self.noAPIToken.filled(in: language, []) }
  /// "Signed in as {1}. Copy this token into the client:"
  public static func signedIn(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.signedIn.filled(in: language, [a1]) }
  /// "The token stays valid while it is used: it ends after a long time unused (90…"
  public static func tokenStays(in language: Language = .current) -> String { Self.tokenStays.filled(in: language, []) }
}

extension StudyText {
  /// "Footnotes of the {1} translation: {2} of {3} footnote markers have their foot…"
  public static func footnotesCount(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.footnotesCount.filled(in: language, [a1, a2, a3]) }
  /// "{1} markers without a footnote are shown as they are."
  public static func footnotesUnresolved(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.footnotesUnresolved.filled(in: language, [a1]) }
  /// "Rwwad Translation Center, QuranEnc.com, version {1}"
  public static func footnotesCredit(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.footnotesCredit.filled(in: language, [a1]) }
  /// "Hasan Abdul-Karim, QuranEnc.com, version {1}"
  public static func footnotesCreditHasan(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.footnotesCreditHasan.filled(in: language, [a1]) }
  /// "Footnotes of the {1} translation: counted when the corpus is prepared."
  public static func footnotesNotCounted(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.footnotesNotCounted.filled(in: language, [a1]) }
  /// "Tafsir: Al-Mukhtasar fi Tafsir al-Quran al-Karim, in Vietnamese"
  public static func tafsirTitle(in language: Language = .current) -> String { Self.tafsirTitle.filled(in: language, []) }
  /// "Tafsir Center for Quranic Studies / IslamHouse.com; licence CC BY-NC-ND 4.0 (…"
  public static func tafsirCredit(in language: Language = .current) -> String { Self.tafsirCredit.filled(in: language, []) }
  /// "source: github.com/{1} at {2}"
  public static func source(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.source.filled(in: language, [a1, a2]) }
  /// "the footnotes are not on this computer: quran data fetch"
  public static func footnotesMissing(in language: Language = .current) -> String { Self.footnotesMissing.filled(in: language, []) }
  /// "the tafsir is not on this computer: quran data fetch"
  public static func tafsirMissing(in language: Language = .current) -> String { Self.tafsirMissing.filled(in: language, []) }
  /// "Look-alikes for memorizing (mutashabihat), optional:"
  public static func lookAlikesHeading(in language: Language = .current) -> String { Self.lookAlikesHeading.filled(in: language, []) }
  /// "Quran Mutashabihat Data, Waqar Ahmed, after Qari Idrees Al Asim; free to use,…"
  public static func lookAlikesCredit(in language: Language = .current) -> String { Self.lookAlikesCredit.filled(in: language, []) }
  /// "the look-alikes are not on this computer: quran data fetch"
  public static func lookAlikesMissing(in language: Language = .current) -> String { Self.lookAlikesMissing.filled(in: language, []) }
  /// "Tafsir of {1} (Al-Mukhtasar)"
  public static func tafsirHeading(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tafsirHeading.filled(in: language, [a1]) }
  /// "(one text explains ayahs {1})"
  public static func explainsSeveral(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.explainsSeveral.filled(in: language, [a1]) }
  /// "Print the Al-Mukhtasar tafsir of an ayah, a range or a surah."
  public static func helpTafsir(in language: Language = .current) -> String { Self.helpTafsir.filled(in: language, []) }
  /// "An ayah, a range or a surah: 2:255, 2:255-257, 36."
  public static func helpTafsirReference(in language: Language = .current) -> String { Self.helpTafsirReference.filled(in: language, []) }
  /// "Search in: text (the translation, the default) or tafsir."
  public static func helpSearchIn(in language: Language = .current) -> String { Self.helpSearchIn.filled(in: language, []) }
  /// "--in {1} is not a place to search: use --in text or --in tafsir."
  public static func notASearchPlace(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notASearchPlace.filled(in: language, [a1]) }
  /// "No tafsir matches "{1}"."
  public static func noTafsirMatches(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noTafsirMatches.filled(in: language, [a1]) }
  /// "The footnotes belong to the Rwwad translation: t switches to it."
  public static func readerRwwadOnly(in language: Language = .current) -> String { Self.readerRwwadOnly.filled(in: language, []) }
  /// "Ayah {1} has no footnotes."
  public static func readerNoFootnotes(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerNoFootnotes.filled(in: language, [a1]) }
  /// "Footnotes of {1}."
  public static func readerFootnotesShown(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readerFootnotesShown.filled(in: language, [a1]) }
  /// "Footnotes hidden."
  public static func readerFootnotesHidden(in language: Language = .current) -> String { Self.readerFootnotesHidden.filled(in: language, []) }
  /// "Footnotes stay open under every ayah (I to stop)."
  public static func readerAllFootnotesOn(in language: Language = .current) -> String { Self.readerAllFootnotesOn.filled(in: language, []) }
  /// "Footnotes open only when asked (i)."
  public static func readerAllFootnotesOff(in language: Language = .current) -> String { Self.readerAllFootnotesOff.filled(in: language, []) }
  /// "Tafsir of {1}"
  public static func tafsirScreenTitle(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tafsirScreenTitle.filled(in: language, [a1]) }
}

extension SyncText {
  /// "↻ syncing"
  public static func syncing(in language: Language = .current) -> String { Self.syncing.filled(in: language, []) }
  /// "✓ synced {1}"
  public static func synced(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.synced.filled(in: language, [a1]) }
  /// "✓ synced {1} · {2} waiting"
  public static func syncedWaiting(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.syncedWaiting.filled(in: language, [a1, a2]) }
  /// "offline — {1} waiting"
  public static func offline(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.offline.filled(in: language, [a1]) }
  /// "sign-in needed: quran login"
  public static func signInNeeded(in language: Language = .current) -> String { Self.signInNeeded.filled(in: language, []) }
  /// "sync error: quran status"
  public static func failed(in language: Language = .current) -> String { Self.failed.filled(in: language, []) }
  /// "You are not signed in to a record server: run quran login --server URL --api-…"
  public static func notSignedIn(in language: Language = .current) -> String { Self.notSignedIn.filled(in: language, []) }
  /// "You are signed out of {1}: run quran login to sign in again; what waits to be…"
  public static func signedOut(_ a1: some CatalogueArgument, _ a2: some CatalogueCount, in language: Language = .current) -> String { Self.signedOut.filled(in: language, [a1, a2]) }
  /// "You were not signed in."
  public static func wasNotSignedIn(in language: Language = .current) -> String { Self.wasNotSignedIn.filled(in: language, []) }
  /// "Signed out of {1}. Changes waiting for the next quran login: {2}."
  public static func signedOutOf(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.signedOutOf.filled(in: language, [a1, a2]) }
  /// "The server {1} could not be told ({2}); the sign-in there ends by itself once…"
  public static func serverNotToldOfSignOut(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.serverNotToldOfSignOut.filled(in: language, [a1, a2]) }
  /// "Signed in as {1}"
  public static func statusSignedIn(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.statusSignedIn.filled(in: language, [a1]) }
  /// "Signed out (was {1})"
  public static func statusSignedOut(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.statusSignedOut.filled(in: language, [a1]) }
  /// "Sign-in of {1} ended by the server"
  public static func statusSignInEnded(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.statusSignInEnded.filled(in: language, [a1]) }
  /// "{1} at {2}, container {3} ({4})."
  public static func statusWhere(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, _ a4: some CatalogueArgument, in language: Language = .current) -> String { Self.statusWhere.filled(in: language, [a1, a2, a3, a4]) }
  /// "Not signed in: quran login --server URL --api-token HEX syncs with a record s…"
  public static func statusNotSignedIn(in language: Language = .current) -> String { Self.statusNotSignedIn.filled(in: language, []) }
  /// "Last sync: {1}."
  public static func lastSync(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.lastSync.filled(in: language, [a1]) }
  /// "never"
  public static func never(in language: Language = .current) -> String { Self.never.filled(in: language, []) }
  /// "Changes waiting: {1}."
  public static func changesWaiting(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.changesWaiting.filled(in: language, [a1]) }
  /// "Kept on this computer only (the container has no such record type): {1}."
  public static func keptHere(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.keptHere.filled(in: language, [a1]) }
  /// "Last error: {1}."
  public static func lastError(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.lastError.filled(in: language, [a1]) }
  /// "Last error, at {1}: {2}"
  public static func lastErrorAt(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.lastErrorAt.filled(in: language, [a1, a2]) }
  /// "none"
  public static func noError(in language: Language = .current) -> String { Self.noError.filled(in: language, []) }
  /// "Name the record server: quran login --server http://HOST:PORT --api-token HEX."
  public static func nameTheServer(in language: Language = .current) -> String { Self.nameTheServer.filled(in: language, []) }
  /// "Give the container's API token: --api-token HEX (the server's operator gets i…"
  public static func giveTheToken(in language: Language = .current) -> String { Self.giveTheToken.filled(in: language, []) }
  /// "The environment is development or production, not {1}."
  public static func environmentUnknown(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.environmentUnknown.filled(in: language, [a1]) }
  /// "The server answered as {1} without a sign-in; it is not a record server this…"
  public static func answeredWithoutSignIn(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.answeredWithoutSignIn.filled(in: language, [a1]) }
  /// "The server refused the API token ({1}); check --api-token and --container."
  public static func tokenRefused(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tokenRefused.filled(in: language, [a1]) }
  /// "Could not reach the record server at {1} ({2}); check --server and that the s…"
  public static func unreachable(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.unreachable.filled(in: language, [a1, a2]) }
  /// "The server asked for a sign-in but gave no sign-in address."
  public static func noSignInAddress(in language: Language = .current) -> String { Self.noSignInAddress.filled(in: language, []) }
  /// "The server did not accept that token ({1}); run quran login again."
  public static func tokenNotAccepted(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.tokenNotAccepted.filled(in: language, [a1]) }
  /// "Signed in as {1} at {2}."
  public static func signedInAs(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.signedInAs.filled(in: language, [a1, a2]) }
  /// "Synced: {1} received, {2} sent; {3} waiting."
  public static func firstSync(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.firstSync.filled(in: language, [a1, a2, a3]) }
  /// "The first sync did not finish ({1}); quran sync tries again."
  public static func firstSyncFailed(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.firstSyncFailed.filled(in: language, [a1]) }
  /// "Open this address in a browser and sign in:\n\n  {1}\n"
  public static func openAddress(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.openAddress.filled(in: language, [a1]) }
  /// "Waiting for the sign-in… If the browser is on another device, paste here the…"
  public static func waitingForSignIn(in language: Language = .current) -> String { Self.waitingForSignIn.filled(in: language, []) }
  /// "No sign-in arrived within 10 minutes; run quran login again."
  public static func noSignInArrived(in language: Language = .current) -> String { Self.noSignInArrived.filled(in: language, []) }
  /// "Another device changed the note on {1} meanwhile: your text is kept beside it…"
  public static func copiesMade(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.copiesMade.filled(in: language, [a1, a2]) }
  /// "Synced with {1}: {2} received, {3} sent"
  public static func syncedWith(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.syncedWith.filled(in: language, [a1, a2, a3]) }
  /// ", {1} moved from the old QuranZone to where the iPhone app keeps them"
  public static func movedFromFormerZone(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.movedFromFormerZone.filled(in: language, [a1]) }
  /// "The server was restored from an earlier copy: what it lacked was sent again (…"
  public static func resentAfterRestore(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.resentAfterRestore.filled(in: language, [a1]) }
  /// "; {1} waiting."
  public static func waitingTail(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.waitingTail.filled(in: language, [a1]) }
  /// "{1} synced: {2} received; {3} waiting."
  public static func watchSynced(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.watchSynced.filled(in: language, [a1, a2, a3]) }
  /// "{1} offline, {2} waiting: {3}"
  public static func watchOffline(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, _ a3: some CatalogueArgument, in language: Language = .current) -> String { Self.watchOffline.filled(in: language, [a1, a2, a3]) }
  /// "Watching for changes (Ctrl-C to stop)."
  public static func watching(in language: Language = .current) -> String { Self.watching.filled(in: language, []) }
  /// "Stopped: the record server needs you to sign in again (quran login)."
  public static func stoppedSignIn(in language: Language = .current) -> String { Self.stoppedSignIn.filled(in: language, []) }
  /// "Stopped watching; everything synced is kept."
  public static func stoppedWatching(in language: Language = .current) -> String { Self.stoppedWatching.filled(in: language, []) }
  /// "The record server refused a change ({1}: {2}); it stays queued."
  public static func changeRefused(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.changeRefused.filled(in: language, [a1, a2]) }
  /// "This deletes the account {1} on {2} with every favorite, note, progress and s…"
  public static func deleteQuestion(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.deleteQuestion.filled(in: language, [a1, a2]) }
  /// "Nothing was deleted: the name typed was not {1}."
  public static func nothingDeleted(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.nothingDeleted.filled(in: language, [a1]) }
  /// "This record server offers no account deletion ({1}); ask its operator to run…"
  public static func noAccountDeletion(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.noAccountDeletion.filled(in: language, [a1]) }
  /// "Deleted {1}'s account and records on {2}; this device keeps its data."
  public static func deletedAccount(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.deletedAccount.filled(in: language, [a1, a2]) }
  /// "Sign in to Apple's iCloud (CloudKit): https://api.apple-cloudkit.com, the iPh…"
  public static func helpICloud(in language: Language = .current) -> String { Self.helpICloud.filled(in: language, []) }
  /// "The sign-in callback set on the API token, on this computer (http://127.0.0.1…"
  public static func helpCallback(in language: Language = .current) -> String { Self.helpCallback.filled(in: language, []) }
  /// "Apple's iCloud has no operation to delete an account (Apple accounts are mana…"
  public static func appleHasNoAccountDeletion(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.appleHasNoAccountDeletion.filled(in: language, [a1]) }
  /// "Deleted {1} {1:record|records} from iCloud and signed out; this computer keep…"
  public static func deletedRecordsOnApple(_ a1: some CatalogueCount, in language: Language = .current) -> String { Self.deletedRecordsOnApple.filled(in: language, [a1]) }
  /// "Sign in to a record server to sync between devices."
  public static func helpLogin(in language: Language = .current) -> String { Self.helpLogin.filled(in: language, []) }
  /// "Prints the sign-in address (and opens a browser when one is there). After you…"
  public static func helpLoginDiscussion(in language: Language = .current) -> String { Self.helpLoginDiscussion.filled(in: language, []) }
  /// "The record server, e.g. http://192.168.1.5:8585."
  public static func helpServer(in language: Language = .current) -> String { Self.helpServer.filled(in: language, []) }
  /// "The container's API token (quran-records api-token prints it)."
  public static func helpAPIToken(in language: Language = .current) -> String { Self.helpAPIToken.filled(in: language, []) }
  /// "The container."
  public static func helpContainer(in language: Language = .current) -> String { Self.helpContainer.filled(in: language, []) }
  /// "development or production."
  public static func helpEnvironment(in language: Language = .current) -> String { Self.helpEnvironment.filled(in: language, []) }
  /// "Do not open a browser; only print the address."
  public static func helpNoBrowser(in language: Language = .current) -> String { Self.helpNoBrowser.filled(in: language, []) }
  /// "End the sign-in to the record server, there too (changes waiting to sync are…"
  public static func helpLogout(in language: Language = .current) -> String { Self.helpLogout.filled(in: language, []) }
  /// "Show the sync account, the last sync and what waits."
  public static func helpStatus(in language: Language = .current) -> String { Self.helpStatus.filled(in: language, []) }
  /// "Sync favorites, notes, progress and settings with the server."
  public static func helpSync(in language: Language = .current) -> String { Self.helpSync.filled(in: language, []) }
  /// "Once by default; with --watch it stays, applies other devices' changes as the…"
  public static func helpSyncDiscussion(in language: Language = .current) -> String { Self.helpSyncDiscussion.filled(in: language, []) }
  /// "Stay and keep syncing until Ctrl-C."
  public static func helpWatch(in language: Language = .current) -> String { Self.helpWatch.filled(in: language, []) }
  /// "Read the whole server now (to find what was deleted elsewhere too)."
  public static func helpFull(in language: Language = .current) -> String { Self.helpFull.filled(in: language, []) }
  /// "Manage the record server account."
  public static func helpAccount(in language: Language = .current) -> String { Self.helpAccount.filled(in: language, []) }
  /// "Delete your account and all its records from the server (this device keeps it…"
  public static func helpDelete(in language: Language = .current) -> String { Self.helpDelete.filled(in: language, []) }
  /// "Do not ask; delete."
  public static func helpYes(in language: Language = .current) -> String { Self.helpYes.filled(in: language, []) }
}

extension TrashText {
  /// "The trash is empty: nothing was deleted in the last 30 days."
  public static func empty(in language: Language = .current) -> String { Self.empty.filled(in: language, []) }
  /// "Deleted in the last 30 days (quran trash restore ID brings one back):"
  public static func header(in language: Language = .current) -> String { Self.header.filled(in: language, []) }
  /// "note on {1}: {2}"
  public static func note(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.note.filled(in: language, [a1, a2]) }
  /// "favorite {1}"
  public static func favorite(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.favorite.filled(in: language, [a1]) }
  /// "reading plan “{1}”"
  public static func readingPlan(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readingPlan.filled(in: language, [a1]) }
  /// "daily goal {1}"
  public static func readingGoal(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.readingGoal.filled(in: language, [a1]) }
  /// "memorizing plan {1} by {2}"
  public static func memorizePlan(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.memorizePlan.filled(in: language, [a1, a2]) }
  /// "{1}: back."
  public static func restored(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.restored.filled(in: language, [a1]) }
  /// "{1} is here already; taken out of the trash."
  public static func alreadyHere(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.alreadyHere.filled(in: language, [a1]) }
  /// "Nothing in the trash has the id {1}: quran trash lists what it holds."
  public static func notFound(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.notFound.filled(in: language, [a1]) }
  /// "More than one item's id begins with {1}: type more of it."
  public static func ambiguous(_ a1: some CatalogueArgument, in language: Language = .current) -> String { Self.ambiguous.filled(in: language, [a1]) }
  /// "Back from the trash: {1} (deleted {2})."
  public static func backFromTrash(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backFromTrash.filled(in: language, [a1, a2]) }
  /// "Back from the trash: {1} (deleted {2} on another device)."
  public static func backFromTrashElsewhere(_ a1: some CatalogueArgument, _ a2: some CatalogueArgument, in language: Language = .current) -> String { Self.backFromTrashElsewhere.filled(in: language, [a1, a2]) }
  /// "(deleted on another device)"
  public static func onAnotherDevice(in language: Language = .current) -> String { Self.onAnotherDevice.filled(in: language, []) }
  /// "What was deleted in the last 30 days: notes, favorites, plans, the goal."
  public static func help(in language: Language = .current) -> String { Self.help.filled(in: language, []) }
  /// "Bring an item of the trash back (and sync it)."
  public static func helpRestore(in language: Language = .current) -> String { Self.helpRestore.filled(in: language, []) }
  /// "The item's id as quran trash prints it (its first 4 characters will do)."
  public static func helpID(in language: Language = .current) -> String { Self.helpID.filled(in: language, []) }
}
