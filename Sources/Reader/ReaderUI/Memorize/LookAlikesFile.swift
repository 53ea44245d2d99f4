import QuranText

/// The look-alikes' file (`LookAlikes`): read the first time the memorize screen asks for it,
/// and what was read kept for the session (a file missing or refused is said each time alike).
struct LookAlikesFile {
  /// Where the file is looked for; nil when there is none to look for.
  var path: String?
  /// What was read of it, once asked for.
  private var read: Result<LookAlikes, LookAlikesProblem>?

  /// The look-alikes, read the first time they are asked for.
  mutating func load() -> Result<LookAlikes, LookAlikesProblem> {
    if let read { return read }
    let loaded: Result<LookAlikes, LookAlikesProblem>
    if let path {
      do throws(LookAlikesProblem) {
        loaded = .success(try LookAlikes.load(path))
      } catch {
        loaded = .failure(error)
      }
    } else {
      loaded = .failure(.missing)
    }
    read = loaded
    return loaded
  }
}
