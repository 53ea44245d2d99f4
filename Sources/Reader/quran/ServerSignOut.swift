import CloudRecords
import Interface
import RecordClient

/// Ends a sign-in on the server, best effort: `quran logout`, and a `quran login` that
/// changed nothing. Apple's CloudKit has no sign-out; a server that had already ended the
/// sign-in is fine; any other failure is said (the sign-in then ends by itself once unused).
enum ServerSignOut {
  static func end(_ connection: Connection, server: String) {
    guard !server.hasPrefix(DatabasePath.appleServer) else { return }
    do {
      _ = try RecordClient(connection, retry: RetryPolicy(attempts: 2)).send(Endpoints.signOut)
    } catch .signInNeeded(_) {
      // The server had already ended it.
    } catch {
      print(SyncText.serverNotToldOfSignOut(server, error.description))
    }
  }
}
