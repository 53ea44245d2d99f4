// ICU's common data for the release programs (ICUData.S), defined only once scripts/icu-data has
// written it: nothing calls it by this name but ICU.
#ifndef ICU_DATA_H
#define ICU_DATA_H
extern const unsigned char icudt76_dat[];
#endif
