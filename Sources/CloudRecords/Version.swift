/// The version of quran-vi, shared by the reader and the record server (`--version`).
public let quranViVersion = "0.7.0"
