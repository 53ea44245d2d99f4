/// The version of quran-vi, which both its programs say (`--version`): the reader and the
/// record server.
public let quranViVersion = "0.30.0"
