/// The container's schema in CloudKit's schema language (`.ckdb`), written once: the iPhone
/// app's five record types and quran-vi's own five: three reading types (`ReadingDay`,
/// `ReadingGoal`, `ReadingPlan`), memorizing's grades (`MemorizeReview`) and its plan
/// (`MemorizePlan`), which Apple's
/// container lacks until its owner adds them. `quran-records`
/// serves it unless `--schema` names another file, and `quran-records schema print` prints it
/// for a container's owner to import.
public enum AppSchema {
  /// The schema's text, as `cktool export-schema` lays it out.
  public static let ckdb = #"""
    DEFINE SCHEMA

        RECORD TYPE UserProfile (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            appleUserID     STRING QUERYABLE SORTABLE,
            email           STRING QUERYABLE,
            givenName       STRING,
            familyName      STRING,
            lastSignIn      TIMESTAMP QUERYABLE SORTABLE,
            userRecord      REFERENCE,
            createdAt       TIMESTAMP QUERYABLE SORTABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE FavoriteAyah (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            ayahID          STRING QUERYABLE SORTABLE,
            surahNumber     INT64 QUERYABLE SORTABLE,
            ayahNumber      INT64 QUERYABLE SORTABLE,
            favoritedAt     TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE AyahNote (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            ayahID          STRING QUERYABLE SORTABLE,
            surahNumber     INT64 QUERYABLE SORTABLE,
            ayahNumber      INT64 QUERYABLE SORTABLE,
            noteText        STRING,
            createdAt       TIMESTAMP QUERYABLE SORTABLE,
            modifiedAt      TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE ReadingProgress (
            "___createTime"    TIMESTAMP SORTABLE,
            "___createdBy"     REFERENCE,
            "___etag"          STRING,
            "___modTime"       TIMESTAMP SORTABLE,
            "___modifiedBy"    REFERENCE,
            "___recordID"      REFERENCE QUERYABLE,
            surahNumber        INT64 QUERYABLE SORTABLE,
            lastReadAyah       INT64 QUERYABLE SORTABLE,
            totalAyahs         INT64,
            progressPercentage DOUBLE QUERYABLE SORTABLE,
            lastUpdatedAt      TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName    STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE AppSettings (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            settingKey      STRING QUERYABLE,
            settingValue    STRING,
            lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE ReadingDay (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            day             STRING QUERYABLE SORTABLE,
            device          STRING QUERYABLE,
            ayahs           STRING,
            seconds         INT64,
            surahsFinished  STRING,
            lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE ReadingGoal (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            amount          INT64,
            unit            STRING,
            lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE ReadingPlan (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            planName        STRING QUERYABLE,
            fromAyah        STRING,
            startDay        STRING QUERYABLE SORTABLE,
            endDay          STRING,
            finishedDay     STRING,
            portion         STRING,
            lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE MemorizeReview (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            ayahID          STRING QUERYABLE SORTABLE,
            surahNumber     INT64 QUERYABLE SORTABLE,
            ayahNumber      INT64 QUERYABLE SORTABLE,
            reviewedAt      TIMESTAMP QUERYABLE SORTABLE,
            day             STRING QUERYABLE SORTABLE,
            grade           INT64,
            missedWords     STRING,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

        RECORD TYPE MemorizePlan (
            "___createTime" TIMESTAMP SORTABLE,
            "___createdBy"  REFERENCE,
            "___etag"       STRING,
            "___modTime"    TIMESTAMP SORTABLE,
            "___modifiedBy" REFERENCE,
            "___recordID"   REFERENCE QUERYABLE,
            target          STRING,
            byDay           STRING,
            ayahOrder       STRING,
            perDay          INT64,
            lastModifiedAt  TIMESTAMP QUERYABLE SORTABLE,
            ownerRecordName STRING QUERYABLE,
            GRANT READ, WRITE TO "_creator",
            GRANT CREATE TO "_icloud"
        );

    """#
}
