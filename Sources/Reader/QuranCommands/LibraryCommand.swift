import ArgumentParser
import Foundation
import Interface
import Library
import LibraryRescue

/// `quran library check|backups|backup|recover|dismiss`: the library file itself.
struct LibraryCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "library", abstract: LibraryText.helpLibrary(),
      subcommands: [Check.self, BackupList.self, BackupNow.self, Recover.self, Dismiss.self])
  }

  struct Check: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "check", abstract: LibraryText.helpCheck())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let home = try location.resolvedHome()
      let path = home.libraryPath
      switch LibraryFile.check(path) {
      case .ok:
        let library = try LibraryStore(path: path, access: .readOnly)
        print(LibraryText.checkOK(path, try library.noteCount(), try library.favorites().count))
      case .damaged(let problems):
        print(LibraryText.checkDamaged(path, problems.prefix(3).joined(separator: "; ")))
        throw ExitCode(1)
      case .unchecked(let problem):
        throw problem
      }
      let aside = LibraryFile.setAside(in: home.directory)
      if !aside.isEmpty { print(LibraryText.checkSetAsideFiles(aside.joined(separator: ", "))) }
    }
  }

  struct BackupList: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "backups", abstract: LibraryText.helpBackups())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let backups = Backups(libraryPath: try location.resolvedHome().libraryPath)
      let entries = backups.list()
      guard !entries.isEmpty else {
        print(LibraryText.backupsNone(backups.folder))
        return
      }
      print(LibraryText.backupsHeader(backups.folder))
      let formatter = DateFormatter()
      formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
      for entry in entries {
        let kind =
          switch entry.kind {
          case .daily: LibraryText.backupDaily()
          case .migration: LibraryText.backupMigration()
          case .changes: LibraryText.backupAfterChanges()
          }
        print(
          LibraryText.backupLine(
            formatter.string(from: entry.date), kind, (entry.size + 1023) / 1024, entry.path))
      }
    }
  }

  struct BackupNow: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "backup", abstract: LibraryText.helpBackup())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let session = try location.openLibrarySession(access: .readOnly)
      guard let entry = try session.library.backUp() else {
        throw Problem(LibraryText.backupNoRoom(session.home.directory))
      }
      print(LibraryText.backupTaken(entry.path))
    }
  }

  struct Recover: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "recover", abstract: LibraryText.helpRecover())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let home = try location.resolvedHome()
      let report = try Recovery.run(libraryPath: home.libraryPath)
      if let aside = report.setAside { print(LibraryText.recoverSetAside(aside)) }
      if report.sources.isEmpty { print(LibraryText.recoverNoSources(home.directory)) }
      for source in report.sources {
        print(
          source.isBackup
            ? LibraryText.recoverFromBackup(source.path)
            : LibraryText.recoverFromDamaged(source.path))
        if source.unopenable {
          print(LibraryText.recoverUnopenable())
          continue
        }
        let added = source.added
        print(
          LibraryText.recoverCounts(
            added.notes.added, added.favorites.added, added.progress.added + added.progress.merged,
            added.grades.added, source.settings,
            added.notes.alreadyPresent + added.favorites.alreadyPresent
              + added.progress.alreadyPresent + added.grades.alreadyPresent))
        let found = source.found
        if found != Recovery.Found() {
          print(
            LibraryText.recoverFound(
              found.readingDays, found.readingPlans, found.goal ? 1 : 0,
              found.memorizePlan ? 1 : 0))
        }
        if source.unreadable > 0 {
          print(LibraryText.recoverUnreadable(source.unreadable, source.pages))
        }
      }
      for skipped in report.skipped { print(Self.sentence(skipped)) }
      print(LibraryText.recoverServer())
    }

    /// Why a backup was not read, as a sentence.
    static func sentence(_ skipped: Recovery.SkippedBackup) -> String {
      switch skipped.reason {
      case .takenSinceDamage: LibraryText.recoverSkippedSinceDamage(skipped.path)
      case .damaged: LibraryText.recoverSkippedDamaged(skipped.path)
      case .older(let read): LibraryText.recoverSkippedOlder(skipped.path, read)
      }
    }
  }

  struct Dismiss: ParsableCommand {
    static var configuration: CommandConfiguration {
      CommandConfiguration(commandName: "dismiss", abstract: LibraryText.helpDismiss())
    }
    @OptionGroup var location: LocationOptions

    func run() throws {
      let home = try location.resolvedHome()
      let waiting = LibraryFile.waiting(in: home.directory)
      if waiting.isEmpty { print(LibraryText.dismissedNone(home.directory)) }
      for aside in waiting {
        LibraryFile.settle(aside)
        print(LibraryText.dismissed(aside))
      }
    }
  }
}
