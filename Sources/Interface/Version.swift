/// The version of quran-vi, which every program of it says (`--version`): the reader, quran-sync
/// and the record server.
public let quranViVersion = "0.16.0"
