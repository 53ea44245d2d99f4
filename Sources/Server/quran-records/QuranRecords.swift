import ArgumentParser
import Foundation
import Interface
import Logging
import RecordServer

/// quran-records: the self-hosted record service and its administration.
@main
struct QuranRecords: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quran-records",
    abstract: "A record service speaking CloudKit Web Services' JSON, for quran-vi.",
    version: quranViVersion,
    subcommands: [
      Serve.self, UserCommand.self, APIToken.self, SchemaCommand.self, CopyCommand.self,
      BackupCommand.self, RestoreCommand.self,
    ])
}
