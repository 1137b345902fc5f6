#include "l10n_icu.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <stdio.h>
#include <string.h>

int32_t l10n_icu_breaks(const uint16_t *text, int32_t length, const char *locale, int32_t kind,
                        int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == L10N_BREAK_CHARACTER ? UBRK_CHARACTER
        : kind == L10N_BREAK_WORD ? UBRK_WORD : UBRK_LINE;
    UBreakIterator *iterator = ubrk_open(type, locale && *locale ? locale : "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) { return -1; }
    int32_t count = 0;
    for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
        if (count < capacity) { out[count] = offset; }
        count++;
    }
    ubrk_close(iterator);
    return count;
}

int32_t l10n_icu_bidi_runs(const uint16_t *text, int32_t length, int32_t paragraph_level,
                           int32_t *starts, int32_t *lengths, int32_t *levels, int32_t capacity,
                           int32_t *resolved_level) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) { return -1; }
    ubidi_setPara(bidi, (const UChar *)text, length, (UBiDiLevel)paragraph_level, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    if (resolved_level) { *resolved_level = ubidi_getParaLevel(bidi); }
    int32_t count = 0;
    int32_t start = 0;
    while (start < length) {
        int32_t limit = 0;
        UBiDiLevel level = 0;
        ubidi_getLogicalRun(bidi, start, &limit, &level);
        if (count < capacity) {
            starts[count] = start;
            lengths[count] = limit - start;
            levels[count] = level;
        }
        count++;
        start = limit;
    }
    ubidi_close(bidi);
    return count;
}

int32_t l10n_icu_char_direction(uint32_t code_point) {
    return (int32_t)u_charDirection((UChar32)code_point);
}

int32_t l10n_icu_locale_is_rtl(const char *locale) {
    return uloc_isRightToLeft(locale) ? 1 : 0;
}

#include <unicode/uscript.h>

/* uscript_getCode reads a name without a separator as a script's name first: "yi" is then the Yi syllabary, not
   Yiddish, which is written in Hebrew. With a separator it is read as a locale, likely subtags and all ("yi_"). */
int32_t l10n_icu_locale_scripts(const char *locale, int32_t *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char separated[ULOC_FULLNAME_CAPACITY];
    if (strchr(locale, '_') == NULL && strchr(locale, '-') == NULL && strlen(locale) + 2 <= sizeof separated) {
        snprintf(separated, sizeof separated, "%s_", locale);
        locale = separated;
    }
    int32_t count = uscript_getCode(locale, (UScriptCode *)out, capacity, &status);
    if (U_FAILURE(status)) { return -1; }
    return count;
}

/* One subtag (`uloc_getCountry`, `uloc_getScript`) of `locale` with CLDR's likely subtags added. */
static int32_t likely_subtag(const char *locale, int32_t (*subtag)(const char *, char *, int32_t, UErrorCode *),
                             char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) { return -1; }
    int32_t length = subtag(maximized, out, capacity, &status);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) { return -1; }
    return length;
}

int32_t l10n_icu_likely_region(const char *locale, char *out, int32_t capacity) {
    return likely_subtag(locale, uloc_getCountry, out, capacity);
}

int32_t l10n_icu_knows_code(const char *code, int32_t kind) {
    char locale[32];
    int written = kind == 0 ? snprintf(locale, sizeof locale, "%s", code) : snprintf(locale, sizeof locale, "und_%s", code);
    if (written < 0 || written >= (int)sizeof locale) { return -1; }
    UChar name[128];
    UErrorCode status = U_ZERO_ERROR;
    if (kind == 0) {
        uloc_getDisplayLanguage(locale, "en", name, 128, &status);
    } else {
        uloc_getDisplayCountry(locale, "en", name, 128, &status);
    }
    if (U_FAILURE(status)) { return -1; }
    /* A code ICU has no name for comes back as itself, with U_USING_DEFAULT_WARNING. */
    return status == U_USING_DEFAULT_WARNING ? 0 : 1;
}

int32_t l10n_icu_likely_script(const char *locale, char *out, int32_t capacity) {
    return likely_subtag(locale, uloc_getScript, out, capacity);
}

int32_t l10n_icu_char_script(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)code_point, &status);
    if (U_FAILURE(status)) { return -1; }
    return (int32_t)script;
}

#include <unicode/ulocdata.h>
#include <unicode/uset.h>

int32_t l10n_icu_exemplar_ranges(const char *locale, int32_t *starts, int32_t *ends, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ULocaleData *data = ulocdata_open(locale, &status);
    if (U_FAILURE(status)) { return -1; }
    USet *set = ulocdata_getExemplarSet(data, NULL, USET_ADD_CASE_MAPPINGS, ULOCDATA_ES_STANDARD, &status);
    ulocdata_close(data);
    if (U_FAILURE(status) || set == NULL) { return -1; }
    int32_t count = uset_getRangeCount(set);
    for (int32_t index = 0; index < count && index < capacity; index++) {
        UChar32 start = 0, end = 0;
        uset_getItem(set, index, &start, &end, NULL, 0, &status);
        if (U_FAILURE(status)) { uset_close(set); return -1; }
        starts[index] = start;
        ends[index] = end;
    }
    uset_close(set);
    return count;
}

int32_t l10n_icu_script_name(int32_t script, char *out, int32_t capacity) {
    const char *name = uscript_getName((UScriptCode)script);
    if (name == NULL || capacity <= 0) { return -1; }
    int32_t length = 0;
    while (name[length] != 0 && length < capacity - 1) { out[length] = name[length]; length++; }
    out[length] = 0;
    return length;
}

int32_t l10n_icu_autonym(int32_t index, uint16_t *out, int32_t capacity) {
    if (index < 0 || index >= uloc_countAvailable()) { return -1; }
    const char *locale = uloc_getAvailable(index);
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(locale, locale, (UChar *)out, capacity, &status);
    if (U_FAILURE(status)) { return -1; }
    return length;
}

int32_t l10n_icu_autonym_count(void) {
    return uloc_countAvailable();
}

#include <unicode/uspoof.h>

int32_t l10n_icu_skeleton(const char *text, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker *checker = uspoof_open(&status);
    if (U_FAILURE(status)) { return -1; }
    int32_t length = uspoof_getSkeletonUTF8(checker, 0, text, -1, out, capacity, &status);
    uspoof_close(checker);
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING) { return -1; }
    return length;
}

#include <unicode/ustring.h>
#include <unicode/utrans.h>

int32_t l10n_icu_transliterate(const char *id, uint16_t *text, int32_t length, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar name[64];
    if (strlen(id) >= sizeof name / sizeof name[0]) { return -1; }
    u_uastrcpy(name, id);
    UTransliterator *transliterator = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
    if (U_FAILURE(status)) { return -1; }
    int32_t textLength = length;
    int32_t limit = length;
    utrans_transUChars(transliterator, (UChar *)text, &textLength, capacity, 0, &limit, &status);
    utrans_close(transliterator);
    if (U_FAILURE(status)) { return -1; }
    return textLength;
}
