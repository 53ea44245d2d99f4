import ArgumentParser
import CloudRecords
import Interface

// The commands about the sync account. Their options and help are declared here, so that
// `quran --help`, the completions and the man page show them; their work is done by
// the quran program's network code (`NetworkCommand`).

/// `quran login`: signs in to a record server through its sign-in page, as CloudKit's web
/// sign-in works.
package struct LoginCommand: NetworkCommand {
  /// `login`, with its help, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "login", abstract: SyncText.helpLogin(),
      discussion: SyncText.helpLoginDiscussion().flowingParagraphs)
  }

  /// `--server URL`: the record server to sign in to, its scheme written.
  @Option(help: ArgumentHelp(SyncText.helpServer(), valueName: "URL")) package var server: String?
  /// `--api-token`: the container's API token, as `quran-records api-token` prints it.
  @Option(help: ArgumentHelp(SyncText.helpAPIToken(), valueName: "TOKEN"))
  package var apiToken: String?
  /// `--container`: the iPhone app's container unless given.
  @Option(help: ArgumentHelp(SyncText.helpContainer(), valueName: "ID"))
  package var container = DatabasePath.appContainer
  /// `--environment development|production`, or nil for the server's default.
  @Option(
    help: ArgumentHelp(SyncText.helpEnvironment(), valueName: "development|production"),
    completion: DatabasePath.Environment.choices,
    transform: DatabasePath.Environment.parser { SyncText.environmentUnknown($0) })
  package var environment: DatabasePath.Environment?
  /// `--icloud`: sign in to Apple's CloudKit, in the app's container's production environment.
  @Flag(help: ArgumentHelp(SyncText.helpICloud())) package var icloud = false
  /// `--callback URL`: the loopback address the sign-in page hands the token back to.
  @Option(help: ArgumentHelp(SyncText.helpCallback(), valueName: "URL")) package var callback:
    String?
  /// `--no-browser`: print the sign-in address without opening a browser.
  @Flag(help: ArgumentHelp(SyncText.helpNoBrowser())) package var noBrowser = false
  /// `--library keep|aside`: what becomes of this library when another person than the one
  /// it last synced with signs in; nil asks (on a terminal) or changes nothing.
  @Option(
    name: .customLong("library"),
    help: ArgumentHelp(LibrarySwitchText.helpLibrary(), valueName: "keep|aside"),
    completion: LibraryHandover.choices,
    transform: LibraryHandover.parser { LibrarySwitchText.choiceUnknown($0) })
  package var handover: LibraryHandover?
  /// Where the account file is kept (`--home`).
  @OptionGroup package var location: LocationOptions

  /// The options at their defaults, for the parser to fill.
  package init() {}

  /// What becomes of this home's library when the person signing in is not the one it last
  /// synced with.
  package enum LibraryHandover: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// The library goes on, for the new account: all of it is sent there.
    case keep
    /// The library is set aside for its person, and the new one starts empty (or finds the
    /// library they left on this computer).
    case aside
  }

  /// A server named without its scheme (`host:8443`) is refused with the address to write.
  package func validate() throws {
    if let server, !server.contains("://") {
      throw ValidationError(RefusalText.serverWithoutScheme(server))
    }
  }
}

/// `quran logout`: forgets the sign-in, keeps the changes waiting to be sent.
package struct LogoutCommand: NetworkCommand {
  /// `logout`, with its help, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "logout", abstract: SyncText.helpLogout())
  }

  /// Where the account file is kept (`--home`).
  @OptionGroup package var location: LocationOptions

  /// The options at their defaults, for the parser to fill.
  package init() {}
}

/// `quran status`: who, where, when last synced, what waits, what went wrong last.
package struct StatusCommand: NetworkCommand {
  /// `status`, with its help, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "status", abstract: SyncText.helpStatus())
  }

  /// Where the library and the account file are (`--home`).
  @OptionGroup package var location: LocationOptions

  /// The options at their defaults, for the parser to fill.
  package init() {}
}

/// `quran sync [--watch]`: sends the changes made here and takes those made elsewhere.
package struct SyncCommand: NetworkCommand {
  /// `sync`, with its help, in the person's language.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "sync", abstract: SyncText.helpSync(),
      discussion: SyncText.helpSyncDiscussion().flowingParagraphs)
  }

  /// `--watch`: stay, and keep syncing as changes come and go, until Ctrl-C.
  @Flag(help: ArgumentHelp(SyncText.helpWatch())) package var watch = false
  /// `--full`: list every record on the server now, to find what was deleted elsewhere.
  @Flag(help: ArgumentHelp(SyncText.helpFull())) package var full = false
  /// Where the library and the account file are (`--home`).
  @OptionGroup package var location: LocationOptions

  /// The options at their defaults, for the parser to fill.
  package init() {}
}

/// `quran account delete`: removes the account and every record of it from the server.
package struct AccountCommand: ParsableCommand {
  /// `account`, with its one subcommand.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "account", abstract: SyncText.helpAccount(), subcommands: [Delete.self])
  }

  /// The command as the parser makes it; `account` alone prints its help.
  package init() {}

  /// `quran account delete`: asks for the account's name, then deletes the account and its
  /// records on the server; carried out by the network code.
  package struct Delete: NetworkCommand {
    /// `delete`, with its help, in the person's language.
    package static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "delete", abstract: SyncText.helpDelete())
    }
    /// `--yes`: delete without asking for the name first.
    @Flag(help: ArgumentHelp(SyncText.helpYes())) package var yes = false
    /// Where the account file is kept (`--home`).
    @OptionGroup package var location: LocationOptions

    /// The options at their defaults, for the parser to fill.
    package init() {}
  }
}

/// The reader's background sync: the reader runs it in a child while the reader is open, telling the
/// reader each change of state as one JSON line (`SyncNews`) on standard output, until its
/// standard input ends (the reader closed it, or the reader is gone).
package struct ReaderSyncCommand: NetworkCommand {
  /// `reader-sync`, left out of the help: only the reader runs it.
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "reader-sync", abstract: "The reader's background sync (the reader runs it).",
      shouldDisplay: false)
  }

  /// Where the library and the account file are, as the reader was given them.
  @OptionGroup package var location: LocationOptions

  /// The options at their defaults, for the parser to fill.
  package init() {}
}
