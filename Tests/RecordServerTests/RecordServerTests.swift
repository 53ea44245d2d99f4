// Tests of the record server, run against the real quran-records process.
