/// RecordClient: the HTTP client of the record service — CloudKit Web Services' JSON over
/// URLSession, the API token and the user's web auth token, the 421 sign-in flow, and retry
/// with backoff on THROTTLED, TRY_AGAIN_LATER and network failures.
public enum RecordClientModule {}
