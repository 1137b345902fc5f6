// Plural rules from the system ICU (CLDR), for L10nStrings' plural checks.
//
// Like l10n_icu.h, this header names no ICU type: only <stdint.h> types cross it (see DESIGN.md on the
// ICU clash with Foundation's bundled ICU).
#ifndef L10N_ICU_PLURAL_H
#define L10N_ICU_PLURAL_H

#include <stdint.h>

/// Writes the cardinal plural categories CLDR defines for `locale` ("ar", "pt-BR", "zh-Hans") into
/// `buffer` as space-separated keywords in ICU's order, NUL-terminated.
/// Returns the number of categories, or -1 when ICU fails or `buffer` is too small. An unknown language
/// gets the root rules ("other").
int32_t l10n_plural_categories(const char *locale, char *buffer, int32_t capacity);

/// Writes the category `number` selects in `locale` ("one", "few"…) into `buffer`, NUL-terminated.
/// Returns the keyword's length, or -1 on failure.
int32_t l10n_plural_select(const char *locale, double number, char *buffer, int32_t capacity);

/// Writes the category each of `numbers` selects in `locale`, space-separated in their order, into `buffer`
/// (NUL-terminated), reading the rules once. Returns `count`, or -1 on failure or when `buffer` is too small.
int32_t l10n_plural_select_each(const char *locale, const double *numbers, int32_t count, char *buffer, int32_t capacity);

#endif
