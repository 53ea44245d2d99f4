import ArgumentParser
import CloudRecords
import Interface

// The commands about the sync account. Their options and help are declared here, so that
// `quran --help`, the completions and the man page show them; their work is done by
// quran-sync (see `SyncProgram`), the program that holds the network code.

/// `quran login`: signs in to a record server through its sign-in page, as CloudKit's web
/// sign-in works.
package struct LoginCommand: SyncProgramCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "login", abstract: SyncText.helpLogin(),
      discussion: SyncText.helpLoginDiscussion().flowingParagraphs)
  }

  @Option(help: ArgumentHelp(SyncText.helpServer())) package var server: String?
  @Option(help: ArgumentHelp(SyncText.helpAPIToken()))
  package var apiToken: String?
  @Option(help: ArgumentHelp(SyncText.helpContainer()))
  package var container = DatabasePath.appContainer
  @Option(
    help: ArgumentHelp(SyncText.helpEnvironment()),
    completion: DatabasePath.Environment.choices,
    transform: DatabasePath.Environment.parser { SyncText.environmentUnknown($0) })
  package var environment: DatabasePath.Environment?
  @Flag(help: ArgumentHelp(SyncText.helpICloud())) package var icloud = false
  @Option(help: ArgumentHelp(SyncText.helpCallback())) package var callback: String?
  @Flag(help: ArgumentHelp(SyncText.helpNoBrowser())) package var noBrowser = false
  @OptionGroup package var location: LocationOptions

  package init() {}

  /// A server named without its scheme (`host:8443`) is refused with the address to write.
  package func validate() throws {
    if let server, !server.contains("://") {
      throw ValidationError(RefusalText.serverWithoutScheme(server))
    }
  }
}

/// `quran logout`: forgets the sign-in, keeps the changes waiting to be sent.
package struct LogoutCommand: SyncProgramCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "logout", abstract: SyncText.helpLogout())
  }

  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran status`: who, where, when last synced, what waits, what went wrong last.
package struct StatusCommand: SyncProgramCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "status", abstract: SyncText.helpStatus())
  }

  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran sync [--watch]`: sends the changes made here and takes those made elsewhere.
package struct SyncCommand: SyncProgramCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "sync", abstract: SyncText.helpSync(),
      discussion: SyncText.helpSyncDiscussion().flowingParagraphs)
  }

  @Flag(help: ArgumentHelp(SyncText.helpWatch())) package var watch = false
  @Flag(help: ArgumentHelp(SyncText.helpFull())) package var full = false
  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran account delete`: removes the account and every record of it from the server.
package struct AccountCommand: ParsableCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "account", abstract: SyncText.helpAccount(), subcommands: [Delete.self])
  }

  package init() {}

  package struct Delete: SyncProgramCommand {
    package static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "delete", abstract: SyncText.helpDelete())
    }
    @Flag(help: ArgumentHelp(SyncText.helpYes())) package var yes = false
    @OptionGroup package var location: LocationOptions

    package init() {}
  }
}

/// The reader's background sync: quran-sync runs it while the reader is open, telling the
/// reader each change of state as one JSON line (`SyncNews`) on standard output, until its
/// standard input ends (the reader closed it, or the reader is gone).
package struct ReaderSyncCommand: SyncProgramCommand {
  package static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "reader-sync", abstract: "The reader's background sync (the reader runs it).",
      shouldDisplay: false)
  }

  @OptionGroup package var location: LocationOptions

  package init() {}
}
