import ArgumentParser
import CloudRecords

// The commands about the sync account. Their options and help are declared here, so that
// `quran --help`, the completions and the man page show them; their work is done by
// quran-sync (see `SyncProgram`), the program that holds the network code.

/// `quran login`: signs in to a record server through its sign-in page, as CloudKit's web
/// sign-in works.
package struct LoginCommand: SyncProgramCommand {
  package static let configuration = CommandConfiguration(
    commandName: "login", abstract: "Sign in to a record server to sync between devices.",
    discussion: """
      Prints the sign-in address (and opens a browser when one is there). After you sign in,
      the page hands the token back to this command; or paste the token it shows here.
      """)

  @Option(help: "The record server, e.g. http://192.168.1.5:8585.") package var server: String?
  @Option(help: "The container's API token (quran-records api-token prints it).")
  package var apiToken: String?
  @Option(help: "The container.") package var container = DatabasePath.appContainer
  @Option(help: "development or production.") package var environment = "development"
  @Flag(help: "Do not open a browser; only print the address.") package var noBrowser = false
  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran logout`: forgets the sign-in, keeps the changes waiting to be sent.
package struct LogoutCommand: SyncProgramCommand {
  package static let configuration = CommandConfiguration(
    commandName: "logout",
    abstract: "Forget the sign-in to the record server (changes waiting to sync are kept).")

  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran status`: who, where, when last synced, what waits, what went wrong last.
package struct StatusCommand: SyncProgramCommand {
  package static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the sync account, the last sync and what waits.")

  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran sync [--watch]`: sends the changes made here and takes those made elsewhere.
package struct SyncCommand: SyncProgramCommand {
  package static let configuration = CommandConfiguration(
    commandName: "sync", abstract: "Sync favorites, notes, progress and settings with the server.",
    discussion: """
      Once by default; with --watch it stays, applies other devices' changes as they come and
      sends yours as you make them, until Ctrl-C.
      """)

  @Flag(help: "Stay and keep syncing until Ctrl-C.") package var watch = false
  @OptionGroup package var location: LocationOptions

  package init() {}
}

/// `quran account delete`: removes the account and every record of it from the server.
package struct AccountCommand: ParsableCommand {
  package static let configuration = CommandConfiguration(
    commandName: "account", abstract: "Manage the record server account.",
    subcommands: [Delete.self])

  package init() {}

  package struct Delete: SyncProgramCommand {
    package static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract:
        "Delete your account and all its records from the server (this device keeps its data)."
    )
    @Flag(help: "Do not ask; delete.") package var yes = false
    @OptionGroup package var location: LocationOptions

    package init() {}
  }
}

/// The reader's background sync: quran-sync runs it while the reader is open, telling the
/// reader each change of state as one JSON line (`SyncNews`) on standard output, until its
/// standard input ends (the reader closed it, or the reader is gone).
package struct ReaderSyncCommand: SyncProgramCommand {
  package static let configuration = CommandConfiguration(
    commandName: "reader-sync", abstract: "The reader's background sync (the reader runs it).",
    shouldDisplay: false)

  @OptionGroup package var location: LocationOptions

  package init() {}
}
