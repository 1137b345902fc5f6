#include "l10n_icu_plural.h"

#include <string.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/upluralrules.h>

// ICU wants "pt_BR"; Xcode writes "pt-BR". uloc_forLanguageTag does the conversion and copes with
// scripts ("zh-Hans") and private-use pseudo-locales ("en-XA").
static void l10n_icu_locale_id(const char *tag, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    uloc_forLanguageTag(tag, out, capacity, &parsed, &status);
    if (U_FAILURE(status) || out[0] == 0) {
        strncpy(out, tag, (size_t)capacity - 1);
        out[capacity - 1] = 0;
    }
}

// The cardinal rules of `locale` (a language tag), or NULL when ICU fails.
static UPluralRules *l10n_plural_rules(const char *locale) {
    char identifier[128];
    l10n_icu_locale_id(locale, identifier, (int32_t)sizeof identifier);
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(identifier, &status);
    return U_FAILURE(status) ? NULL : rules;
}

int32_t l10n_plural_categories(const char *locale, char *buffer, int32_t capacity) {
    if (capacity < 1) return -1;
    buffer[0] = 0;
    UPluralRules *rules = l10n_plural_rules(locale);
    if (rules == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) { uplrules_close(rules); return -1; }
    int32_t count = 0, used = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        int32_t needed = length + (count > 0 ? 1 : 0);
        if (used + needed + 1 > capacity) { count = -1; break; }
        if (count > 0) buffer[used++] = ' ';
        memcpy(buffer + used, keyword, (size_t)length);
        used += length;
        buffer[used] = 0;
        count += 1;
    }
    if (U_FAILURE(status)) count = -1;
    uenum_close(keywords);
    uplrules_close(rules);
    return count;
}

int32_t l10n_plural_select(const char *locale, double number, char *buffer, int32_t capacity) {
    if (capacity < 1) return -1;
    UPluralRules *rules = l10n_plural_rules(locale);
    if (rules == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[32];
    int32_t length = uplrules_select(rules, number, keyword, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status) || length + 1 > capacity || length >= 32) return -1;
    for (int32_t i = 0; i < length; i++) buffer[i] = (char)keyword[i];
    buffer[length] = 0;
    return length;
}

int32_t l10n_plural_select_each(const char *locale, const double *numbers, int32_t count, char *buffer, int32_t capacity) {
    if (capacity < 1) return -1;
    buffer[0] = 0;
    UPluralRules *rules = l10n_plural_rules(locale);
    if (rules == NULL) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t used = 0;
    for (int32_t n = 0; n < count; n++) {
        UChar keyword[32];
        int32_t length = uplrules_select(rules, numbers[n], keyword, 32, &status);
        if (U_FAILURE(status) || length >= 32 || used + length + 2 > capacity) { uplrules_close(rules); return -1; }
        if (n > 0) buffer[used++] = ' ';
        for (int32_t i = 0; i < length; i++) buffer[used++] = (char)keyword[i];
        buffer[used] = 0;
    }
    uplrules_close(rules);
    return count;
}
