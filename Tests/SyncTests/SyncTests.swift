// Tests of sync, run against the real quran-records process with homes as devices.
